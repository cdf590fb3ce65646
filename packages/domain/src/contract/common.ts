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
  "internal",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const idSchema = z.string().min(1).max(64);
// Ids that grant access (orders, carts) are 128-bit random, url-safe.
export const secretIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/);
export const moneySchema = z.number().finite().nonnegative();
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
export const localeSchema = z.enum(["en", "ru", "uk", "cs", "ar", "tr", "lv"]);
export type Locale = z.infer<typeof localeSchema>;
export const locales = localeSchema.options;
// Menus can be written in any language, not only the seven UI ones.
export const contentLocaleSchema = z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/);
export const latLonSchema = z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) });
export type LatLon = z.infer<typeof latLonSchema>;

export const modeSchema = z.enum(["inside", "preorder", "delivery", "preview", "reserve"]);
export type Mode = z.infer<typeof modeSchema>;
// URL segment of the delivery/takeaway shell (SPEC §2 /{cafe_link}/{mode}).
export const preorderModeSegmentSchema = z.enum(["delivery", "takeaway"]);
export type PreorderModeSegment = z.infer<typeof preorderModeSegmentSchema>;
export const payMethodSchema = z.enum(["cash", "card", "online"]);
export type PayMethod = z.infer<typeof payMethodSchema>;
