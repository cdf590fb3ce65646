import { useTranslation } from "react-i18next";
import type { BillShareCover } from "@tablewise/domain/contract/order";

// What a payment of a share of the bill covered (docs/decisions/020-pay-a-share.md): an amount,
// "1 of 3 shares", or the rest; its receipt has no item lines.
export function CoveredShare({ covers }: { covers: BillShareCover }) {
  const { t } = useTranslation("order");
  const text =
    covers.kind === "split"
      ? t("share.covered_split", { take: covers.take, count: covers.parts })
      : t(covers.kind === "amount" ? "share.covered_amount" : "share.covered_rest");
  return (
    <p className="receipt__covered" data-testid="payment-receipt-covers">
      {text}
    </p>
  );
}
