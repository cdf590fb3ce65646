import type { MinorUnits } from "./money";

// A payment that covers a share of the bill's money instead of its items (docs/decisions/020-pay-a-share.md):
// a custom amount, k of N even parts (SPEC §4 split payment), or whatever is left.
export type BillShare =
  | { kind: "amount"; amount_minor: number }
  | { kind: "split"; parts: number; take: number }
  | { kind: "rest" };

// `base`: the bill's money the even split divides (what items had not paid or held when the amount phase
// began); `open`: what nobody has paid or is paying now. Every result is minor units.
export type ShareBill = { base: MinorUnits; open: MinorUnits };
export type ShareResult = { amount: MinorUnits } | { problem: "nothing_open" | "too_much" };

// One even part, rounded down; the part that closes the split absorbs the rounding, so the N parts sum
// exactly to the base (no leftover cent keeps the bill open).
export const evenPart = (base: MinorUnits, parts: number): MinorUnits => Math.floor(base / parts);

export function shareAmount(bill: ShareBill, share: BillShare): ShareResult {
  const { base, open } = bill;
  if (open <= 0) return { problem: "nothing_open" };
  if (share.kind === "rest") return { amount: open };
  if (share.kind === "amount")
    return share.amount_minor > open ? { problem: "too_much" } : { amount: share.amount_minor };
  const part = evenPart(base, share.parts);
  const wanted = part * share.take;
  if (wanted > open || wanted <= 0) return { problem: "too_much" };
  const rounding = base - part * share.parts;
  return { amount: open - wanted <= rounding ? open : wanted };
}
