import type { EstimateTariffsData } from "@tablewise/domain/contract/delivery";
import type { DeliverySettings, Tariff } from "@tablewise/domain/contract/venue";
import { deliveryPrice, deliveryTotal } from "@tablewise/domain/rules/delivery-price";
import { fromMinorUnits, toMinorUnits } from "@tablewise/domain/rules/money";

export type DeliveryQuote = {
  // null while a tariff must still be picked (or the tariffs are not known yet).
  fee: number | null;
  total: number;
  // The tariffs offered for the address when the price comes from one the guest picks.
  tariffs: Tariff[];
  selected: Tariff | null;
};

// SPEC §9 delivery price for the cart, with the tariffs the server estimated for the chosen address: a
// free or partner estimate costs the guest nothing here; a tariff one costs the picked tariff's price.
// The quote is shown, so it is in the wire's decimals; the rule computes in minor units.
export function quoteDelivery(
  settings: DeliverySettings,
  cartTotal: number,
  estimate: EstimateTariffsData | null,
  tariffId: string | null,
): DeliveryQuote {
  const isTariffed = settings.cost_type === "tariffed";
  const offered = isTariffed && estimate?.type === "tariff" ? estimate.tariffs : [];
  const selected = offered.find((t) => t._id === tariffId) ?? null;
  const isFreeEstimate = isTariffed && (estimate?.type === "free" || estimate?.type === "partner");
  const total = toMinorUnits(cartTotal);
  const fee = isFreeEstimate ? 0 : deliveryPrice(settings, total, selected);
  return {
    fee: fee === null ? null : fromMinorUnits(fee),
    total: fromMinorUnits(deliveryTotal(total, fee ?? 0)),
    tariffs: offered,
    selected,
  };
}
