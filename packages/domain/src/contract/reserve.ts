import { z } from "zod";
import { defineCall, superappBase } from "./call";
import {
  commentSchema,
  countrySchema,
  currencySchema,
  idSchema,
  isoDateTimeSchema,
  itemIdListSchema,
  localDateSchema,
  localeSchema,
  okEnvelope,
  phoneSchema,
  secretIdSchema,
  venueLinkSchema,
} from "./common";
import { menuSchema } from "./menu";
import { paymentFormSchema } from "./order";
import { phoneVerificationTokenSchema } from "./phone-verification";
import { reservationSchema, timeSlotSchema } from "./reservation";
import { venueSchema } from "./venue";

// SPEC §7 reservation calls, under /api/superapp on the /reserve and /reservations reading of the paths.

// GET /reserve/{cafeLink}/prepare -> cafe, currency, menu (the venue's service menu), country.
export const reservePrepareParamsSchema = z.object({ cafeLink: venueLinkSchema });
export type ReservePrepareParams = z.infer<typeof reservePrepareParamsSchema>;
export const reservePrepareDataSchema = z.object({
  cafe: venueSchema,
  currency: currencySchema,
  menu: menuSchema,
  country: countrySchema,
});
export type ReservePrepareData = z.infer<typeof reservePrepareDataSchema>;
export const reservePrepareResponseSchema = okEnvelope(reservePrepareDataSchema);
export const reservePrepareCall = defineCall({
  method: "GET",
  path: `${superappBase}/reserve/:cafeLink/prepare`,
  params: reservePrepareParamsSchema,
  response: reservePrepareResponseSchema,
});

// The chosen service as sent: ids only, the server prices it (SPEC §3 reserve cart has quantity 1).
export const reserveCartItemBodySchema = z.strictObject({
  product_id: idSchema,
  quantity: z.literal(1),
  variants: itemIdListSchema,
  modificators: itemIdListSchema,
});
export type ReserveCartItemBody = z.infer<typeof reserveCartItemBodySchema>;

// SPEC §5 reservation form: names and phone required, email required and containing '@', comment
// optional, persons 1..7. phone_token is needed when the venue uses phone verification.
export const reserveCreateBodySchema = z.strictObject({
  cart_item: reserveCartItemBodySchema,
  persons_count: z.number().int().min(1).max(7),
  client_first_name: z.string().trim().min(1).max(100),
  client_last_name: z.string().trim().min(1).max(100),
  client_phone: phoneSchema,
  client_email: z.email().max(200),
  comment: commentSchema.optional(),
  reservation_date: isoDateTimeSchema,
  cafe_id: idSchema,
  phone_token: phoneVerificationTokenSchema.nullable().optional(),
});
export type ReserveCreateBody = z.infer<typeof reserveCreateBodySchema>;
export const reservationDataSchema = z.object({ reservation: reservationSchema });
export type ReservationData = z.infer<typeof reservationDataSchema>;
export const reservationResponseSchema = okEnvelope(reservationDataSchema);
export const reserveCreateCall = defineCall({
  method: "POST",
  path: `${superappBase}/reserve/create`,
  body: reserveCreateBodySchema,
  response: reservationResponseSchema,
});

// POST /reserve/compute-timeslots cafe_id, date, variants (flat list of selected item ids), service_id
// -> time_slots. date is the venue-local day (SPEC §9: slots are fetched per date and variants).
export const computeTimeslotsBodySchema = z.strictObject({
  cafe_id: idSchema,
  date: localDateSchema,
  variants: itemIdListSchema,
  service_id: idSchema,
});
export type ComputeTimeslotsBody = z.infer<typeof computeTimeslotsBodySchema>;
export const computeTimeslotsDataSchema = z.object({ time_slots: z.array(timeSlotSchema) });
export type ComputeTimeslotsData = z.infer<typeof computeTimeslotsDataSchema>;
export const computeTimeslotsResponseSchema = okEnvelope(computeTimeslotsDataSchema);
export const computeTimeslotsCall = defineCall({
  method: "POST",
  path: `${superappBase}/reserve/compute-timeslots`,
  body: computeTimeslotsBodySchema,
  response: computeTimeslotsResponseSchema,
});

// A reservation id opens the guest's details (name, phone), so it is a secret id.
export const reservationParamsSchema = z.object({ id: secretIdSchema });
export type ReservationParams = z.infer<typeof reservationParamsSchema>;

// GET /reservations/{id}/payment-form -> form {gateway, url} (SPEC §4: pending reservations pay the deposit).
export const paymentFormDataSchema = z.object({ form: paymentFormSchema });
export type PaymentFormData = z.infer<typeof paymentFormDataSchema>;
export const paymentFormResponseSchema = okEnvelope(paymentFormDataSchema);
export const reservationPaymentFormCall = defineCall({
  method: "GET",
  path: `${superappBase}/reservations/:id/payment-form`,
  params: reservationParamsSchema,
  response: paymentFormResponseSchema,
});

// GET /reservations/{id} -> reservation.
export const reservationGetCall = defineCall({
  method: "GET",
  path: `${superappBase}/reservations/:id`,
  params: reservationParamsSchema,
  response: reservationResponseSchema,
});

// Links opened by the browser, answered with a file (PDF, iCalendar), not an envelope.
// The receipt is written in the guest's language (lang, English when absent).
export const reservationPdfReceiptQuerySchema = z.object({ lang: localeSchema.optional() });
export const reservationPdfReceiptCall = defineCall({
  method: "GET",
  path: `${superappBase}/reservations/:id/pdf-receipt`,
  params: reservationParamsSchema,
  query: reservationPdfReceiptQuerySchema,
});
// The invite's words (the number of persons) in the language the guest reads, as the PDF receipt's.
export const reservationCalendarInviteCall = defineCall({
  method: "GET",
  path: `${superappBase}/reservations/:id/calendar-invite`,
  params: reservationParamsSchema,
  query: reservationPdfReceiptQuerySchema,
});
