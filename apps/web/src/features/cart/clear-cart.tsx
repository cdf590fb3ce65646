import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../ui/icon";

// Emptying the cart in one step (SPEC §7 POST /cart/{id}/clear), asked twice so a stray tap
// on a shared table's phone does not lose what everyone chose.
export function ClearCart({ isBusy, onClear }: { isBusy: boolean; onClear: () => Promise<unknown> }) {
  const { t } = useTranslation("cart");
  const [isAsking, setAsking] = useState(false);
  if (!isAsking)
    return (
      <button
        type="button"
        className="btn btn--outline"
        disabled={isBusy}
        onClick={() => setAsking(true)}
        data-testid="cart-clear"
      >
        <Icon name="trash" size={18} />
        {t("clear_cart.clear")}
      </button>
    );
  return (
    <div className="cart-clear" role="group" aria-label={t("clear_cart.confirm")}>
      <p className="cart-clear__question">{t("clear_cart.confirm")}</p>
      <button
        type="button"
        className="btn btn--primary"
        disabled={isBusy}
        onClick={() => void onClear().finally(() => setAsking(false))}
        data-testid="cart-clear-confirm"
      >
        {t("clear_cart.clear_yes")}
      </button>
      <button type="button" className="btn btn--outline" onClick={() => setAsking(false)}>
        {t("clear_cart.keep")}
      </button>
    </div>
  );
}
