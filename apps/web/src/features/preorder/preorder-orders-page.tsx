import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { formatMoney } from "../../lib/format-money";
import { buildPath } from "../../lib/route-paths";
import { getVisitorId } from "../../lib/visitor-id";
import { useMenuSession } from "../session/session-context";
import { OrderStatus } from "./receipt/order-status";
import { preorderArchiveQuery } from "./preorder-api";
import { usePreorder } from "./preorder-context";
import { ArchiveEmpty, ArchiveMonths, useMonthGroups } from "../orders/order-archive";
import { ForgetDetails } from "../orders/forget-details";
import "./preorder.css";

// SPEC §2 Orders for delivery and takeaway: the order being followed on top, then this guest's orders of
// the mode at the venue (GET /archive with the mode), grouped by month and year. SPEC §7: an archive
// failure goes to the menu.
export function PreorderOrdersPage() {
  const { t, i18n } = useTranslation("preorder");
  const navigate = useNavigate();
  const { cafe, currency, paths } = useMenuSession();
  const { link, mode, order, forgetDetails } = usePreorder();
  const receipt = (id: string) => buildPath("preorder_receipt", { cafe_link: link, mode, order_id: id });

  const fetched = useQuery(preorderArchiveQuery(cafe._id, getVisitorId(), mode));
  const archive = fetched.data ?? null;
  useEffect(() => {
    // SPEC §7: an archive failure goes to the menu.
    if (fetched.isError) void navigate(paths.lobby, { replace: true });
  }, [fetched.isError, navigate, paths.lobby]);

  const current = order && order.status !== "closed" ? order : null;
  const groups = useMonthGroups(archive, current?._id, cafe.timezone);
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
      <ArchiveMonths
        groups={groups}
        timeZone={cafe.timezone}
        receiptPath={receipt}
        money={money}
        statusLabel={(o) => t(`status.${o.status}`)}
      />
      {isEmpty && <ArchiveEmpty lobbyPath={paths.lobby} />}
      <ForgetDetails onForget={forgetDetails} />
    </main>
  );
}
