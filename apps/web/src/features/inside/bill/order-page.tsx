import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import type { PayMethod } from "@tablewise/domain/contract/common";
import type { PaymentLink } from "@tablewise/domain/contract/order";
import { fromMinorUnits } from "@tablewise/domain/rules/money";
import { tipAmount, eatInPaymentTotal } from "@tablewise/domain/rules/tips";
import { errorCodeOf } from "../../../lib/api-client";
import { formatMoney } from "../../../lib/format-money";
import { buildPath } from "../../../lib/route-paths";
import { useBack } from "../../../lib/use-back";
import { BottomSheet } from "../../../ui/bottom-sheet";
import { ErrorModal } from "../../../ui/error-modal";
import { GatewayBrand, useGatewayName } from "../../../ui/gateway-brand";
import { PageBar } from "../../../ui/page-bar";
import { useMenuSession } from "../../session/session-context";
import { BillChanges } from "./bill-changes";
import { BillList } from "./bill-list";
import { BillProgress } from "./bill-progress";
import { cancelPayment } from "../inside-api";
import { useInsideTable } from "../inside-context";
import { isPending } from "./order-state";
import { PaymentRequests } from "../pay/payment-requests";
import { PayMethodPicker } from "../../payment/pay-method-picker";
import { SlideToPay } from "../../payment/slide-to-pay";
import { TipPicker } from "../pay/tip-picker";
import { useBillPayment } from "../pay/use-bill-payment";
import { ShareChoice } from "../../payment/share/share-choice";
import { openOf } from "../../payment/share/bill-share";
import { declinedAppends } from "./declined-appends";
import "./order-page.css";
import "../pay/split-parts.css";

const methods = ["cash", "card", "online"] as const;

// SPEC §4 entering the order page: no order goes to the lobby, a pending order to Orders.
export function OrderPage() {
  const { order } = useInsideTable();
  const { paths } = useMenuSession();
  if (!order) return <Navigate to={paths.lobby} replace />;
  if (isPending(order)) return <Navigate to={paths.orders} replace />;
  return <OrderBill />;
}

// SPEC §2 Eat-in order page: the bill with selectable items and quantities, select all, tips, the pay
// method (first enabled preselected; online once a split is partly paid), slide-to-pay, the online
// payment modal and the error modal.
function OrderBill() {
  const { t, i18n } = useTranslation("order");
  const navigate = useNavigate();
  const { cafe, currency, paths } = useMenuSession();
  const table = useInsideTable();
  const order = table.order!;
  const bill = useBillPayment(order, table.inside.access_code);
  const enabled = methods.filter((m) => cafe.pay_methods[m]);
  // A refunded part (the split timed out, SPEC §4) no longer counts as paid.
  const isSplitPartlyPaid = order.split_payments.some((s) => s.paid_at && !s.refunded_at);
  const [method, setMethod] = useState<PayMethod | undefined>(
    isSplitPartlyPaid && cafe.pay_methods.online ? "online" : enabled[0],
  );
  const [online, setOnline] = useState<{ link: PaymentLink; paymentId: string | null } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const goBack = useBack(paths.lobby);
  const gatewayName = useGatewayName();
  useEffect(() => {
    if (isSplitPartlyPaid && cafe.pay_methods.online) setMethod("online");
  }, [isSplitPartlyPaid, cafe.pay_methods.online]);

  const money = (n: number) => formatMoney(n, currency, i18n.language);
  // The bill's sum, tip and total are minor units (the rules compute in them).
  const moneyOfUnits = (units: number) => money(fromMinorUnits(units));
  const tip = tipAmount(bill.sum, bill.tip);
  const total = eatInPaymentTotal(bill.sum, bill.tip);
  const showSplits = method === "online" && bill.splits.length > 1;
  const hasTips = table.tips.enabled;

  const handlePay = async () => {
    if (!method) return;
    try {
      const outcome = await bill.pay(method);
      if (outcome.kind === "online") return setOnline(outcome);
      table.setOrder(outcome.unpaidOrder);
      // The receipt of this payment, linked to the table's bill.
      const receipt = buildPath("inside_receipt", { inside_code: table.code, order_id: order._id });
      void navigate(outcome.paymentId ? `${receipt}?payment=${outcome.paymentId}` : receipt);
    } catch (error) {
      setFailure(error);
    }
  };

  // Closing the "Pay online" sheet gives the guest's pending payment up at once, so nobody at
  // the table (this guest included) waits out its hold.
  const handleCloseOnline = () => {
    const paymentId = online?.paymentId;
    setOnline(null);
    if (paymentId)
      cancelPayment(order._id, table.inside.access_code, paymentId).then(table.setOrder, () => undefined);
  };
  // The slider names the amount; the split's part number is in the parts list.
  const payLabel = t("pay.slide", { total: moneyOfUnits(total) });
  const isConflict = failure !== null && errorCodeOf(failure) === "conflict";
  return (
    <div className="order-page" data-testid="order-page">
      <PageBar title={t("bill.title")} backLabel={t("back")} onBack={goBack} />
      <main className="order-page__body">
        <p className="order-page__header" data-testid="order-header">
          {t("bill.header", {
            table: order.table_name ?? table.inside.table_name,
            section: order.section ?? table.inside.section_name,
            count: order.guests_count,
          })}
        </p>
        <ShareChoice
          mode={bill.share}
          canPayItems={!order.paid_by_amount}
          leftText={moneyOfUnits(openOf(order))}
          onChange={bill.setShare}
        />
        {bill.share.kind === "items" && (
          <label className="order-page__all">
            <input
              type="checkbox"
              checked={bill.isAllSelected}
              onChange={bill.selectAll}
              data-testid="select-all"
            />
            {t("bill.select_all")}
          </label>
        )}
        <BillProgress order={order} money={money} />
        <BillList
          lines={order.list}
          waitingLines={order.appends.filter((a) => a.status === "waiting").flatMap((a) => a.list)}
          declined={declinedAppends(order)}
          requests={order.payment_requests}
          selected={bill.share.kind === "items" ? bill.selected : []}
          isByAmount={bill.share.kind !== "items"}
          currency={currency}
          onChange={bill.setSelected}
        />
        <BillChanges order={order} money={money} />
        <PaymentRequests order={order} currency={currency} timeZone={cafe.timezone} />
        {hasTips && (
          <TipPicker
            sum={bill.sum}
            tip={bill.tip}
            onChange={bill.setTip}
            waiters={table.tips.mode === "personal" ? table.tips.waiters : []}
            money={moneyOfUnits}
          />
        )}
        {showSplits && (
          <section aria-labelledby="splits-title" className="splits-block">
            <h2 id="splits-title" className="splits-block__title">
              {t("pay.splits")}
            </h2>
            <ol className="splits" data-testid="splits">
              {bill.splits.map((s, i) => (
                <li key={i} className="splits__part" data-paid={Boolean(s.paid_at)}>
                  <span>{t("pay.split_part", { number: i + 1 })}</span>
                  <span>
                    {money(s.total)} · {s.paid_at ? t("payment_status.paid") : t("payment_status.unpaid")}
                  </span>
                </li>
              ))}
            </ol>
            <p className="splits-block__hint">{t("pay.split_hint")}</p>
          </section>
        )}
      </main>
      <footer className="order-page__bar">
        <PayMethodPicker methods={enabled} value={method} onChange={setMethod} />
        <dl className="order-page__totals">
          <dt>{t("receipt.subtotal")}</dt>
          <dd data-testid="pay-sum">{moneyOfUnits(bill.sum)}</dd>
          <dt>{t("receipt.tip")}</dt>
          <dd data-testid="pay-tip">{moneyOfUnits(tip)}</dd>
          <dt className="order-page__grand">{t("receipt.total")}</dt>
          <dd className="order-page__grand" data-testid="pay-total">
            {moneyOfUnits(total)}
          </dd>
        </dl>
        {bill.share.kind === "items" && bill.selected.length === 0 && (
          <p className="order-page__message" role="status">
            {t("pay.select")}
          </p>
        )}
        <SlideToPay
          label={payLabel}
          summary={`${method ? t(`method.${method}`) : ""} · ${moneyOfUnits(total)}`}
          isDisabled={!bill.canPay || !method || total <= 0}
          isBusy={bill.isBusy}
          onConfirm={() => void handlePay()}
        />
      </footer>
      {online && (
        <BottomSheet
          title={t("pay.online_title")}
          onClose={handleCloseOnline}
          closeLabel={t("close")}
          testId="online-sheet"
        >
          <GatewayBrand gateway={online.link.gateway} />
          <p>{t("pay.online_text", { gateway: gatewayName(online.link.gateway) })}</p>
          <a href={online.link.pay_url} className="btn btn--primary btn--block" data-testid="online-pay-link">
            {t("pay.online_go")}
          </a>
        </BottomSheet>
      )}
      {isConflict && (
        <BottomSheet
          title={t("pay.conflict_title")}
          onClose={() => setFailure(null)}
          closeLabel={t("close")}
          testId="pay-conflict"
        >
          <p>{t("pay.conflict_text")}</p>
          <button type="button" className="btn btn--primary btn--block" onClick={() => setFailure(null)}>
            {t("pay.conflict_ok")}
          </button>
        </BottomSheet>
      )}
      {failure !== null && !isConflict && (
        <ErrorModal type="payment" code={`${errorCodeOf(failure)} / ${table.code}`} />
      )}
    </div>
  );
}
