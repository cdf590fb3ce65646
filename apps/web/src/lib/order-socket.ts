import { useEffect } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { Socket } from "socket.io-client";
import {
  realtimeNamespace,
  waiterCallStatePayloadSchema,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from "@tablewise/domain/contract/realtime";
import { guestKeys } from "./guest-query";

type OrderSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type Listen = {
  [E in keyof ClientToServerEvents]: { event: E; payload: Parameters<ClientToServerEvents[E]>[0] };
}[keyof ClientToServerEvents];
type Handlers = { [E in keyof ServerToClientEvents]?: ServerToClientEvents[E] };

type Follow = {
  // What to follow; sent on every connect, since socket.io reconnects on its own and the server answers
  // a listen with the state as it is then (SPEC §7), so a guest whose connection dropped catches up.
  listen: Listen;
  on: Handlers;
  // After a reconnect (not the first connect): what was pushed meanwhile may have been missed.
  onReconnect?: () => void;
};

// SPEC §7 realtime: the one connection to /order (an order, a preorder, a table's waiter call, a venue's
// menus). The client library loads only when there is something to follow, so it never delays a first
// paint. Returns the way to stop, which closes the socket.
function followOnOrderSocket(follow: Follow): () => void {
  let isClosed = false;
  let close = () => {};
  void import("socket.io-client").then(({ io }) => {
    if (isClosed) return;
    const socket: OrderSocket = io(realtimeNamespace, { transports: ["websocket", "polling"] });
    // The event names and payloads are checked against the contract's event maps where `follow` is
    // built; here they pass through by name.
    const untyped = socket as unknown as {
      emit: (event: string, payload: unknown) => void;
      on: (event: string, handler: (payload: unknown) => void) => void;
    };
    let hasConnected = false;
    untyped.on("connect", () => {
      const { event, payload } = follow.listen;
      untyped.emit(event, payload);
      if (hasConnected) follow.onReconnect?.();
      hasConnected = true;
    });
    for (const [event, handler] of Object.entries(follow.on))
      untyped.on(event, handler as (payload: unknown) => void);
    close = () => socket.disconnect();
  });
  return () => {
    isClosed = true;
    close();
  };
}

// Each push lands in the query the screens read (the keys of lib/guest-query.ts): an order or a preorder
// and a table's waiter call are set as pushed; a menu change marks the venue's menus stale, so the
// shell's prepare call runs again. Only what this listen asked for is taken.
function pushesIntoQueries(listen: Listen, client: QueryClient): Follow {
  switch (listen.event) {
    case "listen":
    case "listen_preorder": {
      const isPreorder = listen.event === "listen_preorder";
      const orderId = isPreorder ? listen.payload.preorder_id : listen.payload.order_id;
      return {
        listen,
        on: {
          update: (payload) => {
            if (payload.order._id !== orderId || (payload.type === "preorder") !== isPreorder) return;
            const key = isPreorder ? guestKeys.preorder(orderId) : guestKeys.order(orderId);
            client.setQueryData(key, payload.order);
          },
        },
      };
    }
    case "listen_table":
      return {
        listen,
        on: {
          waiter_call: (payload: unknown) => {
            const parsed = waiterCallStatePayloadSchema.safeParse(payload);
            if (parsed.success) client.setQueryData(guestKeys.waiterCall(listen.payload.table), parsed.data);
          },
        },
      };
    case "listen_venue": {
      const venueId = listen.payload.venue_id;
      const stale = () => void client.invalidateQueries({ queryKey: guestKeys.venueMenus(venueId) });
      // A reconnect refetches too: a change may have been missed meanwhile.
      return { listen, on: { menu_changed: (p) => p.venue_id === venueId && stale() }, onReconnect: stale };
    }
  }
}

// Follows while `listen` is given; a new listen (another order, another access code) opens a new socket.
// Screens read what arrives through their queries (useQuery, or useQueryUpdates to react to a change).
export function useOrderSocket(listen: Listen | null): void {
  const client = useQueryClient();
  const key = listen ? JSON.stringify(listen) : null;
  useEffect(() => {
    if (!key) return;
    return followOnOrderSocket(pushesIntoQueries(JSON.parse(key) as Listen, client));
  }, [key, client]);
}
