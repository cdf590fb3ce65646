import { tipPercents, type TipPercent } from "../contract/order-calls";
import { percentOf, roundMoney } from "./money";

// SPEC §9 tips: 5, 10, 15, 20 percent, a share of the selected sum.
export { tipPercents, type TipPercent };

// SPEC §4: choosing the selected value clears it.
export function toggleTip(current: TipPercent | null, chosen: TipPercent): TipPercent | null {
  return current === chosen ? null : chosen;
}

export function tipAmount(selectedSum: number, percent: TipPercent | null): number {
  return percent ? percentOf(selectedSum, percent) : 0;
}

// SPEC §9: the eat-in payment total is the selected sum plus the tip.
export function eatInPaymentTotal(selectedSum: number, percent: TipPercent | null): number {
  return roundMoney(selectedSum + tipAmount(selectedSum, percent));
}

// The value the pay call sends: no tip is 0 (SPEC §7 POST /orders/{id}/pay tip).
export function tipForPayment(percent: TipPercent | null): 0 | TipPercent {
  return percent ?? 0;
}
