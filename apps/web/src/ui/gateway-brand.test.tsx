import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { initI18n } from "../i18n/setup";
import { GatewayBrand } from "./gateway-brand";

// The pay screens show the venue's gateway by its brand name and shipped logo.
describe("GatewayBrand", () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(cleanup);

  it.each([
    ["stripe", "Stripe"],
    ["liqpay", "LiqPay"],
  ])("shows %s by its brand name and its inline logo", (gateway, name) => {
    render(<GatewayBrand gateway={gateway} />);
    const brand = screen.getByTestId("gateway-brand");
    expect(brand.textContent).toBe(name);
    expect(brand.querySelector(`svg[data-logo="${gateway}"]`)).not.toBeNull();
    // Shipped with the app: no image fetched from anywhere.
    expect(brand.querySelector("img")).toBeNull();
  });

  it("shows an unknown gateway's name as given, without a logo", () => {
    render(<GatewayBrand gateway="acme-pay" />);
    const brand = screen.getByTestId("gateway-brand");
    expect(brand.textContent).toBe("acme-pay");
    expect(brand.querySelector("svg")).toBeNull();
  });
});
