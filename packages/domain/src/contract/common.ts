import { z } from "zod";

// SPEC §7: every call answers { success: true, data } or { success: false, error: { code, message } }.
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorEnvelopeSchema = z.object({ success: z.literal(false), error: apiErrorSchema });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const okEnvelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
export const envelope = <T extends z.ZodType>(data: T) =>
  z.discriminatedUnion("success", [okEnvelope(data), errorEnvelopeSchema]);

// Error codes the server uses; SPEC §8 leaves server codes open, these are ours.
export const errorCodes = [
  "not_found",
  "bad_request",
  "validation_failed",
  "conflict",
  "forbidden",
  "unauthorized",
  "too_many_requests",
  "payload_too_large",
  "unsupported_media_type",
  "closed",
  // Online payment asked for where no payment gateway is configured.
  "online_payment_unavailable",
  // A tip sent to a venue that takes no tips.
  "tips_disabled",
  // A cart holds at most 100 distinct lines.
  "cart_full",
  // The cart holds a product or variant item on the venue's stop list.
  "product_unavailable",
  // The SMS provider did not take the phone code (after its retries): "try again".
  "sms_failed",
  // A staff action that belongs to another kind of order: served on a takeaway or delivery order (its
  // stages are ready, out_for_delivery, delivered), or a fulfilment stage on an eat-in one.
  "wrong_order_type",
  // 503: the server cannot do a piece of heavy work now (a QR sheet, a photo: at its limit, or the
  // work's thread failed); details.retry_after_s says when to try again (also Retry-After). Nothing done.
  "unavailable",
  // 409: a floor alert someone else already acknowledged (contract/floor.ts); the message names who.
  "alert_taken",
  "internal",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const idSchema = z.string().min(1).max(64);
// Venue links (the {cafe_link} route segment, SPEC §2).
// The app's own first path segments (SPEC §2 routes, the console, the API, files) cannot name a venue:
// a venue called "console" would never be reachable at /console.
export const reservedVenueLinks = ["api", "assets", "console", "cookies", "inside", "media", "new", "offert"];
export const venueLinkSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/)
  .refine((link) => !reservedVenueLinks.includes(link), { message: "reserved by the app's own pages" });
// SPEC §5: the short table code is 6 digits; it is the {inside_code} of /inside/{code}.
export const insideCodeSchema = z.string().regex(/^\d{6}$/);
// The table's QR carries a long random token (/new/{token}, 22..64 url-safe characters)
// instead; every /inside/{code} call takes either the typed 6-digit code or that token.
export const tableTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/);
export const tableKeySchema = z.union([insideCodeSchema, tableTokenSchema]);
// SPEC §3 local storage visitor_id: generated once on the device; 8..64 url-safe characters.
export const visitorIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
// Ids that grant access (orders, carts) are 128-bit random, url-safe.
export const secretIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/);
// SPEC §7 wire format of every amount: a decimal in the currency's major units (19.99), as SPEC §3 and §7
// give prices, totals, tips and deposits, and as the venue's menu documents carry them. Only the wire and
// those documents are decimal: the server's rows, the rules and every computation use whole minor units
// (rules/money.ts), converted at one edge each way: fromMinorUnits where the server presents an answer,
// toMinorUnits where it reads a request's amount or a document's price
// (docs/decisions/016-money-in-minor-units.md).
export const moneySchema = z.number().finite().nonnegative();
// SPEC §3 store-level data: currency is a symbol (₴, €, $); country an ISO 3166 alpha-2 code (default UA).
export const currencySchema = z.string().min(1).max(8);
export const countrySchema = z.string().regex(/^[A-Z]{2}$/);
// E.164, the form every phone number takes once it leaves the phone input.
export const phoneSchema = z.string().regex(/^\+[1-9]\d{6,14}$/);
// A calendar day in the venue's zone, "YYYY-MM-DD".
export const localDateSchema = z.iso.date();
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
export const localeSchema = z.enum(["en", "ru", "uk", "cs", "ar", "tr", "lv"]);
export type Locale = z.infer<typeof localeSchema>;
export const locales = localeSchema.options;
// Menus can be written in any language, not only the seven UI ones.
export const contentLocaleSchema = z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/);
export const latSchema = z.number().min(-90).max(90);
export const lonSchema = z.number().min(-180).max(180);
export const latLonSchema = z.object({ lat: latSchema, lon: lonSchema });
export type LatLon = z.infer<typeof latLonSchema>;

export const modeSchema = z.enum(["inside", "preorder", "delivery", "preview", "reserve"]);
export type Mode = z.infer<typeof modeSchema>;
// URL segment of the delivery/takeaway shell (SPEC §2 /{cafe_link}/{mode}).
export const preorderModeSegmentSchema = z.enum(["delivery", "takeaway"]);
export type PreorderModeSegment = z.infer<typeof preorderModeSegmentSchema>;
export const payMethodSchema = z.enum(["cash", "card", "online"]);
export type PayMethod = z.infer<typeof payMethodSchema>;

// Query strings carry numbers as text; accept a plain decimal (or a number, for server-side callers) and
// refuse "" and "abc" rather than letting them coerce to 0 or NaN.
export const queryNumber = <T extends z.ZodNumber>(inner: T) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^-?\d{1,12}(\.\d{1,12})?$/)
        .transform(Number),
    ])
    .pipe(inner);

// A flat list of chosen price-group item ids (SPEC §7 compute-timeslots "flat list of selected item ids").
export const itemIdListSchema = z
  .array(idSchema)
  .max(100)
  .refine((ids) => new Set(ids).size === ids.length, { message: "duplicate item id" });

// Free text a guest types: comments, instructions.
export const commentSchema = z.string().trim().max(500);
