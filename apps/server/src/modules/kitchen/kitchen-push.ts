import { kitchenCounterEvent, kitchenTicketEvent } from "@tablewise/domain/contract/kitchen";
import type { Realtime } from "../../realtime/socket";
import { venueRoom } from "../../realtime/staff-namespace";
import type { KitchenRepository, TicketRow } from "./kitchen.repository";
import { cancelledUnitsOf, presentTicket } from "./present-ticket";

// After a commit: each ticket made or changed to the venue's consoles (station screens merge it by id),
// and a hint that the counter board changed (it refetches). Every process hears it through the adapter.
// A cancel slip also sends the tickets it takes units back from, with those units struck out.
export function createKitchenPush(realtime: Realtime, clock: () => Date, repo: KitchenRepository) {
  return async (venueId: string, tickets: readonly TicketRow[]) => {
    const ofOrders = tickets.length ? await repo.ticketsOfOrders(tickets.map((t) => t.orderId)) : [];
    const cancelled = cancelledUnitsOf(ofOrders);
    const byId = new Map(tickets.map((t) => [t.id, t]));
    for (const slip of tickets)
      if (slip.kind === "cancel")
        for (const t of ofOrders)
          if (
            t.kind === "new" &&
            t.orderId === slip.orderId &&
            t.stationId === slip.stationId &&
            !byId.has(t.id)
          )
            byId.set(t.id, t);
    const room = realtime.staff.to(venueRoom(venueId));
    for (const t of byId.values()) room.emit(kitchenTicketEvent, presentTicket(t, cancelled));
    room.emit(kitchenCounterEvent, { at: clock().toISOString() });
  };
}
export type KitchenPush = ReturnType<typeof createKitchenPush>;
