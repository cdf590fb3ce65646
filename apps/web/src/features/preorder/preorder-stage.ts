import type { Order } from "@tablewise/domain/contract/order";

// Where a takeaway or delivery order is, as its guest reads it. The venue's console
// moves `fulfilment` (accepted -> ready -> out_for_delivery) once it has accepted the order; delivered or
// handed over closes it. Orders of venues that do not send fulfilment keep the status-based reading.
export type PreorderStage =
  | "waiting"
  | "paying"
  | "preparing"
  | "ready_pickup"
  | "ready_courier"
  | "on_the_way"
  | "handed_over"
  | "delivered"
  | "cancelled";

export function preorderStage(order: Pick<Order, "status" | "order_type" | "fulfilment">): PreorderStage {
  const isDelivery = order.order_type === "delivery";
  if (order.status === "cancelled") return "cancelled";
  if (order.status === "closed") return isDelivery ? "delivered" : "handed_over";
  switch (order.fulfilment) {
    case "accepted":
      return "preparing";
    case "ready":
      return isDelivery ? "ready_courier" : "ready_pickup";
    case "out_for_delivery":
      // Only delivery goes out; a takeaway marked so is still waiting at the counter.
      return isDelivery ? "on_the_way" : "ready_pickup";
    default:
      break;
  }
  switch (order.status) {
    case "serving":
      return "preparing";
    case "served":
      return isDelivery ? "ready_courier" : "ready_pickup";
    case "paying":
      return "paying";
    default:
      return "waiting";
  }
}

// The stages the guest sees as done (green): the order waits for nothing more from the kitchen.
export const isReadyStage = (stage: PreorderStage) =>
  stage === "ready_pickup" ||
  stage === "ready_courier" ||
  stage === "on_the_way" ||
  stage === "handed_over" ||
  stage === "delivered";
