import { z } from "zod";
import { defineCall } from "./call";
import { idSchema, isoDateTimeSchema, moneySchema, okEnvelope, payMethodSchema } from "./common";
import { moneyAmountSchema } from "./field-rules";

// The day's money by pay method and its end-of-shift close-out (the venue console; not SPEC §7's guest
// contract). Amounts are SPEC §7 decimals on the wire; the server sums whole minor units
// (rules/day-money.ts) and converts once.
const staffBase = "/api/staff";

// A difference may be below zero (a drawer short of what it should hold).
const signedMoneySchema = z.number().finite();

// One method's (or all methods') line: net = sales + tips + deposits − refunds.
export const dayMoneyRowSchema = z.object({
  sales: moneySchema,
  tips: moneySchema,
  deposits: moneySchema,
  refunds: moneySchema,
  net: signedMoneySchema,
});
export const dayMoneySchema = z.object({
  cash: dayMoneyRowSchema,
  card: dayMoneyRowSchema,
  online: dayMoneyRowSchema,
  all: dayMoneyRowSchema,
});

// A reservation deposit whose money came in this day (paid online, SPEC §3 Reservation), refunded since
// or not. The reservation is named by its guest and start, never by its id (a secret: it opens the
// guest's receipt).
export const dayDepositSchema = z.object({
  at: isoDateTimeSchema,
  guest_name: z.string(),
  starts_at: isoDateTimeSchema,
  persons: z.number().int().min(0),
  method: payMethodSchema,
  status: z.enum(["paid", "refunded"]),
  amount: moneySchema,
  refunded: moneySchema,
});

// One close-out of a venue day: who closed it and when, the cash the drawer should have held then (the
// cash line's net), what the manager counted, and counted − expected. Redoing it adds a version.
export const dayCloseOutSchema = z.object({
  version: z.number().int().min(1),
  at: isoDateTimeSchema,
  staff_name: z.string(),
  expected_cash: signedMoneySchema,
  counted_cash: moneySchema,
  difference: signedMoneySchema,
  note: z.string().nullable(),
});
export type DayCloseOut = z.infer<typeof dayCloseOutSchema>;

export const dayCloseOutNoteMax = 500;
export const dayCloseOutBodySchema = z.strictObject({
  date: z.iso.date(),
  // What the manager counted in the drawer: a decimal with at most 2 places, at most fieldLimits.money.
  counted_cash: moneyAmountSchema,
  note: z.string().trim().max(dayCloseOutNoteMax).optional(),
});
export type DayCloseOutBody = z.infer<typeof dayCloseOutBodySchema>;

// POST: closes the venue's day (manager only); answers the new version. The day's own answer lists the
// versions, newest first. GET `${dayCloseOutCall.path}.csv?date=` is the close-out table as CSV.
export const dayCloseOutCall = defineCall({
  method: "POST",
  path: `${staffBase}/venues/:venueId/day/close-out`,
  params: z.object({ venueId: idSchema }),
  body: dayCloseOutBodySchema,
  response: okEnvelope(z.object({ close_out: dayCloseOutSchema })),
});
