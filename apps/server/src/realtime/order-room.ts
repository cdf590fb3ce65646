import { updatePayloadSchema, type UpdatePayload } from "@tablewise/domain/contract/realtime";
import type { Order } from "@tablewise/domain/contract/order";
import type { Realtime } from "./socket";

export const orderRoom = (orderId: string) => `order:${orderId}`;

// SPEC §7 realtime: every change of an order is pushed to the guests listening to it as `update`,
// tagged order for eat-in (inside_update) and preorder for delivery and takeaway (preorder_update).
export function createOrderEvents(realtime: Realtime, load: (id: string) => Promise<Order | null>) {
  const emit = (order: Order) => {
    const type = order.order_type === "inside" ? "order" : "preorder";
    const payload: UpdatePayload = updatePayloadSchema.parse({ type, order });
    realtime.orders.to(orderRoom(order._id)).emit("update", payload);
  };
  return {
    emit,
    async publish(orderId: string): Promise<void> {
      const order = await load(orderId);
      if (order) emit(order);
    },
  };
}
export type OrderEvents = ReturnType<typeof createOrderEvents>;
