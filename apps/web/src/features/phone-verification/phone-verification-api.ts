import {
  phoneVerificationConfirmCall,
  phoneVerificationRequestCall,
  type PhoneVerificationRequestData,
} from "@tablewise/domain/contract/phone-verification";
import { request } from "../../lib/api-client";
import { getVisitorId } from "../../lib/visitor-id";

// SPEC §7 phone verification calls. The visitor id ties a proven phone to this device: only
// here does the same number skip the code next time.
export async function requestCode(cafeId: string, phone: string): Promise<PhoneVerificationRequestData> {
  const res = await request(phoneVerificationRequestCall.path, phoneVerificationRequestCall.response, {
    method: "POST",
    body: { cafe_id: cafeId, phone, visitor_id: getVisitorId() },
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
