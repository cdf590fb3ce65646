import { describe, expect, it } from "vitest";
import type { DeliverySettings } from "@tablewise/domain/contract/venue";
import { quoteDelivery } from "./delivery-fee";

const tariffs = [
  { _id: "std", name: "Standard", price: 60 },
  { _id: "exp", name: "Express", price: 110 },
];
const tariffed: DeliverySettings = {
  min_order_time: 20,
  shipping_time: 30,
  min_check: 200,
  pay_methods: { cash: true, card: true, online: true },
  cost_type: "tariffed",
  cost: 60,
  cost_min_check: 800,
  tariffication_mode: "own",
  tariffs,
  radius_m: 5000,
};

describe("quoteDelivery (SPEC §9 with the estimated tariffs)", () => {
  it("needs a picked tariff, then adds its price", () => {
    const estimate = { type: "tariff" as const, tariffs };
    expect(quoteDelivery(tariffed, 300, estimate, null)).toMatchObject({
      fee: null,
      total: 300,
      selected: null,
    });
    expect(quoteDelivery(tariffed, 300, estimate, "exp")).toMatchObject({ fee: 110, total: 410 });
  });

  it("is free above cost_min_check even with a tariff offered", () => {
    expect(quoteDelivery(tariffed, 900, { type: "tariff", tariffs }, null).fee).toBe(0);
  });

  it("costs nothing when the estimate is free or a partner's", () => {
    expect(quoteDelivery(tariffed, 300, { type: "free", tariffs: [] }, null).fee).toBe(0);
    expect(quoteDelivery(tariffed, 300, { type: "partner", tariffs: [] }, null).fee).toBe(0);
  });

  it("ignores a tariff id the estimate no longer offers, and waits for the estimate", () => {
    expect(quoteDelivery(tariffed, 300, { type: "tariff", tariffs }, "gone").fee).toBeNull();
    expect(quoteDelivery(tariffed, 300, null, "std").fee).toBeNull();
  });

  it("follows the venue's price for the other cost types", () => {
    expect(quoteDelivery({ ...tariffed, cost_type: "constant", cost: 45 }, 300, null, null)).toMatchObject({
      fee: 45,
      total: 345,
      tariffs: [],
    });
    const conditional = { ...tariffed, cost_type: "conditional" as const, cost: 70, cost_min_check: 500 };
    expect(quoteDelivery(conditional, 500, null, null).fee).toBe(70);
    expect(quoteDelivery(conditional, 500.01, null, null).fee).toBe(0);
    expect(quoteDelivery({ ...tariffed, cost_type: "free" }, 10, null, null).fee).toBe(0);
  });
});
