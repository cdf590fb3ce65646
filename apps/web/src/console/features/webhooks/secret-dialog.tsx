import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { WebhookEndpointWithSecret } from "@tablewise/domain/contract/webhooks";

// The signing secret, shown once in a native <dialog> (showModal traps focus, Escape closes): the server
// never lists it again, so closing this is the last sight of it until the next rotation.
export function SecretDialog({
  shown,
  onClose,
}: {
  shown: WebhookEndpointWithSecret | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("webhooks");
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
    navigator.clipboard.writeText(shown.secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      {shown && (
        <div className="dialog__body">
          <h2 id={`${id}-title`} className="dialog__title">
            {t("secret.title")}
          </h2>
          <p>{t("secret.once")}</p>
          <p dir="ltr" className="webhooks-url">
            {shown.url}
          </p>
          <code className="webhooks-secret" dir="ltr" data-testid="webhook-secret">
            {shown.secret}
          </code>
          <p role="status" className="sv-hint">
            {copied ? t("secret.copied") : ""}
          </p>
          <div className="dialog__actions">
            <button type="button" className="btn" onClick={copy}>
              {t("secret.copy")}
            </button>
            <button type="button" className="btn btn--primary" onClick={onClose}>
              {t("secret.done")}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
