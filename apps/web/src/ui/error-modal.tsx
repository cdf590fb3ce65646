import { useId } from "react";
import { useTranslation } from "react-i18next";
import { BottomSheet } from "./bottom-sheet";
import "./error-modal.css";

// SPEC §8 error catalogue: the title by type, the code (default -42), a hint and a Reload button.
// "new_version": the tab's build was replaced by a deploy and reloading once did not bring the new one.
export type ErrorType = "generic" | "payment" | "order" | "not_found" | "new_version";
export const defaultErrorCode = "-42";

type ErrorModalProps = { type?: ErrorType; code?: string | null; onReload?: () => void };

const art = (
  <svg viewBox="0 0 64 64" width="64" height="64">
    <circle cx="32" cy="32" r="30" fill="var(--color-primary-soft)" />
    <path d="M32 18v18" stroke="var(--color-primary)" strokeWidth="5" strokeLinecap="round" />
    <circle cx="32" cy="45" r="3.2" fill="var(--color-primary)" />
  </svg>
);

export function ErrorModal({ type = "generic", code, onReload }: ErrorModalProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const handleReload = onReload ?? (() => window.location.reload());
  return (
    <>
      {/* Never a blank screen: a quiet sketch of the app stays behind the sheet. */}
      <div className="error-backdrop" aria-hidden="true">
        <div className="error-backdrop__band" />
        <div className="error-backdrop__card" />
        <div className="error-backdrop__card" />
        <div className="error-backdrop__card error-backdrop__card--short" />
      </div>
      <BottomSheet
        title={t(`error.${type}`)}
        describedBy={hintId}
        testId="error-modal"
        className="error-sheet"
        art={art}
      >
        <div className="error-modal">
          <p id={hintId} className="error-modal__hint">
            {t(type === "new_version" ? "error.new_version_hint" : "error.hint")}
          </p>
          <p className="error-modal__code" data-testid="error-code">
            {t("error.code", { code: code || defaultErrorCode })}
          </p>
          <button type="button" className="btn btn--primary btn--block" onClick={handleReload}>
            {t("error.reload")}
          </button>
        </div>
      </BottomSheet>
    </>
  );
}
