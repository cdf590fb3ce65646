import { z } from "zod";
import { defineCall } from "./call";
import {
  idSchema,
  insideCodeSchema,
  isoDateTimeSchema,
  localeSchema,
  moneySchema,
  payMethodSchema,
  secretIdSchema,
  tableTokenSchema,
} from "./common";
import { dayRatingsSchema } from "./rating";
import { dayCloseOutSchema, dayDepositSchema, dayMoneySchema } from "./day";
import { billShareCoverSchema, fulfilmentSchema, orderSchema } from "./order";
import type { Ticket } from "./kitchen";
import type { FloorAlert } from "./floor";
import { reservationSchema } from "./reservation";

// The venue console's API. Not part of SPEC §7 (the guest contract): the venue's people call
// it from /console with a session cookie, a service (a POS) with `Authorization: Bearer <STAFF_TOKEN>`.
// Every venue-scoped call checks the caller's venue; another venue's ids answer 404 (its venue path 403).
export const staffBase = "/api/staff";

export const staffRoleSchema = z.enum(["manager", "waiter", "kitchen"]);
export type StaffRole = z.infer<typeof staffRoleSchema>;

// Cookie-authenticated calls that change something carry this header: a cross-site form cannot set it,
// and a cross-origin fetch that sets it needs a preflight the server never grants (CSRF).
export const consoleCsrfHeader = "x-tablewise-console";

// --- session -------------------------------------------------------------------------------------------
// A login is an email or a name, unique over all venues, compared case-insensitively.
export const staffLoginBodySchema = z.strictObject({
  login: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(200),
});
export type StaffLoginBody = z.infer<typeof staffLoginBodySchema>;

export const staffMeSchema = z.object({
  staff_id: idSchema,
  name: z.string(),
  role: staffRoleSchema,
  venue: z.object({
    _id: idSchema,
    link: z.string(), // the guest app's /{cafe_link}
    name: z.string(),
    currency: z.string(),
    time_zone: z.string(),
  }),
  session_expires_at: isoDateTimeSchema,
});
export type StaffMe = z.infer<typeof staffMeSchema>;
const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
export const staffMeResponseSchema = ok(staffMeSchema);

export const staffLoginCall = defineCall({
  method: "POST",
  path: `${staffBase}/session`,
  body: staffLoginBodySchema,
  response: staffMeResponseSchema,
});
export const staffSessionCall = defineCall({
  method: "GET",
  path: `${staffBase}/session`,
  response: staffMeResponseSchema,
});
// Logout: revokes this session (DELETE is not in HttpMethod; a POST keeps the descriptor simple).
export const staffLogoutCall = defineCall({
  method: "POST",
  path: `${staffBase}/session/logout`,
  response: ok(z.object({ ok: z.literal(true) })),
});

// --- board ---------------------------------------------------------------------------------------------
const venueParams = z.object({ venueId: idSchema });

// A payment as the venue sees it: its secret id is the key of confirm, reject and refund.
export const staffPaymentSchema = z.object({
  id: secretIdSchema,
  public_id: z.string(),
  method: payMethodSchema,
  status: z.enum([
    "requested",
    "pending",
    "held",
    "paid",
    "rejected",
    "cancelled",
    "declined",
    "expired",
    "refunded",
  ]),
  amount: moneySchema,
  tip: moneySchema,
  total: moneySchema,
  // What was refunded of it through the gateway (console refunds may be partial).
  refunded_amount: moneySchema.default(0),
  items: z.array(z.object({ line_id: idSchema, quantity: z.number().int().min(1) })),
  // A share of the bill's money instead of items (docs/decisions/020-pay-a-share.md), null for items.
  covers: billShareCoverSchema.nullable().default(null),
  waiter_id: z.string().nullable(),
  created_at: isoDateTimeSchema,
  settled_at: isoDateTimeSchema.nullable(),
  expires_at: isoDateTimeSchema.nullable(),
});
export type StaffPayment = z.infer<typeof staffPaymentSchema>;

// Who did what to an order, a reservation or a payment, and when (the audit list).
export const staffAuditEntrySchema = z.object({
  action: z.string(),
  actor: z.object({ kind: z.enum(["staff", "service", "system"]), name: z.string() }),
  at: isoDateTimeSchema,
  reason: z.string().optional(),
  amount: moneySchema.optional(),
  // The manager who approved a waiter's void, comp or discount on the spot.
  approved_by: z.string().optional(),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

export const staffOrderSchema = z.object({
  order: orderSchema,
  payments: z.array(staffPaymentSchema),
  fulfilment: fulfilmentSchema.nullable(),
  // Eat-in: when the kitchen's stations finished every line sent (ready to serve); null while any is to
  // make. Absent where the venue has no stations.
  kitchen_ready_at: isoDateTimeSchema.nullable().optional(),
  // The delivery tariff's name, when the venue's tariffs name one.
  tariff: z.string().nullable(),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

export const staffOrderDetailSchema = staffOrderSchema.extend({ audit: z.array(staffAuditEntrySchema) });
export type StaffOrderDetail = z.infer<typeof staffOrderDetailSchema>;

export const staffReservationSchema = reservationSchema.extend({
  reason: z.string().optional(), // why the venue declined it
  expires_at: isoDateTimeSchema.nullable(), // an unpaid deposit's hold
});
export type StaffReservation = z.infer<typeof staffReservationSchema>;

// A guest's call-waiter (SPEC §7 POST /inside/{code}/call-waiter), open until a waiter acknowledges it.
export const waiterCallSchema = z.object({
  id: idSchema,
  table_code: insideCodeSchema,
  section_name: z.string(),
  table_name: z.string(),
  called_at: isoDateTimeSchema,
  acknowledged_at: isoDateTimeSchema.nullable(),
  acknowledged_by: z.string().nullable(),
});
export type WaiterCall = z.infer<typeof waiterCallSchema>;

// Everything open at the venue now: what the board shows. Orders: open eat-in orders, and delivery and
// takeaway orders not yet closed or cancelled, plus those that ended in the last 2 hours (recent).
// Reservations: from the start of today in the venue's zone, not cancelled more than 2 hours ago.
// Waiter calls: unacknowledged ones of the last 2 hours and those acknowledged in the last 10 minutes.
export const staffBoardSchema = z.object({
  generated_at: isoDateTimeSchema,
  orders: z.array(staffOrderSchema),
  reservations: z.array(staffReservationSchema),
  waiter_calls: z.array(waiterCallSchema),
});
export type StaffBoard = z.infer<typeof staffBoardSchema>;

export const staffBoardCall = defineCall({
  method: "GET",
  path: `${staffBase}/venues/:venueId/board`,
  params: venueParams,
  response: ok(staffBoardSchema),
});
export const staffOrderCall = defineCall({
  method: "GET",
  path: `${staffBase}/orders/:id`,
  params: z.object({ id: secretIdSchema }),
  response: ok(staffOrderDetailSchema),
});

// --- actions -------------------------------------------------------------------------------------------
// Every action takes an `Idempotency-Key` header (8..128 url-safe characters): the same key again answers
// what the first call answered and does nothing twice. Without a key a repeated action is a 409.
export const idempotencyKeyHeader = "idempotency-key";
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/);

export const declineBodySchema = z.strictObject({ reason: z.string().trim().min(1).max(500) });
export const emptyBodySchema = z.strictObject({}).optional();

// Closing an eat-in bill with something unpaid (SPEC §4): the venue says why; the server records the
// amount, the reason and who. Without it an unpaid close is refused (409, details.reason `unpaid_bill`).
export const unpaidCloseReasonSchema = z.enum(["walked_out", "paid_elsewhere", "on_the_house", "other"]);
export type UnpaidCloseReason = z.infer<typeof unpaidCloseReasonSchema>;
export const closeBodySchema = z
  .strictObject({
    unpaid_reason: unpaidCloseReasonSchema.optional(),
    note: z.string().trim().max(300).optional(),
  })
  .refine((b) => b.unpaid_reason !== "other" || !!b.note, { message: "other needs a note", path: ["note"] })
  .refine((b) => !b.note || !!b.unpaid_reason, { message: "a note goes with a reason", path: ["note"] })
  .optional();
export type CloseBody = z.infer<typeof closeBodySchema>;

// A manager's login and password typed into a waiter's dialog on the spot (checked like a sign-in).
export const managerApprovalSchema = staffLoginBodySchema;
// POST `${staffBase}/orders/:id/adjust`: void, comp or discount units of one line (line_id, quantity
// absent for all its open units) or of the whole order, with a reason. A manager's own; a waiter's with
// `approval`. Only units neither paid nor held are adjusted (409, details.reason `refund_first`, otherwise).
export const adjustBodySchema = z
  .strictObject({
    kind: z.enum(["void", "comp", "discount"]),
    line_id: idSchema.optional(),
    quantity: z.number().int().min(1).max(1000).optional(),
    percent: z.number().int().min(1).max(99).optional(),
    reason: z.string().trim().min(1).max(300),
    approval: managerApprovalSchema.optional(),
  })
  .refine((b) => (b.kind === "discount") === (b.percent !== undefined), {
    message: "a discount, and only a discount, has a percent",
    path: ["percent"],
  })
  .refine((b) => b.quantity === undefined || b.line_id !== undefined, {
    message: "a quantity is of one line",
    path: ["quantity"],
  });
export type AdjustBody = z.infer<typeof adjustBodySchema>;
// An online payment refunded in part or (amount absent) in full, through its gateway. The amount is a SPEC
// §7 decimal; the server reads it into minor units (an amount below 0.01 is refused) and computes from there.
export const refundBodySchema = z.strictObject({ amount: moneySchema.positive().optional() });

// Orders (eat-in and its appends; takeaway and delivery), POST `${staffBase}/orders/:id/<action>`:
// accept, decline {reason}, served, close (eat-in); accept, ready, out_for_delivery, delivered,
// decline {reason} (takeaway and delivery; out_for_delivery is for delivery only). Answer: the order.
export const orderActionSchema = z.enum([
  "accept",
  "decline",
  "served",
  "close",
  "ready",
  "out_for_delivery",
  "delivered",
]);
export type OrderAction = z.infer<typeof orderActionSchema>;
export const staffOrderResponseSchema = ok(staffOrderSchema);

// Payments, POST `${staffBase}/payments/:id/<confirm|reject|refund>` (refund: refundBodySchema).
export const paymentActionSchema = z.enum(["confirm", "reject", "refund"]);
export type PaymentAction = z.infer<typeof paymentActionSchema>;
export const staffPaymentResponseSchema = ok(z.object({ payment: staffPaymentSchema }));

// Reservations, POST `${staffBase}/reservations/:id/<confirm|decline>` (decline: declineBodySchema).
export const reservationActionSchema = z.enum(["confirm", "decline"]);
export const staffReservationResponseSchema = ok(z.object({ reservation: staffReservationSchema }));

// Waiter calls, POST `${staffBase}/waiter-calls/:id/acknowledge`.
export const staffWaiterCallResponseSchema = ok(z.object({ waiter_call: waiterCallSchema }));

// The board's reservations and waiter calls alone (the same windows as the board), for a POS or a test.
export const staffReservationsCall = defineCall({
  method: "GET",
  path: `${staffBase}/venues/:venueId/reservations`,
  params: venueParams,
  response: ok(z.object({ reservations: z.array(staffReservationSchema) })),
});
export const staffWaiterCallsCall = defineCall({
  method: "GET",
  path: `${staffBase}/venues/:venueId/waiter-calls`,
  params: venueParams,
  response: ok(z.object({ waiter_calls: z.array(waiterCallSchema) })),
});

// --- stop list -----------------------------------------------------------------------------------------
// A product, or one item of its variant groups, marked unavailable by the manager or the kitchen.
export const stopEntrySchema = z.object({
  product_id: idSchema,
  variant_item_id: idSchema.nullable(),
});
export type StopEntry = z.infer<typeof stopEntrySchema>;
export const stopListSchema = z.object({
  entries: z.array(stopEntrySchema.extend({ stopped_at: isoDateTimeSchema, stopped_by: z.string() })),
});
export type StopList = z.infer<typeof stopListSchema>;
export const stopListCall = defineCall({
  method: "GET",
  path: `${staffBase}/venues/:venueId/stop-list`,
  params: venueParams,
  response: ok(stopListSchema),
});
// Marks (unavailable: true) or clears one entry; answers the whole list.
export const stopListSetBodySchema = stopEntrySchema.extend({ unavailable: z.boolean() }).strict();
export const stopListSetCall = defineCall({
  method: "POST",
  path: `${staffBase}/venues/:venueId/stop-list`,
  params: venueParams,
  body: stopListSetBodySchema,
  response: ok(stopListSchema),
});

// --- tables and the QR sheet ---------------------------------------------------------------------------
export const staffTableSchema = z.object({
  section_name: z.string(),
  table_name: z.string(),
  code: insideCodeSchema,
  token: tableTokenSchema,
  qr_url: z.string().startsWith("/new/"), // relative to the app's origin (SPEC §2 /new/{code})
});
export const staffTablesCall = defineCall({
  method: "GET",
  path: `${staffBase}/venues/:venueId/tables`,
  params: venueParams,
  response: ok(z.object({ tables: z.array(staffTableSchema) })),
});
// GET `${staffBase}/venues/:venueId/tables/qr.pdf?locale=<locale>&page=<n>`: one page per table (manager
// only). One file holds at most qrSheetMaxTables tables (about 11 MB and 5 s of one core); a venue with
// more asks for its sheet in parts, page=1 the first qrSheetMaxTables tables in the list's order, and so on.
export const qrSheetMaxTables = 5000;
export const qrSheetQuerySchema = z.object({
  locale: localeSchema.optional(),
  page: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, "a page number from 1")
    .transform(Number)
    .optional(),
});
// How many files a venue's sheet takes (the console shows one link per file).
export const qrSheetPages = (tables: number) => Math.max(1, Math.ceil(tables / qrSheetMaxTables));

// --- the day -------------------------------------------------------------------------------------------
// A day in the venue's zone, "YYYY-MM-DD"; absent is today.
export const dayQuerySchema = z.object({ date: z.iso.date().optional() });
export const staffDaySchema = z.object({
  date: z.iso.date(),
  currency: z.string(),
  orders_count: z.number().int().min(0),
  cancelled_count: z.number().int().min(0),
  // The venue's zone (SPEC §9): the day is its midnight to midnight; the CSV's times are in it.
  time_zone: z.string(),
  // Each method's net (sales + tips + deposits − refunds, the `money` rows' last column) and all of them.
  totals: z.object({
    cash: moneySchema,
    card: moneySchema,
    online: moneySchema,
    all: moneySchema,
  }),
  tips: z.array(z.object({ waiter_id: z.string().nullable(), waiter_name: z.string(), amount: moneySchema })),
  refunds: z.object({ count: z.number().int().min(0), amount: moneySchema }),
  // The close-out table: per method and in all, sales, tips, deposits, refunds and the net.
  money: dayMoneySchema,
  deposits: z.array(dayDepositSchema),
  // The day's close-outs, newest first (a redo adds a version); empty until a manager closes it.
  close_outs: z.array(dayCloseOutSchema),
  // Bills closed unpaid and the voids, comps and discounts of the day, with their reasons and who.
  // Optional: a POS reading an older server's answer still parses it.
  adjustments: z
    .object({
      unpaid: z.object({ count: z.number().int().min(0), amount: moneySchema }),
      void: z.object({ count: z.number().int().min(0), amount: moneySchema }),
      comp: z.object({ count: z.number().int().min(0), amount: moneySchema }),
      discount: z.object({ count: z.number().int().min(0), amount: moneySchema }),
      list: z.array(
        z.object({
          at: isoDateTimeSchema,
          order_id: z.string(),
          kind: z.enum(["unpaid", "void", "comp", "discount"]),
          amount: moneySchema,
          reason: z.string(),
          by: z.string(),
          approved_by: z.string().nullable(),
        }),
      ),
    })
    .optional(),
  // "Goes well with" taken in the day's placed orders (cancelled orders and additions left out): lines
  // added from a product's suggestion sheet, and the pairs (suggesting product -> added one) most taken
  // first. Optional: a POS reading an older server's answer still parses it.
  suggestions: z
    .object({
      taken: z.number().int().min(0),
      pairs: z.array(
        z.object({
          from_id: z.string(),
          from_name: z.string(),
          to_id: z.string(),
          to_name: z.string(),
          count: z.number().int().min(1),
        }),
      ),
    })
    .optional(),
  // The day's guest ratings (contract/rating.ts): how many, their mean, the 1 to 3 star ones. Optional:
  // a POS reading an older server's answer still parses it.
  ratings: dayRatingsSchema.optional(),
  payments: z.array(
    z.object({
      at: isoDateTimeSchema,
      order_serial: z.number().int(),
      // The order's id (the console opens it from the row) and, eat-in, its hall: two halls may each
      // have a "Table 5". Optional: a POS reading an older server's answer still parses it.
      order_id: z.string().optional(),
      order_type: z.string(),
      section_name: z.string().nullable().optional(),
      table_name: z.string().nullable(),
      method: payMethodSchema,
      status: z.string(),
      amount: moneySchema,
      tip: moneySchema,
      refunded: moneySchema,
      // The waiter the guest chose for the tip (the venue's waiters), null for none.
      waiter_name: z.string().nullable().default(null),
    }),
  ),
});
export type StaffDay = z.infer<typeof staffDaySchema>;
export const staffDayCall = defineCall({
  method: "GET",
  path: `${staffBase}/venues/:venueId/day`,
  params: venueParams,
  query: dayQuerySchema,
  response: ok(staffDaySchema),
});
// GET `${staffBase}/venues/:venueId/day.csv?date=`: the same payments as CSV (manager only), cells
// neutralised against CSV injection (DESIGN.md §6).

// --- realtime ------------------------------------------------------------------------------------------
// socket.io namespace /staff; the handshake is authenticated by the session cookie (or, for a service,
// auth: { token: STAFF_TOKEN, venue_id }). A socket joins its venue's room; the server sends `board`
// hints, and the console refetches (or patches) what they name. After a reconnect it refetches the board.
export const staffNamespace = "/staff";
export const boardHintSchema = z.object({
  // setup: a manager saved a change of the venue's setup: open editors refetch it.
  // rating: a guest rated 1 to 3 stars (contract/rating.ts): the board shows a notice.
  kind: z.enum(["order", "reservation", "waiter_call", "payment", "stop_list", "setup", "rating"]),
  id: z.string(),
  // created: something new for the venue (sound and badge); updated: a change to what it has.
  change: z.enum(["created", "updated"]),
  at: isoDateTimeSchema,
});
export type BoardHint = z.infer<typeof boardHintSchema>;
// The kitchen's events (contract/kitchen.ts): a ticket made or changed, and the counter board changed.
export type StaffServerToClientEvents = {
  board: (hint: BoardHint) => void;
  "kitchen:ticket": (ticket: Ticket) => void;
  "kitchen:counter": (hint: { at: string }) => void;
  // contract/printers.ts: a station's printer status or waiting count changed.
  "kitchen:printer": (hint: { station_id: string; at: string }) => void;
  // contract/floor.ts: a floor alert made, acknowledged, escalated or resolved.
  "floor:alert": (alert: FloorAlert) => void;
};
export type StaffClientToServerEvents = Record<string, never>;
