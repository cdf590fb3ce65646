import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { isTableCode, toCodeDigits } from "./parse-table-link";
import "./table-code-form.css";

type TableCodeFormProps = {
  onCode: (code: string) => void;
  // Focused when the sheet opens for typing (the lobby's "Enter table code").
  isFocusedFirst?: boolean;
  // While the code is being checked, and what the check said.
  isBusy?: boolean;
  error?: string | null;
  onEdit?: () => void;
};

// SPEC §5: the short table code is 6 digits, printed beside the table's QR code.
export function TableCodeForm({
  onCode,
  isFocusedFirst,
  isBusy = false,
  error = null,
  onEdit,
}: TableCodeFormProps) {
  const { t } = useTranslation("scan");
  const [code, setCode] = useState("");
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const isComplete = isTableCode(code);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isComplete) onCode(code);
  };

  return (
    <form className="scan-code-form" onSubmit={handleSubmit} noValidate>
      <label htmlFor={inputId} className="scan-code-form__label">
        {t("code_label")}
      </label>
      <p id={hintId} className="scan-code-form__hint">
        {t("code_hint")}
      </p>
      <div className="scan-code-form__row">
        <input
          id={inputId}
          className="scan-code-form__input"
          type="text"
          inputMode="numeric"
          // A one-time-code hint would offer SMS codes here; a table code is printed, not texted.
          autoComplete="off"
          pattern="\d{6}"
          maxLength={6}
          dir="ltr"
          placeholder="000000"
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          value={code}
          onChange={(event) => {
            setCode(toCodeDigits(event.target.value));
            onEdit?.();
          }}
          data-autofocus={isFocusedFirst ? "" : undefined}
          data-testid="table-code-input"
        />
        <button
          type="submit"
          className="btn btn--primary scan-code-form__go"
          disabled={!isComplete || isBusy}
          aria-busy={isBusy || undefined}
          data-testid="table-code-submit"
        >
          {t("go")}
        </button>
      </div>
      <p id={errorId} className="scan-code-form__error" role="alert" data-testid="table-code-error">
        {error}
      </p>
    </form>
  );
}
