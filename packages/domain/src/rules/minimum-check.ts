import type { Venue } from "../contract/venue";
import { toMinorUnits, type MinorUnits } from "./money";
import type { PreorderSystem } from "./preorder-system";

// SPEC §5: the cart total must meet the mode's minimum check; it is 0 for eat-in. In minor units (the
// venue document gives it as a decimal).
export function minimumCheck(
  venue: Pick<Venue, "delivery" | "preorder">,
  mode: PreorderSystem | "inside",
): MinorUnits {
  if (mode === "inside") return 0;
  return toMinorUnits(mode === "delivery" ? venue.delivery.min_check : venue.preorder.min_check);
}

// "Meets" is at least: a total equal to the minimum may order. Both minor units.
export function meetsMinimumCheck(total: MinorUnits, min: MinorUnits): boolean {
  return total >= min;
}
