import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { WebhookEndpointWithSecret } from "@tablewise/domain/contract/webhooks";
import { isManager, useMe } from "../session/use-me";
import { AddWebhookForm } from "./add-webhook-form";
import { SecretDialog } from "./secret-dialog";
import { WebhookCard } from "./webhook-card";
import { getWebhooks, webhooksKey } from "./webhooks-api";
import "../setup-venue/setup-venue.css";
import "./webhooks.css";

// Settings → Webhooks (managers only): the venue's endpoints, the events each hears, their secret (shown
// once), and what each recent delivery got for an answer (docs/webhooks.md).
export function WebhooksPage() {
  const { t } = useTranslation("webhooks");
  const me = useMe();
  const client = useQueryClient();
  const venueId = me.venue._id;
  const manager = isManager(me);
  const endpoints = useQuery({
    queryKey: webhooksKey(venueId),
    queryFn: ({ signal }) => getWebhooks(venueId, signal),
    enabled: manager,
  });
  const [secret, setSecret] = useState<WebhookEndpointWithSecret | null>(null);
  const [notice, setNotice] = useState("");
  useEffect(() => {
    document.title = `${t("title")} · ${me.venue.name}`;
  }, [t, me.venue.name]);
  const refresh = () => void client.invalidateQueries({ queryKey: webhooksKey(venueId) });

  if (!manager)
    return (
      <main className="page">
        <h1>{t("title")}</h1>
        <p>{t("errors.role")}</p>
      </main>
    );
  const list = endpoints.data ?? [];
  return (
    <main className="page webhooks-page">
      <div className="page__head">
        <h1>{t("title")}</h1>
      </div>
      <p className="sv-hint">{t("intro")}</p>
      <AddWebhookForm
        venueId={venueId}
        onAdded={(made) => {
          setSecret(made);
          refresh();
        }}
      />
      <p role="status" className="webhooks-notice">
        {notice}
      </p>
      {endpoints.isError && (
        <p className="banner banner--error" role="alert">
          {t("errors.load")}
        </p>
      )}
      <h2 className="webhooks-heading">{t("list.title", { count: list.length })}</h2>
      {endpoints.isSuccess && !list.length && <p className="sv-hint">{t("list.empty")}</p>}
      <ul className="webhooks-list">
        {list.map((endpoint) => (
          <li key={endpoint._id}>
            <WebhookCard
              venueId={venueId}
              endpoint={endpoint}
              onChanged={refresh}
              onSecret={setSecret}
              onNotice={setNotice}
            />
          </li>
        ))}
      </ul>
      <SecretDialog shown={secret} onClose={() => setSecret(null)} />
    </main>
  );
}
