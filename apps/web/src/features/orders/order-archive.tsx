import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Order } from "@tablewise/domain/contract/order";
import { formatVenueDateTime, monthKey } from "@tablewise/domain/rules/format-date";
import { Icon } from "../../ui/icon";
import "./orders-empty.css";
import "./order-archive.css";

type MonthGroup = readonly [month: string, orders: Order[]];

// SPEC §2 Orders archive: the guest's earlier orders grouped by month and year on the venue's clock,
// newest month first; the order shown on top of the page (`shownId`) is left out.
export function useMonthGroups(
  archive: readonly Order[] | null,
  shownId: string | undefined,
  timeZone: string,
) {
  return useMemo<MonthGroup[]>(() => {
    const byMonth = new Map<string, Order[]>();
    for (const o of (archive ?? []).filter((a) => a._id !== shownId)) {
      const k = monthKey(o.date, timeZone);
      byMonth.set(k, [...(byMonth.get(k) ?? []), o]);
    }
    return [...byMonth].sort(([a], [b]) => b.localeCompare(a));
  }, [archive, shownId, timeZone]);
}

type ArchiveMonthsProps = {
  groups: readonly MonthGroup[];
  timeZone: string;
  receiptPath: (orderId: string) => string;
  money: (amount: number) => string;
  statusLabel: (order: Order) => string;
};

// The month sections of the archive, each order a row leading to its receipt. Dates are isolated
// (<bdi>) so DD.MM.YYYY HH:mm keeps its order in Arabic.
export function ArchiveMonths({ groups, timeZone, receiptPath, money, statusLabel }: ArchiveMonthsProps) {
  const { t, i18n } = useTranslation("order");
  const monthTitle = (k: string) =>
    new Intl.DateTimeFormat(i18n.language, { month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${k}-15T00:00:00Z`),
    );
  return groups.map(([k, orders]) => (
    <section key={k} className="orders-month" aria-labelledby={`month-${k}`}>
      <h2 id={`month-${k}`} className="orders-month__title">
        {monthTitle(k)}
      </h2>
      <ul className="orders-month__list">
        {orders.map((o) => (
          <li key={o._id}>
            <Link to={receiptPath(o._id)} className="order-row" data-testid="archived-order">
              <span className="order-row__main">
                <span className="order-row__title">{t("orders.number", { number: o.serial_order_id })}</span>
                <span className="order-row__sub">
                  <bdi>{formatVenueDateTime(o.date, timeZone)}</bdi>
                </span>
              </span>
              <span className="order-row__total">{money(o.total)}</span>
              <span className="order-row__status">{statusLabel(o)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  ));
}

// The archive with nothing in it: an invitation back to the menu.
export function ArchiveEmpty({ lobbyPath }: { lobbyPath: string }) {
  const { t } = useTranslation("order");
  return (
    <div className="orders-empty__body" data-testid="orders-empty">
      <span className="orders-empty__icon" aria-hidden="true">
        <Icon name="orders" size={40} />
      </span>
      <h2 className="orders-empty__title">{t("orders.empty_title")}</h2>
      <p className="orders-empty__hint">{t("orders.empty_hint")}</p>
      <Link to={lobbyPath} className="btn btn--primary" data-testid="orders-open-menu">
        {t("orders.open_menu")}
      </Link>
    </div>
  );
}
