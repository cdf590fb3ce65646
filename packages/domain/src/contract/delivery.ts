import { z } from "zod";
import { defineCall, superappBase } from "./call";
import {
  contentLocaleSchema,
  latSchema,
  localeSchema,
  lonSchema,
  okEnvelope,
  queryNumber,
  venueLinkSchema,
} from "./common";
import { addressSearchResultSchema } from "./address";
import { tariffSchema } from "./venue";

// SPEC §7 delivery calls; {cafe} is the venue link, as in the preorder calls.
export const deliveryParamsSchema = z.object({ cafe: venueLinkSchema });
export type DeliveryParams = z.infer<typeof deliveryParamsSchema>;

// SPEC §7 GET /delivery/{cafe}/search-addresses?search&language -> results. SPEC §8: an empty query
// shows a hint without calling, so the search text is required here.
export const searchAddressesQuerySchema = z.object({
  search: z.string().trim().min(1).max(200),
  language: localeSchema.or(contentLocaleSchema),
});
export type SearchAddressesQuery = z.infer<typeof searchAddressesQuerySchema>;
export const searchAddressesDataSchema = z.object({ results: z.array(addressSearchResultSchema).max(50) });
export type SearchAddressesData = z.infer<typeof searchAddressesDataSchema>;
export const searchAddressesResponseSchema = okEnvelope(searchAddressesDataSchema);
export const searchAddressesCall = defineCall({
  method: "GET",
  path: `${superappBase}/delivery/:cafe/search-addresses`,
  params: deliveryParamsSchema,
  query: searchAddressesQuerySchema,
  response: searchAddressesResponseSchema,
});

// SPEC §7 GET /delivery/{cafe}/estimate-tariffs?address&lat&lon -> tariffs, type.
export const estimateTariffsQuerySchema = z.object({
  address: z.string().trim().min(1).max(300),
  lat: queryNumber(latSchema),
  lon: queryNumber(lonSchema),
});
export type EstimateTariffsQuery = z.infer<typeof estimateTariffsQuerySchema>;
export type EstimateTariffsQueryInput = z.input<typeof estimateTariffsQuerySchema>;
// SPEC §3: tariff (pick one of tariffs), partner (a delivery partner prices it, SPEC §9 fee 0 here) or free.
export const tariffEstimateTypeSchema = z.enum(["tariff", "partner", "free"]);
export type TariffEstimateType = z.infer<typeof tariffEstimateTypeSchema>;
export const estimateTariffsDataSchema = z.object({
  tariffs: z.array(tariffSchema),
  type: tariffEstimateTypeSchema,
});
export type EstimateTariffsData = z.infer<typeof estimateTariffsDataSchema>;
export const estimateTariffsResponseSchema = okEnvelope(estimateTariffsDataSchema);
export const estimateTariffsCall = defineCall({
  method: "GET",
  path: `${superappBase}/delivery/:cafe/estimate-tariffs`,
  params: deliveryParamsSchema,
  query: estimateTariffsQuerySchema,
  response: estimateTariffsResponseSchema,
});
