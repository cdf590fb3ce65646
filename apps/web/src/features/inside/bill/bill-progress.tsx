import { useTranslation } from "react-i18next";
import type { Order } from "@tablewise/domain/contract/order";
import { useNow } from "../../../lib/use-now";
import { leftToPay } from "./bill-line-state";
import { formatCountdown, pendingMsLeft } from "../../payment/countdown";

type BillProgressProps = { order: Order; money: (n: number) => string };

// What the table has paid and what is left, and, while a split is open, the time left before
// the held online parts are refunded (SPEC §4), so the refund never comes as a surprise.
export function BillProgress({ order, money }: BillProgressProps) {
  const { t } = useTranslation("order");
  const now = useNow(1000);
  const paid = order.payments.filter((p) => p.status !== "refunded").reduce((s, p) => s + p.amount, 0);
  if (paid === 0 && !order.split_deadline_at) return null;
  return (
    <section className="bill-progress" data-testid="bill-progress" aria-label={t("bill.title")}>
      <span data-testid="bill-paid">{t("bill.paid_total", { paid: money(paid) })}</span>
      <span data-testid="bill-left">{t("bill.left", { left: money(leftToPay(order)) })}</span>
      {order.split_deadline_at && (
        <span className="bill-progress__window" role="timer" data-testid="split-countdown">
          {t("bill.split_window", {
            time: formatCountdown(pendingMsLeft(order.split_deadline_at, now)),
          })}
        </span>
      )}
    </section>
  );
}
