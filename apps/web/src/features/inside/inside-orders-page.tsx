import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { Order } from "@tablewise/domain/contract/order";
import { formatVenueDateTime, monthKey } from "@tablewise/domain/rules/format-date";
import { formatMoney } from "../../lib/format-money";
import { buildPath } from "../../lib/route-paths";
import { useNow } from "../../lib/use-now";
import { getVisitorId } from "../../lib/visitor-id";
import { Icon } from "../../ui/icon";
import { useMenuSession } from "../session/session-context";
import { formatCountdown, pendingMsLeft } from "./countdown";
import { getArchive } from "./inside-api";
import { useInsideTable } from "./inside-context";
import { isPending } from "./order-state";
import "../orders/orders-empty.css";
import "./inside.css";

// SPEC §2 Orders archive in eat-in: the table's active order (pending or active) on top, then this
// guest's earlier orders at the venue grouped by month and year. The archive follows the visitor id,
// never the table, so the next party at the table sees nothing of the last (SPEC §6).
export function InsideOrdersPage() {
  const { t, i18n } = useTranslation("order");
  const navigate = useNavigate();
  const { cafe, currency, paths } = useMenuSession();
  const { code, order } = useInsideTable();
  const [archive, setArchive] = useState<Order[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getArchive(cafe._id, getVisitorId(), controller.signal).then(setArchive, () => {
      // SPEC §7: an archive failure goes to the menu.
      if (!controller.signal.aborted) void navigate(paths.lobby, { replace: true });
    });
    return () => controller.abort();
  }, [cafe._id, navigate, paths.lobby]);

  const groups = useMemo(() => {
    const past = (archive ?? []).filter((o) => o._id !== order?._id);
    const byMonth = new Map<string, Order[]>();
    for (const o of past) {
      const k = monthKey(o.date, cafe.timezone);
      byMonth.set(k, [...(byMonth.get(k) ?? []), o]);
    }
    return [...byMonth].sort(([a], [b]) => b.localeCompare(a));
  }, [archive, order?._id, cafe.timezone]);

  const monthTitle = (k: string) =>
    new Intl.DateTimeFormat(i18n.language, { month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${k}-15T00:00:00Z`),
    );
  const money = (n: number) => formatMoney(n, currency, i18n.language);
  const isEmpty = archive !== null && !order && groups.length === 0;

  return (
    <main className="orders-page" data-testid="orders-page" aria-busy={archive === null}>
      <h1 className="orders-empty__heading">{t("orders.title")}</h1>
      {order && <ActiveOrderCard order={order} code={code} money={money} />}
      {groups.map(([k, orders]) => (
        <section key={k} className="orders-month" aria-labelledby={`month-${k}`}>
          <h2 id={`month-${k}`} className="orders-month__title">
            {monthTitle(k)}
          </h2>
          <ul className="orders-month__list">
            {orders.map((o) => (
              <li key={o._id}>
                <Link
                  to={buildPath("inside_receipt", { inside_code: code, order_id: o._id })}
                  className="order-row"
                  data-testid="archived-order"
                >
                  <span className="order-row__main">
                    <span className="order-row__title">
                      {t("orders.number", { number: o.serial_order_id })}
                    </span>
                    <span className="order-row__sub">{formatVenueDateTime(o.date, cafe.timezone)}</span>
                  </span>
                  <span className="order-row__total">{money(o.total)}</span>
                  <span className="order-row__status">{t(`status.${o.status}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {isEmpty && (
        <div className="orders-empty__body" data-testid="orders-empty">
          <span className="orders-empty__icon" aria-hidden="true">
            <Icon name="orders" size={40} />
          </span>
          <h2 className="orders-empty__title">{t("orders.empty_title")}</h2>
          <p className="orders-empty__hint">{t("orders.empty_hint")}</p>
          <Link to={paths.lobby} className="btn btn--primary" data-testid="orders-open-menu">
            {t("orders.open_menu")}
          </Link>
        </div>
      )}
    </main>
  );
}

type ActiveOrderCardProps = { order: Order; code: string; money: (n: number) => string };

// SPEC §2 pending order screen: the order waits for acceptance and becomes active here once accepted.
function ActiveOrderCard({ order, code, money }: ActiveOrderCardProps) {
  const { t } = useTranslation("order");
  const now = useNow(1000);
  const pending = isPending(order);
  return (
    <section className="active-order" aria-labelledby="active-order-title" data-testid="active-order">
      <h2 id="active-order-title" className="active-order__title">
        {pending ? t("pending.title") : t("active.title")}
      </h2>
      {pending ? (
        <>
          <p className="active-order__text">{t("pending.text")}</p>
          <p className="active-order__timer" role="timer" data-testid="pending-countdown">
            {formatCountdown(pendingMsLeft(order.auto_cancel_at, now))}
          </p>
        </>
      ) : (
        <>
          <p className="active-order__text">
            {t(`status.${order.status}`)} · {money(order.total)}
          </p>
          <Link
            to={buildPath("order", { inside_code: code })}
            className="btn btn--primary btn--block"
            data-testid="open-bill"
          >
            {t("active.open_bill")}
          </Link>
        </>
      )}
      <ul className="active-order__lines">
        {order.list.map((line) => (
          <li key={line._id}>
            <span>
              {line.quantity} × {line.name}
            </span>
            <span>{money(line.total)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
