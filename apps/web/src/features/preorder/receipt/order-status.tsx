import { useTranslation } from "react-i18next";
import type { Order } from "@tablewise/domain/contract/order";
import { Icon, type IconName } from "../../../ui/icon";
import { isReadyStage, preorderStage, type PreorderStage } from "../preorder-stage";

const icons: Record<PreorderStage, IconName> = {
  waiting: "timer",
  paying: "clock",
  preparing: "clock",
  ready_pickup: "check",
  ready_courier: "check",
  on_the_way: "directions",
  handed_over: "check",
  delivered: "check",
  cancelled: "alert",
};

// The preorder's stage above its receipt, updated live while the order is followed (SPEC §4:
// the venue's accepted, ready and out-for-delivery steps).
export function OrderStatus({ order }: { order: Order }) {
  const { t } = useTranslation("preorder");
  const stage = preorderStage(order);
  const look = order.status === "cancelled" ? "cancelled" : isReadyStage(stage) ? "closed" : order.status;
  return (
    <section
      className={`order-status order-status--${look}`}
      aria-live="polite"
      data-testid="order-status"
      data-status={order.status}
      data-stage={stage}
    >
      <span className="order-status__icon" aria-hidden="true">
        <Icon name={icons[stage]} size={24} />
      </span>
      <span className="order-status__text">
        <span className="order-status__title">{t(`stage.${stage}`)}</span>
        <span className="order-status__hint">{t(`stage_hint.${stage}`)}</span>
      </span>
    </section>
  );
}
