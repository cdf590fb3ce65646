import { describe, expect, it } from "vitest";
import type { Order } from "@tablewise/domain/contract/order";
import { refundSummary } from "./refund-summary";

const payment = (total: number, refunded: number) =>
  ({ total, refunded_amount: refunded }) as Order["payments"][number];

describe("a receipt's refunds", () => {
  it("adds up what was given back and says what was finally paid", () => {
    const order = {
      payments: [payment(250, 100), payment(80.5, 0)],
      payment_sums: { cash: 80.5, card: 0, online: 150, bonus: 0 },
    };
    expect(refundSummary(order)).toEqual({ refunded: 10000, finallyPaid: 23050 });
  });

  it("says no refund when nothing went back", () => {
    const order = { payments: [payment(90, 0)], payment_sums: { cash: 90, card: 0, online: 0, bonus: 0 } };
    expect(refundSummary(order).refunded).toBe(0);
  });
});
