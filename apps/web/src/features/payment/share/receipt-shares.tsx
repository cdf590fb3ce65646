import { useTranslation } from "react-i18next";
import type { Order } from "@tablewise/domain/contract/order";
import { CoveredShare } from "./covered-share";

// The shares an order was paid in (docs/decisions/020-pay-a-share.md), each with what it covered and its
// amount, and what is still left: the receipt says how the money came together. Nothing when none.
export function ReceiptShares({ order, money }: { order: Order; money: (n: number) => string }) {
  const { t } = useTranslation("order");
  const shares = order.payments.filter((p) => p.covers);
  if (!shares.length) return null;
  const left = order.paid_at ? 0 : (order.left_to_pay ?? 0);
  return (
    <section aria-labelledby="receipt-shares" data-testid="receipt-shares">
      <h2 id="receipt-shares" className="receipt__heading">
        {t("share.paid_in_shares")}
      </h2>
      <ul className="receipt__shares">
        {shares.map((p) => (
          <li key={p._id} className="receipt__share" data-testid="receipt-share">
            {p.covers && <CoveredShare covers={p.covers} />}
            <span>
              {money(p.amount)} · {t(`payment_status.${p.status}`)}
            </span>
          </li>
        ))}
      </ul>
      <p className="receipt__notice" data-testid="receipt-shares-left">
        {left > 0 ? t("share.left", { left: money(left) }) : t("share.all_paid")}
      </p>
    </section>
  );
}
