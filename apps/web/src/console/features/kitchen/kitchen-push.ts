import type { QueryClient } from "@tanstack/react-query";
import { ticketSchema, type StationBoard } from "@tablewise/domain/contract/kitchen";
import { mergeTicket, mustReread } from "./board-merge";

// What the staff socket does with the kitchen's pushes (contract/kitchen.ts, printers.ts): a ticket is
// merged into every open station board's cache (a board of another station is left as it is); a push
// that does not parse, a counter or a printer change makes the screens that show it read again.
export function applyKitchenTicket(client: QueryClient, raw: unknown): void {
  const parsed = ticketSchema.safeParse(raw);
  if (!parsed.success) {
    void client.invalidateQueries({ queryKey: ["kitchen", "board"] });
    return;
  }
  const ticket = parsed.data;
  for (const [key, board] of client.getQueriesData<StationBoard>({ queryKey: ["kitchen", "board"] }))
    if (board && mustReread(board, ticket)) void client.invalidateQueries({ queryKey: key, exact: true });
    else if (board && board.station._id === ticket.station_id)
      client.setQueryData(key, mergeTicket(board, ticket));
}

export function applyKitchenCounter(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: ["kitchen", "counter"] });
}

export function applyKitchenPrinter(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: ["kitchen", "printers"] });
}
