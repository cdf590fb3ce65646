import { z } from "zod";
import { defineCall } from "./call";
import { idSchema, isoDateTimeSchema, localeSchema, okEnvelope } from "./common";
import { staffBase } from "./staff";

// The floor in the waiter's pocket: the tables a waiter serves this shift, their state at a glance, the
// alerts that need someone (acknowledged by one person, escalated when nobody does) and Web Push to the
// staff's phones. Not part of SPEC §7 (the guest contract). Waiters and managers; the kitchen role is
// refused (403). Another venue's ids answer 404 (its venue path 403).
export const floorBase = `${staffBase}/venues/:venueId/floor`;
const venueParams = z.object({ venueId: idSchema });
const alertParams = z.object({ venueId: idSchema, alertId: idSchema });

// --- the shift: which tables this person follows ----------------------------------------------------------
// Picked at the start of a shift: whole halls (section names as the tables carry them) and single tables
// (their codes). A person following nothing hears the alerts of tables nobody follows.
export const shiftBodySchema = z.strictObject({
  halls: z.array(z.string().trim().min(1).max(60)).max(50),
  tables: z.array(z.string().min(1).max(64)).max(500),
});
export type ShiftBody = z.infer<typeof shiftBodySchema>;
export const shiftSchema = shiftBodySchema.extend({
  started_at: isoDateTimeSchema,
});
export type Shift = z.infer<typeof shiftSchema>;

// --- tables at a glance -----------------------------------------------------------------------------------
// One state per table, the most urgent first when several hold (a bill asked for outranks eating):
// free (no open order), waiting (an order or addition waits for acceptance), ordered (accepted, being
// made), ready (the stations bumped everything: serve it), eating (served), bill (a guest asked to pay or
// a payment waits to be confirmed), part_paid (some paid, some left), paid (all paid, not yet closed).
export const tableStateSchema = z.enum([
  "free",
  "waiting",
  "ordered",
  "ready",
  "eating",
  "bill",
  "part_paid",
  "paid",
]);
export type TableState = z.infer<typeof tableStateSchema>;

export const floorTableSchema = z.object({
  code: z.string(),
  hall: z.string(),
  name: z.string(),
  state: tableStateSchema,
  // Since when the table is in this state (null for free).
  since: isoDateTimeSchema.nullable(),
  // The open order's id (for the console's order page) and serial, when there is one.
  order_id: z.string().nullable(),
  serial: z.number().int().nullable(),
  // Minor units still to pay on the open bill (0 when none).
  left_to_pay: z.number().int(),
  // Does the signed-in person follow this table this shift; who follows it (names), if anyone.
  mine: z.boolean(),
  followed_by: z.array(z.string()),
  open_alerts: z.number().int(),
});
export type FloorTable = z.infer<typeof floorTableSchema>;

// --- alerts -----------------------------------------------------------------------------------------------
// order_waiting: a new order waits for acceptance; addition_waiting: an addition does; waiter_call: a
// guest called; payment_to_confirm: cash or card a guest says they pay, for a person to confirm;
// ready_to_serve: the stations bumped every line; payment_failed: an online payment failed; part_paid: a
// bill left part paid for N minutes; walkout_risk: served, unpaid, no guest activity for N minutes;
// low_rating: a guest rated 1 to 3 stars after paying (contract/rating.ts), for the table's waiter to see to.
export const alertKindSchema = z.enum([
  "order_waiting",
  "addition_waiting",
  "waiter_call",
  "payment_to_confirm",
  "ready_to_serve",
  "payment_failed",
  "part_paid",
  "walkout_risk",
  "low_rating",
]);
export type AlertKind = z.infer<typeof alertKindSchema>;

// open: nobody acknowledged it yet; acknowledged: one person took it; resolved: what it was about is dealt
// with (the order accepted, the call answered, the payment confirmed) whether or not anyone acknowledged it.
export const alertStatusSchema = z.enum(["open", "acknowledged", "resolved"]);
export const floorAlertSchema = z.object({
  _id: idSchema,
  kind: alertKindSchema,
  status: alertStatusSchema,
  table_code: z.string().nullable(),
  table_label: z.string().nullable(),
  order_id: z.string().nullable(),
  serial: z.number().int().nullable(),
  // Minor units the alert is about (the payment, or what is left to pay), when it is about money.
  amount: z.number().int().nullable(),
  created_at: isoDateTimeSchema,
  acknowledged_at: isoDateTimeSchema.nullable(),
  acknowledged_by: z.string().nullable(),
  // Set when nobody acknowledged it in time: the manager and the other waiters were alerted too.
  escalated_at: isoDateTimeSchema.nullable(),
  resolved_at: isoDateTimeSchema.nullable(),
});
export type FloorAlert = z.infer<typeof floorAlertSchema>;

// What the phone view reads: the person's shift, every active table of the venue with its state, and the
// alerts not resolved (open and acknowledged) plus those resolved in the last 10 minutes, newest first.
// mine_only alerts: those of tables the person follows, of tables nobody follows, and escalated ones.
export const floorSchema = z.object({
  generated_at: isoDateTimeSchema,
  shift: shiftSchema.nullable(),
  halls: z.array(z.string()),
  tables: z.array(floorTableSchema),
  alerts: z.array(floorAlertSchema),
});
export type Floor = z.infer<typeof floorSchema>;

export const floorCall = defineCall({
  method: "GET",
  path: floorBase,
  params: venueParams,
  response: okEnvelope(floorSchema),
});
export const startShiftCall = defineCall({
  method: "POST",
  path: `${floorBase}/shift`,
  params: venueParams,
  body: shiftBodySchema,
  response: okEnvelope(z.object({ shift: shiftSchema })),
});
export const endShiftCall = defineCall({
  method: "POST",
  path: `${floorBase}/shift/end`,
  params: venueParams,
  response: okEnvelope(z.object({ ended: z.literal(true) })),
});
// One person acknowledges: a second acknowledgement answers 409 alert_taken naming who took it.
export const acknowledgeAlertCall = defineCall({
  method: "POST",
  path: `${floorBase}/alerts/:alertId/acknowledge`,
  params: alertParams,
  response: okEnvelope(z.object({ alert: floorAlertSchema })),
});

// --- the venue's timings (manager) ------------------------------------------------------------------------
// Minutes per kind: when a part-paid bill or a served unpaid table becomes an alert, and after how long an
// unacknowledged alert escalates. Defaults: part_paid 10, walkout_risk 20, escalate_after 3.
export const alertTimingsSchema = z.strictObject({
  part_paid_after_min: z.number().int().min(1).max(240),
  walkout_after_min: z.number().int().min(1).max(240),
  escalate_after_min: z.number().int().min(1).max(60),
});
export type AlertTimings = z.infer<typeof alertTimingsSchema>;
export const defaultAlertTimings: AlertTimings = {
  part_paid_after_min: 10,
  walkout_after_min: 20,
  escalate_after_min: 3,
};
export const alertTimingsCall = defineCall({
  method: "GET",
  path: `${floorBase}/timings`,
  params: venueParams,
  response: okEnvelope(z.object({ timings: alertTimingsSchema })),
});
export const saveAlertTimingsCall = defineCall({
  method: "POST",
  path: `${floorBase}/timings`,
  params: venueParams,
  body: alertTimingsSchema,
  response: okEnvelope(z.object({ timings: alertTimingsSchema })),
});

// --- Web Push (RFC 8030, 8291, 8292) ----------------------------------------------------------------------
// The server's VAPID public key (generated once and kept by the server), for PushManager.subscribe.
export const pushKeyCall = defineCall({
  method: "GET",
  path: `${staffBase}/push/key`,
  response: okEnvelope(z.object({ public_key: z.string() })),
});
// A subscription belongs to the staff session that made it: it ends at sign-out, when the session is
// revoked and when the person is disabled. The endpoint must be https (http only to loopback outside
// production, for the stand-in).
export const pushSubscriptionBodySchema = z.strictObject({
  endpoint: z.url().max(1024),
  keys: z.strictObject({
    p256dh: z.string().min(80).max(100),
    auth: z.string().min(16).max(32),
  }),
  // The console's language on that device: the notifications' texts are written in it.
  locale: localeSchema,
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;
export const subscribePushCall = defineCall({
  method: "POST",
  path: `${staffBase}/push/subscriptions`,
  body: pushSubscriptionBodySchema,
  response: okEnvelope(z.object({ subscribed: z.literal(true) })),
});
export const unsubscribePushCall = defineCall({
  method: "POST",
  path: `${staffBase}/push/subscriptions/remove`,
  body: z.strictObject({ endpoint: z.url().max(1024) }),
  response: okEnvelope(z.object({ removed: z.boolean() })),
});

// What a push message carries (encrypted, RFC 8291): no guest personal data, only what the notification
// shows and where a tap leads. title and body are rendered by the server in the subscribing session's
// console language (locale); url is a console path the notification opens.
export const pushPayloadSchema = z.object({
  alert_id: z.string(),
  kind: alertKindSchema,
  escalated: z.boolean(),
  table_label: z.string().nullable(),
  serial: z.number().int().nullable(),
  amount: z.number().int().nullable(),
  currency: z.string(),
  locale: localeSchema,
  title: z.string(),
  body: z.string(),
  url: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

// socket.io: the staff namespace's venue room hears `floor:alert` (an alert made, acknowledged, escalated
// or resolved); the phone view patches its list, sounds and vibrates for new ones it should hear.
export const floorAlertEvent = "floor:alert";
