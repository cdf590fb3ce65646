import { z } from "zod";
import { defineCall, superappBase } from "./call";
import { idSchema, okEnvelope, phoneSchema, secretIdSchema } from "./common";
import { deliveryAddressSchema, savedAddressSchema } from "./address";

// SPEC §3 Client. Phone numbers are E.164 once accepted by the server.
export const clientSchema = z.object({
  _id: secretIdSchema,
  name: z.string().min(1).max(100),
  phone: phoneSchema,
  email: z.string().max(200).optional(),
  super_addresses: z.array(savedAddressSchema).default([]),
  cafe_id: idSchema,
  verification_token: z.string().optional(),
  super_address: deliveryAddressSchema.optional(),
  client_id: idSchema.optional(),
  // Given once, when the client is created; the device keeps it beside the id and sends it
  // to update the client or to see its saved addresses.
  client_secret: secretIdSchema.optional(),
});
export type Client = z.infer<typeof clientSchema>;

// SPEC §7 POST /clients/create -> client. With client_id the stored client is updated (SPEC §8 "client
// create or update"); verification_token is the phone-verification token when the venue asks for one.
export const clientCreateBodySchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  email: z.email().max(200).optional(),
  phone: phoneSchema,
  cafe_id: idSchema,
  verification_token: z.string().min(1).max(1024).optional(),
  super_address: deliveryAddressSchema.optional(),
  client_id: secretIdSchema.optional(),
  // The secret given with client_id at creation; without it client_id starts a new client.
  client_secret: secretIdSchema.optional(),
});
export type ClientCreateBody = z.infer<typeof clientCreateBodySchema>;
export type ClientCreateBodyInput = z.input<typeof clientCreateBodySchema>;
export const clientDataSchema = z.object({ client: clientSchema });
export type ClientData = z.infer<typeof clientDataSchema>;
export const clientResponseSchema = okEnvelope(clientDataSchema);
export const clientCreateCall = defineCall({
  method: "POST",
  path: `${superappBase}/clients/create`,
  body: clientCreateBodySchema,
  response: clientResponseSchema,
});

// SPEC §7 GET /clients/profile/{id} -> client. The stored client id is the only key a guest has to their
// saved addresses, so it is a secret id.
export const clientProfileParamsSchema = z.object({ id: secretIdSchema });
// The saved addresses come only with the creating device's secret, sent as this header.
export const clientSecretHeader = "x-client-secret";
export const clientProfileHeadersSchema = z.object({ [clientSecretHeader]: secretIdSchema.optional() });
export type ClientProfileParams = z.infer<typeof clientProfileParamsSchema>;
export const clientProfileCall = defineCall({
  method: "GET",
  path: `${superappBase}/clients/profile/:id`,
  params: clientProfileParamsSchema,
  response: clientResponseSchema,
});
