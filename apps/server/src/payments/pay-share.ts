import type { OrderPayBody } from "@tablewise/domain/contract/order-calls";
import type { BillShare } from "@tablewise/domain/rules/bill-share";
import type { StoredShareCover } from "../db/schema/index";
import type { StoredOrderLine } from "../db/schema/index";
import { priceShare as priceShareOf, type PaymentRow } from "../modules/orders/index";

// A pay body's share of the bill's money (docs/decisions/020-pay-a-share.md), or null when it pays items.
export function shareOf(body: Pick<OrderPayBody, "amount_minor" | "split" | "rest">): BillShare | null {
  if (body.amount_minor !== undefined) return { kind: "amount", amount_minor: body.amount_minor };
  if (body.split) return { kind: "split", parts: body.split.parts, take: body.split.take };
  if (body.rest) return { kind: "rest" };
  return null;
}

// What the payment row keeps of it: the receipt says "1 of 3 shares" or "an amount".
export const coverOf = (share: BillShare): StoredShareCover =>
  share.kind === "split" ? { kind: "split", parts: share.parts, take: share.take } : { kind: share.kind };

// Priced against the payments still holding or paying: released ones (cancelled, expired) hold nothing.
export const priceShare = (a: {
  lines: readonly StoredOrderLine[];
  pays: readonly PaymentRow[];
  share: BillShare;
}) => priceShareOf(a.lines, a.pays, a.share);
