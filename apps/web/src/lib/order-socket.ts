import { useEffect, useRef } from "react";
import type { Socket } from "socket.io-client";
import {
  realtimeNamespace,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from "@tablewise/domain/contract/realtime";

type OrderSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type Listen = {
  [E in keyof ClientToServerEvents]: { event: E; payload: Parameters<ClientToServerEvents[E]>[0] };
}[keyof ClientToServerEvents];
type Handlers = { [E in keyof ServerToClientEvents]?: ServerToClientEvents[E] };

export type Follow = {
  // What to follow; sent on every connect, since socket.io reconnects on its own and the server answers
  // a listen with the state as it is then (SPEC §7), so a guest whose connection dropped catches up.
  listen: Listen;
  on: Handlers;
  // After a reconnect (not the first connect): what was pushed meanwhile may have been missed.
  onReconnect?: () => void;
};

// SPEC §7 realtime: the guest app's one way to follow something on /order (an order, a preorder, a
// table's waiter call, a venue's menus). The client library loads only when there is something to follow,
// so it never delays a first paint. Returns the way to stop, which closes the socket.
export function followOnOrderSocket(follow: Follow): () => void {
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

// Follows while `listen` is given; a new listen (another order, another access code) opens a new socket.
// The handlers are read when an event arrives, so a re-render never reconnects.
export function useOrderSocket(listen: Listen | null, on: Handlers, onReconnect?: () => void) {
  const latest = useRef({ on, onReconnect });
  latest.current = { on, onReconnect };
  const key = listen ? JSON.stringify(listen) : null;
  useEffect(() => {
    if (!key) return;
    const handlers = Object.fromEntries(
      (Object.keys(latest.current.on) as (keyof ServerToClientEvents)[]).map((event) => [
        event,
        (payload: unknown) => (latest.current.on[event] as ((p: unknown) => void) | undefined)?.(payload),
      ]),
    ) as Handlers;
    return followOnOrderSocket({
      listen: JSON.parse(key) as Listen,
      on: handlers,
      onReconnect: () => latest.current.onReconnect?.(),
    });
  }, [key]);
}
