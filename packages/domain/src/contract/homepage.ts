import { z } from "zod";
import { defineCall, superappBase } from "./call";
import { idSchema, okEnvelope, venueLinkSchema } from "./common";
import { venueSchema } from "./venue";

// SPEC §7 GET /api/superapp/homepage/{venueLinkCode} -> cafe.
export const homepageParamsSchema = z.object({ venueLinkCode: venueLinkSchema });
// The home page also needs each menu's pay receiver for the offer links (SPEC §2 legal rows).
export const menuBriefSchema = z.object({ _id: idSchema, title: z.string(), pay_receiver_id: idSchema });
export type MenuBrief = z.infer<typeof menuBriefSchema>;
export const homepageDataSchema = z.object({ cafe: venueSchema, menus: z.array(menuBriefSchema) });
export type HomepageData = z.infer<typeof homepageDataSchema>;
export const homepageResponseSchema = okEnvelope(homepageDataSchema);
export const homepageCall = defineCall({
  method: "GET",
  path: `${superappBase}/homepage/:venueLinkCode`,
  params: homepageParamsSchema,
  response: homepageResponseSchema,
});

// SPEC §7 GET /api/superapp/offert/{venueId}/{menuId} -> offert.
export const offertParamsSchema = z.object({ venueId: idSchema, menuId: idSchema });
export const offertSchema = z.object({
  cafe_name: z.string(),
  company_type: z.string(),
  company_name: z.string(),
  company_code: z.string(),
  company_address: z.string(),
  company_phone: z.string(),
});
export type Offert = z.infer<typeof offertSchema>;
export const offertResponseSchema = okEnvelope(z.object({ offert: offertSchema }));
export const offertCall = defineCall({
  method: "GET",
  path: `${superappBase}/offert/:venueId/:menuId`,
  params: offertParamsSchema,
  response: offertResponseSchema,
});
