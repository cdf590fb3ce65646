import { useTranslation } from "react-i18next";
import type { Order } from "@tablewise/domain/contract/order";
import { Icon, type IconName } from "../../ui/icon";
import { usePreorder } from "./preorder-context";

const icons: Record<Order["status"], IconName> = {
  waiting: "timer",
  serving: "clock",
  served: "check",
  paying: "clock",
  cancelled: "alert",
  closed: "check",
};

// The preorder's status above its receipt, updated live while the order is followed (SPEC §4).
export function OrderStatus({ order }: { order: Order }) {
  const { t } = useTranslation("preorder");
  const { mode } = usePreorder();
  return (
    <section
      className={`order-status order-status--${order.status}`}
      aria-live="polite"
      data-testid="order-status"
      data-status={order.status}
    >
      <span className="order-status__icon" aria-hidden="true">
        <Icon name={icons[order.status]} size={24} />
      </span>
      <span className="order-status__text">
        <span className="order-status__title">{t(`status.${order.status}`)}</span>
        <span className="order-status__hint">{t(`status_hint_${mode}.${order.status}`)}</span>
      </span>
    </section>
  );
}
