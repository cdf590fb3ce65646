import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { Order } from "@tablewise/domain/contract/order";
import { formatVenueDateTime, monthKey } from "@tablewise/domain/rules/format-date";
import { formatMoney } from "../../lib/format-money";
import { buildPath } from "../../lib/route-paths";
import { getVisitorId } from "../../lib/visitor-id";
import { Icon } from "../../ui/icon";
import { useMenuSession } from "../session/session-context";
import { OrderStatus } from "./order-status";
import { getPreorderArchive } from "./preorder-api";
import { usePreorder } from "./preorder-context";
import "../orders/orders-empty.css";
import "../inside/inside.css";
import "./preorder.css";

// SPEC §2 Orders for delivery and takeaway: the order being followed on top, then this guest's orders of
// the mode at the venue (GET /archive with the mode), grouped by month and year. SPEC §7: an archive
// failure goes to the menu.
export function PreorderOrdersPage() {
  const { t, i18n } = useTranslation("preorder");
  const { t: tOrder } = useTranslation("order");
  const navigate = useNavigate();
  const { cafe, currency, paths } = useMenuSession();
  const { link, mode, order } = usePreorder();
  const [archive, setArchive] = useState<Order[] | null>(null);
  const receipt = (id: string) => buildPath("preorder_receipt", { cafe_link: link, mode, order_id: id });

  useEffect(() => {
    const controller = new AbortController();
    getPreorderArchive(cafe._id, getVisitorId(), mode, controller.signal).then(setArchive, () => {
      if (!controller.signal.aborted) void navigate(paths.lobby, { replace: true });
    });
    return () => controller.abort();
  }, [cafe._id, mode, navigate, paths.lobby]);

  const current = order && order.status !== "closed" ? order : null;
  const groups = useMemo(() => {
    const byMonth = new Map<string, Order[]>();
    for (const o of (archive ?? []).filter((a) => a._id !== current?._id)) {
      const k = monthKey(o.date, cafe.timezone);
      byMonth.set(k, [...(byMonth.get(k) ?? []), o]);
    }
    return [...byMonth].sort(([a], [b]) => b.localeCompare(a));
  }, [archive, current?._id, cafe.timezone]);
  const monthTitle = (k: string) =>
    new Intl.DateTimeFormat(i18n.language, { month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${k}-15T00:00:00Z`),
    );
  const money = (n: number) => formatMoney(n, currency, i18n.language);
  const isEmpty = archive !== null && !current && groups.length === 0;

  return (
    <main className="orders-page" data-testid="orders-page" aria-busy={archive === null}>
      <h1 className="orders-empty__heading">{t(`orders.title_${mode}`)}</h1>
      {current && (
        <section className="active-order" aria-labelledby="current-order" data-testid="active-order">
          <h2 id="current-order" className="active-order__title">
            {t("slide.title", { number: current.serial_order_id })}
          </h2>
          <OrderStatus order={current} />
          <Link to={receipt(current._id)} className="btn btn--primary btn--block" data-testid="open-receipt">
            {t("orders.open_receipt")}
          </Link>
        </section>
      )}
      {groups.map(([k, orders]) => (
        <section key={k} className="orders-month" aria-labelledby={`month-${k}`}>
          <h2 id={`month-${k}`} className="orders-month__title">
            {monthTitle(k)}
          </h2>
          <ul className="orders-month__list">
            {orders.map((o) => (
              <li key={o._id}>
                <Link to={receipt(o._id)} className="order-row" data-testid="archived-order">
                  <span className="order-row__main">
                    <span className="order-row__title">
                      {tOrder("orders.number", { number: o.serial_order_id })}
                    </span>
                    <span className="order-row__sub">
                      <bdi>{formatVenueDateTime(o.date, cafe.timezone)}</bdi>
                    </span>
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
          <h2 className="orders-empty__title">{tOrder("orders.empty_title")}</h2>
          <p className="orders-empty__hint">{tOrder("orders.empty_hint")}</p>
          <Link to={paths.lobby} className="btn btn--primary" data-testid="orders-open-menu">
            {tOrder("orders.open_menu")}
          </Link>
        </div>
      )}
    </main>
  );
}
