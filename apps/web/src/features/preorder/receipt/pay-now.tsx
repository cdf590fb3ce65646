import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Order } from "@tablewise/domain/contract/order";
import { useNow } from "../../../lib/use-now";
import { formatCountdown, pendingMsLeft } from "../../payment/countdown";
import { payPreorderNow } from "../preorder-api";

const openStatuses = new Set<Order["status"]>(["waiting", "serving", "served", "paying"]);

// An order placed to be paid online and not paid yet, still open.
export const needsOnlinePayment = (order: Order) =>
  order.pay_method === "online" && openStatuses.has(order.status) && order.payment_statuses.online !== "paid";

// The order's page offers "Pay now" until the order is paid or cancelled, so a closed
// "Pay online" sheet is never a dead end. While the venue has not accepted the order, the auto-cancel
// countdown (SPEC §4) says how long the guest has to pay.
export function PayNow({ order }: { order: Order }) {
  const { t } = useTranslation("preorder");
  const now = useNow(1000);
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const isWaiting = order.status === "waiting" && Boolean(order.auto_cancel_at);

  const go = async () => {
    setState("busy");
    try {
      const link = await payPreorderNow(order._id);
      window.location.assign(link.pay_url);
    } catch {
      setState("failed");
    }
  };

  return (
    <section className="pay-now" aria-labelledby="pay-now-title" data-testid="pay-now">
      <h2 id="pay-now-title" className="pay-now__title">
        {t("pay_now.title")}
      </h2>
      {isWaiting && (
        <p className="pay-now__countdown">
          {t("pay_now.countdown")}{" "}
          <span role="timer" data-testid="pay-now-countdown">
            <bdi>{formatCountdown(pendingMsLeft(order.auto_cancel_at, now))}</bdi>
          </span>
        </p>
      )}
      <p className="pay-now__text">{t("pay_now.text")}</p>
      <button
        type="button"
        className="btn btn--primary btn--block"
        onClick={() => void go()}
        aria-busy={state === "busy"}
        disabled={state === "busy"}
        data-testid="pay-now-button"
      >
        {t("pay_now.go")}
      </button>
      {state === "failed" && (
        <p className="pay-now__error" role="alert">
          {t("pay_now.failed")}
        </p>
      )}
    </section>
  );
}
