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
import { formatCountdown, pendingMsLeft } from "./countdown";
import { isPending, unpaidQuantity } from "./order-state";

const unpaidTotal = (order: Order) =>
  order.list.reduce((sum, line) => sum + unpaidQuantity(line) * line.price, 0);

function PendingSlide({ order }: { order: Order }) {
  const { t } = useTranslation("order");
  const { code } = useInsideTable();
  const now = useNow(1000);
  return (
    <Link to={buildPath("orders", { inside_code: code })} className="order-slide" data-testid="slide-pending">
      <Icon name="timer" size={22} />
      <span className="order-slide__text">
        <span className="order-slide__title">{t("slide.pending")}</span>
        <span className="order-slide__sub" role="timer">
          {formatCountdown(pendingMsLeft(order.auto_cancel_at, now))}
        </span>
      </span>
    </Link>
  );
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
  if (declined) return [{ key: "cancelled", content: <CancelledSlide order={declined} /> }];
  if (!order) return [];
  if (isPending(order)) return [{ key: "pending", content: <PendingSlide order={order} /> }];
  if (unpaidTotal(order) > 0) return [{ key: "unpaid", content: <UnpaidSlide order={order} /> }];
  return [];
}
