import type { Order } from "@tablewise/domain/contract/order";
import { unpaidQuantity } from "@tablewise/domain/rules/bill-selection";

export { unpaidQuantity };

// SPEC §4 order statuses: waiting is pending acceptance; serving, served and paying are active (payable);
// cancelled and closed end the order.
export const isPending = (order: Order) => order.status === "waiting";
export const isPayable = (order: Order) =>
  order.status === "serving" || order.status === "served" || order.status === "paying";
export const isFinished = (order: Order) => order.status === "cancelled" || order.status === "closed";
export const hasUnpaid = (order: Order) => order.list.some((l) => unpaidQuantity(l) > 0);
