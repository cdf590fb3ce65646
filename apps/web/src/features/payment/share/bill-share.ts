import type { Order } from "@tablewise/domain/contract/order";
import type { OrderPayBody } from "@tablewise/domain/contract/order-calls";
import { shareAmount } from "@tablewise/domain/rules/bill-share";
import { toMinorUnits, type MinorUnits } from "@tablewise/domain/rules/money";

// How a guest pays (docs/decisions/020-pay-a-share.md): by items, k of N even parts, a custom amount
// (minor units; null while the field is empty or unreadable) or the rest.
export type ShareMode =
  | { kind: "items" }
  | { kind: "split"; parts: number; take: number }
  | { kind: "amount"; minor: MinorUnits | null }
  | { kind: "rest" };

// Once an amount is paid or held, the rest of the bill is paid by amount only (the server refuses items).
export const effectiveShare = (order: Order, mode: ShareMode): ShareMode =>
  order.paid_by_amount && mode.kind === "items" ? { kind: "rest" } : mode;

const billOf = (order: Order) => ({
  base: toMinorUnits(order.share_base ?? 0),
  open: toMinorUnits(order.left_to_pay ?? 0),
});
export const openOf = (order: Order): MinorUnits => billOf(order).open;

// The share's price as the server will compute it from the same rule (0 when it cannot be paid).
export function sharePrice(order: Order, mode: Exclude<ShareMode, { kind: "items" }>): MinorUnits {
  if (mode.kind === "amount" && mode.minor === null) return 0;
  const share = mode.kind === "amount" ? { kind: "amount" as const, amount_minor: mode.minor ?? 0 } : mode;
  const result = shareAmount(billOf(order), share);
  return "amount" in result ? result.amount : 0;
}

// The pay body's share fields: the client names the share, the server prices it.
export function shareBody(
  mode: Exclude<ShareMode, { kind: "items" }>,
): Pick<OrderPayBody, "amount_minor" | "split" | "rest"> {
  if (mode.kind === "split") return { split: { parts: mode.parts, take: mode.take } };
  if (mode.kind === "amount") return { amount_minor: mode.minor ?? 0 };
  return { rest: true };
}

// A custom amount typed in the venue's currency ("12.5", "12,50") as minor units; null when unreadable.
export function parseAmount(text: string): MinorUnits | null {
  const cleaned = text.trim().replace(",", ".");
  if (!/^\d{1,7}(\.\d{0,2})?$/.test(cleaned)) return null;
  return toMinorUnits(Number(cleaned));
}
