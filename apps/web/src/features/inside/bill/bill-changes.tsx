import { useTranslation } from "react-i18next";
import type { Order } from "@tablewise/domain/contract/order";
import "./bill-changes.css";

// What the venue changed on the bill after accepting it, and why (SPEC §4 bill): "Voided: reason",
// "On the house: reason", "Discount 10%: reason", each with what it took off. The bill and the receipt
// show it as the socket pushes it.
export function BillChanges({ order, money }: { order: Order; money: (n: number) => string }) {
  const { t } = useTranslation("order");
  if (!order.adjustments.length) return null;
  return (
    <section className="bill-changes" aria-labelledby="bill-changes-title" data-testid="bill-changes">
      <h2 id="bill-changes-title" className="bill-changes__title">
        {t("changes.title")}
      </h2>
      <ul className="bill-changes__list">
        {order.adjustments.map((a) => (
          <li key={a._id} className="bill-changes__row">
            <span>
              {/* The reason is the waiter's own words, often in another script than the guest's: isolated
                  (U+2068/U+2069), it stays one run instead of joining the brackets around the dish. */}
              {t(`changes.${a.kind}`, { reason: `\u2068${a.reason}\u2069`, percent: a.percent ?? 0 })}
              {a.name && (
                <>
                  {" "}
                  (<bdi>{a.name}</bdi> ×{a.quantity})
                </>
              )}
            </span>
            <span className="bill-changes__amount">−{money(a.amount)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
