import { updatePayloadSchema, type UpdatePayload } from "@tablewise/domain/contract/realtime";
import type { Order } from "@tablewise/domain/contract/order";
import type { BoardHint } from "@tablewise/domain/contract/staff";
import type { Realtime } from "./socket";

export const orderRoom = (orderId: string) => `order:${orderId}`;

// Tells the venue's console that something happened (the /staff namespace's room).
export type NotifyStaff = (venueId: string, hint: BoardHint) => void;
export const noStaffNotice: NotifyStaff = () => {};
// What the venue's people hear of a change: created (sound and badge) or updated; about the order
// itself unless a payment is named.
export type StaffNotice = { change: BoardHint["change"]; kind?: "order" | "payment"; id?: string };

// SPEC §7 realtime: every change of an order is pushed to the guests listening to it as `update`,
// tagged order for eat-in (inside_update) and preorder for delivery and takeaway (preorder_update).
// A change that carries a notice also reaches the venue's console: one call covers both sides.
export function createOrderEvents(
  realtime: Realtime,
  load: (id: string) => Promise<Order | null>,
  notifyStaff: NotifyStaff = noStaffNotice,
  clock: () => Date = () => new Date(),
) {
  // `toGuests: false`: a brand-new order, whose id nobody has before its create answers, so its room has
  // no listener in any process (with PostgreSQL each emit is a NOTIFY to every process).
  const emit = (order: Order, notice?: StaffNotice, toGuests = true) => {
    if (toGuests) {
      const type = order.order_type === "inside" ? "order" : "preorder";
      const payload: UpdatePayload = updatePayloadSchema.parse({ type, order });
      realtime.orders.to(orderRoom(order._id)).emit("update", payload);
    }
    if (notice)
      notifyStaff(order.cafe_id, {
        kind: notice.kind ?? "order",
        id: notice.id ?? order._id,
        change: notice.change,
        at: clock().toISOString(),
      });
  };
  return {
    emit,
    async publish(orderId: string, notice?: StaffNotice): Promise<void> {
      const order = await load(orderId);
      if (order) emit(order, notice);
    },
  };
}
export type OrderEvents = ReturnType<typeof createOrderEvents>;
