import { z } from "zod";
import { defineCall } from "./call";
import { idSchema, isoDateTimeSchema, okEnvelope } from "./common";
import { staffBase } from "./staff";

// Kitchen and bar: stations, where each category (or one product) is made, the tickets an accepted
// order or addition becomes on each station, and the counter screen of orders in preparation and ready.
// Not part of SPEC §7 (the guest contract). Setup (stations, routes, auto-accept) is the manager's; the
// station screen and its bumps are the kitchen's, the manager's and the waiter's; the counter screen any
// signed-in staff's. Another venue's ids answer 404 (its venue path 403).
export const kitchenBase = `${staffBase}/venues/:venueId/kitchen`;
const venueParams = z.object({ venueId: idSchema });
const stationParams = z.object({ venueId: idSchema, stationId: idSchema });
const ticketParams = z.object({ venueId: idSchema, ticketId: idSchema });

// --- setup ------------------------------------------------------------------------------------------------
const seconds = z
  .number()
  .int()
  .min(60)
  .max(4 * 3600);
export const stationSchema = z.object({
  _id: idSchema,
  name: z.string(),
  sort: z.number().int(),
  // The ticket's age is shown amber past warn_after_s and red past late_after_s.
  warn_after_s: seconds,
  late_after_s: seconds,
});
export type Station = z.infer<typeof stationSchema>;

export const stationBodySchema = z
  .strictObject({
    name: z.string().trim().min(1).max(60),
    sort: z.number().int().min(0).max(1000).optional(),
    warn_after_s: seconds.optional(),
    late_after_s: seconds.optional(),
  })
  .refine((b) => !b.warn_after_s || !b.late_after_s || b.warn_after_s < b.late_after_s, {
    message: "the late time must be after the warning time",
    path: ["late_after_s"],
  });
export type StationBody = z.infer<typeof stationBodySchema>;

// A route: a menu category's id, or a product's id overriding its category's station.
export const stationRouteSchema = z.object({
  kind: z.enum(["category", "product"]),
  key: idSchema,
  station_id: idSchema,
});
export type StationRoute = z.infer<typeof stationRouteSchema>;

// Per mode: does a new order wait for a person to accept it (false) or go straight to the stations?
export const autoAcceptSchema = z.object({
  inside: z.boolean(),
  preorder: z.boolean(),
  delivery: z.boolean(),
});
export type AutoAccept = z.infer<typeof autoAcceptSchema>;

export const kitchenSetupSchema = z.object({
  stations: z.array(stationSchema),
  routes: z.array(stationRouteSchema),
  auto_accept: autoAcceptSchema,
});
export type KitchenSetup = z.infer<typeof kitchenSetupSchema>;

export const kitchenSetupCall = defineCall({
  method: "GET",
  path: `${kitchenBase}/setup`,
  params: venueParams,
  response: okEnvelope(kitchenSetupSchema),
});
export const createStationCall = defineCall({
  method: "POST",
  path: `${kitchenBase}/stations`,
  params: venueParams,
  body: stationBodySchema,
  response: okEnvelope(z.object({ station: stationSchema })),
});
export const updateStationCall = defineCall({
  method: "POST",
  path: `${kitchenBase}/stations/:stationId`,
  params: stationParams,
  body: stationBodySchema,
  response: okEnvelope(z.object({ station: stationSchema })),
});
// Archives the station: its routes go, its past tickets stay; lines routed nowhere go to the first station.
export const removeStationCall = defineCall({
  method: "POST",
  path: `${kitchenBase}/stations/:stationId/remove`,
  params: stationParams,
  response: okEnvelope(z.object({ removed: z.literal(true) })),
});
// Replaces the venue's routes and auto-accept in one call (the console's one Save).
export const kitchenRoutesBodySchema = z.strictObject({
  routes: z.array(stationRouteSchema).max(2000),
  auto_accept: autoAcceptSchema,
});
export const saveKitchenRoutesCall = defineCall({
  method: "POST",
  path: `${kitchenBase}/routes`,
  params: venueParams,
  body: kitchenRoutesBodySchema,
  response: okEnvelope(kitchenSetupSchema),
});

// --- tickets ----------------------------------------------------------------------------------------------
export const ticketLineSchema = z.object({
  line_id: idSchema,
  product_id: idSchema,
  // In the menu's own language (the kitchen's), whatever language the guest ordered in.
  name: z.string(),
  quantity: z.number().int().positive(),
  variants: z.array(z.string()),
  modifiers: z.array(z.string()),
  comment: z.string().optional(),
  bumped_at: isoDateTimeSchema.nullable(),
  // On a "new" ticket: how many of these units a later cancel slip of this station took back (voided,
  // cancelled, stopped), so the ticket itself shows them struck out. Absent on cancel slips.
  cancelled: z.number().int().min(0).optional(),
});
export type TicketLine = z.infer<typeof ticketLineSchema>;

export const ticketSchema = z.object({
  _id: idSchema,
  station_id: idSchema,
  order_id: idSchema,
  // "new": make these; "cancel": stop making these (declined, cancelled, voided or stopped).
  kind: z.enum(["new", "cancel"]),
  serial: z.number().int(),
  order_type: z.enum(["inside", "preorder", "delivery"]),
  table_name: z.string().optional(),
  hall_name: z.string().optional(),
  guest_comment: z.string().optional(),
  allergy_note: z.string().optional(),
  reason: z.string().optional(),
  wanted_at: isoDateTimeSchema.optional(),
  created_at: isoDateTimeSchema,
  bumped_at: isoDateTimeSchema.nullable(),
  lines: z.array(ticketLineSchema),
});
export type Ticket = z.infer<typeof ticketSchema>;
// The reason of a cancel slip the stop list made (a dish stopped after its ticket reached the station):
// screens say it in their own words, printers print it as it is.
export const stoppedReason = "stopped";

// The station screen: its open tickets oldest first, the last bumped (for recall), and the all-day count.
// A station holds far fewer open tickets on a real evening; past this many the board sends the oldest
// (the ones to cook next) and says how many are open in all, so a screen never hides tickets silently.
export const stationBoardTicketCap = 500;

export const stationBoardSchema = z.object({
  station: stationSchema,
  // The station's open tickets, oldest first, at most stationBoardTicketCap of them.
  tickets: z.array(ticketSchema),
  // Every open ticket of the station; more than tickets.length when the board is capped.
  open_total: z.number().int().nonnegative(),
  recent_bumped: z.array(ticketSchema),
  // Each item still to make across the open "new" tickets, by name, most first.
  all_day: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  now: isoDateTimeSchema,
});
export type StationBoard = z.infer<typeof stationBoardSchema>;

export const stationBoardCall = defineCall({
  method: "GET",
  path: `${kitchenBase}/stations/:stationId/board`,
  params: stationParams,
  response: okEnvelope(stationBoardSchema),
});

// Bump (done) one line, or the whole ticket when line_id is absent; recall undoes a ticket's bump.
// Idempotent: bumping a bumped line answers the ticket as it is.
export const bumpBodySchema = z.strictObject({ line_id: idSchema.optional() });
export const bumpTicketCall = defineCall({
  method: "POST",
  path: `${kitchenBase}/tickets/:ticketId/bump`,
  params: ticketParams,
  body: bumpBodySchema,
  response: okEnvelope(z.object({ ticket: ticketSchema })),
});
export const recallTicketCall = defineCall({
  method: "POST",
  path: `${kitchenBase}/tickets/:ticketId/recall`,
  params: ticketParams,
  response: okEnvelope(z.object({ ticket: ticketSchema })),
});

// --- counter screen ---------------------------------------------------------------------------------------
// Order numbers in preparation and ready, for a TV by the pass or the takeaway counter. A ready order
// stays listed until it is picked up (served, delivered, out for delivery or closed).
export const counterBoardSchema = z.object({
  preparing: z.array(
    z.object({ serial: z.number().int(), order_type: z.enum(["inside", "preorder", "delivery"]) }),
  ),
  ready: z.array(
    z.object({ serial: z.number().int(), order_type: z.enum(["inside", "preorder", "delivery"]) }),
  ),
});
export type CounterBoard = z.infer<typeof counterBoardSchema>;
export const counterBoardCall = defineCall({
  method: "GET",
  path: `${kitchenBase}/counter`,
  params: venueParams,
  response: okEnvelope(counterBoardSchema),
});

// socket.io: the staff namespace's venue room hears `kitchen:ticket` (a ticket made or changed: the
// station screen merges it) and `kitchen:counter` (the counter board changed: refetch).
export const kitchenTicketEvent = "kitchen:ticket";
export const kitchenCounterEvent = "kitchen:counter";
