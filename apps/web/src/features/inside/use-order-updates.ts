import { useEffect, useRef } from "react";
import type { Order } from "@tablewise/domain/contract/order";
import { realtimeNamespace, type UpdatePayload } from "@tablewise/domain/contract/realtime";
import { getVisitorId } from "../../lib/visitor-id";

type Handlers = { onOrder: (order: Order) => void };

// SPEC §7 realtime: on /order, listen with the order id, the table's access code and the visitor id (the
// credentials GET /orders/{id} takes, issue 16.8); every `update`
// tagged order is an inside_update. socket.io re-sends listen after a reconnect and the server answers
// with the order as it is then, so a guest whose connection dropped catches up. The client library
// loads only when there is an order to follow.
export function useOrderUpdates(orderId: string | null, accessCode: string, handlers: Handlers) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!orderId) return;
    let isClosed = false;
    let close = () => {};
    void import("socket.io-client").then(({ io }) => {
      if (isClosed) return;
      const socket = io(realtimeNamespace, { transports: ["websocket", "polling"] });
      const listen = () =>
        socket.emit("listen", { order_id: orderId, access_code: accessCode, visitor_id: getVisitorId() });
      socket.on("connect", listen);
      socket.on("update", (payload: UpdatePayload) => {
        if (payload.type === "order" && payload.order._id === orderId) latest.current.onOrder(payload.order);
      });
      close = () => socket.disconnect();
    });
    return () => {
      isClosed = true;
      close();
    };
  }, [orderId, accessCode]);
}
