import { useQuery } from "@tanstack/react-query";
import type { DeliveryAddress } from "@tablewise/domain/contract/address";
import type { DeliverySettings } from "@tablewise/domain/contract/venue";
import type { PreorderMode } from "../../../lib/route-paths";
import { addressTitle } from "../../../lib/address-line";
import { tariffEstimateQuery } from "../preorder-api";
import type { TariffEstimate } from "../preorder-context";

// SPEC §7 estimate-tariffs for the chosen delivery address, when the venue prices delivery by tariff.
export function useTariffEstimate(
  link: string,
  mode: PreorderMode,
  settings: DeliverySettings,
  address: DeliveryAddress | null,
): TariffEstimate {
  const needs =
    mode === "delivery" &&
    settings.cost_type === "tariffed" &&
    address !== null &&
    address.is_reachable !== false;
  const text = address ? [addressTitle(address), address.city].filter(Boolean).join(", ") : "";
  const estimate = useQuery({
    ...tariffEstimateQuery(link, { text, lat: address?.lat ?? 0, lon: address?.lon ?? 0 }),
    enabled: needs,
  });
  if (!needs) return { status: "idle" };
  if (estimate.isPending) return { status: "loading" };
  if (estimate.isError) return { status: "error" };
  return { status: "ready", data: estimate.data };
}
