import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { BottomSheet } from "../../ui/bottom-sheet";
import { Icon } from "../../ui/icon";
import { smsFailed, usePhoneVerification, type PhoneCheckResume } from "./use-phone-verification";
import "./phone-verification.css";

type PhoneVerificationSheetProps = {
  cafeId: string;
  phone: string;
  onVerified: (token: string) => void;
  onClose: () => void;
  // A check already under way before a reload, and who keeps each sent code's token.
  resume?: PhoneCheckResume | null;
  onSent?: (token: string) => void;
};

// SPEC §2/§4 phone-verification modal (delivery, takeaway and reservations share it).
export function PhoneVerificationSheet({
  cafeId,
  phone,
  onVerified,
  onClose,
  resume,
  onSent,
}: PhoneVerificationSheetProps) {
  const { t } = useTranslation("phone");
  const { state, code, enter, resendIn, resend } = usePhoneVerification(
    cafeId,
    phone,
    onVerified,
    resume,
    onSent,
  );
  const isVerified = state.step === "verified";
  const isNotSent = state.step === "failed" && state.code === smsFailed;
  const isCodeDisabled = state.step === "requesting" || state.step === "checking" || isNotSent;
  // The code field has the focus as soon as it can take a code. The sheet's focus trap
  // focuses [data-autofocus] when it opens, but the field is still disabled while the code is being
  // requested, so it is focused again once it is enabled (and after a wrong code).
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!isCodeDisabled && !isVerified) codeRef.current?.focus({ preventScroll: true });
  }, [isCodeDisabled, isVerified]);
  return (
    <BottomSheet title={t("title")} onClose={onClose} closeLabel={t("close")} testId="phone-sheet">
      {isVerified ? (
        <p className="phone-sheet__success" role="status" data-testid="phone-verified">
          <Icon name="check" size={24} />
          {t("verified")}
        </p>
      ) : (
        <>
          {/* Isolated left to right, so "+380…" keeps its plus sign in front inside an Arabic sentence. */}
          {!isNotSent && <p>{t("sent", { phone: `\u2066${phone}\u2069` })}</p>}
          <label className="phone-sheet__label" htmlFor="phone-code">
            {t("code")}
          </label>
          <input
            id="phone-code"
            className="phone-sheet__code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={4}
            value={code}
            ref={codeRef}
            disabled={isCodeDisabled}
            aria-invalid={state.step === "code" && state.error ? true : undefined}
            aria-describedby={state.step === "code" && state.error ? "phone-code-error" : undefined}
            onChange={(e) => void enter(e.target.value)}
            data-testid="phone-code"
            data-autofocus
          />
          {state.step === "code" && state.error && (
            <p id="phone-code-error" className="phone-sheet__error" role="alert" data-testid="phone-error">
              {t("invalid")}
            </p>
          )}
          {state.step === "failed" && (
            <p className="phone-sheet__error" role="alert" data-testid="phone-failed">
              {isNotSent ? t("not_sent") : t("failed", { code: state.code })}
            </p>
          )}
          <button
            type="button"
            className="btn btn--outline btn--block"
            disabled={resendIn > 0}
            onClick={() => void resend()}
            data-testid="phone-resend"
          >
            {resendIn > 0 ? t("resend_in", { count: resendIn }) : t("resend")}
          </button>
        </>
      )}
    </BottomSheet>
  );
}
