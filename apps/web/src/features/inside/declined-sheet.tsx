import { useTranslation } from "react-i18next";
import type { Order } from "@tablewise/domain/contract/order";
import { BottomSheet } from "../../ui/bottom-sheet";

// SPEC §4 cancelled order: the declined modal with the venue's reason and the items; closing it clears
// the order.
export function DeclinedSheet({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation("order");
  return (
    <BottomSheet
      title={t("declined.title")}
      onClose={onClose}
      closeLabel={t("close")}
      testId="declined-sheet"
    >
      <p className="declined__reason" data-testid="declined-reason">
        {order.reason ? t("declined.reason", { reason: order.reason }) : t("declined.no_reason")}
      </p>
      <ul className="declined__items">
        {order.list.map((line) => (
          <li key={line._id}>
            {line.quantity} × {line.name}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn--primary btn--block"
        onClick={onClose}
        data-testid="declined-close"
      >
        {t("declined.ok")}
      </button>
    </BottomSheet>
  );
}
