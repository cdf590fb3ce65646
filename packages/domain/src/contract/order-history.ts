import { z } from "zod";
import { defineCall } from "./call";
import { idSchema, isoDateTimeSchema, moneySchema, payMethodSchema, queryNumber } from "./common";
import { orderStatusSchema, orderTypeSchema } from "./order";
import { staffBase } from "./staff";

// The console's order history: every order of the venue, open or long closed, found by its number,
// table, time, status, mode, amount or pay method, newest first, a page at a time. Not part of SPEC §7
// (the guest contract); the same roles as the day view may call it (it shows the day's money).

export const orderHistoryDefaultLimit = 25;
export const orderHistoryMaxLimit = 100;

// A wall-clock time in the venue's zone, "HH:MM"; "24:00" ends a day.
const localTimeSchema = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, "a time HH:MM")
  .transform((s) => ({ hour: Number(s.slice(0, 2)), minute: Number(s.slice(3, 5)) }));

// Where the previous page ended: the last order's creation instant (epoch milliseconds) and id. Opaque to
// the console, which only passes back the next_cursor it was given.
export const orderHistoryCursorSchema = z
  .string()
  .regex(/^\d{1,15}\.[A-Za-z0-9_-]{1,64}$/, "a cursor from next_cursor")
  .transform((s) => {
    const dot = s.indexOf(".");
    return { at: new Date(Number(s.slice(0, dot))), id: s.slice(dot + 1) };
  })
  .refine((c) => !Number.isNaN(c.at.getTime()), "a cursor from next_cursor");
export const orderHistoryCursorOf = (at: Date, id: string) => `${at.getTime()}.${id}`;

const amountSchema = queryNumber(moneySchema.max(1e9));

export const orderHistoryQuerySchema = z
  .object({
    // The venue's day, "YYYY-MM-DD"; absent searches every day.
    date: z.iso.date().optional(),
    // Placed from (inclusive) and to (exclusive), the venue's wall clock on `date`.
    from: localTimeSchema.optional(),
    to: localTimeSchema.optional(),
    // The order's number (serial_order_id), unique within the venue.
    serial: queryNumber(z.number().int().min(1).max(2_147_483_647)).optional(),
    // An eat-in table's name as the venue wrote it ("5", "Terrace 2"), any case; every hall's.
    table: z.string().trim().min(1).max(100).optional(),
    status: orderStatusSchema.optional(),
    mode: orderTypeSchema.optional(),
    // An order one of whose payments moved money this way (or, before any did, the way it is to be paid).
    method: payMethodSchema.optional(),
    // What the order took: its paid payments with their tips, in the venue's currency (SPEC §7 decimals).
    amount_min: amountSchema.optional(),
    amount_max: amountSchema.optional(),
    cursor: orderHistoryCursorSchema.optional(),
    limit: queryNumber(z.number().int().min(1).max(orderHistoryMaxLimit)).default(orderHistoryDefaultLimit),
  })
  .refine((q) => (q.from === undefined && q.to === undefined) || q.date !== undefined, {
    message: "a time range needs a date",
    path: ["date"],
  })
  .refine(
    (q) =>
      q.from === undefined ||
      q.to === undefined ||
      q.from.hour * 60 + q.from.minute < q.to.hour * 60 + q.to.minute,
    { message: "from must be before to", path: ["to"] },
  )
  .refine((q) => q.amount_min === undefined || q.amount_max === undefined || q.amount_min <= q.amount_max, {
    message: "amount_min must not exceed amount_max",
    path: ["amount_max"],
  });
export type OrderHistoryQuery = z.output<typeof orderHistoryQuerySchema>;

export const orderHistoryRowSchema = z.object({
  id: z.string(),
  serial: z.number().int(),
  created_at: isoDateTimeSchema,
  closed_at: isoDateTimeSchema.nullable(),
  status: orderStatusSchema,
  order_type: orderTypeSchema,
  // Eat-in: the hall and the table; null for takeaway and delivery.
  section_name: z.string().nullable(),
  table_name: z.string().nullable(),
  // Paid payments with their tips, and what of them was given back.
  paid: moneySchema,
  refunded: moneySchema,
  methods: z.array(payMethodSchema),
});
export type OrderHistoryRow = z.infer<typeof orderHistoryRowSchema>;

export const orderHistorySchema = z.object({
  orders: z.array(orderHistoryRowSchema),
  // Pass back as `cursor` for the next (older) page; null on the last page.
  next_cursor: z.string().nullable(),
});
export type OrderHistory = z.infer<typeof orderHistorySchema>;

export const orderHistoryCall = defineCall({
  method: "GET",
  path: `${staffBase}/venues/:venueId/orders`,
  params: z.object({ venueId: idSchema }),
  query: orderHistoryQuerySchema,
  response: z.object({ success: z.literal(true), data: orderHistorySchema }),
});
