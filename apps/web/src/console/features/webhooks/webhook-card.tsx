import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
  WebhookEventType,
} from "@tablewise/domain/contract/webhooks";
import { consoleLocale } from "../../i18n/console-i18n";
import { ConfirmDialog } from "../setup-venue/confirm-dialog";
import { EventChoices } from "./event-choices";
import {
  deliveriesKey,
  getDeliveries,
  removeWebhook,
  rotateWebhookSecret,
  testWebhook,
  updateWebhook,
} from "./webhooks-api";

// One endpoint: its URL, on or off, its events, a test event, a new secret, removal (asked first), and
// its recent deliveries with the receiver's answers.
export function WebhookCard({
  venueId,
  endpoint,
  onChanged,
  onSecret,
  onNotice,
}: {
  venueId: string;
  endpoint: WebhookEndpoint;
  onChanged: () => void;
  onSecret: (made: WebhookEndpointWithSecret) => void;
  onNotice: (text: string) => void;
}) {
  const { t } = useTranslation("webhooks");
  const client = useQueryClient();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<"remove" | "rotate" | null>(null);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const deliveries = useQuery({
    queryKey: deliveriesKey(venueId, endpoint._id),
    queryFn: ({ signal }) => getDeliveries(venueId, endpoint._id, signal),
    enabled: showDeliveries,
    refetchInterval: showDeliveries ? 5000 : false,
  });
  const run = (work: Promise<unknown>, done: string) => {
    setBusy(true);
    work
      .then(() => {
        onNotice(done);
        onChanged();
        void client.invalidateQueries({ queryKey: deliveriesKey(venueId, endpoint._id) });
      })
      .catch(() => onNotice(t("errors.save")))
      .finally(() => setBusy(false));
  };
  const setEvents = (events: WebhookEventType[]) => {
    if (events.length) run(updateWebhook(venueId, endpoint._id, { events }), t("notice.saved"));
  };
  return (
    <article className="card webhook-card" aria-labelledby={`${id}-url`}>
      <div className="webhook-card__head">
        <h3 id={`${id}-url`} dir="ltr" className="webhooks-url">
          {endpoint.url}
        </h3>
        <button
          type="button"
          role="switch"
          aria-checked={endpoint.enabled}
          aria-labelledby={`${id}-state ${id}-url`}
          className={`switch ${endpoint.enabled ? "switch--on" : "switch--off"}`}
          disabled={busy}
          onClick={() =>
            run(updateWebhook(venueId, endpoint._id, { enabled: !endpoint.enabled }), t("notice.saved"))
          }
        >
          <span className="switch__track" aria-hidden="true">
            <span className="switch__thumb" />
          </span>
          <span className="switch__text" id={`${id}-state`}>
            {endpoint.enabled ? t("card.enabled") : t("card.disabled")}
          </span>
        </button>
      </div>
      {endpoint.previous_secret_until && Date.parse(endpoint.previous_secret_until) > Date.now() && (
        <p className="sv-hint">
          {t("card.overlap", {
            time: new Date(endpoint.previous_secret_until).toLocaleString(consoleLocale()),
          })}
        </p>
      )}
      <EventChoices chosen={endpoint.events} onChange={setEvents} legend={t("card.events")} />
      <div className="webhook-card__actions">
        <button
          type="button"
          className="btn"
          disabled={busy || !endpoint.enabled}
          onClick={() => {
            setShowDeliveries(true);
            run(testWebhook(venueId, endpoint._id), t("notice.tested"));
          }}
        >
          {t("card.test")}
        </button>
        <button type="button" className="btn" disabled={busy} onClick={() => setConfirming("rotate")}>
          {t("card.rotate")}
        </button>
        <button
          type="button"
          className="btn"
          aria-expanded={showDeliveries}
          aria-controls={`${id}-deliveries`}
          onClick={() => setShowDeliveries((v) => !v)}
        >
          {t("card.deliveries")}
        </button>
        <button
          type="button"
          className="btn btn--danger"
          disabled={busy}
          onClick={() => setConfirming("remove")}
        >
          {t("card.remove")}
        </button>
      </div>
      <div id={`${id}-deliveries`} hidden={!showDeliveries}>
        {showDeliveries && <DeliveryList deliveries={deliveries.data} failed={deliveries.isError} />}
      </div>
      <ConfirmDialog
        open={confirming === "remove"}
        title={t("remove.title")}
        body={t("remove.body", { url: endpoint.url })}
        confirmLabel={t("card.remove")}
        cancelLabel={t("actions.cancel")}
        danger
        onConfirm={() => {
          setConfirming(null);
          // Its deliveries stop being asked for first: a poll after the removal would earn a 404.
          setShowDeliveries(false);
          void client.cancelQueries({ queryKey: deliveriesKey(venueId, endpoint._id) });
          run(removeWebhook(venueId, endpoint._id), t("notice.removed"));
        }}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === "rotate"}
        title={t("rotate.title")}
        body={t("rotate.body")}
        confirmLabel={t("card.rotate")}
        cancelLabel={t("actions.cancel")}
        onConfirm={() => {
          setConfirming(null);
          setBusy(true);
          rotateWebhookSecret(venueId, endpoint._id)
            .then((made) => {
              onSecret(made);
              onChanged();
            })
            .catch(() => onNotice(t("errors.save")))
            .finally(() => setBusy(false));
        }}
        onClose={() => setConfirming(null)}
      />
    </article>
  );
}

function DeliveryList({
  deliveries,
  failed,
}: {
  deliveries: WebhookDelivery[] | undefined;
  failed: boolean;
}) {
  const { t } = useTranslation("webhooks");
  if (failed)
    return (
      <p className="banner banner--error" role="alert">
        {t("errors.load")}
      </p>
    );
  if (!deliveries) return null;
  if (!deliveries.length) return <p className="sv-hint">{t("deliveries.empty")}</p>;
  const locale = consoleLocale();
  return (
    <table className="webhook-deliveries">
      <caption>{t("deliveries.title")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("deliveries.event")}</th>
          <th scope="col">{t("deliveries.status")}</th>
          <th scope="col">{t("deliveries.answer")}</th>
          <th scope="col">{t("deliveries.when")}</th>
        </tr>
      </thead>
      <tbody>
        {deliveries.map((d) => (
          <tr key={d._id}>
            <td dir="ltr">{d.event}</td>
            <td>
              {t(`deliveries.${d.status}`)} · {t("deliveries.attempts", { count: d.attempts })}
            </td>
            <td>
              <span dir="ltr">{d.last_status ?? "—"}</span>{" "}
              <code dir="ltr" className="webhook-deliveries__answer">
                {d.last_answer?.slice(0, 120) ?? ""}
              </code>
            </td>
            <td>{new Date(d.delivered_at ?? d.created_at).toLocaleString(locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
