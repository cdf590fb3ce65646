import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatMoney } from "../../lib/format-money";
import { Icon } from "../../ui/icon";
import { useMenuSession } from "../session/session-context";

// The cart slide of the status carousel: how many items, the total, and the way to the cart.
export function CartSummary() {
  const { t, i18n } = useTranslation("menu");
  const { cart, currency, paths } = useMenuSession();
  const count = cart.items.filter((i) => i.available).reduce((n, i) => n + i.quantity, 0);
  return (
    <Link to={paths.cart} className="cart-summary" data-testid="cart-summary">
      <span className="cart-summary__icon" aria-hidden="true">
        <Icon name="cart" size={22} />
      </span>
      <span className="cart-summary__text">
        <span className="cart-summary__count">{t("status.cart_items", { count })}</span>
        <span className="cart-summary__action">{t("status.view_cart")}</span>
      </span>
      <span className="cart-summary__total">{formatMoney(cart.total, currency, i18n.language)}</span>
    </Link>
  );
}
