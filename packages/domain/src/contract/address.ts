import { z } from "zod";
import { latLonSchema } from "./common";

// SPEC §3 Delivery address.
export const placeTypeSchema = z.enum(["house", "flat", "office", "other"]);
export type PlaceType = z.infer<typeof placeTypeSchema>;
export const flatEnterTypeSchema = z.enum(["bell", "code", "open", "other"]);
const short = z.string().max(120);

export const deliveryAddressSchema = z.object({
  street: z.string().min(1).max(200),
  street_name: z.string().max(200).optional(),
  house_number: z.string().min(1).max(20),
  place_type: placeTypeSchema,
  entrance: short.optional(),
  door: short.optional(),
  building: short.optional(),
  floor: short.optional(),
  flat: short.optional(),
  details: z.string().max(500).optional(),
  instructions: z.string().max(500).optional(),
  flat_enter_type: flatEnterTypeSchema.default("bell"),
  door_code: short.optional(),
  deliver_to: z.enum(["office", "reception"]).default("office"),
  company_name: short.optional(),
  is_reachable: z.boolean().optional(),
  city: short.optional(),
  country: short.optional(),
  lat: latLonSchema.shape.lat,
  lon: latLonSchema.shape.lon,
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

export const savedAddressTypeSchema = z.enum(["home", "work", "other"]);
export const savedAddressSchema = deliveryAddressSchema.extend({ type: savedAddressTypeSchema });
export type SavedAddress = z.infer<typeof savedAddressSchema>;

// One row of GET /delivery/{cafe}/search-addresses (SPEC §7).
export const addressSearchResultSchema = z.object({
  street: z.string(),
  street_name: z.string(),
  house_number: z.string(),
  city: z.string(),
  country: z.string(),
  location: latLonSchema,
  is_reachable: z.boolean(),
});
export type AddressSearchResult = z.infer<typeof addressSearchResultSchema>;
