import { useEffect, useState } from "react";
import type { TimeSlot } from "@tablewise/domain/contract/reservation";
import { computeTimeslots } from "./reserve-api";

type SlotsState = { status: "idle" | "loading" | "ready" | "error"; slots: TimeSlot[] };

// SPEC §9: slots are fetched per date and selected variants. SPEC §7: time-slot errors are only logged;
// the guest sees no slots for that day.
export function useTimeSlots(cafeId: string, serviceId: string, date: string | null, variants: string[]) {
  const [state, setState] = useState<SlotsState>({ status: "idle", slots: [] });
  const variantKey = variants.join(",");
  useEffect(() => {
    if (!date) return setState({ status: "idle", slots: [] });
    const controller = new AbortController();
    setState((s) => ({ status: "loading", slots: s.slots }));
    computeTimeslots(
      { cafe_id: cafeId, service_id: serviceId, date, variants: variantKey ? variantKey.split(",") : [] },
      controller.signal,
    ).then(
      (slots) => setState({ status: "ready", slots }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("compute-timeslots failed", error);
        setState({ status: "error", slots: [] });
      },
    );
    return () => controller.abort();
  }, [cafeId, serviceId, date, variantKey]);
  return state;
}
