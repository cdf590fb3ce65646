import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TimeSlot } from "@tablewise/domain/contract/reservation";
import { timeSlotsQuery } from "./reserve-api";

type SlotsState = { status: "idle" | "loading" | "ready" | "error"; slots: TimeSlot[] };

// SPEC §9: slots are fetched per date and selected variants; while another day loads, the last day's
// slots stay (no jump). SPEC §7: time-slot errors are only logged; the guest sees no slots for that day.
export function useTimeSlots(cafeId: string, serviceId: string, date: string | null, variants: string[]) {
  const query = useQuery({
    ...timeSlotsQuery({ cafe_id: cafeId, service_id: serviceId, date: date ?? "", variants }),
    enabled: date !== null,
    placeholderData: keepPreviousData,
  });
  if (!date) return { status: "idle", slots: [] } satisfies SlotsState;
  if (query.isError) return { status: "error", slots: [] } satisfies SlotsState;
  if (query.isPlaceholderData || query.isPending)
    return { status: "loading", slots: query.data ?? [] } satisfies SlotsState;
  return { status: "ready", slots: query.data } satisfies SlotsState;
}
