import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { WebhookEndpointWithSecret, WebhookEventType } from "@tablewise/domain/contract/webhooks";
import { ConsoleApiError } from "../../lib/console-api";
import { EventChoices } from "./event-choices";
import { createWebhook } from "./webhooks-api";

// A new endpoint: its https URL and the events it hears. The server checks the address (public https
// only) and answers the secret once.
export function AddWebhookForm({
  venueId,
  onAdded,
}: {
  venueId: string;
  onAdded: (made: WebhookEndpointWithSecret) => void;
}) {
  const { t } = useTranslation("webhooks");
  const id = useId();
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEventType[]>(["order.created"]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!events.length) return setError(t("errors.events"));
    setBusy(true);
    setError("");
    createWebhook(venueId, { url, events })
      .then((made) => {
        setUrl("");
        onAdded(made);
      })
      .catch((err: unknown) =>
        setError(
          err instanceof ConsoleApiError && err.status === 409
            ? t("errors.limit")
            : err instanceof ConsoleApiError && err.status === 400
              ? t("errors.url")
              : t("errors.save"),
        ),
      )
      .finally(() => setBusy(false));
  };
  return (
    <form className="card webhooks-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("add.title")}</h2>
      <label className="field">
        <span>{t("add.url")}</span>
        <input
          type="url"
          dir="ltr"
          required
          placeholder="https://"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          aria-describedby={`${id}-hint`}
        />
      </label>
      <p id={`${id}-hint`} className="sv-hint">
        {t("add.urlHint")}
      </p>
      <EventChoices chosen={events} onChange={setEvents} legend={t("add.events")} />
      {error && (
        <p className="banner banner--error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {t("add.submit")}
      </button>
    </form>
  );
}
