import type { Order } from "@tablewise/domain/contract/order";
import { useOrderSocket } from "../../lib/order-socket";

// SPEC §7 realtime: on /order, listen_preorder with the preorder id; every `update` tagged preorder is a
// preorder_update. The server answers each listen (re-sent on reconnect) with the order as it is then.
export function usePreorderUpdates(orderId: string | null, onOrder: (order: Order) => void) {
  useOrderSocket(orderId ? { event: "listen_preorder", payload: { preorder_id: orderId } } : null, {
    update: (payload) => {
      if (payload.type === "preorder" && payload.order._id === orderId) onOrder(payload.order);
    },
  });
}
