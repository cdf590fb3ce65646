import { useEffect, useRef } from "react";
import type { Order } from "@tablewise/domain/contract/order";
import { realtimeNamespace, type UpdatePayload } from "@tablewise/domain/contract/realtime";

// SPEC §7 realtime: on /order, listen_preorder with the preorder id; every `update` tagged preorder is a
// preorder_update. socket.io re-sends listen after a reconnect (the server answers with the order as it
// is then). The client library loads only when there is a preorder to follow.
export function usePreorderUpdates(orderId: string | null, onOrder: (order: Order) => void) {
  const latest = useRef(onOrder);
  latest.current = onOrder;
  useEffect(() => {
    if (!orderId) return;
    let isClosed = false;
    let close = () => {};
    void import("socket.io-client").then(({ io }) => {
      if (isClosed) return;
      const socket = io(realtimeNamespace, { transports: ["websocket", "polling"] });
      socket.on("connect", () => socket.emit("listen_preorder", { preorder_id: orderId }));
      socket.on("update", (payload: UpdatePayload) => {
        if (payload.type === "preorder" && payload.order._id === orderId) latest.current(payload.order);
      });
      close = () => socket.disconnect();
    });
    return () => {
      isClosed = true;
      close();
    };
  }, [orderId]);
}
