import { useTranslation } from "react-i18next";
import type { Order } from "@tablewise/domain/contract/order";
import { CancelledOrderSheet } from "../orders/cancelled-order-sheet";

type DeclinedSheetProps = { order: Order; onHide: () => void; onConfirm: () => void };

// SPEC §4 an eat-in order the venue declined: the shared cancelled-order modal with eat-in's texts.
export function DeclinedSheet({ order, onHide, onConfirm }: DeclinedSheetProps) {
  const { t } = useTranslation("order");
  const texts = {
    title: t("declined.title"),
    reason: order.reason ? t("declined.reason", { reason: order.reason }) : t("declined.no_reason"),
    ok: t("declined.ok"),
    close: t("close"),
  };
  return (
    <CancelledOrderSheet
      order={order}
      texts={texts}
      testId="declined"
      onHide={onHide}
      onConfirm={onConfirm}
    />
  );
}
