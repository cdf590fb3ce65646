import { useTranslation } from "react-i18next";
import type { Order } from "@tablewise/domain/contract/order";
import { BottomSheet } from "../../ui/bottom-sheet";
import "./preorder.css";

type CancelledSheetProps = { order: Order; onHide: () => void; onConfirm: () => void };

// SPEC §4/§8 cancelled preorder: the modal with the venue's reason and the items. OK clears the order;
// the close button or the scrim only hide it, and the cancelled status slide reopens it.
export function CancelledSheet({ order, onHide, onConfirm }: CancelledSheetProps) {
  const { t } = useTranslation("preorder");
  return (
    <BottomSheet
      title={t("cancelled.title")}
      onClose={onHide}
      closeLabel={t("close")}
      testId="cancelled-sheet"
    >
      <p className="cancelled__reason" data-testid="cancelled-reason">
        {order.reason ? t("cancelled.reason", { reason: order.reason }) : t("cancelled.no_reason")}
      </p>
      <ul className="cancelled__items">
        {order.list.map((line) => (
          <li key={line._id}>
            {line.quantity} × {line.name}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn--primary btn--block"
        onClick={onConfirm}
        data-testid="cancelled-ok"
      >
        {t("cancelled.ok")}
      </button>
    </BottomSheet>
  );
}
