import { useTranslation } from "react-i18next";
import type { Order } from "@tablewise/domain/contract/order";
import { CancelledOrderSheet } from "../../orders/cancelled-order-sheet";

type CancelledSheetProps = { order: Order; onHide: () => void; onConfirm: () => void };

// SPEC §4/§8 a cancelled delivery or takeaway order: the shared cancelled-order modal with its texts.
export function CancelledSheet({ order, onHide, onConfirm }: CancelledSheetProps) {
  const { t } = useTranslation("preorder");
  const texts = {
    title: t("cancelled.title"),
    reason: order.reason ? t("cancelled.reason", { reason: order.reason }) : t("cancelled.no_reason"),
    ok: t("cancelled.ok"),
    close: t("close"),
  };
  return (
    <CancelledOrderSheet
      order={order}
      texts={texts}
      testId="cancelled"
      onHide={onHide}
      onConfirm={onConfirm}
    />
  );
}
