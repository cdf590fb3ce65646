import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Order } from "@tablewise/domain/contract/order";
import { buildPath } from "../../../lib/route-paths";
import { leftToPay } from "../bill/bill-line-state";
import { CoveredShare } from "../../payment/share/covered-share";

type PaymentReceiptProps = {
  order: Order;
  paymentId: string;
  code: string;
  waiters: readonly { _id: string; name: string }[];
  money: (n: number) => string;
};

// The receipt of one payment of the table's bill: its lines and quantities, tip and the
// waiter it thanks, method and state, and what the table still has to pay (so a part payment never reads
// as a settled bill), with the way back to the bill.
export function PaymentReceipt({ order, paymentId, code, waiters, money }: PaymentReceiptProps) {
  const { t } = useTranslation("order");
  const confirmed = order.payments.find((p) => p._id === paymentId);
  const waiting = order.payment_requests.find((r) => r._id === paymentId);
  const payment = confirmed ?? waiting;
  if (!payment) return null;
  const state = confirmed ? confirmed.status : waiting!.status;
  const waiterId = confirmed?.waiter_id ?? null;
  const waiter = waiterId ? waiters.find((w) => w._id === waiterId)?.name : undefined;
  const byId = new Map(order.list.map((l) => [l._id, l]));
  const left = leftToPay(order);
  return (
    <section className="receipt__payment-part" aria-labelledby="receipt-part" data-testid="payment-receipt">
      <h2 id="receipt-part" className="receipt__heading">
        {t("receipt.payment_title")}
      </h2>
      {payment.covers && <CoveredShare covers={payment.covers} />}
      <ul className="receipt__part-lines">
        {payment.items.map((i) => {
          const line = byId.get(i.line_id);
          return line ? (
            <li key={i.line_id} data-testid="payment-receipt-line">
              <span>
                {i.quantity} × {line.name}
              </span>
              <span>{money(line.price * i.quantity)}</span>
            </li>
          ) : null;
        })}
      </ul>
      <dl className="receipt__facts">
        <dt>{t("receipt.tip")}</dt>
        <dd data-testid="payment-receipt-tip">{money(payment.tip)}</dd>
        {waiter && (
          <>
            <dt>{t("receipt.waiter")}</dt>
            <dd data-testid="payment-receipt-waiter">{waiter}</dd>
          </>
        )}
        <dt>{t("receipt.payment_method")}</dt>
        <dd>{t(`method.${payment.method}`)}</dd>
        <dt>{t("receipt.payment_state")}</dt>
        <dd data-testid="payment-receipt-state">{t(`payment_status.${state}`)}</dd>
        <dt className="receipt__grand">{t("receipt.total")}</dt>
        <dd className="receipt__grand" data-testid="payment-receipt-total">
          {money(payment.total)}
        </dd>
      </dl>
      <p className="receipt__notice" role="status" data-testid="payment-receipt-left">
        {left > 0 ? t("receipt.left", { left: money(left) }) : t("receipt.all_paid")}
      </p>
      {left > 0 && order.status !== "closed" && (
        <Link to={buildPath("order", { inside_code: code })} className="btn btn--block">
          {t("receipt.open_bill")}
        </Link>
      )}
    </section>
  );
}
