import type { Venue } from "../contract/venue";
import { roundMoney } from "./money";
import type { PreorderSystem } from "./preorder-system";

// SPEC §5: the cart total must meet the mode's minimum check; it is 0 for eat-in.
export function minimumCheck(venue: Pick<Venue, "delivery" | "preorder">, mode: PreorderSystem | "inside") {
  if (mode === "inside") return 0;
  return roundMoney(mode === "delivery" ? venue.delivery.min_check : venue.preorder.min_check);
}

// "Meets" is at least: a total equal to the minimum may order.
export function meetsMinimumCheck(total: number, min: number): boolean {
  return roundMoney(total) >= roundMoney(min);
}
