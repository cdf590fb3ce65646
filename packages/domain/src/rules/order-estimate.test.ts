import { describe, expect, it } from "vitest";
import { asapWindow, deliveryEstimateMinutes, takeawayEstimateMinutes } from "./order-estimate";

describe("SPEC §9 order time estimates", () => {
  it("delivery is shipping_time plus min_order_time", () => {
    expect(deliveryEstimateMinutes({ shipping_time: 30, min_order_time: 15 })).toBe(45);
  });
  it("takeaway is min_order_time, 10 minutes when none is configured", () => {
    expect(takeawayEstimateMinutes({ min_order_time: 25 })).toBe(25);
    expect(takeawayEstimateMinutes({ min_order_time: undefined })).toBe(10);
    expect(takeawayEstimateMinutes({ min_order_time: 0 })).toBe(10);
  });
  it("asap shows min time to min time plus 10 minutes", () => {
    expect(asapWindow(45)).toEqual({ from: 45, to: 55 });
  });
});
