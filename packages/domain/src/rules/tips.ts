import { tipPercents, type TipPercent } from "../contract/order-calls";
import { percentOf, roundMoney } from "./money";

// SPEC §9 tips: 5, 10, 15, 20 percent, a share of the selected sum.
export { tipPercents, type TipPercent };

// Issue 17 point 8: a custom tip amount beside the percentages, at most half of the selected sum, so a
// slip of the finger (an extra zero) cannot tip more than the bill itself.
export const maxCustomTipShare = 0.5;
export const maxCustomTip = (selectedSum: number) => roundMoney(selectedSum * maxCustomTipShare);

// The guest's tip choice: a percentage, or a custom amount (the one that was chosen last wins).
export type TipSelection = { percent: TipPercent | null; custom: number | null };

// SPEC §4: choosing the selected value clears it.
export function toggleTip(current: TipPercent | null, chosen: TipPercent): TipPercent | null {
  return current === chosen ? null : chosen;
}

const isSelection = (tip: TipPercent | null | TipSelection): tip is TipSelection =>
  tip !== null && typeof tip === "object";

export function tipAmount(selectedSum: number, tip: TipPercent | null | TipSelection): number {
  if (isSelection(tip)) {
    if (tip.custom !== null) return roundMoney(Math.min(Math.max(tip.custom, 0), maxCustomTip(selectedSum)));
    return tipAmount(selectedSum, tip.percent);
  }
  return tip ? percentOf(selectedSum, tip) : 0;
}

// SPEC §9: the eat-in payment total is the selected sum plus the tip.
export function eatInPaymentTotal(selectedSum: number, tip: TipPercent | null | TipSelection): number {
  return roundMoney(selectedSum + tipAmount(selectedSum, tip));
}

// Why a custom amount cannot be sent (checked on the server too): null when it can.
export function customTipProblem(selectedSum: number, amount: number): "not_positive" | "too_high" | null {
  if (!(amount > 0)) return "not_positive";
  if (amount > maxCustomTip(selectedSum)) return "too_high";
  return null;
}

// The value the pay call sends: no tip is 0 (SPEC §7 POST /orders/{id}/pay tip).
export function tipForPayment(percent: TipPercent | null): 0 | TipPercent {
  return percent ?? 0;
}

// Issue 17 point 8: the pay body's tip fields for a choice: a percentage as `tip`, a custom amount as
// `tip_amount` (with tip 0).
export function tipFields(tip: TipSelection): { tip: 0 | TipPercent; tip_amount?: number } {
  if (tip.custom !== null && tip.custom > 0) return { tip: 0, tip_amount: roundMoney(tip.custom) };
  return { tip: tipForPayment(tip.percent) };
}
