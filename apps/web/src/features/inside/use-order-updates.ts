import type { Order } from "@tablewise/domain/contract/order";
import { useOrderSocket } from "../../lib/order-socket";
import { getVisitorId } from "../../lib/visitor-id";

type Handlers = { onOrder: (order: Order) => void };

// SPEC §7 realtime: on /order, listen with the order id, the table's access code and the visitor id (the
// credentials GET /orders/{id} takes); every `update` tagged order is an inside_update. The
// server answers each listen (re-sent on reconnect) with the order as it is then.
export function useOrderUpdates(orderId: string | null, accessCode: string, handlers: Handlers) {
  useOrderSocket(
    orderId
      ? {
          event: "listen",
          payload: { order_id: orderId, access_code: accessCode, visitor_id: getVisitorId() },
        }
      : null,
    {
      update: (payload) => {
        if (payload.type === "order" && payload.order._id === orderId) handlers.onOrder(payload.order);
      },
    },
  );
}
