import { describe, expect, it } from "vitest";
import { deliveryPrice, deliveryTotal, type DeliveryPriceSettings } from "./delivery-price";

const settings = (o: Partial<DeliveryPriceSettings>): DeliveryPriceSettings => ({
  cost_type: "free",
  cost: 50,
  cost_min_check: 500,
  tariffication_mode: "own",
  ...o,
});
const tariff = { price: 79.99 };

describe("SPEC §9 delivery price", () => {
  it("free gives 0", () => {
    expect(deliveryPrice(settings({ cost_type: "free" }), 10)).toBe(0);
  });

  it("constant gives cost whatever the total", () => {
    expect(deliveryPrice(settings({ cost_type: "constant" }), 10_000)).toBe(50);
  });

  it("conditional gives 0 only when the total exceeds cost_min_check", () => {
    const s = settings({ cost_type: "conditional", cost_conditional_type: "constant" });
    expect(deliveryPrice(s, 500.01)).toBe(0);
    expect(deliveryPrice(s, 500)).toBe(50); // equal does not exceed
    expect(deliveryPrice(s, 499.99)).toBe(50);
    expect(deliveryPrice(s, 0.1 + 499.9)).toBe(50); // 500.00000000000006 is 500 in money
  });

  it("tariffed with partner mode gives 0", () => {
    expect(deliveryPrice(settings({ cost_type: "tariffed", tariffication_mode: "partner" }), 10)).toBe(0);
  });

  it("tariffed otherwise gives the selected tariff's price unless the total exceeds cost_min_check", () => {
    const s = settings({ cost_type: "tariffed" });
    expect(deliveryPrice(s, 200, tariff)).toBe(79.99);
    expect(deliveryPrice(s, 500, tariff)).toBe(79.99);
    expect(deliveryPrice(s, 501, tariff)).toBe(0);
    expect(deliveryPrice(s, 501)).toBe(0); // free delivery needs no tariff
  });

  it("tariffed needs a tariff picked before it has a price", () => {
    expect(deliveryPrice(settings({ cost_type: "tariffed" }), 200)).toBeNull();
    expect(deliveryPrice(settings({ cost_type: "tariffed" }), 200, null)).toBeNull();
  });

  it("tariffed with cost_min_check 0 is free for any cart over 0 (issue 18.13, SPEC §9 read exactly)", () => {
    const s = settings({ cost_type: "tariffed", cost_min_check: 0 });
    expect(deliveryPrice(s, 9_999, tariff)).toBe(0);
    expect(deliveryPrice(s, 0.01)).toBe(0);
    // Nothing over 0: the tariff still prices it (and is still needed).
    expect(deliveryPrice(s, 0, tariff)).toBe(79.99);
    expect(deliveryPrice(s, 0)).toBeNull();
  });
});

describe("SPEC §9 delivery total", () => {
  it("is the cart sum plus delivery, rounded to 2 decimals", () => {
    expect(deliveryTotal(100.1, 20.2)).toBe(120.3);
    expect(deliveryTotal(0.1, 0.2)).toBe(0.3);
  });
});
