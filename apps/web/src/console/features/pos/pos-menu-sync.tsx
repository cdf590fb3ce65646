import { useTranslation } from "react-i18next";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PosMenuSync, PosSettings } from "@tablewise/domain/contract/pos";
import { formatDateTime } from "../../lib/format";
import { posKeys, syncPosMenu } from "./pos-api";

// The menu from the POS (docs/pos.md): the last sync's time and what it did (or the POS's error), and the
// manager's "Sync menu now"; the server also syncs every few minutes on its own.
type Props = { venueId: string; settings: PosSettings; onSynced: () => void };

export function PosMenuSyncPanel({ venueId, settings, onSynced }: Props) {
  const { t, i18n } = useTranslation("console");
  const client = useQueryClient();
  const run = useMutation({
    mutationFn: () => syncPosMenu(venueId),
    onSuccess: (next) => {
      client.setQueryData(posKeys.settings(venueId), next.settings);
      onSynced();
    },
  });
  const last = settings.menu_sync;
  return (
    <div className="sv-section__body" data-testid="pos-menu-sync">
      <h3>{t("pos.sync.title")}</h3>
      <p className="sv-hint">{t("pos.sync.hint")}</p>
      <p aria-live="polite" data-testid="pos-menu-sync-last">
        {last ? <LastSync sync={last} locale={i18n.language} /> : t("pos.sync.never")}
      </p>
      {run.isError && (
        <p role="alert" className="ticket__error">
          {t("pos.saveError", { message: run.error.message })}
        </p>
      )}
      <div className="sv-row">
        <button type="button" className="btn" disabled={run.isPending} onClick={() => run.mutate()}>
          {run.isPending ? t("pos.sync.running") : t("pos.sync.button")}
        </button>
      </div>
    </div>
  );
}

function LastSync({ sync, locale }: { sync: PosMenuSync; locale: string }) {
  const { t } = useTranslation("console");
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const time = <time dateTime={sync.at}>{formatDateTime(sync.at, locale, timeZone)}</time>;
  if (!sync.ok)
    return (
      <>
        {time} · <span className="ticket__error">{t("pos.sync.failed", { message: sync.error ?? "" })}</span>
      </>
    );
  const parts = [
    t("pos.sync.products", { count: sync.products }),
    t("pos.sync.categories", { count: sync.categories }),
    t("pos.sync.outOfStock", { count: sync.out_of_stock }),
    ...(sync.removed ? [t("pos.sync.removed", { count: sync.removed })] : []),
  ];
  return (
    <>
      {time} · {parts.join(t("pos.sync.separator"))}
    </>
  );
}
