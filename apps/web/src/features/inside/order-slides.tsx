import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Order } from "@tablewise/domain/contract/order";
import { formatMoney } from "../../lib/format-money";
import { buildPath } from "../../lib/route-paths";
import { useNow } from "../../lib/use-now";
import { Icon } from "../../ui/icon";
import type { StatusSlide } from "../menu/status-carousel";
import { useMenuSession } from "../session/session-context";
import { useInsideTable } from "./inside-context";
import { formatCountdown, pendingMsLeft } from "../payment/countdown";
import { isPending, unpaidQuantity } from "./bill/order-state";

const unpaidTotal = (order: Order) =>
  order.list.reduce((sum, line) => sum + unpaidQuantity(line) * line.price, 0);

// "Sent" is said, and the countdown is the time the venue has to accept the order
// (SPEC §4 auto-cancel), not a cooking time.
function PendingSlide({ order }: { order: Order }) {
  const { t } = useTranslation("order");
  const { code } = useInsideTable();
  const now = useNow(1000);
  const time = formatCountdown(pendingMsLeft(order.auto_cancel_at, now));
  return (
    <Link to={buildPath("orders", { inside_code: code })} className="order-slide" data-testid="slide-pending">
      <Icon name="timer" size={22} />
      <span className="order-slide__text">
        <span className="order-slide__title">{t("slide.sent")}</span>
        <span className="order-slide__sub" role="timer" data-testid="slide-accept-countdown">
          {t("slide.accept_within", { time })}
        </span>
      </span>
    </Link>
  );
}

// The moment the venue accepts is said before the slide becomes the bill.
function AcceptedSlide() {
  const { t } = useTranslation("order");
  const { code } = useInsideTable();
  return (
    <Link
      to={buildPath("order", { inside_code: code })}
      className="order-slide order-slide--accepted"
      data-testid="slide-accepted"
    >
      <Icon name="check" size={22} />
      <span className="order-slide__text">
        <span className="order-slide__title">{t("slide.accepted")}</span>
        <span className="order-slide__sub">{t("slide.accepted_hint")}</span>
      </span>
      <Icon name="chevron" size={18} className="flip-rtl" />
    </Link>
  );
}

export const acceptedMomentMs = 10_000;

// The id of an order this screen saw pending and then accepted, for acceptedMomentMs.
function useAcceptedMoment(order: Order | null): string | null {
  const pendingId = order && isPending(order) ? order._id : null;
  const [seenPending, setSeenPending] = useState(pendingId);
  const [accepted, setAccepted] = useState<string | null>(null);
  // Adjusting state while rendering when the order changes (React's documented pattern).
  if (seenPending !== pendingId) {
    setSeenPending(pendingId);
    if (seenPending && !pendingId && order?._id === seenPending && order.status !== "cancelled")
      setAccepted(seenPending);
  }
  useEffect(() => {
    if (!accepted) return;
    const timer = window.setTimeout(() => setAccepted(null), acceptedMomentMs);
    return () => window.clearTimeout(timer);
  }, [accepted]);
  return accepted;
}

function UnpaidSlide({ order }: { order: Order }) {
  const { t, i18n } = useTranslation("order");
  const { code } = useInsideTable();
  const { currency } = useMenuSession();
  return (
    <Link to={buildPath("order", { inside_code: code })} className="order-slide" data-testid="slide-unpaid">
      <Icon name="orders" size={22} />
      <span className="order-slide__text">
        <span className="order-slide__title">{t("slide.unpaid")}</span>
        <span className="order-slide__sub">{formatMoney(unpaidTotal(order), currency, i18n.language)}</span>
      </span>
      <Icon name="chevron" size={18} className="flip-rtl" />
    </Link>
  );
}

// A cancelled order until the guest confirms its declined modal; tapping reopens the modal.
function CancelledSlide({ order }: { order: Order }) {
  const { t } = useTranslation("order");
  const { showDeclined } = useInsideTable();
  return (
    <button type="button" className="order-slide" onClick={showDeclined} data-testid="slide-cancelled">
      <Icon name="alert" size={22} />
      <span className="order-slide__text">
        <span className="order-slide__title">{t("slide.cancelled")}</span>
        <span className="order-slide__sub">
          {order.reason ? t("declined.reason", { reason: order.reason }) : t("declined.no_reason")}
        </span>
      </span>
      <Icon name="chevron" size={18} className="flip-rtl" />
    </button>
  );
}

// SPEC §2/§9 the table order's status-bar slides beside the cart summary: the cancelled order, pending
// with its countdown, or the unpaid bill.
export function useOrderSlides(): StatusSlide[] {
  const { order, declined } = useInsideTable();
  const accepted = useAcceptedMoment(order);
  if (declined) return [{ key: "cancelled", content: <CancelledSlide order={declined} /> }];
  if (!order) return [];
  if (isPending(order)) return [{ key: "pending", content: <PendingSlide order={order} /> }];
  if (accepted === order._id) return [{ key: "accepted", content: <AcceptedSlide /> }];
  if (unpaidTotal(order) > 0) return [{ key: "unpaid", content: <UnpaidSlide order={order} /> }];
  return [];
}
