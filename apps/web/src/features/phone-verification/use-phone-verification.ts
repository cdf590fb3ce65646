import { useCallback, useEffect, useRef, useState } from "react";
import { errorCodeOf } from "../../lib/api-client";
import { confirmCode, requestCode } from "./phone-verification-api";

// SPEC §9: resend after 60 s; the modal closes 2 s after success.
export const resendCooldownS = 60;
export const successCloseMs = 2000;
// The server's answer when no message could be sent (errorCodes in the domain contract).
export const smsFailed = "sms_failed";

export type VerifyState =
  | { step: "requesting" }
  | { step: "code"; error: "invalid" | null }
  | { step: "checking" }
  | { step: "verified" }
  | { step: "failed"; code: string };

// SPEC §4 phone verification: a code is requested on open; a phone already verified succeeds at once; the
// 4-digit code is checked as soon as it is complete; a wrong code shows the error and clears the input.
// `resume` reopens a check whose code was already sent (before a reload): no new request,
// the cooldown runs on from when it was sent; `onSent` hears of each newly sent code's token.
export type PhoneCheckResume = { token: string; sentAt: number };

export function usePhoneVerification(
  cafeId: string,
  phone: string,
  onVerified: (token: string) => void,
  resume?: PhoneCheckResume | null,
  onSent?: (token: string) => void,
) {
  const [state, setState] = useState<VerifyState>(() =>
    resume ? { step: "code", error: null } : { step: "requesting" },
  );
  const [code, setCode] = useState("");
  const [resendIn, setResendIn] = useState(() =>
    resume ? Math.max(0, resendCooldownS - Math.floor((Date.now() - resume.sentAt) / 1000)) : resendCooldownS,
  );
  const token = useRef<string | null>(resume?.token ?? null);
  const resumed = useRef(resume != null);
  const done = useRef(onVerified);
  done.current = onVerified;
  const sent = useRef(onSent);
  sent.current = onSent;

  const send = useCallback(async () => {
    setState({ step: "requesting" });
    setCode("");
    setResendIn(resendCooldownS);
    try {
      const res = await requestCode(cafeId, phone);
      token.current = res.token;
      if (!res.already_verified) sent.current?.(res.token);
      setState(res.already_verified ? { step: "verified" } : { step: "code", error: null });
    } catch (error) {
      const failure = errorCodeOf(error);
      // The SMS provider did not take the code. The server kept no cooldown for it, so the
      // guest may ask again at once.
      if (failure === smsFailed) setResendIn(0);
      setState({ step: "failed", code: failure });
    }
  }, [cafeId, phone]);

  useEffect(() => {
    if (resumed.current) {
      resumed.current = false;
      return;
    }
    void send();
  }, [send]);

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = window.setTimeout(() => setResendIn((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [resendIn]);

  useEffect(() => {
    if (state.step !== "verified" || !token.current) return;
    const verifiedToken = token.current;
    const timer = window.setTimeout(() => done.current(verifiedToken), successCloseMs);
    return () => window.clearTimeout(timer);
  }, [state.step]);

  const enter = async (value: string) => {
    const digits = value.replace(/\D/g, "").slice(0, 4);
    setCode(digits);
    if (digits.length < 4 || !token.current) return;
    setState({ step: "checking" });
    try {
      const valid = await confirmCode(token.current, digits);
      if (valid) return setState({ step: "verified" });
      setCode("");
      setState({ step: "code", error: "invalid" });
    } catch (error) {
      setCode("");
      setState({ step: "failed", code: errorCodeOf(error) });
    }
  };

  return { state, code, enter, resendIn, resend: send };
}
