import { useCallback } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { Ticket } from "@tablewise/domain/contract/kitchen";
import { getPrinters, printersKey, reprintTicket } from "./printers/printers-api";

// A station's Reprint: offered only when the station has a printer (the venue's printers list, kept fresh
// by the `kitchen:printer` push); the server queues the copy and prints it under a COPY banner, so a cook
// can tell it from the original (docs/decisions, the ESC/POS record).
export function useStationReprint(venueId: string, stationId: string, onSent: (ticket: Ticket) => void) {
  const printers = useQuery({
    queryKey: printersKey(venueId),
    queryFn: ({ signal }) => getPrinters(venueId, signal),
  });
  const hasPrinter = (printers.data ?? []).some((p) => p.station_id === stationId);
  const reprint = useMutation({
    mutationFn: (ticket: Ticket) => reprintTicket(venueId, ticket._id),
    onSuccess: (_, ticket) => onSent(ticket),
  });
  const { mutate } = reprint;
  const onReprint = useCallback((ticket: Ticket) => mutate(ticket), [mutate]);
  return { onReprint: hasPrinter ? onReprint : undefined, failed: reprint.isError };
}
