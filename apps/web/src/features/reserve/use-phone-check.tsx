import { useRef, useState, type ReactNode } from "react";
import type { Venue } from "@tablewise/domain/contract/venue";
import { PhoneVerificationSheet } from "../phone-verification/phone-verification-sheet";

type Pending = { phone: string; resolve: (ok: boolean) => void };

// SPEC §4/§5: with the venue's phone verification on, Next waits for a verified phone; the token goes
// with the reservation. A phone already verified in this visit is not asked again.
export function usePhoneCheck(cafe: Venue): {
  verify: (phone: string) => Promise<boolean>;
  token: string | null;
  isBusy: boolean;
  modal: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const verified = useRef<{ phone: string; token: string } | null>(null);
  const [token, setToken] = useState<string | null>(null);

  const verify = (phone: string) => {
    if (!cafe.reserve.use_phone_verification) return Promise.resolve(true);
    if (verified.current?.phone === phone) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => setPending({ phone, resolve }));
  };
  const finish = (result: string | null) => {
    if (!pending) return;
    if (result) {
      verified.current = { phone: pending.phone, token: result };
      setToken(result);
    }
    pending.resolve(result !== null);
    setPending(null);
  };
  const modal = pending ? (
    <PhoneVerificationSheet
      cafeId={cafe._id}
      phone={pending.phone}
      onVerified={(t) => finish(t)}
      onClose={() => finish(null)}
    />
  ) : null;
  return { verify, token, isBusy: pending !== null, modal };
}
