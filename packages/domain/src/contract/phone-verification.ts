import { z } from "zod";
import { defineCall, superappBase } from "./call";
import { idSchema, okEnvelope, phoneSchema, visitorIdSchema } from "./common";

// SPEC §3 Phone verification: token, already_verified, valid. SPEC §5/§9: the SMS code is 4 digits.
export const phoneVerificationTokenSchema = z.string().min(1).max(1024);
export const phoneCodeSchema = z.string().regex(/^\d{4}$/);

// SPEC §7 POST /security/phone-number-verification/request cafe_id, phone -> token, already_verified.
// visitor_id (the device's SPEC §3 visitor id) ties a proof to the device that made it; only
// that visitor is "already verified" later. Without it a code is always sent.
export const phoneVerificationRequestBodySchema = z.strictObject({
  cafe_id: idSchema,
  phone: phoneSchema,
  visitor_id: visitorIdSchema.optional(),
});
export type PhoneVerificationRequestBody = z.infer<typeof phoneVerificationRequestBodySchema>;
export const phoneVerificationRequestDataSchema = z.object({
  token: phoneVerificationTokenSchema,
  already_verified: z.boolean(), // SPEC §4: the modal succeeds at once
});
export type PhoneVerificationRequestData = z.infer<typeof phoneVerificationRequestDataSchema>;
export const phoneVerificationRequestResponseSchema = okEnvelope(phoneVerificationRequestDataSchema);
export const phoneVerificationRequestCall = defineCall({
  method: "POST",
  path: `${superappBase}/security/phone-number-verification/request`,
  body: phoneVerificationRequestBodySchema,
  response: phoneVerificationRequestResponseSchema,
});

// SPEC §7 POST /security/phone-number-verification/confirm token, code -> valid. A wrong code is an
// answer (valid false, SPEC §8 "Invalid code"), not an error.
export const phoneVerificationConfirmBodySchema = z.strictObject({
  token: phoneVerificationTokenSchema,
  code: phoneCodeSchema,
});
export type PhoneVerificationConfirmBody = z.infer<typeof phoneVerificationConfirmBodySchema>;
export const phoneVerificationConfirmDataSchema = z.object({ valid: z.boolean() });
export type PhoneVerificationConfirmData = z.infer<typeof phoneVerificationConfirmDataSchema>;
export const phoneVerificationConfirmResponseSchema = okEnvelope(phoneVerificationConfirmDataSchema);
export const phoneVerificationConfirmCall = defineCall({
  method: "POST",
  path: `${superappBase}/security/phone-number-verification/confirm`,
  body: phoneVerificationConfirmBodySchema,
  response: phoneVerificationConfirmResponseSchema,
});
