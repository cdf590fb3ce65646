import {
  listenVenuePayloadSchema,
  menuChangedPayloadSchema,
  type ListenAck,
} from "@tablewise/domain/contract/realtime";
import type { Realtime } from "./socket";

export const venueRoom = (venueId: string) => `venue:${venueId}`;

type Deps = {
  // Whether a venue with this id exists (its data version, or null).
  findVersion: (venueId: string) => Promise<string | null>;
};

const fail = (code: "bad_request" | "not_found", message: string): ListenAck => ({
  ok: false,
  error: { code, message },
});

// listen_venue {venue_id} joins the venue's room; its menu is public, so the id is the
// whole key. A socket follows one venue at a time (a guest's app shows one menu): joining another leaves
// the first, so a socket cannot collect rooms past the listen cap of socket.ts.
export function registerVenueListen(realtime: Realtime, deps: Deps) {
  realtime.orders.on("connection", (socket) => {
    socket.on("listen_venue", (payload: unknown, ack?: unknown) => {
      const reply = (result: ListenAck) => {
        if (typeof ack === "function") (ack as (r: ListenAck) => void)(result);
      };
      const parsed = listenVenuePayloadSchema.safeParse(payload);
      if (!parsed.success) return reply(fail("bad_request", "listen_venue needs {venue_id}"));
      const room = venueRoom(parsed.data.venue_id);
      deps
        .findVersion(parsed.data.venue_id)
        .then(async (version) => {
          if (version === null) return reply(fail("not_found", "Venue not found"));
          for (const joined of socket.rooms)
            if (joined.startsWith("venue:") && joined !== room) await socket.leave(joined);
          await socket.join(room);
          reply({ ok: true });
        })
        .catch(() => reply({ ok: false, error: { code: "internal", message: "Internal error" } }));
    });
  });
}

// menu_changed {venue_id, at} to every guest following the venue. Emitted through the io server, so the
// PostgreSQL adapter carries it to sockets held by other processes.
export function createMenuEvents(realtime: Realtime) {
  return {
    menuChanged(venueId: string, at: Date) {
      const payload = menuChangedPayloadSchema.parse({ venue_id: venueId, at: at.toISOString() });
      realtime.orders.to(venueRoom(venueId)).emit("menu_changed", payload);
    },
  };
}
