import type { WebhookEventData } from "@tablewise/domain/contract/webhooks";
import type { OrderRow, PaymentRow } from "../orders/index";

// A payment's event data: the order's ids, the payment's id and method, and the amount in minor units
// (for payment.settled what was paid, tip included; for payment.refunded what was given back this time).
// Never the guest's card, name or phone.
export const paymentEventData = (order: OrderRow, payment: PaymentRow, amount: number): WebhookEventData => ({
  order_id: order.id,
  serial: order.serial,
  order_type: order.orderType,
  table_code: order.tableCode,
  payment_id: payment.id,
  method: payment.method,
  amount,
});

// The keys that make each event happen once: a payment is settled once; a refund is named by what had
// been given back before it and its amount (the fiscal queue keys its return receipts the same way).
export const settledOnce = (payment: PaymentRow) => `settled:${payment.id}`;
export const refundedOnce = (payment: PaymentRow, amount: number) =>
  `refunded:${payment.id}:${payment.refundedAmount}:${amount}`;
