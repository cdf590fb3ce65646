import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Product } from "@tablewise/domain/contract/menu";
import { formatMoney } from "../../lib/format-money";
import { BottomSheet } from "../../ui/bottom-sheet";
import { productName } from "../session/localize";
import { useMenuSession } from "../session/session-context";
import { useCartActions } from "../session/use-cart-actions";
import { useOfferedSuggestions } from "./use-offered-suggestions";
import "./suggestions-sheet.css";

// "Goes well with": shown after a product with suggestions is added. One tap adds a suggestion (marked as
// taken from this product's suggestions, which the server checks and the day view counts); one that needs
// a choice or the age confirmation opens its own page instead.
export function SuggestionsSheet({ product, onClose }: { product: Product; onClose: () => void }) {
  const { t, i18n } = useTranslation("product");
  const locale = i18n.language;
  const { currency, paths } = useMenuSession();
  const { add, isPending } = useCartActions();
  const offered = useOfferedSuggestions(product);
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState(false);

  const handleAdd = async (menuId: string, productId: string) => {
    const ok = await add({
      menu_id: menuId,
      product_id: productId,
      quantity: 1,
      variants: [],
      modificators: [],
      suggested_by: product._id,
    });
    setFailed(!ok);
    if (ok) setAdded((prev) => new Set(prev).add(productId));
  };

  return (
    <BottomSheet
      title={t("suggestions.title")}
      onClose={onClose}
      closeLabel={t("suggestions.close")}
      testId="suggestions-sheet"
      className="suggestions-sheet"
    >
      <ul className="suggestions-sheet__list">
        {offered.map(({ menu, product: p, needsChoice }) => {
          const name = productName(p, locale);
          const isAdded = added.has(p._id);
          return (
            <li key={p._id} className="suggestions-sheet__row" data-testid={`suggestion-${p._id}`}>
              {p.image ? (
                <img
                  className="suggestions-sheet__image"
                  src={p.image}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className="suggestions-sheet__image" aria-hidden="true" />
              )}
              <span className="suggestions-sheet__text">
                <bdi className="suggestions-sheet__name" dir="auto">
                  {name}
                </bdi>
                <span className="suggestions-sheet__price">
                  {formatMoney(p.base_price, currency, locale)}
                </span>
              </span>
              {needsChoice ? (
                <Link
                  className="btn btn--outline suggestions-sheet__action"
                  to={paths.product(menu._id, p._id)}
                  aria-label={t("suggestions.choose_named", { name })}
                >
                  {t("suggestions.choose")}
                </Link>
              ) : (
                <button
                  type="button"
                  className={`btn ${isAdded ? "btn--soft" : "btn--primary"} suggestions-sheet__action`}
                  // aria-disabled, not disabled: a disabled button drops the focus out of the dialog
                  // (to the inert page), where Escape and Tab no longer reach the sheet.
                  aria-disabled={isPending || isAdded}
                  aria-label={
                    isAdded ? t("suggestions.added_named", { name }) : t("suggestions.add_named", { name })
                  }
                  onClick={() => {
                    if (!isPending && !isAdded) void handleAdd(menu._id, p._id);
                  }}
                  data-testid="suggestion-add"
                >
                  {isAdded ? t("suggestions.added") : t("suggestions.add")}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <p className="suggestions-sheet__status" role="status">
        {failed ? t("add_failed") : added.size ? t("suggestions.in_cart", { count: added.size }) : ""}
      </p>
      <button type="button" className="btn btn--soft btn--block suggestions-sheet__done" onClick={onClose}>
        {t("suggestions.done")}
      </button>
    </BottomSheet>
  );
}
