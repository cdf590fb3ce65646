import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

// The password the server made, shown once in a native <dialog> (showModal traps focus, Escape closes,
// focus returns to the opener): the server keeps only its hash, so closing this is the last sight of it.
export function PasswordDialog({
  shown,
  onClose,
}: {
  shown: { name: string; login: string; password: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("staff");
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    setCopied(false);
    if (shown && !dialog.open) dialog.showModal();
    if (!shown && dialog.open) dialog.close();
  }, [shown]);
  const copy = () => {
    if (!shown) return;
    navigator.clipboard.writeText(shown.password).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      {shown && (
        <div className="dialog__body">
          <h2 id={`${id}-title`} className="dialog__title">
            {t("password.title", { name: shown.name })}
          </h2>
          <p>{t("password.once")}</p>
          <dl className="staff-password">
            <dt>{t("fields.login")}</dt>
            <dd dir="ltr">{shown.login}</dd>
            <dt>{t("fields.password")}</dt>
            <dd dir="ltr">
              <code className="staff-password__value" data-testid="staff-password">
                {shown.password}
              </code>
            </dd>
          </dl>
          <p role="status" className="sv-hint">
            {copied ? t("password.copied") : ""}
          </p>
          <div className="dialog__actions">
            <button type="button" className="btn" onClick={copy}>
              {t("password.copy")}
            </button>
            <button type="button" className="btn btn--primary" onClick={onClose}>
              {t("password.done")}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
