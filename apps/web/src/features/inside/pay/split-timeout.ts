import type { Order, SplitPayment } from "@tablewise/domain/contract/order";
import { readString, writeString } from "../../../lib/storage";

// SPEC §4 / §9: a split that is not fully paid within 15 minutes of its first part is refunded.
const splitWindowMs = 15 * 60_000;
const seenKey = (orderId: string) => `split_timeout_seen:${orderId}`;

export type SplitTimeout = { orderId: string; refundedAt: string; parts: SplitPayment[] };

// The latest refund of the order's split parts, when it is recent and this guest has not yet read the
// timeout modal about it. "Recent" keeps a guest who scans the table hours later from being told about
// an earlier party's refund.
export function unseenSplitTimeout(order: Order | null, now: Date): SplitTimeout | null {
  if (!order) return null;
  const refunded = order.split_payments.filter((s) => s.refunded_at);
  if (refunded.length === 0) return null;
  const refundedAt = refunded
    .map((s) => s.refunded_at!)
    .sort()
    .at(-1)!;
  if (now.getTime() - Date.parse(refundedAt) > splitWindowMs) return null;
  if (readString(seenKey(order._id)) === refundedAt) return null;
  // The parts of that refund: refunds of one split share its timestamp.
  return { orderId: order._id, refundedAt, parts: refunded.filter((s) => s.refunded_at === refundedAt) };
}

export function markSplitTimeoutSeen(timeout: SplitTimeout): void {
  writeString(seenKey(timeout.orderId), timeout.refundedAt);
}
