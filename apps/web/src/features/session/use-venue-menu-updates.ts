import { useOrderSocket } from "../../lib/order-socket";

// SPEC §7 realtime: on /order, listen_venue with the venue's id; the server sends menu_changed when the
// venue's stop list changes, and the shell fetches its prepare again. A reconnect refetches too (a change
// may have been missed meanwhile). The client library loads after the menu has, so it never delays the
// first paint.
export function useVenueMenuUpdates(venueId: string | null, onChanged: () => void) {
  useOrderSocket(
    venueId ? { event: "listen_venue", payload: { venue_id: venueId } } : null,
    {
      menu_changed: (payload) => {
        if (payload.venue_id === venueId) onChanged();
      },
    },
    onChanged,
  );
}
