import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Order } from "@tablewise/domain/contract/order";
import { buildPath } from "../../lib/route-paths";
import { useNow } from "../../lib/use-now";
import { Icon } from "../../ui/icon";
import { formatCountdown, pendingMsLeft } from "../payment/countdown";
import type { StatusSlide } from "../menu/status-carousel";
import { usePreorder } from "./preorder-context";
import { preorderStage } from "./preorder-stage";
import "./preorder.css";

// The preorder being followed: its live status, and the way to its receipt.
function OrderSlide({ order }: { order: Order }) {
  const { t } = useTranslation("preorder");
  const { link, mode } = usePreorder();
  return (
    <Link
      to={buildPath("preorder_receipt", { cafe_link: link, mode, order_id: order._id })}
      className="order-slide"
      data-testid="slide-preorder"
    >
      <Icon name={order.status === "waiting" ? "timer" : "orders"} size={22} />
      <span className="order-slide__text">
        <span className="order-slide__title">{t("slide.title", { number: order.serial_order_id })}</span>
        <span className="order-slide__sub" data-testid="slide-stage">
          {t(`stage.${preorderStage(order)}`)}
        </span>
        {order.status === "waiting" && <AcceptCountdown autoCancelAt={order.auto_cancel_at} />}
      </span>
      <Icon name="chevron" size={18} className="flip-rtl" />
    </Link>
  );
}

// SPEC §4 pending order: the time left before the order is cancelled unaccepted, as on
// the eat-in pending slide (15:00 when the order carries no auto_cancel_at, SPEC §9).
function AcceptCountdown({ autoCancelAt }: { autoCancelAt: string | null | undefined }) {
  const { t } = useTranslation("preorder");
  const now = useNow(1000);
  const time = formatCountdown(pendingMsLeft(autoCancelAt, now));
  return (
    <span className="order-slide__sub" role="timer" data-testid="slide-accept-countdown">
      {t("slide.accept_within", { time })}
    </span>
  );
}

// A cancelled preorder until the guest confirms its modal; tapping reopens the modal.
function CancelledSlide({ order }: { order: Order }) {
  const { t } = useTranslation("preorder");
  const { showCancelled } = usePreorder();
  return (
    <button type="button" className="order-slide" onClick={showCancelled} data-testid="slide-cancelled">
      <Icon name="alert" size={22} />
      <span className="order-slide__text">
        <span className="order-slide__title">{t("cancelled.title")}</span>
        <span className="order-slide__sub">
          {order.reason ? t("cancelled.reason", { reason: order.reason }) : t("cancelled.no_reason")}
        </span>
      </span>
      <Icon name="chevron" size={18} className="flip-rtl" />
    </button>
  );
}

// SPEC §2 status bars of the bottom carousel for delivery and takeaway: a cancelled order, or the order
// on its way to the receipt.
export function usePreorderSlides(): StatusSlide[] {
  const { order, cancelled } = usePreorder();
  if (cancelled) return [{ key: "cancelled", content: <CancelledSlide order={cancelled} /> }];
  if (order && order.status !== "closed") return [{ key: "preorder", content: <OrderSlide order={order} /> }];
  return [];
}
