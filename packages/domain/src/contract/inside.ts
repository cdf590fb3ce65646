import { z } from "zod";
import { defineCall, superappBase } from "./call";
import {
  commentSchema,
  countrySchema,
  currencySchema,
  tableKeySchema,
  isoDateTimeSchema,
  latLonSchema,
  okEnvelope,
  secretIdSchema,
  venueLinkSchema,
  visitorIdSchema,
} from "./common";
import { cartSchema } from "./cart";
import { menuSchema } from "./menu";
import { orderResponseSchema, orderParamsSchema } from "./order-calls";
import { orderSchema } from "./order";
import { waiterCallStatePayloadSchema } from "./realtime";
import { tipsSchema, venueSchema } from "./venue";

// SPEC §3 Inside session. access_code lets the table's guests listen to the shared order (realtime listen).
export const insideSessionSchema = z.object({
  access_code: z.string().min(1).max(64),
  section_name: z.string(),
  table_name: z.string(),
});
export type InsideSession = z.infer<typeof insideSessionSchema>;

export const insideParamsSchema = z.object({ code: tableKeySchema });
export type InsideParams = z.infer<typeof insideParamsSchema>;

// SPEC §7 GET /inside/{code}/prepare?cart_id.
export const insidePrepareQuerySchema = z.object({ cart_id: secretIdSchema.optional() });
export type InsidePrepareQuery = z.infer<typeof insidePrepareQuerySchema>;
export const insidePrepareDataSchema = z.object({
  cafe: venueSchema,
  currency: currencySchema,
  menus: z.array(menuSchema),
  country: countrySchema,
  inside: insideSessionSchema,
  cart: cartSchema,
  // A venue without real eat-in (has_real_inside false) sends the table's guests to preview at `link`
  // (the venue link); sourceInside keeps the table code they came from.
  redirectToPreview: z.boolean(),
  link: venueLinkSchema,
  sourceInside: tableKeySchema.nullable(),
  tips: tipsSchema,
  active_order: orderSchema.nullable(),
  // The table's waiter call a reloaded page shows ("called" until a waiter acknowledges
  // it, then "coming" for a while); null when there is none. Live changes arrive on listen_table.
  waiter_call: waiterCallStatePayloadSchema.nullable().optional(),
});
export type InsidePrepareData = z.infer<typeof insidePrepareDataSchema>;
export const insidePrepareResponseSchema = okEnvelope(insidePrepareDataSchema);
export const insidePrepareCall = defineCall({
  method: "GET",
  path: `${superappBase}/inside/:code/prepare`,
  params: insideParamsSchema,
  query: insidePrepareQuerySchema,
  response: insidePrepareResponseSchema,
});

// SPEC §7 POST /inside/{code}/verify-geolocation lat, lon -> result {passed, geolocation_token}.
export const verifyGeolocationBodySchema = z.strictObject(latLonSchema.shape);
export type VerifyGeolocationBody = z.infer<typeof verifyGeolocationBodySchema>;
export const geolocationResultSchema = z.object({
  passed: z.boolean(),
  geolocation_token: z.string().min(1).max(1024).nullable(), // null unless passed
});
export type GeolocationResult = z.infer<typeof geolocationResultSchema>;
export const verifyGeolocationDataSchema = z.object({ result: geolocationResultSchema });
export const verifyGeolocationResponseSchema = okEnvelope(verifyGeolocationDataSchema);
export const verifyGeolocationCall = defineCall({
  method: "POST",
  path: `${superappBase}/inside/:code/verify-geolocation`,
  params: insideParamsSchema,
  body: verifyGeolocationBodySchema,
  response: verifyGeolocationResponseSchema,
});

// SPEC §7 POST /inside/{code}/call-waiter: payload and answer not shown. Ours: the visitor id lets the
// server hold the 59 s cooldown of SPEC §9 per guest; the answer says when the next call is allowed.
export const callWaiterBodySchema = z.strictObject({ visitor_id: visitorIdSchema.optional() });
export type CallWaiterBody = z.infer<typeof callWaiterBodySchema>;
export const callWaiterDataSchema = z.object({
  called_at: isoDateTimeSchema,
  next_call_at: isoDateTimeSchema,
});
export type CallWaiterData = z.infer<typeof callWaiterDataSchema>;
export const callWaiterResponseSchema = okEnvelope(callWaiterDataSchema);
export const callWaiterCall = defineCall({
  method: "POST",
  path: `${superappBase}/inside/:code/call-waiter`,
  params: insideParamsSchema,
  body: callWaiterBodySchema,
  response: callWaiterResponseSchema,
});

// SPEC §7 POST /inside/{code}/create cart_id, geolocation_token, comment, visitor_id -> order.
// The token is needed only when the venue's geolocation_mode is general (SPEC §5); the server decides.
export const insideCreateBodySchema = z.strictObject({
  cart_id: secretIdSchema,
  geolocation_token: z.string().min(1).max(1024).nullable().optional(),
  comment: commentSchema.optional(),
  visitor_id: visitorIdSchema,
});
export type InsideCreateBody = z.infer<typeof insideCreateBodySchema>;
export const insideCreateCall = defineCall({
  method: "POST",
  path: `${superappBase}/inside/:code/create`,
  params: insideParamsSchema,
  body: insideCreateBodySchema,
  response: orderResponseSchema,
});

// SPEC §7 POST /orders/{id}/append cart_id, comment, visitor_id (answer not shown; ours: the order).
// Appending is ordering, so the geolocation token of SPEC §5 may be asked for here too.
export const orderAppendBodySchema = z.strictObject({
  cart_id: secretIdSchema,
  geolocation_token: z.string().min(1).max(1024).nullable().optional(),
  comment: commentSchema.optional(),
  visitor_id: visitorIdSchema,
});
export type OrderAppendBody = z.infer<typeof orderAppendBodySchema>;
export const orderAppendCall = defineCall({
  method: "POST",
  path: `${superappBase}/orders/:id/append`,
  params: orderParamsSchema,
  body: orderAppendBodySchema,
  response: orderResponseSchema,
});
