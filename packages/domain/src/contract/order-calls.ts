import { z } from "zod";
import { defineCall, superappBase } from "./call";
import {
  idSchema,
  isoDateTimeSchema,
  modeSchema,
  moneySchema,
  okEnvelope,
  payMethodSchema,
  secretIdSchema,
  visitorIdSchema,
} from "./common";
import { orderSchema, paymentLinkSchema, paymentRequestSchema } from "./order";

// SPEC §7 order calls under /api/superapp. An order id grants access to the bill, so it is a secret id.
export const orderParamsSchema = z.object({ id: secretIdSchema });
export type OrderParams = z.infer<typeof orderParamsSchema>;
export const orderDataSchema = z.object({ order: orderSchema });
export type OrderData = z.infer<typeof orderDataSchema>;
export const orderResponseSchema = okEnvelope(orderDataSchema);

// SPEC §9 tip choices 5, 10, 15, 20 percent of the selected sum; 0 is no tip.
export const tipPercents = [5, 10, 15, 20] as const;
export type TipPercent = (typeof tipPercents)[number];
export const tipPercentSchema = z.literal([0, ...tipPercents]);

// Eat-in guests pay selected lines of the shared bill (SPEC §6), possibly part of a line's quantity.
export const selectedItemSchema = z.strictObject({
  line_id: idSchema,
  quantity: z.number().int().min(1).max(999),
});
export type SelectedItem = z.infer<typeof selectedItemSchema>;
export const selectedItemsSchema = z
  .array(selectedItemSchema)
  .min(1)
  .max(200)
  .refine((items) => new Set(items.map((i) => i.line_id)).size === items.length, {
    message: "duplicate line_id",
  });

// A share of the bill's money (docs/decisions/020-pay-a-share.md): a custom amount in minor units,
// `take` of `parts` even parts, or the rest. The eat-in pay call and a takeaway order's pay call name one.
export const billShareFields = {
  amount_minor: z.number().int().positive().max(100_000_000).optional(),
  split: z
    .strictObject({ parts: z.number().int().min(2).max(20), take: z.number().int().min(1).max(20) })
    .refine((s) => s.take <= s.parts, { message: "take is at most parts", path: ["take"] })
    .optional(),
  rest: z.literal(true).optional(),
};

// SPEC §7 POST /orders/{id}/pay -> require_online_payment, data.
// `tip_amount` is a custom tip in money (a SPEC §7 decimal, read by the server into minor
// units) instead of a percentage (then `tip` is 0); the server bounds it by the selected sum
// (rules/tips.ts maxCustomTip).
export const orderPayBodySchema = z
  .strictObject({
    pay_method: payMethodSchema,
    // What the payment covers: selected items, or a share of the bill's money
    // (docs/decisions/020-pay-a-share.md): a custom amount in minor units, `take` of `parts` even parts,
    // or the rest. Exactly one; the server prices every one of them.
    selected_items: selectedItemsSchema.optional(),
    ...billShareFields,
    tip: tipPercentSchema,
    tip_amount: moneySchema.positive().max(1_000_000).optional(),
    waiter_id: idSchema.optional(), // SPEC §1: a tip may go to a named waiter
  })
  .refine((b) => !(b.tip && b.tip_amount !== undefined), {
    message: "tip and tip_amount are alternatives",
    path: ["tip_amount"],
  })
  .refine(
    (b) => [b.selected_items, b.amount_minor, b.split, b.rest].filter((x) => x !== undefined).length === 1,
    { message: "one of selected_items, amount_minor, split, rest", path: ["selected_items"] },
  );
export type OrderPayBody = z.infer<typeof orderPayBodySchema>;
// Online: where to pay. Otherwise (cash, card) the part asked for and what is left, null when nothing is
// (SPEC §4: "the store keeps the remaining unpaid order or clears it"). Cash and card are a
// request until the waiter confirms it; `request` is that request (its _id is in the order's
// payment_requests until the venue confirms or rejects it).
export const orderPayDataSchema = z.discriminatedUnion("require_online_payment", [
  // payment_id: the new online payment's public id, so the guest can release it.
  z.object({
    require_online_payment: z.literal(true),
    data: paymentLinkSchema.extend({ payment_id: idSchema.optional() }),
  }),
  z.object({
    require_online_payment: z.literal(false),
    data: z.object({
      paid_order: orderSchema,
      unpaid_order: orderSchema.nullable(),
      request: paymentRequestSchema.optional(),
    }),
  }),
]);
export type OrderPayData = z.infer<typeof orderPayDataSchema>;
export const orderPayResponseSchema = okEnvelope(orderPayDataSchema);
export const orderPayCall = defineCall({
  method: "POST",
  path: `${superappBase}/orders/:id/pay`,
  params: orderParamsSchema,
  body: orderPayBodySchema,
  response: orderPayResponseSchema,
});

// A guest releases their own payment still waiting for its confirmation (the "Pay
// online" sheet closed, or a cash request they no longer want): its items are free to pay at once. Same
// credentials as pay; only the visitor who made it (x-visitor-id) may cancel it. Answers the order.
export const paymentCancelParamsSchema = z.object({ id: secretIdSchema, paymentId: idSchema });
export const paymentCancelCall = defineCall({
  method: "POST",
  path: `${superappBase}/orders/:id/payments/:paymentId/cancel`,
  params: paymentCancelParamsSchema,
  response: orderResponseSchema,
});

// SPEC §7 GET /orders/{id} -> order.
export const orderGetCall = defineCall({
  method: "GET",
  path: `${superappBase}/orders/:id`,
  params: orderParamsSchema,
  response: orderResponseSchema,
});

// SPEC §7 GET /archive?cafe_id&visitor_id&mode -> orders (newest first; the UI groups by month).
export const archiveQuerySchema = z.object({
  cafe_id: idSchema,
  visitor_id: visitorIdSchema,
  mode: modeSchema,
});
export type ArchiveQuery = z.infer<typeof archiveQuerySchema>;
export const archiveDataSchema = z.object({ orders: z.array(orderSchema) });
export type ArchiveData = z.infer<typeof archiveDataSchema>;
export const archiveResponseSchema = okEnvelope(archiveDataSchema);
export const archiveCall = defineCall({
  method: "GET",
  path: `${superappBase}/archive`,
  query: archiveQuerySchema,
  response: archiveResponseSchema,
});

// SPEC §7 POST /orders/{id}/estimate-split-payments items -> splits (SPEC §4: a split is paid once it has
// paid_at; splits show only with more than one split and online payment).
export const estimateSplitBodySchema = z.strictObject({ items: selectedItemsSchema });
export type EstimateSplitBody = z.infer<typeof estimateSplitBodySchema>;
export const estimatedSplitSchema = z.object({ total: moneySchema, paid_at: isoDateTimeSchema.nullable() });
export type EstimatedSplit = z.infer<typeof estimatedSplitSchema>;
export const estimateSplitDataSchema = z.object({ splits: z.array(estimatedSplitSchema) });
export type EstimateSplitData = z.infer<typeof estimateSplitDataSchema>;
export const estimateSplitResponseSchema = okEnvelope(estimateSplitDataSchema);
export const estimateSplitCall = defineCall({
  method: "POST",
  path: `${superappBase}/orders/:id/estimate-split-payments`,
  params: orderParamsSchema,
  body: estimateSplitBodySchema,
  response: estimateSplitResponseSchema,
});
