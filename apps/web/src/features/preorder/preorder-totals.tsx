import { useTranslation } from "react-i18next";
import { formatMoney } from "../../lib/format-money";
import { useMenuSession } from "../session/session-context";
import type { DeliveryQuote } from "./tariff/delivery-fee";
import { usePreorder } from "./preorder-context";

// SPEC §9: the delivery total is the cart sum plus delivery; the split shows under the total.
export function PreorderTotals({ quote }: { quote: DeliveryQuote }) {
  const { t, i18n } = useTranslation("preorder");
  const { cart, currency } = useMenuSession();
  const { mode } = usePreorder();
  const money = (n: number) => formatMoney(n, currency, i18n.language);
  const fee = quote.fee === null ? "—" : quote.fee === 0 ? t("totals.free") : money(quote.fee);
  return (
    <div className="preorder-totals">
      <span className="preorder-totals__label">{t("totals.total")}</span>
      <span className="preorder-totals__amount" data-testid="cart-total">
        {money(mode === "delivery" ? quote.total : cart.total)}
      </span>
      {mode === "delivery" && (
        <span className="preorder-totals__sub">
          {t("totals.subtotal")} <span data-testid="cart-subtotal">{money(cart.total)}</span> ·{" "}
          {t("totals.delivery")} <span data-testid="delivery-fee">{fee}</span>
        </span>
      )}
    </div>
  );
}
