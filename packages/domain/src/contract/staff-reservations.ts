import { z } from "zod";
import { defineCall } from "./call";
import { idSchema, isoDateTimeSchema, localDateSchema, okEnvelope, secretIdSchema } from "./common";
import { staffBase, staffReservationSchema } from "./staff";

// The console's Reservations screen: one venue-local day's reservations, as a list and on a timeline of
// the day's opening hours, and the venue's cancel and move of one. Not part of SPEC §7 (the guest
// contract); managers and waiters may call it (reservations are not the kitchen's).

// A reservation of the day with when its booking ends (the chosen duration, SPEC §9 one slot without one).
export const dayReservationSchema = staffReservationSchema.extend({ ends_at: isoDateTimeSchema });
export type DayReservation = z.infer<typeof dayReservationSchema>;

export const reservationDaySchema = z.object({
  date: localDateSchema,
  time_zone: z.string(),
  // The day's opening hours (SPEC §4 schedule; a night past midnight ends the next morning); null: closed.
  opens_at: isoDateTimeSchema.nullable(),
  closes_at: isoDateTimeSchema.nullable(),
  reservations: z.array(dayReservationSchema),
});
export type ReservationDay = z.infer<typeof reservationDaySchema>;

export const reservationDayCall = defineCall({
  method: "GET",
  path: `${staffBase}/venues/:venueId/reservations/day`,
  params: z.object({ venueId: idSchema }),
  query: z.object({ date: localDateSchema }),
  response: okEnvelope(reservationDaySchema),
});

// POST `${staffBase}/reservations/:id/cancel`: the venue cancels a pending or confirmed reservation; a
// paid deposit goes back through the gateway that took it. Cancelling a cancelled one answers it unchanged.
export const cancelReservationBodySchema = z.strictObject({ reason: z.string().trim().min(1).max(500) });

// POST `${staffBase}/reservations/:id/move`: a confirmed reservation to another bookable slot of its
// service (SPEC §9 slots and capacity); 409 when the slot is not bookable or has too few free places.
export const moveReservationBodySchema = z.strictObject({ starts_at: isoDateTimeSchema });

export const reservationIdParamsSchema = z.object({ id: secretIdSchema });
export const reservationChangeResponseSchema = okEnvelope(z.object({ reservation: staffReservationSchema }));
