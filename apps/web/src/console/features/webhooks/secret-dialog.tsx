import { useTranslation } from "react-i18next";
import type { WebhookEndpointWithSecret } from "@tablewise/domain/contract/webhooks";
import { ShownOnceDialog } from "../../ui/shown-once-dialog";

// An endpoint's signing secret, shown once (the server never lists it again until the next rotation).
export function SecretDialog({
  shown,
  onClose,
}: {
  shown: WebhookEndpointWithSecret | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("webhooks");
  return (
    <ShownOnceDialog
      secret={shown?.secret ?? null}
      texts={{
        title: t("secret.title"),
        once: t("secret.once"),
        copy: t("secret.copy"),
        copied: t("secret.copied"),
        done: t("secret.done"),
      }}
      onClose={onClose}
    >
      {shown && (
        <>
          <p dir="ltr" className="webhooks-url">
            {shown.url}
          </p>
          <code className="webhooks-secret" dir="ltr" data-testid="webhook-secret">
            {shown.secret}
          </code>
        </>
      )}
    </ShownOnceDialog>
  );
}
