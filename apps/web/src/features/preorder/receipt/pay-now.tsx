import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Order } from "@tablewise/domain/contract/order";
import { fromMinorUnits } from "@tablewise/domain/rules/money";
import { useNow } from "../../../lib/use-now";
import { formatCountdown, pendingMsLeft } from "../../payment/countdown";
import { effectiveShare, sharePrice, shareBody, type ShareMode } from "../../payment/share/bill-share";
import { ShareChoice } from "../../payment/share/share-choice";
import { payPreorderNow } from "../preorder-api";

const openStatuses = new Set<Order["status"]>(["waiting", "serving", "served", "paying"]);

// An order placed to be paid online and not paid yet, still open. A takeaway order paid in shares is
// paid once they reach its total (paid_at), not at its first share.
export const needsOnlinePayment = (order: Order) =>
  order.pay_method === "online" && openStatuses.has(order.status) && !order.paid_at;

// The order's page offers "Pay now" until the order is paid or cancelled, so a closed
// "Pay online" sheet is never a dead end. While the venue has not accepted the order, the auto-cancel
// countdown (SPEC §4) says how long the guest has to pay. A takeaway order may be paid in shares
// (docs/decisions/020-pay-a-share.md): split evenly, an amount, or the rest, by whoever has the receipt.
export function PayNow({ order, money }: { order: Order; money: (n: number) => string }) {
  const { t } = useTranslation("preorder");
  const now = useNow(1000);
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const [mode, setMode] = useState<ShareMode>({ kind: "items" });
  const isWaiting = order.status === "waiting" && Boolean(order.auto_cancel_at);
  const canShare = order.order_type === "preorder" && order.left_to_pay !== undefined;
  const share = effectiveShare(order, mode);
  const price = share.kind === "items" ? order.total : fromMinorUnits(sharePrice(order, share));

  const go = async () => {
    setState("busy");
    try {
      const link = await payPreorderNow(order._id, share.kind === "items" ? undefined : shareBody(share));
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
      <p className="pay-now__text">{t(canShare ? "pay_now.text_shared" : "pay_now.text")}</p>
      {canShare && (
        <ShareChoice
          mode={share}
          canPayItems={!order.paid_by_amount}
          leftText={money(order.left_to_pay ?? 0)}
          onChange={setMode}
          itemsLabel={t("pay_now.whole")}
        />
      )}
      <button
        type="button"
        className="btn btn--primary btn--block"
        onClick={() => void go()}
        aria-busy={state === "busy"}
        disabled={state === "busy" || price <= 0}
        data-testid="pay-now-button"
      >
        {canShare ? t("pay_now.go_amount", { amount: money(price) }) : t("pay_now.go")}
      </button>
      {state === "failed" && (
        <p className="pay-now__error" role="alert">
          {t("pay_now.failed")}
        </p>
      )}
    </section>
  );
}
