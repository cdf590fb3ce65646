import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { useMutation } from "@tanstack/react-query";
import type { FloorAlert } from "@tablewise/domain/contract/floor";
import { formatMoney } from "../../../lib/format-money";
import { ConsoleApiError } from "../../lib/console-api";
import { consoleLocale } from "../../i18n/console-i18n";
import { minutesSince } from "./floor-model";

// Who took an alert, from a 409 alert_taken: the envelope's details name them when the server gives it,
// its message otherwise.
export function takenBy(error: unknown): string | null {
  if (!(error instanceof ConsoleApiError) || error.code !== "alert_taken") return null;
  const details = error.details as { acknowledged_by?: unknown } | undefined;
  return typeof details?.acknowledged_by === "string" ? details.acknowledged_by : error.message;
}

// An alert that needs this person: what happened at which table, since when, escalated or not; one
// person acknowledges it (a second one hears who took it), and it links to the order.
export function AlertCard({
  alert,
  currency,
  nowMs,
  onAcknowledge,
}: {
  alert: FloorAlert;
  currency: string;
  nowMs: number;
  onAcknowledge: (alert: FloorAlert) => Promise<unknown>;
}) {
  const { t } = useTranslation("floor");
  const acknowledge = useMutation({ mutationFn: () => onAcknowledge(alert) });
  const taken = takenBy(acknowledge.error);
  const escalated = Boolean(alert.escalated_at);
  return (
    <li className={`fl-alert fl-alert--${alert.status}${escalated ? " fl-alert--escalated" : ""}`}>
      <div className="fl-alert__head">
        <span className="fl-alert__kind">
          <span aria-hidden="true">{escalated ? "⚠ " : "● "}</span>
          {t(`kind.${alert.kind}`)}
        </span>
        {escalated && <span className="fl-alert__escalated">{t("alert.escalated")}</span>}
      </div>
      <p className="fl-alert__where">
        {alert.table_label ?? t("alert.noTable")}
        {alert.serial !== null && ` · ${t("alert.serial", { serial: alert.serial })}`}
        {alert.amount !== null && ` · ${formatMoney(alert.amount / 100, currency, consoleLocale())}`}
        {" · "}
        {ageText(t, minutesSince(alert.created_at, nowMs))}
      </p>
      {alert.status === "acknowledged" && alert.acknowledged_by && (
        <p className="fl-alert__by">{t("alert.acknowledgedBy", { name: alert.acknowledged_by })}</p>
      )}
      {acknowledge.isError && (
        <p className="fl-alert__error" role="alert">
          {taken !== null ? t("alert.taken", { name: taken }) : t("errors.action")}
        </p>
      )}
      <div className="fl-alert__actions">
        {alert.status === "open" && taken === null && (
          <button
            type="button"
            className="btn btn--primary"
            disabled={acknowledge.isPending}
            onClick={() => acknowledge.mutate()}
          >
            {t("alert.acknowledge")}
          </button>
        )}
        {alert.order_id && (
          <Link
            className="btn btn--ghost fl-link"
            to={`/console/orders/${encodeURIComponent(alert.order_id)}`}
          >
            {t("alert.openOrder")}
          </Link>
        )}
      </div>
    </li>
  );
}

// "just now" rather than "0 min ago" for an alert of this minute.
const ageText = (t: TFunction<"floor">, minutes: number) =>
  minutes < 1 ? t("alert.justNow") : t("alert.age", { count: minutes });
