import type { WebhookEventData, WebhookEventType } from "@tablewise/domain/contract/webhooks";
import type { OrderRow } from "../orders/index";

// What an order's change means to a webhook receiver (SPEC §4 statuses): the venue accepting a waiting
// order, a takeaway or delivery order made ready, the order declined or cancelled, its bill closed. One
// change may mean two (an accept that settles and closes the bill).
export function orderChangeEvents(before: OrderRow, after: OrderRow): WebhookEventType[] {
  const events: WebhookEventType[] = [];
  if (before.status === "waiting" && after.status !== "waiting" && after.status !== "cancelled")
    events.push("order.accepted");
  if (after.fulfilment === "ready" && before.fulfilment !== "ready") events.push("order.ready");
  if (after.status === "cancelled" && before.status !== "cancelled") events.push("order.declined");
  if (after.status === "closed" && before.status !== "closed") events.push("order.closed");
  return events;
}

// Minimal: ids, serial, type, status, table. No guest name, phone or address.
export const orderEventData = (row: OrderRow): WebhookEventData => ({
  order_id: row.id,
  serial: row.serial,
  order_type: row.orderType,
  status: row.status,
  table_code: row.tableCode,
});
