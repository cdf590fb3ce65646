import { z } from "zod";
import { defineCall, superappBase } from "./call";
import {
  commentSchema,
  countrySchema,
  currencySchema,
  idSchema,
  isoDateTimeSchema,
  localDateSchema,
  okEnvelope,
  payMethodSchema,
  preorderModeSegmentSchema,
  secretIdSchema,
  venueLinkSchema,
  visitorIdSchema,
} from "./common";
import { deliveryAddressSchema } from "./address";
import { cartSchema } from "./cart";
import { menuSchema } from "./menu";
import { orderSchema, paymentLinkSchema } from "./order";
import { billShareFields } from "./order-calls";
import { orderParamsSchema, orderResponseSchema } from "./order-calls";
import { timeSlotSchema } from "./reservation";
import { venueSchema } from "./venue";

// SPEC §3 Close rule: while the delivery or takeaway system is closed until end_date, advance orders are
// accepted only when allow_preliminary_orders is on. end_date null means it is open.
export const closeRuleSchema = z.object({
  end_date: isoDateTimeSchema.nullable(),
  allow_preliminary_orders: z.boolean(),
});
export type CloseRule = z.infer<typeof closeRuleSchema>;

// SPEC §3 store-level "timeslots by date": venue-local day "YYYY-MM-DD" -> slots of that day, in order.
export const timeslotsByDateSchema = z.record(localDateSchema, z.array(timeSlotSchema));
export type TimeslotsByDate = z.infer<typeof timeslotsByDateSchema>;

// SPEC §7 GET /preorder/{cafe}/prepare/{mode}?cart_id; {cafe} is the venue link, {mode} the shell's
// URL segment (delivery or takeaway).
export const preorderPrepareParamsSchema = z.object({
  cafe: venueLinkSchema,
  mode: preorderModeSegmentSchema,
});
export type PreorderPrepareParams = z.infer<typeof preorderPrepareParamsSchema>;
// visitor_id (ours): a preorder cart is the visitor's; another visitor's shared cart_id is
// copied into a new cart instead of being joined.
export const preorderPrepareQuerySchema = z.object({
  cart_id: secretIdSchema.optional(),
  visitor_id: visitorIdSchema.optional(),
});
export type PreorderPrepareQuery = z.infer<typeof preorderPrepareQuerySchema>;
export const preorderPrepareDataSchema = z.object({
  cafe: venueSchema,
  currency: currencySchema,
  menus: z.array(menuSchema),
  country: countrySchema,
  cart: cartSchema,
  timeslots: timeslotsByDateSchema,
  close_rule: closeRuleSchema,
  // True when this mode is off for the venue: the app goes back to the venue's general link.
  returnToGeneralLink: z.boolean(),
});
export type PreorderPrepareData = z.infer<typeof preorderPrepareDataSchema>;
export const preorderPrepareResponseSchema = okEnvelope(preorderPrepareDataSchema);
export const preorderPrepareCall = defineCall({
  method: "GET",
  path: `${superappBase}/preorder/:cafe/prepare/:mode`,
  params: preorderPrepareParamsSchema,
  query: preorderPrepareQuerySchema,
  response: preorderPrepareResponseSchema,
});

// SPEC §7 POST /preorder/{cafe}/create. target_date null is "asap" (SPEC §4 time mode); delivery needs an
// address (SPEC §5). utensils 0 is the switch off, else 1..50.
export const preorderCreateParamsSchema = z.object({ cafe: venueLinkSchema });
export type PreorderCreateParams = z.infer<typeof preorderCreateParamsSchema>;
export const preorderCreateBodySchema = z
  .strictObject({
    cart_id: secretIdSchema,
    comment: commentSchema.optional(),
    utensils: z.number().int().min(0).max(50),
    is_delivery: z.boolean(),
    target_date: isoDateTimeSchema.nullable(),
    address: deliveryAddressSchema.nullable().optional(),
    pay_method: payMethodSchema,
    client_id: idSchema.nullable().optional(),
    is_contactless: z.boolean().optional(),
    visitor_id: visitorIdSchema,
    delivery_tariff_id: idSchema.nullable().optional(),
  })
  .refine((b) => !b.is_delivery || b.address, { message: "a delivery needs an address", path: ["address"] })
  .refine((b) => b.is_delivery || !b.address, { message: "takeaway takes no address", path: ["address"] });
export type PreorderCreateBody = z.infer<typeof preorderCreateBodySchema>;
export type PreorderCreateBodyInput = z.input<typeof preorderCreateBodySchema>;
export const preorderCreateDataSchema = z.object({
  order: orderSchema,
  payment: paymentLinkSchema.nullable(),
});
export type PreorderCreateData = z.infer<typeof preorderCreateDataSchema>;
export const preorderCreateResponseSchema = okEnvelope(preorderCreateDataSchema);
export const preorderCreateCall = defineCall({
  method: "POST",
  path: `${superappBase}/preorder/:cafe/create`,
  params: preorderCreateParamsSchema,
  body: preorderCreateBodySchema,
  response: preorderCreateResponseSchema,
});

// SPEC §7 GET /preorders/{id} -> order.
// "Pay now" on a delivery or takeaway order placed to be paid online: the link of its
// payment waiting at the gateway, or a new one when that expired while the order still waits to be paid.
// An empty body pays the whole order. A takeaway order may instead be paid in shares
// (docs/decisions/020-pay-a-share.md): a custom amount in minor units, `take` of `parts` even parts, or
// the rest; at most one of them, each priced by the server.
export const preorderPayBodySchema = z
  .strictObject(billShareFields)
  .refine((b) => [b.amount_minor, b.split, b.rest].filter((x) => x !== undefined).length <= 1, {
    message: "at most one of amount_minor, split, rest",
    path: ["amount_minor"],
  });
export type PreorderPayBody = z.infer<typeof preorderPayBodySchema>;
export const preorderPayDataSchema = z.object({ payment: paymentLinkSchema });
export type PreorderPayData = z.infer<typeof preorderPayDataSchema>;
export const preorderPayCall = defineCall({
  method: "POST",
  path: `${superappBase}/preorders/:id/pay`,
  params: orderParamsSchema,
  body: preorderPayBodySchema,
  response: okEnvelope(preorderPayDataSchema),
});

export const preorderGetCall = defineCall({
  method: "GET",
  path: `${superappBase}/preorders/:id`,
  params: orderParamsSchema,
  response: orderResponseSchema,
});
