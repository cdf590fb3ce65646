import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { BillChanges } from "../bill/bill-changes";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { formatVenueDateTime } from "@tablewise/domain/rules/format-date";
import { formatMoney } from "../../../lib/format-money";
import { useOrderSocket } from "../../../lib/order-socket";
import { getVisitorId } from "../../../lib/visitor-id";
import { buildPath } from "../../../lib/route-paths";
import { useBack } from "../../../lib/use-back";
import { PageBar } from "../../../ui/page-bar";
import { PageLoader } from "../../../ui/page-loader";
import { FiscalReceipts, ReceiptLines, ReceiptProvider, ReceiptRefund } from "../../payment/receipt-parts";
import { useMenuSession } from "../../session/session-context";
import { ReceiptMail } from "../../payment/receipt-mail/receipt-mail";
import { fiscalReceiptsQuery, orderQuery, sendReceiptMail } from "../inside-api";
import { useInsideTable } from "../inside-context";
import { leftToPay } from "../bill/bill-line-state";
import { canRate, LazyRating } from "../../payment/lazy-rating";
import { PaymentReceipt } from "./payment-receipt";
import { PaymentRequests } from "./payment-requests";
import "../../payment/receipt.css";

const payMethods = ["cash", "card", "online", "bonus"] as const;

// SPEC §2 Receipt: venue header, date and time, guests, section and table, comment, cancellation reason,
// bill lines, totals, payment details per method, service provider and technical details (order number
// as mode plus serial id, local id, date and time). SPEC §7: a failed order fetch goes to Orders.
export function ReceiptPage() {
  const { order_id = "" } = useParams();
  const { t, i18n } = useTranslation("order");
  const navigate = useNavigate();
  const { cafe, currency, menus } = useMenuSession();
  const { code, inside, tips } = useInsideTable();
  // ?payment=<public id> opens the receipt of that payment of the table's bill.
  const [search] = useSearchParams();
  const paymentId = search.get("payment");
  const ordersPath = buildPath("orders", { inside_code: code });
  const goBack = useBack(ordersPath);
  const { data: order, isError } = useQuery(orderQuery(order_id, inside.access_code));
  // Paid and refunded sums change when a receipt is due: the fiscal receipts are read again then.
  const paidSignature = order ? `${order.status}:${order.total}:${JSON.stringify(order.payment_sums)}` : "";
  const { data: fiscal } = useQuery({
    ...fiscalReceiptsQuery(order_id, inside.access_code, paidSignature),
    enabled: Boolean(order),
    // The provider numbers a receipt a few seconds after the payment settles: asked a few more times
    // (a venue with no fiscal provider has none to wait for, so the asking stops).
    refetchInterval: (q) => (!q.state.data?.length && q.state.dataUpdateCount < 6 ? 10_000 : false),
  });
  useEffect(() => {
    if (isError) void navigate(ordersPath, { replace: true });
  }, [isError, navigate, ordersPath]);
  // Every open receipt follows its own order (not only the table's latest), so a
  // confirmation, a part paid by another guest or a refund shows as it happens.
  const isWaiting = (order?.payment_requests.length ?? 0) > 0;
  // An online payment waits for the gateway's signed notification, not for a waiter (the
  // guest's return from the gateway's page never settles it); a cash or card request, for the waiter.
  const awaitsGatewayOnly = isWaiting && order!.payment_requests.every((r) => r.method === "online");
  useOrderSocket(
    order_id
      ? {
          event: "listen",
          payload: { order_id, access_code: inside.access_code, visitor_id: getVisitorId() },
        }
      : null,
  );

  if (!order) return <PageLoader />;
  const money = (n: number) => formatMoney(n, currency, i18n.language);
  const when = formatVenueDateTime(order.date, cafe.timezone);
  const subtotal = order.list.reduce((s, l) => s + l.total, 0);
  return (
    <div className="receipt-page" data-testid="receipt-page">
      <PageBar title={t("receipt.title")} backLabel={t("back")} onBack={goBack} />
      <main className="receipt">
        <header className="receipt__venue">
          <h1 className="receipt__name">{cafe.name}</h1>
          {/* Isolated, so Arabic keeps "14 Yaroslaviv Val St" and "DD.MM.YYYY HH:mm" in their own order. */}
          <p>
            <bdi>{cafe.address}</bdi>
          </p>
          <p data-testid="receipt-date">
            <bdi dir="ltr">{when}</bdi>
          </p>
        </header>
        {isWaiting ? (
          <p className="receipt__notice" role="status" data-testid="receipt-awaiting">
            {t(awaitsGatewayOnly ? "receipt.awaiting_online" : "receipt.awaiting")}
          </p>
        ) : (
          order.status === "closed" && (
            <p className="receipt__notice receipt__notice--done" role="status" data-testid="receipt-settled">
              {t("receipt.settled")}
            </p>
          )
        )}
        {canRate(order) && (
          <LazyRating
            target={{
              kind: "order",
              orderId: order._id,
              headers: { "x-access-code": inside.access_code, "x-visitor-id": getVisitorId() },
            }}
          />
        )}
        {paymentId && (
          <PaymentReceipt
            order={order}
            paymentId={paymentId}
            code={code}
            waiters={tips.waiters}
            money={money}
          />
        )}
        <dl className="receipt__facts">
          <dt>{t("receipt.guests")}</dt>
          <dd>{order.guests_count}</dd>
          <dt>{t("receipt.section")}</dt>
          <dd>{order.section ?? inside.section_name}</dd>
          <dt>{t("receipt.table")}</dt>
          <dd data-testid="receipt-table">{order.table_name ?? inside.table_name}</dd>
          {order.comment && (
            <>
              <dt>{t("receipt.comment")}</dt>
              <dd>{order.comment}</dd>
            </>
          )}
          {order.reason && (
            <>
              <dt>{t("receipt.reason")}</dt>
              <dd>{order.reason}</dd>
            </>
          )}
        </dl>
        <ReceiptLines order={order} money={money} />
        <BillChanges order={order} money={money} />
        <dl className="receipt__totals">
          <dt>{t("receipt.subtotal")}</dt>
          <dd>{money(subtotal)}</dd>
          {order.discount > 0 && (
            <>
              <dt>{t("receipt.discount")}</dt>
              <dd>−{money(order.discount)}</dd>
            </>
          )}
          {order.tip_amount > 0 && (
            <>
              <dt>{t("receipt.tip")}</dt>
              <dd data-testid="receipt-tip">{money(order.tip_amount)}</dd>
            </>
          )}
          <dt className="receipt__grand">{t("receipt.total")}</dt>
          <dd className="receipt__grand" data-testid="receipt-total">
            {money(order.total)}
          </dd>
        </dl>
        <ReceiptRefund order={order} money={money} />
        {!paymentId && order.status !== "closed" && leftToPay(order) > 0 && (
          <p className="receipt__notice" data-testid="receipt-left">
            {t("receipt.left", { left: money(leftToPay(order)) })}
          </p>
        )}
        <section aria-labelledby="receipt-payments">
          <h2 id="receipt-payments" className="receipt__heading">
            {t("receipt.payments")}
          </h2>
          <dl className="receipt__facts">
            {payMethods
              .filter((m) => order.payment_sums[m] > 0)
              .map((m) => (
                <div key={m} className="receipt__payment" data-testid={`receipt-paid-${m}`}>
                  <dt>{t(`method.${m}`)}</dt>
                  <dd>
                    {money(order.payment_sums[m])} · {t(`payment_status.${order.payment_statuses[m]}`)}
                  </dd>
                </div>
              ))}
          </dl>
          <PaymentRequests order={order} currency={currency} timeZone={cafe.timezone} />
        </section>
        <FiscalReceipts receipts={fiscal ?? []} />
        <ReceiptMail
          send={(email, locale) => sendReceiptMail(order._id, inside.access_code, email, locale)}
        />
        <ReceiptProvider order={order} menus={menus} cafeId={cafe._id} />
        <section aria-labelledby="receipt-tech" className="receipt__tech">
          <h2 id="receipt-tech" className="receipt__heading">
            {t("receipt.technical")}
          </h2>
          <dl className="receipt__facts">
            <dt>{t("receipt.number")}</dt>
            <dd data-testid="receipt-number">{`${t(`order_type.${order.order_type}`)} ${order.serial_order_id}`}</dd>
            <dt>{t("receipt.local_id")}</dt>
            <dd>{order.local_id}</dd>
            <dt>{t("receipt.date")}</dt>
            <dd>
              <bdi dir="ltr">{when}</bdi>
            </dd>
          </dl>
        </section>
      </main>
    </div>
  );
}
