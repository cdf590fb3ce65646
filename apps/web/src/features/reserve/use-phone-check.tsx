import { useRef, useState, type ReactNode } from "react";
import type { Venue } from "@tablewise/domain/contract/venue";
import { PhoneVerificationSheet } from "../phone-verification/phone-verification-sheet";
import type { PhoneCheckResume } from "../phone-verification/use-phone-verification";
import { readPhoneCheck, writePhoneCheck } from "./reserve-progress-store";

type Pending = { phone: string; resolve: (ok: boolean) => void; resume: PhoneCheckResume | null };

// SPEC §4/§5: with the venue's phone verification on, Next waits for a verified phone; the token goes
// with the reservation. A phone already verified in this visit is not asked again. The check
// is kept for the tab (reserve-progress-store.ts), so after a reload the sheet reopens on the code
// already sent, and a verified phone still books from the confirmation stage.
export function usePhoneCheck(
  cafe: Venue,
  link: string,
): {
  verify: (phone: string) => Promise<boolean>;
  // A code was sent to this phone and not yet entered (before a reload).
  isWaitingForCode: (phone: string) => boolean;
  // The reservation took the token: it opens nothing more.
  forget: () => void;
  // The verified token for the reservation (read after verify resolved).
  currentToken: () => string | null;
  isBusy: boolean;
  modal: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const verified = useRef<{ phone: string; token: string } | null>(null);

  const verify = (phone: string) => {
    if (!cafe.reserve.use_phone_verification) return Promise.resolve(true);
    if (verified.current?.phone === phone) return Promise.resolve(true);
    const stored = readPhoneCheck(link, phone);
    if (stored?.verified) {
      verified.current = { phone, token: stored.token };
      return Promise.resolve(true);
    }
    const resume = stored ? { token: stored.token, sentAt: stored.sentAt } : null;
    return new Promise<boolean>((resolve) => setPending({ phone, resolve, resume }));
  };
  const finish = (result: string | null) => {
    if (!pending) return;
    if (result) {
      verified.current = { phone: pending.phone, token: result };
      writePhoneCheck(link, { phone: pending.phone, token: result, sentAt: Date.now(), verified: true });
    } else writePhoneCheck(link, null);
    pending.resolve(result !== null);
    setPending(null);
  };
  const forget = () => {
    verified.current = null;
    writePhoneCheck(link, null);
  };
  const isWaitingForCode = (phone: string) =>
    cafe.reserve.use_phone_verification && readPhoneCheck(link, phone)?.verified === false;
  const modal = pending ? (
    <PhoneVerificationSheet
      cafeId={cafe._id}
      phone={pending.phone}
      resume={pending.resume}
      onSent={(sentToken) =>
        writePhoneCheck(link, { phone: pending.phone, token: sentToken, sentAt: Date.now(), verified: false })
      }
      onVerified={(t) => finish(t)}
      onClose={() => finish(null)}
    />
  ) : null;
  const currentToken = () => verified.current?.token ?? null;
  return { verify, isWaitingForCode, forget, currentToken, isBusy: pending !== null, modal };
}
