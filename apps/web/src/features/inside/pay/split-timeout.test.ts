import { beforeEach, describe, expect, it } from "vitest";
import type { Order, SplitPayment } from "@tablewise/domain/contract/order";
import { markSplitTimeoutSeen, unseenSplitTimeout } from "./split-timeout";

const now = new Date("2026-11-23T10:30:00Z");
const part = (id: string, refunded: string | null): SplitPayment => ({
  _id: id,
  total: 10,
  paid_at: "2026-11-23T10:00:00Z",
  refunded_at: refunded,
});
const orderWith = (splits: SplitPayment[]) => ({ _id: "o1", split_payments: splits }) as unknown as Order;

describe("split-payment timeout modal (SPEC §4)", () => {
  beforeEach(() => localStorage.clear());

  it("shows the parts refunded together when the split timed out", () => {
    const order = orderWith([part("a", "2026-11-23T10:15:00Z"), part("b", "2026-11-23T10:15:00Z")]);
    expect(unseenSplitTimeout(order, now)?.parts.map((p) => p._id)).toEqual(["a", "b"]);
  });

  it("stays quiet while parts are only held, and without an order", () => {
    expect(unseenSplitTimeout(orderWith([part("a", null)]), now)).toBeNull();
    expect(unseenSplitTimeout(null, now)).toBeNull();
  });

  it("shows a refund once: after the guest read it, the same refund stays quiet", () => {
    const order = orderWith([part("a", "2026-11-23T10:15:00Z")]);
    markSplitTimeoutSeen(unseenSplitTimeout(order, now)!);
    expect(unseenSplitTimeout(order, now)).toBeNull();
    // A later split of the same order that times out again is news.
    const again = orderWith([part("a", "2026-11-23T10:15:00Z"), part("c", "2026-11-23T10:29:00Z")]);
    expect(unseenSplitTimeout(again, now)?.parts.map((p) => p._id)).toEqual(["c"]);
  });

  it("does not tell a later party about an old refund", () => {
    const order = orderWith([part("a", "2026-11-23T09:00:00Z")]);
    expect(unseenSplitTimeout(order, now)).toBeNull();
  });
});
