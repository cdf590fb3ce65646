import { useEffect, useState } from "react";
import type { DeliveryAddress } from "@tablewise/domain/contract/address";
import type { DeliverySettings } from "@tablewise/domain/contract/venue";
import type { PreorderMode } from "../../../lib/route-paths";
import { addressTitle } from "../../../lib/address-line";
import { estimateTariffs } from "../preorder-api";
import type { TariffEstimate } from "../preorder-context";

// SPEC §7 estimate-tariffs for the chosen delivery address, when the venue prices delivery by tariff.
export function useTariffEstimate(
  link: string,
  mode: PreorderMode,
  settings: DeliverySettings,
  address: DeliveryAddress | null,
): TariffEstimate {
  const [state, setState] = useState<TariffEstimate>({ status: "idle" });
  const needs =
    mode === "delivery" &&
    settings.cost_type === "tariffed" &&
    address !== null &&
    address.is_reachable !== false;
  const text = address ? [addressTitle(address), address.city].filter(Boolean).join(", ") : "";
  const lat = address?.lat ?? 0;
  const lon = address?.lon ?? 0;
  useEffect(() => {
    if (!needs) return setState({ status: "idle" });
    const controller = new AbortController();
    setState({ status: "loading" });
    estimateTariffs(link, { text, lat, lon }, controller.signal).then(
      (data) => setState({ status: "ready", data }),
      () => {
        if (!controller.signal.aborted) setState({ status: "error" });
      },
    );
    return () => controller.abort();
  }, [link, needs, text, lat, lon]);
  return state;
}
