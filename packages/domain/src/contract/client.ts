import { z } from "zod";
import { idSchema } from "./common";
import { deliveryAddressSchema, savedAddressSchema } from "./address";

// SPEC §3 Client. Phone numbers are E.164 once accepted by the server.
export const clientSchema = z.object({
  _id: idSchema,
  name: z.string().min(1).max(100),
  phone: z.string().regex(/^\+[1-9]\d{6,14}$/),
  email: z.string().max(200).optional(),
  super_addresses: z.array(savedAddressSchema).default([]),
  cafe_id: idSchema,
  verification_token: z.string().optional(),
  super_address: deliveryAddressSchema.optional(),
  client_id: idSchema.optional(),
});
export type Client = z.infer<typeof clientSchema>;
