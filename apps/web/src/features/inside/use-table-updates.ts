import { useEffect, useRef } from "react";
import {
  realtimeNamespace,
  waiterCallStatePayloadSchema,
  type WaiterCallStatePayload,
} from "@tablewise/domain/contract/realtime";

// Issue 19 point 3: on /order, listen_table with the table's key and the session's access code; every
// `waiter_call` says whether the call is still waiting or a waiter is coming. The server answers a listen
// with the state as it is, so a reconnect (socket.io re-sends listen on connect) catches up. Only while
// `isActive` (a call waits for its answer): a table with nothing to hear keeps no socket open.
export function useTableUpdates(
  table: string,
  accessCode: string,
  isActive: boolean,
  onWaiterCall: (state: WaiterCallStatePayload) => void,
) {
  const latest = useRef(onWaiterCall);
  latest.current = onWaiterCall;
  useEffect(() => {
    if (!isActive) return;
    let isClosed = false;
    let close = () => {};
    void import("socket.io-client").then(({ io }) => {
      if (isClosed) return;
      const socket = io(realtimeNamespace, { transports: ["websocket", "polling"] });
      socket.on("connect", () => socket.emit("listen_table", { table, access_code: accessCode }));
      socket.on("waiter_call", (payload: unknown) => {
        const parsed = waiterCallStatePayloadSchema.safeParse(payload);
        if (parsed.success) latest.current(parsed.data);
      });
      close = () => socket.disconnect();
    });
    return () => {
      isClosed = true;
      close();
    };
  }, [table, accessCode, isActive]);
}
