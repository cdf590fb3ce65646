import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import type { Order } from "@tablewise/domain/contract/order";
import { formatVenueDateTime } from "@tablewise/domain/rules/format-date";
import { formatPhoneInternational } from "@tablewise/domain/rules/phone-number";
import { formatMoney } from "../../../lib/format-money";
import { buildPath } from "../../../lib/route-paths";
import { useBack } from "../../../lib/use-back";
import { PageBar } from "../../../ui/page-bar";
import { PageLoader } from "../../../ui/page-loader";
import { useMenuSession } from "../../session/session-context";
import { addressDetailParts, addressTitle, formatAddressDetails } from "../../../lib/address-line";
import { ReceiptMail } from "../../payment/receipt-mail/receipt-mail";
import { preorderFiscalReceiptsQuery, preorderQuery, sendPreorderReceiptMail } from "../preorder-api";
import { usePreorder } from "../preorder-context";
import {
  FiscalReceipts,
  ReceiptLines,
  ReceiptPayments,
  ReceiptProvider,
  ReceiptRefund,
} from "../../payment/receipt-parts";
import { canRate, LazyRating } from "../../payment/lazy-rating";
import { ReceiptShares } from "../../payment/share/receipt-shares";
import { OrderStatus } from "./order-status";
import { needsOnlinePayment, PayNow } from "./pay-now";
import "../../payment/receipt.css";
import "../preorder.css";

// SPEC §2 Receipt for delivery and takeaway: the address and time instead of the table; the order's
// live status while it is followed. SPEC §7: a failed order fetch goes to Orders.
export function PreorderReceiptPage() {
  const { order_id = "" } = useParams();
  const { t, i18n } = useTranslation("preorder");
  const { t: tOrder } = useTranslation("order");
  const navigate = useNavigate();
  const { cafe, currency, menus } = useMenuSession();
  const pre = usePreorder();
  const ordersPath = buildPath("preorder_orders", { cafe_link: pre.link, mode: pre.mode });
  const goBack = useBack(ordersPath);
  const fetched = useQuery(preorderQuery(order_id));
  const [kept, setKept] = useState<Order | null>(null);
  // The followed preorder is live (SPEC §4 preorder_update); a cancelled one arrives as `cancelled`.
  const live = [pre.order, pre.cancelled].find((o) => o?._id === order_id) ?? null;
  // A live state outranks the fetched answer, and its last one stays once the order stops being followed
  // (a cancellation confirmed).
  useEffect(() => {
    if (live) setKept(live);
  }, [live]);
  const order = live ?? (kept?._id === order_id ? kept : null) ?? fetched.data ?? null;
  // Paid and refunded sums change when a receipt is due: the fiscal receipts are read again then.
  const paidSignature = order ? `${order.status}:${order.total}:${JSON.stringify(order.payment_sums)}` : "";
  const { data: fiscal } = useQuery({
    ...preorderFiscalReceiptsQuery(order_id, paidSignature),
    // Nothing is paid before the order is: no receipt to ask for.
    enabled: Boolean(order?.paid_at),
    // The provider numbers a receipt a few seconds after the payment settles: asked a few more times
    // (a venue with no fiscal provider has none to wait for, so the asking stops).
    refetchInterval: (q) => (!q.state.data?.length && q.state.dataUpdateCount < 6 ? 10_000 : false),
  });
  useEffect(() => {
    if (fetched.isError) void navigate(ordersPath, { replace: true });
  }, [fetched.isError, navigate, ordersPath]);

  if (!order) return <PageLoader />;
  const money = (n: number) => formatMoney(n, currency, i18n.language);
  const when = formatVenueDateTime(order.date, cafe.timezone);
  const subtotal = order.list.reduce((s, l) => s + l.total, 0);
  const address = order.client?.address;
  const parts = address ? addressDetailParts(address) : [];
  return (
    <div className="receipt-page" data-testid="receipt-page">
      <PageBar title={tOrder("receipt.title")} backLabel={t("back")} onBack={goBack} />
      <OrderStatus order={order} />
      {needsOnlinePayment(order) && <PayNow order={order} money={money} />}
      <main className="receipt">
        <header className="receipt__venue">
          <h1 className="receipt__name">{cafe.name}</h1>
          <p dir="auto">{cafe.address}</p>
          <p data-testid="receipt-date">
            <bdi>{when}</bdi>
          </p>
        </header>
        {canRate(order) && <LazyRating target={{ kind: "preorder", orderId: order._id }} />}
        <dl className="receipt__facts">
          <dt>{t("receipt.type")}</dt>
          <dd data-testid="receipt-type">{tOrder(`order_type.${order.order_type}`)}</dd>
          {order.is_delivery ? (
            <>
              <dt>{t("receipt.address")}</dt>
              <dd data-testid="receipt-address">
                <bdi>{address ? addressTitle(address) : "—"}</bdi>
                {parts.length > 0 && (
                  <span className="receipt__choices">
                    {formatAddressDetails(parts, (field, value) => t(`address.line.${field}`, { value }))}
                  </span>
                )}
              </dd>
            </>
          ) : (
            <>
              <dt>{t("receipt.pickup")}</dt>
              <dd data-testid="receipt-address">
                <bdi>{cafe.address}</bdi>
              </dd>
            </>
          )}
          <dt>{t("receipt.time")}</dt>
          <dd data-testid="receipt-time">
            {order.takeaway_date ? (
              <bdi>{formatVenueDateTime(order.takeaway_date, cafe.timezone)}</bdi>
            ) : (
              t("time.asap")
            )}
          </dd>
          {order.client?.name && (
            <>
              <dt>{t("receipt.client")}</dt>
              <dd data-testid="receipt-client">
                {order.client.name}
                {order.client.phone && (
                  <span className="receipt__choices">
                    <bdi dir="ltr">{formatPhoneInternational(order.client.phone)}</bdi>
                  </span>
                )}
              </dd>
            </>
          )}
          {order.comment && (
            <>
              <dt>{tOrder("receipt.comment")}</dt>
              <dd>{order.comment}</dd>
            </>
          )}
          {order.reason && (
            <>
              <dt>{tOrder("receipt.reason")}</dt>
              <dd data-testid="receipt-reason">{order.reason}</dd>
            </>
          )}
        </dl>
        <ReceiptLines order={order} money={money} />
        <dl className="receipt__totals">
          <dt>{tOrder("receipt.subtotal")}</dt>
          <dd>{money(subtotal)}</dd>
          {order.discount > 0 && (
            <>
              <dt>{tOrder("receipt.discount")}</dt>
              <dd>−{money(order.discount)}</dd>
            </>
          )}
          {order.is_delivery && (
            <>
              <dt>{t("totals.delivery")}</dt>
              <dd data-testid="receipt-delivery">
                {order.delivery_fee ? money(order.delivery_fee) : t("totals.free")}
              </dd>
            </>
          )}
          <dt className="receipt__grand">{tOrder("receipt.total")}</dt>
          <dd className="receipt__grand" data-testid="receipt-total">
            {money(order.total)}
          </dd>
        </dl>
        <ReceiptRefund order={order} money={money} />
        <ReceiptPayments order={order} money={money} />
        <ReceiptShares order={order} money={money} />
        <FiscalReceipts receipts={fiscal ?? []} />
        <ReceiptMail send={(email, locale) => sendPreorderReceiptMail(order._id, email, locale)} />
        <ReceiptProvider order={order} menus={menus} cafeId={cafe._id} />
        <section aria-labelledby="receipt-tech" className="receipt__tech">
          <h2 id="receipt-tech" className="receipt__heading">
            {tOrder("receipt.technical")}
          </h2>
          <dl className="receipt__facts">
            <dt>{tOrder("receipt.number")}</dt>
            <dd data-testid="receipt-number">{`${tOrder(`order_type.${order.order_type}`)} ${order.serial_order_id}`}</dd>
            <dt>{tOrder("receipt.local_id")}</dt>
            <dd>{order.local_id}</dd>
            <dt>{tOrder("receipt.date")}</dt>
            <dd>
              <bdi>{when}</bdi>
            </dd>
          </dl>
        </section>
      </main>
    </div>
  );
}
