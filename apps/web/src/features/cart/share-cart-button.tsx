import { useTranslation } from "react-i18next";
import { formatMoney } from "../../lib/format-money";
import { Icon } from "../../ui/icon";
import { useToast } from "../../ui/toast";
import { productName } from "../session/localize";
import { useMenuSession } from "../session/session-context";

// SPEC §2 cart share button: the browser's share sheet with the cart as text, or the text copied.
export function ShareCartButton() {
  const { t, i18n } = useTranslation("cart");
  const { cart, cafe, menus, currency } = useMenuSession();
  const showToast = useToast();
  const canShare =
    typeof navigator.share === "function" || typeof navigator.clipboard?.writeText === "function";
  if (!canShare) return null;
  const handleShare = async () => {
    const lines = cart.items
      .filter((i) => i.available)
      .map((i) => {
        const product = menus.find((m) => m._id === i.menu_id)?.products.find((p) => p._id === i.product_id);
        return `${i.quantity} × ${product ? productName(product, i18n.language) : i.name}`;
      });
    const text = [
      cafe.name,
      ...lines,
      `${t("total")}: ${formatMoney(cart.total, currency, i18n.language)}`,
    ].join("\n");
    try {
      if (typeof navigator.share === "function") await navigator.share({ title: cafe.name, text });
      else {
        await navigator.clipboard.writeText(text);
        showToast(t("copied"));
      }
    } catch {
      // The guest closed the share sheet: nothing to say.
    }
  };
  return (
    <button
      type="button"
      className="btn btn--outline"
      onClick={() => void handleShare()}
      data-testid="cart-share"
    >
      <Icon name="share" size={18} />
      {t("share")}
    </button>
  );
}
