import { memo } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { FloorTable } from "@tablewise/domain/contract/floor";
import { formatMoney } from "../../../lib/format-money";
import { consoleLocale } from "../../i18n/console-i18n";
import { minutesSince, stateIcon } from "./floor-model";

// One table at a glance: its state in words with a colour and an icon (never colour alone, DESIGN.md §7),
// how long it has been so, what is left to pay and its open alerts. A table with an open order links to it.
export const TableCard = memo(function TableCard({
  table,
  currency,
  nowMs,
}: {
  table: FloorTable;
  currency: string;
  nowMs: number;
}) {
  const { t } = useTranslation("floor");
  return (
    <li className={`fl-table fl-table--${table.state}`}>
      <div className="fl-table__head">
        <span className="fl-table__name">{table.name}</span>
        <span className="fl-table__state">
          <span aria-hidden="true">{stateIcon[table.state]} </span>
          {t(`state.${table.state}`)}
        </span>
      </div>
      <div className="fl-table__facts">
        {table.since && <span>{sinceText(t, minutesSince(table.since, nowMs))}</span>}
        {table.left_to_pay > 0 && (
          <span>
            {t("table.leftToPay", {
              amount: formatMoney(table.left_to_pay / 100, currency, consoleLocale()),
            })}
          </span>
        )}
        {table.open_alerts > 0 && (
          <span className="fl-table__alerts">{t("table.openAlerts", { count: table.open_alerts })}</span>
        )}
        {!table.mine && table.followed_by.length > 0 && (
          <span>{t("table.followedBy", { names: table.followed_by.join(", ") })}</span>
        )}
      </div>
      {table.order_id && (
        <Link className="btn btn--ghost fl-link" to={`/console/orders/${encodeURIComponent(table.order_id)}`}>
          {table.serial !== null
            ? t("table.openOrderSerial", { serial: table.serial })
            : t("table.openOrder")}
        </Link>
      )}
    </li>
  );
});

// "just now" rather than "for 0 min" for a state of this minute.
const sinceText = (t: TFunction<"floor">, minutes: number) =>
  minutes < 1 ? t("table.sinceJustNow") : t("table.since", { count: minutes });
