import type { SessionMode } from "@tablewise/domain/rules/menu-availability";
import { meetsMinimumCheck } from "@tablewise/domain/rules/minimum-check";
import { toMinorUnits } from "@tablewise/domain/rules/money";

// SPEC §5 cart order button for delivery and takeaway. Enabled only if the cart is not empty and no
// request is in flight; the client has a name and a phone; the cart total meets the mode's minimum
// check; every item belongs to a loaded menu; for delivery an address is set (and, ours, a tariff is
// picked when the price needs one); if the venue is closed a scheduled time is set; never in preview.
export type OrderInput = {
  mode: SessionMode;
  itemCount: number;
  allItemsAvailable: boolean;
  isBusy: boolean;
  hasName: boolean;
  hasPhone: boolean;
  cartTotal: number;
  minCheck: number;
  // Delivery only: the address chosen (with its reachability), and whether a tariff is still missing.
  address: { is_reachable?: boolean } | null;
  needsTariff: boolean;
  isClosed: boolean;
  targetDate: string | null;
  // Ours (the menu without a signal): ordering and paying need the server, which prices the order.
  isOffline?: boolean;
};

// SPEC §5 payment bar messages: Select products to make payment; Please fill in all required fields;
// Your address is out of delivery range. Ours: the minimum check and items no longer on the menu.
export type OrderBlock =
  "select" | "busy" | "preview" | "offline" | "unavailable" | "min_check" | "out_of_range" | "fill_in";

export function orderBlock(input: OrderInput): OrderBlock | null {
  if (input.mode === "preview" || input.mode === "inside") return "preview";
  if (input.itemCount === 0) return "select";
  if (input.isBusy) return "busy";
  if (input.isOffline) return "offline";
  if (!input.allItemsAvailable) return "unavailable";
  const isDelivery = input.mode === "delivery";
  if (isDelivery && input.address && input.address.is_reachable === false) return "out_of_range";
  if (!input.hasName || !input.hasPhone) return "fill_in";
  if (isDelivery && (!input.address || input.needsTariff)) return "fill_in";
  if (input.isClosed && !input.targetDate) return "fill_in";
  // The cart's wire total and the venue's minimum are decimals; the rule compares minor units.
  if (!meetsMinimumCheck(toMinorUnits(input.cartTotal), toMinorUnits(input.minCheck))) return "min_check";
  return null;
}

// SPEC §5: the disabled button says 'out of range' when the address is unreachable, else 'fill in';
// ours: when all is filled in and only the minimum order is missing, it says that.
export function disabledText(block: OrderBlock): "out_of_range" | "fill_in" | "min_check" | "offline" {
  if (block === "out_of_range" || block === "min_check" || block === "offline") return block;
  return "fill_in";
}

// "Please fill in all required fields" waits until the guest has touched the form (or
// brought details from a previous visit); before that nothing is wrong yet.
export function showsBarMessage(block: OrderBlock | null, hasTouched: boolean): boolean {
  if (block === null || block === "busy" || block === "preview") return false;
  return block !== "fill_in" || hasTouched;
}
