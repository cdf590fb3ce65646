import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { Order } from "@tablewise/domain/contract/order";
import { formatMoney } from "../../lib/format-money";
import { buildPath } from "../../lib/route-paths";
import { useNow } from "../../lib/use-now";
import { getVisitorId } from "../../lib/visitor-id";
import { useMenuSession } from "../session/session-context";
import { formatCountdown, pendingMsLeft } from "../payment/countdown";
import { leftToPay } from "./bill/bill-line-state";
import { insideArchiveQuery } from "./inside-api";
import { useInsideTable } from "./inside-context";
import { isPending } from "./bill/order-state";
import { ArchiveEmpty, ArchiveMonths, useMonthGroups } from "../orders/order-archive";
import "./inside.css";

// SPEC §2 Orders archive in eat-in: the table's active order (pending or active) on top, then this
// guest's earlier orders at the venue grouped by month and year. The archive follows the visitor id,
// never the table, so the next party at the table sees nothing of the last (SPEC §6).
export function InsideOrdersPage() {
  const { t, i18n } = useTranslation("order");
  const navigate = useNavigate();
  const { cafe, currency, paths } = useMenuSession();
  const { code, order } = useInsideTable();

  const fetched = useQuery(insideArchiveQuery(cafe._id, getVisitorId()));
  const archive = fetched.data ?? null;
  useEffect(() => {
    // SPEC §7: an archive failure goes to the menu.
    if (fetched.isError) void navigate(paths.lobby, { replace: true });
  }, [fetched.isError, navigate, paths.lobby]);

  const groups = useMonthGroups(archive, order?._id, cafe.timezone);
  const money = (n: number) => formatMoney(n, currency, i18n.language);
  const isEmpty = archive !== null && !order && groups.length === 0;

  return (
    <main className="orders-page" data-testid="orders-page" aria-busy={archive === null}>
      <h1 className="orders-empty__heading">{t("orders.title")}</h1>
      {order && <ActiveOrderCard order={order} code={code} money={money} />}
      <ArchiveMonths
        groups={groups}
        timeZone={cafe.timezone}
        receiptPath={(id) => buildPath("inside_receipt", { inside_code: code, order_id: id })}
        money={money}
        statusLabel={(o) => t(`status.${o.status}`)}
      />
      {isEmpty && <ArchiveEmpty lobbyPath={paths.lobby} />}
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
          <p className="active-order__text" data-testid="active-order-status">
            {/* A part-paid bill says what is left, not its total. */}
            {order.status === "paying"
              ? t("active.paying_left", { left: money(leftToPay(order)) })
              : `${t(`status.${order.status}`)} · ${money(order.total)}`}
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
