import { useEffect, useState } from "react";
import { io } from "socket.io-client";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import {
  boardHintSchema,
  staffNamespace,
  type BoardHint,
  type StaffClientToServerEvents,
  type StaffServerToClientEvents,
} from "@tablewise/domain/contract/staff";
import type { Socket } from "socket.io-client";
import { kitchenCounterEvent, kitchenTicketEvent } from "@tablewise/domain/contract/kitchen";
import { kitchenPrinterEvent } from "@tablewise/domain/contract/printers";
import { applyKitchenCounter, applyKitchenPrinter, applyKitchenTicket } from "../kitchen/kitchen-push";
import { floorAlertEvent } from "@tablewise/domain/contract/floor";
import { applyFloorAlert } from "../floor/floor-push";

export type Connection = "connecting" | "connected" | "reconnecting";
type HintListener = (hint: BoardHint) => void;

// A hint names what changed; the console refetches what shows it (contract/staff.ts realtime).
export function applyHint(client: QueryClient, hint: BoardHint): void {
  if (hint.kind === "stop_list") {
    void client.invalidateQueries({ queryKey: ["stop-list"] });
    return;
  }
  // Another manager saved the setup; open editors refetch the document.
  if (hint.kind === "setup") {
    void client.invalidateQueries({ queryKey: ["setup"] });
    return;
  }
  // A low rating: the board's notices; the floor hears its alert on its own event.
  if (hint.kind === "rating") {
    void client.invalidateQueries({ queryKey: ["low-ratings"] });
    void client.invalidateQueries({ queryKey: ["floor"] });
    return;
  }
  void client.invalidateQueries({ queryKey: ["board"] });
  // The phone view's tables change with every order, payment and call.
  void client.invalidateQueries({ queryKey: ["floor"] });
  // A payment hint names the payment, not its order: every open order detail may show it.
  if (hint.kind === "order") void client.invalidateQueries({ queryKey: ["order", hint.id] });
  if (hint.kind === "payment") void client.invalidateQueries({ queryKey: ["order"] });
}

// The venue's staff socket (/staff, authenticated by the session cookie): hints invalidate queries, a
// reconnect refetches everything it may have missed, and "created" hints reach the new-item listener.
export function useStaffSocket(enabled: boolean, onHint: HintListener): Connection {
  const client = useQueryClient();
  const [connection, setConnection] = useState<Connection>("connecting");
  const onHintRef = useLatest(onHint);
  useEffect(() => {
    if (!enabled) return;
    const socket: Socket<StaffServerToClientEvents, StaffClientToServerEvents> = io(staffNamespace, {
      transports: ["websocket", "polling"],
      withCredentials: true,
    });
    let everConnected = false;
    socket.on("connect", () => {
      setConnection("connected");
      // Catch up on what happened while away.
      if (everConnected) void client.invalidateQueries();
      everConnected = true;
    });
    let retry: ReturnType<typeof setTimeout> | undefined;
    socket.on("disconnect", (reason) => {
      setConnection("reconnecting");
      if (reason !== "io server disconnect") return;
      // The server cut this socket off: the session may have ended (a manager ended it or disabled the
      // person). Asking for the session again sends an ended one to the login at once (the shell's 401);
      // a live one (a restart) connects again, which socket.io leaves to the page after a server's cut.
      void client.invalidateQueries({ queryKey: ["session"] });
      retry = setTimeout(() => socket.connect(), 1000);
    });
    socket.on("connect_error", () => setConnection("reconnecting"));
    socket.on("board", (raw) => {
      const parsed = boardHintSchema.safeParse(raw);
      if (!parsed.success) return;
      applyHint(client, parsed.data);
      onHintRef.current(parsed.data);
    });
    socket.on(kitchenTicketEvent, (raw) => applyKitchenTicket(client, raw));
    socket.on(kitchenCounterEvent, () => applyKitchenCounter(client));
    socket.on(kitchenPrinterEvent, () => applyKitchenPrinter(client));
    socket.on(floorAlertEvent, (raw) => applyFloorAlert(client, raw));
    return () => {
      clearTimeout(retry);
      socket.disconnect();
    };
  }, [enabled, client, onHintRef]);
  return connection;
}

function useLatest<T>(value: T) {
  const [ref] = useState(() => ({ current: value }));
  ref.current = value;
  return ref;
}
