import { tipPercents, type TipPercent } from "../contract/order-calls";
import { fromMinorUnits, percentOf, shareOf, type MinorUnits } from "./money";

// SPEC §9 tips: 5, 10, 15, 20 percent, a share of the selected sum.
export { tipPercents, type TipPercent };

// A custom tip amount beside the percentages, at most half of the selected sum, so a
// slip of the finger (an extra zero) cannot tip more than the bill itself. Amounts are minor units.
export const maxCustomTip = (selectedSum: MinorUnits): MinorUnits => shareOf(selectedSum, 1, 2);

// The guest's tip choice: a percentage, or a custom amount in minor units (the one chosen last wins).
export type TipSelection = { percent: TipPercent | null; custom: MinorUnits | null };

// SPEC §4: choosing the selected value clears it.
export function toggleTip(current: TipPercent | null, chosen: TipPercent): TipPercent | null {
  return current === chosen ? null : chosen;
}

const isSelection = (tip: TipPercent | null | TipSelection): tip is TipSelection =>
  tip !== null && typeof tip === "object";

export function tipAmount(selectedSum: MinorUnits, tip: TipPercent | null | TipSelection): MinorUnits {
  if (isSelection(tip)) {
    if (tip.custom !== null) return Math.min(Math.max(Math.round(tip.custom), 0), maxCustomTip(selectedSum));
    return tipAmount(selectedSum, tip.percent);
  }
  return tip ? percentOf(selectedSum, tip) : 0;
}

// SPEC §9: the eat-in payment total is the selected sum plus the tip.
export function eatInPaymentTotal(
  selectedSum: MinorUnits,
  tip: TipPercent | null | TipSelection,
): MinorUnits {
  return selectedSum + tipAmount(selectedSum, tip);
}

// Why a custom amount cannot be sent (checked on the server too): null when it can.
export function customTipProblem(
  selectedSum: MinorUnits,
  amount: MinorUnits,
): "not_positive" | "too_high" | null {
  if (!(amount > 0)) return "not_positive";
  if (amount > maxCustomTip(selectedSum)) return "too_high";
  return null;
}

// The value the pay call sends: no tip is 0 (SPEC §7 POST /orders/{id}/pay tip).
export function tipForPayment(percent: TipPercent | null): 0 | TipPercent {
  return percent ?? 0;
}

// The pay body's tip fields for a choice: a percentage as `tip`, a custom amount as
// `tip_amount` (with tip 0), a decimal as the wire carries it (SPEC §7).
export function tipFields(tip: TipSelection): { tip: 0 | TipPercent; tip_amount?: number } {
  if (tip.custom !== null && tip.custom > 0)
    return { tip: 0, tip_amount: fromMinorUnits(Math.round(tip.custom)) };
  return { tip: tipForPayment(tip.percent) };
}
