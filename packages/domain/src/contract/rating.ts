import { z } from "zod";
import { defineCall, superappBase } from "./call";
import { idSchema, isoDateTimeSchema, okEnvelope } from "./common";
import { orderParamsSchema } from "./order-calls";

// A word after paying: the guest of a paid order rates it once, 1 to 5 stars (SPEC §9 "Review scale out
// of 5"), with an optional comment. 1 to 3 reach the venue's console and the table's waiter at once; 4 and
// 5 are offered the venue's public review page when it has one.
export const ratingStarsSchema = z.number().int().min(1).max(5);
export const ratingCommentMax = 500;
// The most stars that count as a low rating: the venue hears of it at once.
export const lowRatingMaxStars = 3;
export const isLowRating = (stars: number) => stars <= lowRatingMaxStars;

export const rateBodySchema = z.strictObject({
  stars: ratingStarsSchema,
  // Trimmed; an empty comment is none.
  comment: z
    .string()
    .trim()
    .max(ratingCommentMax)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type RateBody = z.input<typeof rateBodySchema>;

export const ratingSchema = z.object({
  _id: idSchema,
  stars: ratingStarsSchema,
  comment: z.string().nullable(),
  created_at: isoDateTimeSchema,
});
export type Rating = z.infer<typeof ratingSchema>;

export const rateDataSchema = z.object({
  rating: ratingSchema,
  // The venue's public review page (https), only for 4 or 5 stars and only when the venue set one.
  review_url: z.string().nullable(),
});
export type RateData = z.infer<typeof rateDataSchema>;

// Eat-in: the same credentials as reading the order (x-access-code of its session or x-visitor-id). Only
// after one of its payments is confirmed paid (409 conflict, details.reason "not_paid", before); a second rating is 409 conflict, details.reason
// "already_rated" (a rating is final: no edits, so what the venue was told stays what the guest said).
export const rateOrderCall = defineCall({
  method: "POST",
  path: `${superappBase}/orders/:id/rating`,
  params: orderParamsSchema,
  body: rateBodySchema,
  response: okEnvelope(rateDataSchema),
});
// Takeaway and delivery: the order's secret id is the key, as for reading it.
export const ratePreorderCall = defineCall({
  method: "POST",
  path: `${superappBase}/preorders/:id/rating`,
  params: orderParamsSchema,
  body: rateBodySchema,
  response: okEnvelope(rateDataSchema),
});

// The day view's ratings (contract/staff.ts staffDaySchema) and the board's live notices of low ones.
export const staffRatingSchema = z.object({
  _id: idSchema,
  at: isoDateTimeSchema,
  order_id: z.string(),
  order_serial: z.number().int(),
  order_type: z.string(),
  section_name: z.string().nullable(),
  table_name: z.string().nullable(),
  stars: ratingStarsSchema,
  comment: z.string().nullable(),
});
export type StaffRating = z.infer<typeof staffRatingSchema>;

export const dayRatingsSchema = z.object({
  count: z.number().int().min(0),
  // Mean stars to one decimal; null on a day without ratings.
  average: z.number().nullable(),
  // The 1 to 3 star ratings of the day, newest first.
  low: z.array(staffRatingSchema),
});
export type DayRatings = z.infer<typeof dayRatingsSchema>;

// The board's notices: the venue's low ratings of the last hours, newest first (any role of the venue).
export const lowRatingsShownMs = 2 * 60 * 60_000;
export const staffLowRatingsCall = defineCall({
  method: "GET",
  path: "/api/staff/venues/:venueId/ratings/low",
  params: z.object({ venueId: idSchema }),
  response: okEnvelope(z.object({ ratings: z.array(staffRatingSchema) })),
});
