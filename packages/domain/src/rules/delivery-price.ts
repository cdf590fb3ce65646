import type { DeliverySettings, Tariff } from "../contract/venue";
import { roundMoney } from "./money";

// SPEC §9 delivery price.
export type DeliveryPriceSettings = Pick<
  DeliverySettings,
  "cost_type" | "cost" | "cost_min_check" | "cost_conditional_type" | "tariffication_mode"
>;

// "Exceeds" is strictly more: a cart total equal to the threshold still pays.
const exceeds = (total: number, threshold: number) => roundMoney(total) > roundMoney(threshold);

// The delivery fee for a cart total; null while a tariff must still be picked (SPEC §5: the tariff modal
// cannot confirm with nothing selected).
export function deliveryPrice(
  settings: DeliveryPriceSettings,
  cartTotal: number,
  selectedTariff?: Pick<Tariff, "price"> | null,
): number | null {
  switch (settings.cost_type) {
    case "free":
      return 0;
    case "constant":
      return roundMoney(settings.cost);
    case "conditional":
      // cost_conditional_type "constant" is the only kind there is.
      return exceeds(cartTotal, settings.cost_min_check) ? 0 : roundMoney(settings.cost);
    case "tariffed":
      // A delivery partner bills the guest itself.
      if (settings.tariffication_mode === "partner") return 0;
      // Issue 18.13, SPEC §9 read exactly: free when the total exceeds cost_min_check, also when that is
      // 0 (any non-empty cart rides free, as with the conditional cost); a venue that wants its tariffs
      // charged sets a threshold above its carts.
      if (exceeds(cartTotal, settings.cost_min_check)) return 0;
      return selectedTariff ? roundMoney(selectedTariff.price) : null;
  }
}

// SPEC §9: delivery total is the cart sum plus delivery.
export function deliveryTotal(cartTotal: number, delivery: number): number {
  return roundMoney(cartTotal + delivery);
}
