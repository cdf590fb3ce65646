import type { DeliverySettings, Tariff } from "../contract/venue";
import { toMinorUnits, type MinorUnits } from "./money";

// SPEC §9 delivery price.
export type DeliveryPriceSettings = Pick<
  DeliverySettings,
  "cost_type" | "cost" | "cost_min_check" | "cost_conditional_type" | "tariffication_mode"
>;

// "Exceeds" is strictly more: a cart total equal to the threshold still pays. The total is minor units;
// the threshold is the venue document's decimal.
const exceeds = (total: MinorUnits, threshold: number) => total > toMinorUnits(threshold);

// The delivery fee for a cart total, both minor units; null while a tariff must still be picked (SPEC §5:
// the tariff modal cannot confirm with nothing selected). Costs and tariff prices are the venue
// document's decimals, read into minor units here.
export function deliveryPrice(
  settings: DeliveryPriceSettings,
  cartTotal: MinorUnits,
  selectedTariff?: Pick<Tariff, "price"> | null,
): MinorUnits | null {
  switch (settings.cost_type) {
    case "free":
      return 0;
    case "constant":
      return toMinorUnits(settings.cost);
    case "conditional":
      // cost_conditional_type "constant" is the only kind there is.
      return exceeds(cartTotal, settings.cost_min_check) ? 0 : toMinorUnits(settings.cost);
    case "tariffed":
      // A delivery partner bills the guest itself.
      if (settings.tariffication_mode === "partner") return 0;
      // SPEC §9 read exactly: free when the total exceeds cost_min_check, also when that is
      // 0 (any non-empty cart rides free, as with the conditional cost); a venue that wants its tariffs
      // charged sets a threshold above its carts.
      if (exceeds(cartTotal, settings.cost_min_check)) return 0;
      return selectedTariff ? toMinorUnits(selectedTariff.price) : null;
  }
}

// SPEC §9: delivery total is the cart sum plus delivery.
export function deliveryTotal(cartTotal: MinorUnits, delivery: MinorUnits): MinorUnits {
  return cartTotal + delivery;
}
