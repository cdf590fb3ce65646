import type { Order } from "@tablewise/domain/contract/order";
import { BottomSheet } from "../../ui/bottom-sheet";
import "./cancelled-order-sheet.css";

type CancelledOrderSheetProps = {
  order: Order;
  // The texts of the mode (eat-in "declined", delivery/takeaway "cancelled"), already translated.
  texts: { title: string; reason: string; ok: string; close: string };
  // Test ids: {testId}-sheet, {testId}-reason, {testId}-ok.
  testId: string;
  onHide: () => void;
  onConfirm: () => void;
};

// SPEC §4/§8 cancelled order: the modal with the venue's reason and the items. OK clears the order; the
// close button or the scrim only hide it, leaving the cancelled status slide to reopen it (a guest who
// closes it by reflex can still read why).
export function CancelledOrderSheet({ order, texts, testId, onHide, onConfirm }: CancelledOrderSheetProps) {
  return (
    <BottomSheet title={texts.title} onClose={onHide} closeLabel={texts.close} testId={`${testId}-sheet`}>
      <p className="cancelled-order__reason" data-testid={`${testId}-reason`}>
        {texts.reason}
      </p>
      <ul className="cancelled-order__items">
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
        data-testid={`${testId}-ok`}
      >
        {texts.ok}
      </button>
    </BottomSheet>
  );
}
