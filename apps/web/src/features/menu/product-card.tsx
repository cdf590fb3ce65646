import { memo, useId, useRef, useState, type PointerEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Product } from "@tablewise/domain/contract/menu";
import type { AddState } from "@tablewise/domain/rules/menu-availability";
import { formatMoney } from "../../lib/format-money";
import { Icon } from "../../ui/icon";
import {
  productDescription,
  productDescriptionLang,
  productName,
  productNameLang,
} from "../session/localize";
import { isHorizontalDrag, swipeResult } from "./swipe";
import { WeightLabel } from "../product/weight-label";
import { DishMarks } from "../dietary/dish-marks";

type ProductCardProps = {
  product: Product;
  // The language the menu's own texts are written in (SPEC §3 Menu.original_locale).
  menuLocale: string;
  to: string;
  currency: string;
  locale: string;
  addState: AddState;
  inCart: number;
  isEager: boolean;
  onAdd: (product: Product) => void;
  onRemove: (product: Product) => void;
  // The guest filters out allergens and the venue has not declared this dish's (shown, marked unknown).
  isAllergenUnknown?: boolean;
};

// One product of the menu page. Swipe right adds one, swipe left removes one; the + and −
// buttons do the same for guests who cannot drag. Alcohol is never added from here: the card opens the
// product page, where the 21+ confirmation is (SPEC §4).
export const ProductCard = memo(function ProductCard(props: ProductCardProps) {
  const { product, menuLocale, to, currency, locale, addState, inCart, isEager, onAdd, onRemove } = props;
  const isAllergenUnknown = props.isAllergenUnknown ?? false;
  const nameId = useId();
  const { t } = useTranslation("menu");
  const [offset, setOffset] = useState(0);
  const drag = useRef<{ x: number; y: number; id: number; isSwiping: boolean } | null>(null);
  const didSwipe = useRef(false);
  const name = productName(product, locale);
  // On the venue's stop list: shown and readable, never added (one in the cart can
  // still be taken out).
  const isStopped = product.available === false;
  const canQuickAdd = addState === "enabled" && !product.is_excise && !isStopped;
  const canSwipe = addState === "enabled";

  const handlePointerDown = (e: PointerEvent) => {
    if (!canSwipe || (e.pointerType === "mouse" && e.button !== 0)) return;
    drag.current = { x: e.clientX, y: e.clientY, id: e.pointerId, isSwiping: false };
    didSwipe.current = false;
  };
  const handlePointerMove = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.isSwiping && isHorizontalDrag(dx, dy)) {
      d.isSwiping = true;
      e.currentTarget.setPointerCapture(e.pointerId);
    }
    if (d.isSwiping) setOffset(Math.max(-120, Math.min(120, dx)));
  };
  const handlePointerEnd = (e: PointerEvent) => {
    const d = drag.current;
    drag.current = null;
    setOffset(0);
    if (!d || !d.isSwiping) return;
    didSwipe.current = true;
    const result = swipeResult(e.clientX - d.x, e.clientY - d.y, document.dir === "rtl");
    if (result === "remove" && inCart > 0) onRemove(product);
    if (result === "add") {
      if (canQuickAdd) onAdd(product);
      else didSwipe.current = false; // alcohol: let the tap through to the product page
    }
  };

  const swipeHint = offset > 40 ? "add" : offset < -40 ? "remove" : null;
  return (
    <article
      className={isStopped ? "product-card product-card--unavailable" : "product-card"}
      data-testid="product-card"
      aria-labelledby={nameId}
      data-unavailable={isStopped || undefined}
      data-product-id={product._id}
      data-swipe={swipeHint ?? undefined}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerEnd}
      onPointerCancel={handlePointerEnd}
    >
      <div
        className="product-card__inner"
        style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      >
        <div className="product-card__text">
          <h3 className="product-card__name" id={nameId} lang={productNameLang(product, locale, menuLocale)}>
            <Link
              to={to}
              className="product-card__link"
              dir="auto"
              draggable={false}
              onClick={(e) => {
                if (didSwipe.current) e.preventDefault();
                didSwipe.current = false;
              }}
            >
              {name}
            </Link>
          </h3>
          {product.description && (
            <p
              className="product-card__description"
              dir="auto"
              lang={productDescriptionLang(product, locale, menuLocale)}
            >
              {productDescription(product, locale)}
            </p>
          )}
          {isStopped && (
            <p className="product-card__unavailable" data-testid="product-unavailable">
              {t("menu.unavailable")}
            </p>
          )}
          <p className="product-card__meta">
            <span className="product-card__price">{formatMoney(product.base_price, currency, locale)}</span>
            {product.base_weight !== undefined && (
              <WeightLabel weight={product.base_weight} unit={product.unit} />
            )}
            {product.is_excise && <span className="product-card__badge">{t("menu.adult")}</span>}
            {product.waiting_time ? (
              <span className="product-card__wait">
                <Icon name="timer" size={14} /> {t("menu.wait", { count: product.waiting_time })}
              </span>
            ) : null}
          </p>
          <DishMarks product={product} isUnknown={isAllergenUnknown} />
        </div>
        <div className="product-card__media">
          {product.image ? (
            <img
              className="product-card__image"
              src={product.image}
              alt=""
              width={112}
              height={112}
              loading={isEager ? "eager" : "lazy"}
              // The first cards' images are the page's largest paint: fetched ahead of the rest.
              fetchPriority={isEager ? "high" : "auto"}
              decoding="async"
              draggable={false}
            />
          ) : (
            <span className="product-card__image product-card__image--empty" aria-hidden="true" />
          )}
          {addState !== "hidden" && (
            <div className="product-card__actions">
              {inCart > 0 && (
                <>
                  <button
                    type="button"
                    className="product-card__btn"
                    onClick={() => onRemove(product)}
                    disabled={addState === "disabled"}
                    aria-label={t("menu.remove", { name })}
                    data-testid="product-remove"
                  >
                    <Icon name="minus" size={18} />
                  </button>
                  <span className="product-card__count" aria-label={t("menu.in_cart", { count: inCart })}>
                    {inCart}
                  </span>
                </>
              )}
              {isStopped ? null : canQuickAdd || addState === "disabled" ? (
                <button
                  type="button"
                  className="product-card__btn product-card__btn--add"
                  onClick={() => onAdd(product)}
                  disabled={addState === "disabled"}
                  aria-label={t("menu.add", { name })}
                  data-testid="product-add"
                >
                  <Icon name="plus" size={18} />
                </button>
              ) : (
                <Link
                  to={to}
                  className="product-card__btn product-card__btn--add"
                  aria-label={t("menu.choose", { name })}
                  data-testid="product-add"
                >
                  <Icon name="plus" size={18} />
                </Link>
              )}
            </div>
          )}
        </div>
      </div>
    </article>
  );
});
