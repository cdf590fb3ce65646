import {
  phoneVerificationConfirmCall,
  phoneVerificationRequestCall,
  type PhoneVerificationRequestData,
} from "@tablewise/domain/contract/phone-verification";
import { request } from "../../lib/api-client";

// SPEC §7 phone verification calls.
export async function requestCode(cafeId: string, phone: string): Promise<PhoneVerificationRequestData> {
  const res = await request(phoneVerificationRequestCall.path, phoneVerificationRequestCall.response, {
    method: "POST",
    body: { cafe_id: cafeId, phone },
  });
  return res.data;
}

export async function confirmCode(token: string, code: string): Promise<boolean> {
  const res = await request(phoneVerificationConfirmCall.path, phoneVerificationConfirmCall.response, {
    method: "POST",
    body: { token, code },
  });
  return res.data.valid;
}
