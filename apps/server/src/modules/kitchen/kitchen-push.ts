import { kitchenCounterEvent, kitchenTicketEvent } from "@tablewise/domain/contract/kitchen";
import type { Realtime } from "../../realtime/socket";
import { venueRoom } from "../../realtime/staff-namespace";
import type { TicketRow } from "./kitchen.repository";
import { presentTicket } from "./present-ticket";

// After a commit: each ticket made or changed to the venue's consoles (station screens merge it by id),
// and a hint that the counter board changed (it refetches). Every process hears it through the adapter.
export function createKitchenPush(realtime: Realtime, clock: () => Date) {
  return (venueId: string, tickets: readonly TicketRow[]) => {
    const room = realtime.staff.to(venueRoom(venueId));
    for (const t of tickets) room.emit(kitchenTicketEvent, presentTicket(t));
    room.emit(kitchenCounterEvent, { at: clock().toISOString() });
  };
}
export type KitchenPush = ReturnType<typeof createKitchenPush>;
