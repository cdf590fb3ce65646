import { z } from "zod";
import { defineCall } from "./call";
import { idSchema, isoDateTimeSchema, okEnvelope } from "./common";
import { staffBase } from "./staff";

// Signed webhooks: a venue's manager names https endpoints and the events each hears; every event is
// delivered at least once from a durable outbox, signed the way Stripe signs (docs/webhooks.md).
export const webhookEventTypes = [
  "order.created",
  "order.accepted",
  "order.ready",
  "order.declined",
  "order.closed",
  "payment.settled",
  "payment.refunded",
  "reservation.made",
  "reservation.confirmed",
  "reservation.cancelled",
  "waiter.called",
] as const;
export const webhookEventTypeSchema = z.enum(webhookEventTypes);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

// The signature header: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">[,v1=<the previous secret's>].
export const webhookSignatureHeader = "Tablewise-Signature";
// The event's id, stable over retries, for receivers to deduplicate.
export const webhookEventIdHeader = "Tablewise-Event-Id";

export const webhookBase = `${staffBase}/venues/:venueId/webhooks`;
export const maxWebhookEndpoints = 10;

const venueParams = z.object({ venueId: idSchema });
const endpointParams = z.object({ venueId: idSchema, endpointId: idSchema });

// An https URL without credentials; whether its host may be called is the server's to check (it resolves
// the name, now and at every send).
export const webhookUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((s) => {
    try {
      const u = new URL(s);
      return (u.protocol === "https:" || u.protocol === "http:") && !u.username && !u.password;
    } catch {
      return false;
    }
  }, "an https URL");

const eventsSchema = z
  .array(webhookEventTypeSchema)
  .min(1)
  .max(webhookEventTypes.length)
  .transform((events) => [...new Set(events)]);

export const webhookEndpointSchema = z.object({
  _id: idSchema,
  url: z.string(),
  events: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  created_at: isoDateTimeSchema,
  // The end of the window in which the previous secret still signs too (after a rotation), or null.
  previous_secret_until: isoDateTimeSchema.nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

// The secret is answered once: when the endpoint is made and when it is rotated. Never listed again.
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const createWebhookBodySchema = z.strictObject({
  url: webhookUrlSchema,
  events: eventsSchema,
});
export type CreateWebhookBody = z.input<typeof createWebhookBodySchema>;

export const updateWebhookBodySchema = z
  .strictObject({ events: eventsSchema.optional(), enabled: z.boolean().optional() })
  .refine((b) => b.events !== undefined || b.enabled !== undefined, "events or enabled");
export type UpdateWebhookBody = z.input<typeof updateWebhookBodySchema>;

export const webhookDeliveryStatusSchema = z.enum(["pending", "delivered", "failed"]);
export const webhookDeliverySchema = z.object({
  _id: idSchema,
  event_id: idSchema,
  event: webhookEventTypeSchema.or(z.literal("ping")),
  attempts: z.number().int(),
  status: webhookDeliveryStatusSchema,
  last_status: z.number().int().nullable(),
  // The receiver's answer, its first kilobyte, or why no answer came.
  last_answer: z.string().nullable(),
  next_attempt_at: isoDateTimeSchema.nullable(),
  created_at: isoDateTimeSchema,
  delivered_at: isoDateTimeSchema.nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

// What a receiver gets: minimal data (ids, serial, status, amounts in minor units, currency), never a
// guest's name or phone number.
export const webhookEventDataSchema = z.object({
  order_id: idSchema.optional(),
  serial: z.number().int().nullable().optional(),
  order_type: z.string().optional(),
  status: z.string().optional(),
  table_code: z.string().nullable().optional(),
  amount: z.number().int().optional(),
  currency: z.string().optional(),
  payment_id: idSchema.optional(),
  // A payment's method (SPEC §4: cash, card, online) and, for a refund, the amount given back now.
  method: z.string().optional(),
  reservation_id: idSchema.optional(),
  waiter_call_id: idSchema.optional(),
  message: z.string().optional(),
});
export type WebhookEventData = z.infer<typeof webhookEventDataSchema>;

export const webhookEventSchema = z.object({
  id: idSchema,
  type: webhookEventTypeSchema.or(z.literal("ping")),
  created_at: isoDateTimeSchema,
  venue: z.string(),
  data: webhookEventDataSchema,
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

export const webhooksCall = defineCall({
  method: "GET",
  path: webhookBase,
  params: venueParams,
  response: okEnvelope(z.object({ endpoints: z.array(webhookEndpointSchema) })),
});
export const createWebhookCall = defineCall({
  method: "POST",
  path: webhookBase,
  params: venueParams,
  body: createWebhookBodySchema,
  response: okEnvelope(z.object({ endpoint: webhookEndpointWithSecretSchema })),
});
export const updateWebhookCall = defineCall({
  method: "POST",
  path: `${webhookBase}/:endpointId`,
  params: endpointParams,
  body: updateWebhookBodySchema,
  response: okEnvelope(z.object({ endpoint: webhookEndpointSchema })),
});
export const removeWebhookCall = defineCall({
  method: "POST",
  path: `${webhookBase}/:endpointId/remove`,
  params: endpointParams,
  response: okEnvelope(z.object({ removed: z.literal(true) })),
});
// A new secret; the old one still signs (as a second v1) for 24 hours so a receiver can switch.
export const rotateWebhookSecretCall = defineCall({
  method: "POST",
  path: `${webhookBase}/:endpointId/rotate`,
  params: endpointParams,
  response: okEnvelope(z.object({ endpoint: webhookEndpointWithSecretSchema })),
});
export const webhookDeliveriesCall = defineCall({
  method: "GET",
  path: `${webhookBase}/:endpointId/deliveries`,
  params: endpointParams,
  response: okEnvelope(z.object({ deliveries: z.array(webhookDeliverySchema) })),
});
// Queues a "ping" event to this endpoint; its outcome shows in the deliveries.
export const testWebhookCall = defineCall({
  method: "POST",
  path: `${webhookBase}/:endpointId/test`,
  params: endpointParams,
  response: okEnvelope(z.object({ delivery: webhookDeliverySchema })),
});
