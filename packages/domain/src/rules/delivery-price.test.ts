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
    expect(deliveryPrice(settings({ cost_type: "free" }), 1000)).toBe(0);
  });

  it("constant gives cost whatever the total", () => {
    expect(deliveryPrice(settings({ cost_type: "constant" }), 1_000_000)).toBe(5000);
  });

  it("conditional gives 0 only when the total exceeds cost_min_check", () => {
    const s = settings({ cost_type: "conditional", cost_conditional_type: "constant" });
    expect(deliveryPrice(s, 50_001)).toBe(0);
    expect(deliveryPrice(s, 50_000)).toBe(5000); // equal does not exceed
    expect(deliveryPrice(s, 49_999)).toBe(5000);
    // A threshold with binary noise in the venue's document is read to the cent: 500.00000000000006 is 500.
    expect(deliveryPrice({ ...s, cost_min_check: 0.1 + 499.9 }, 50_000)).toBe(5000);
  });

  it("tariffed with partner mode gives 0", () => {
    expect(deliveryPrice(settings({ cost_type: "tariffed", tariffication_mode: "partner" }), 1000)).toBe(0);
  });

  it("tariffed otherwise gives the selected tariff's price unless the total exceeds cost_min_check", () => {
    const s = settings({ cost_type: "tariffed" });
    expect(deliveryPrice(s, 20_000, tariff)).toBe(7999);
    expect(deliveryPrice(s, 50_000, tariff)).toBe(7999);
    expect(deliveryPrice(s, 50_100, tariff)).toBe(0);
    expect(deliveryPrice(s, 50_100)).toBe(0); // free delivery needs no tariff
  });

  it("tariffed needs a tariff picked before it has a price", () => {
    expect(deliveryPrice(settings({ cost_type: "tariffed" }), 20_000)).toBeNull();
    expect(deliveryPrice(settings({ cost_type: "tariffed" }), 20_000, null)).toBeNull();
  });

  it("tariffed with cost_min_check 0 is free for any cart over 0 (SPEC §9 read exactly)", () => {
    const s = settings({ cost_type: "tariffed", cost_min_check: 0 });
    expect(deliveryPrice(s, 999_900, tariff)).toBe(0);
    expect(deliveryPrice(s, 1)).toBe(0);
    // Nothing over 0: the tariff still prices it (and is still needed).
    expect(deliveryPrice(s, 0, tariff)).toBe(7999);
    expect(deliveryPrice(s, 0)).toBeNull();
  });
});

describe("SPEC §9 delivery total", () => {
  it("is the cart sum plus delivery, in minor units", () => {
    expect(deliveryTotal(10_010, 2020)).toBe(12_030);
    expect(deliveryTotal(10, 20)).toBe(30);
  });
});
