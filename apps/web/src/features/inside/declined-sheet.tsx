import { useTranslation } from "react-i18next";
import type { Order } from "@tablewise/domain/contract/order";
import { BottomSheet } from "../../ui/bottom-sheet";

type DeclinedSheetProps = { order: Order; onHide: () => void; onConfirm: () => void };

// SPEC §4 cancelled order: the declined modal with the venue's reason and the items. OK clears the
// order; the close button or the scrim only hide the modal, leaving the cancelled status slide to
// reopen it (a guest who closes it by reflex can still read why).
export function DeclinedSheet({ order, onHide, onConfirm }: DeclinedSheetProps) {
  const { t } = useTranslation("order");
  return (
    <BottomSheet title={t("declined.title")} onClose={onHide} closeLabel={t("close")} testId="declined-sheet">
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
        onClick={onConfirm}
        data-testid="declined-close"
      >
        {t("declined.ok")}
      </button>
    </BottomSheet>
  );
}
