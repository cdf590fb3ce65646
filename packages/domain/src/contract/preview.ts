import { z } from "zod";
import { apiBase, defineCall } from "./call";
import { countrySchema, currencySchema, okEnvelope, secretIdSchema, venueLinkSchema } from "./common";
import { cartSchema } from "./cart";
import { menuSchema } from "./menu";
import { venueSchema } from "./venue";

// SPEC §7 GET /api/preview/{cafe_link}/prepare -> cafe, currency, menus, country, cart.
export const previewPrepareParamsSchema = z.object({ cafe_link: venueLinkSchema });
export type PreviewPrepareParams = z.infer<typeof previewPrepareParamsSchema>;
// Ours: like inside prepare, an existing cart_id keeps the guest's cart across reloads; without it the
// server opens a new cart.
export const previewPrepareQuerySchema = z.object({ cart_id: secretIdSchema.optional() });
export type PreviewPrepareQuery = z.infer<typeof previewPrepareQuerySchema>;
export const previewPrepareDataSchema = z.object({
  cafe: venueSchema,
  currency: currencySchema,
  menus: z.array(menuSchema),
  country: countrySchema,
  cart: cartSchema,
});
export type PreviewPrepareData = z.infer<typeof previewPrepareDataSchema>;
export const previewPrepareResponseSchema = okEnvelope(previewPrepareDataSchema);
export const previewPrepareCall = defineCall({
  method: "GET",
  path: `${apiBase}/preview/:cafe_link/prepare`,
  params: previewPrepareParamsSchema,
  query: previewPrepareQuerySchema,
  response: previewPrepareResponseSchema,
});
