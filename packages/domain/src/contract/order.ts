import { z } from "zod";
import { idSchema, isoDateTimeSchema, moneySchema, payMethodSchema, secretIdSchema } from "./common";
import { chosenItemSchema } from "./cart";
import { deliveryAddressSchema } from "./address";

// Amounts in an Order (price, total, sum, tip_amount, payment_sums, split totals, delivery_fee) are SPEC §7
// decimals (moneySchema); the server computes them in minor units and converts when it presents the order.

// SPEC §4 order status values.
export const orderStatusSchema = z.enum(["waiting", "serving", "served", "paying", "cancelled", "closed"]);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const paymentStatusSchema = z.enum(["paid", "unpaid", "refunded"]);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
// Takeaway and delivery after the venue accepted: cooking, ready (for pickup or the
// courier), out for delivery; delivered or handed over closes the order.
export const fulfilmentSchema = z.enum(["accepted", "ready", "out_for_delivery"]);
export type Fulfilment = z.infer<typeof fulfilmentSchema>;
export const orderTypeSchema = z.enum(["inside", "preorder", "delivery"]);
export type OrderType = z.infer<typeof orderTypeSchema>;

// SPEC §3 Order line.
export const orderLineSchema = z.object({
  _id: idSchema,
  product_id: idSchema,
  name: z.string(),
  category: z.string(),
  price: moneySchema, // unit price with variants and modifiers
  full_price: moneySchema, // price before discount
  total: moneySchema,
  quantity: z.number().int().min(1),
  paid_quantity: z.number().int().min(0).default(0),
  // Units a payment not yet confirmed is settling: a cash or card request waiting for the
  // waiter, or an online payment at the gateway. Nobody else can pay them meanwhile.
  held_quantity: z.number().int().min(0).default(0),
  variants: z.array(chosenItemSchema),
  modificators: z.array(chosenItemSchema),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderAppendSchema = z.object({
  _id: idSchema,
  status: orderStatusSchema,
  list: z.array(orderLineSchema),
  created_at: isoDateTimeSchema,
  // Why the venue declined it (status cancelled): the guest reads it on the bill (SPEC §4).
  reason: z.string().optional(),
});

export const splitPaymentSchema = z.object({
  _id: idSchema,
  total: moneySchema,
  paid_at: isoDateTimeSchema.nullable(),
  refunded_at: isoDateTimeSchema.nullable().optional(),
});
export type SplitPayment = z.infer<typeof splitPaymentSchema>;

// What a payment covers when it pays a share of the bill's money rather than its items
// (docs/decisions/020-pay-a-share.md): a custom amount, `take` of `parts` even parts, or the rest.
// Absent or null: the payment covers its `items`.
export const billShareCoverSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("amount") }),
  z.object({
    kind: z.literal("split"),
    parts: z.number().int().min(2).max(20),
    take: z.number().int().min(1),
  }),
  z.object({ kind: z.literal("rest") }),
]);
export type BillShareCover = z.infer<typeof billShareCoverSchema>;

// A payment the venue or the gateway has not confirmed yet. Cash and card are "requested" until
// the waiter takes the money; online is "pending" until the gateway answers (expires_at). Confirmed
// payments count in payment_sums; these count nowhere, they only hold their items.
export const paymentRequestStatusSchema = z.enum(["requested", "pending"]);
export const paymentRequestSchema = z.object({
  _id: idSchema,
  method: payMethodSchema,
  status: paymentRequestStatusSchema,
  total: moneySchema,
  tip: moneySchema,
  items: z.array(z.object({ line_id: idSchema, quantity: z.number().int().min(1) })),
  covers: billShareCoverSchema.nullable().optional(),
  created_at: isoDateTimeSchema,
  expires_at: isoDateTimeSchema.nullable(),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

// A confirmed payment as the guests see it, so each one has its own receipt (its lines
// and quantities, tip and the waiter it thanks, method and state) linked to the table's bill. "held" is an
// online split part inside the 15-minute window (SPEC §4), "refunded" one the window gave back.
export const billPaymentStatusSchema = z.enum(["paid", "held", "refunded"]);
export const billPaymentSchema = z.object({
  _id: idSchema, // the payment's public id (never the secret one of the gateway's url)
  method: payMethodSchema,
  status: billPaymentStatusSchema,
  amount: moneySchema,
  tip: moneySchema,
  total: moneySchema,
  waiter_id: idSchema.nullable(),
  items: z.array(z.object({ line_id: idSchema, quantity: z.number().int().min(1) })),
  covers: billShareCoverSchema.nullable().optional(),
  created_at: isoDateTimeSchema,
  settled_at: isoDateTimeSchema.nullable(),
  // What the venue gave back of it (a console refund, in part or in full; a split part the window
  // refunded): the receipt shows the refund and what was finally paid.
  refunded_amount: moneySchema.default(0),
});
export type BillPayment = z.infer<typeof billPaymentSchema>;

export const paymentSumsSchema = z.object({
  cash: moneySchema,
  card: moneySchema,
  online: moneySchema,
  bonus: moneySchema,
});

// A void, comp or discount the venue made after accepting (SPEC §4 bill): the guest's bill and receipt
// say what changed and why ("Voided: reason", "On the house: reason", "Discount 10%: reason").
// `amount` is what it took off the bill; `name` and `quantity` the line's, absent for the whole order.
export const orderAdjustmentSchema = z.object({
  _id: idSchema,
  kind: z.enum(["void", "comp", "discount"]),
  reason: z.string(),
  percent: z.number().int().min(1).max(99).optional(),
  amount: moneySchema,
  name: z.string().optional(),
  quantity: z.number().int().min(1).optional(),
  at: isoDateTimeSchema,
});
export type OrderAdjustment = z.infer<typeof orderAdjustmentSchema>;

export const orderSchema = z.object({
  _id: secretIdSchema, // grants access to the bill (SPEC §7 GET /orders/{id})
  status: orderStatusSchema,
  total: moneySchema,
  sum: moneySchema,
  tip_amount: moneySchema,
  discount: moneySchema,
  discount_value: moneySchema,
  list: z.array(orderLineSchema),
  appends: z.array(orderAppendSchema),
  adjustments: z.array(orderAdjustmentSchema).default([]),
  guests: z.array(z.object({ index: z.number().int().min(0), name: z.string().optional() })),
  guests_count: z.number().int().min(1),
  split_payments: z.array(splitPaymentSchema),
  payment_requests: z.array(paymentRequestSchema).default([]),
  payments: z.array(billPaymentSchema).default([]),
  payment_sums: paymentSumsSchema,
  payment_statuses: z.object({
    cash: paymentStatusSchema,
    card: paymentStatusSchema,
    online: paymentStatusSchema,
    bonus: paymentStatusSchema,
  }),
  paid_at: isoDateTimeSchema.nullable(),
  closed_at: isoDateTimeSchema.nullable(),
  confirmed_at: isoDateTimeSchema.nullable(),
  date: isoDateTimeSchema,
  comment: z.string().optional(),
  reason: z.string().optional(), // cancellation reason
  section: z.string().optional(),
  table_name: z.string().optional(),
  serial_order_id: z.number().int().min(1),
  local_id: z.string(),
  order_type: orderTypeSchema,
  is_delivery: z.boolean(),
  takeaway_date: isoDateTimeSchema.nullable().optional(),
  client: z
    .object({
      name: z.string().optional(),
      phone: z.string().optional(),
      address: deliveryAddressSchema.optional(),
    })
    .optional(),
  external_pos_error: z.string().nullable().optional(),
  auto_cancel_at: isoDateTimeSchema.nullable().optional(),
  // While a split is open, when its held online parts are refunded (SPEC §4: 15 minutes).
  split_deadline_at: isoDateTimeSchema.nullable().optional(),
  // What nobody has paid or is paying yet (items and amounts alike), and whether the bill is now paid by
  // amount only (docs/decisions/020-pay-a-share.md: once an amount is paid or held, items cannot be);
  // `share_base`: the money an even split divides.
  left_to_pay: moneySchema.optional(),
  paid_by_amount: z.boolean().optional(),
  share_base: moneySchema.optional(),
  cafe_id: idSchema,
  utensils: z.number().int().min(0).max(50).optional(),
  delivery_fee: moneySchema.optional(),
  pay_method: payMethodSchema.optional(),
  // A takeaway or delivery order's stage once the venue accepted it (accepted, ready,
  // out_for_delivery); absent for eat-in and before acceptance.
  fulfilment: fulfilmentSchema.nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

// SPEC §3 Order totals.
export const orderTotalsSchema = z.object({
  subtotal: moneySchema,
  discount: moneySchema,
  service_fee: moneySchema,
  delivery_fee: moneySchema,
  products_total: moneySchema,
  tip: moneySchema,
  total: moneySchema,
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

// SPEC §4 paying online: the gateway name (its logo is loaded by name) and the page the guest is sent to.
// The url is absolute http(s) or, for the built-in sandbox gateway, a path on this server; never
// javascript: or a protocol-relative //host.
export const payUrlSchema = z
  .string()
  .max(2048)
  .regex(/^(https?:\/\/|\/(?!\/))/);
export const paymentLinkSchema = z.object({ gateway: z.string().min(1).max(64), pay_url: payUrlSchema });
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

// SPEC §3 Payment form (reservation deposits).
export const paymentFormSchema = z.object({ gateway: z.string().min(1).max(64), url: payUrlSchema });
export type PaymentForm = z.infer<typeof paymentFormSchema>;
