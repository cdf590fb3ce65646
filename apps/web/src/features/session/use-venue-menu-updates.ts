import { useEffect, useRef } from "react";
import { realtimeNamespace, type MenuChangedPayload } from "@tablewise/domain/contract/realtime";

// Issue 19 point 4: on /order, listen_venue with the venue's id; the server sends menu_changed when the
// venue's stop list changes, and the shell fetches its prepare again. socket.io re-sends listen_venue
// after a reconnect, and a reconnect refetches too (a change may have been missed meanwhile). The client
// library loads after the menu has, so it never delays the first paint.
export function useVenueMenuUpdates(venueId: string | null, onChanged: () => void) {
  const latest = useRef(onChanged);
  latest.current = onChanged;
  useEffect(() => {
    if (!venueId) return;
    let isClosed = false;
    let close = () => {};
    void import("socket.io-client").then(({ io }) => {
      if (isClosed) return;
      const socket = io(realtimeNamespace, { transports: ["websocket", "polling"] });
      let hasConnected = false;
      socket.on("connect", () => {
        socket.emit("listen_venue", { venue_id: venueId });
        if (hasConnected) latest.current();
        hasConnected = true;
      });
      socket.on("menu_changed", (payload: MenuChangedPayload) => {
        if (payload.venue_id === venueId) latest.current();
      });
      close = () => socket.disconnect();
    });
    return () => {
      isClosed = true;
      close();
    };
  }, [venueId]);
}
