import { useTranslation } from "react-i18next";
import type { CartItem } from "@tablewise/domain/contract/cart";
import type { Menu } from "@tablewise/domain/contract/menu";
import { formatMoney } from "../../lib/format-money";
import { QuantityStepper } from "../../ui/quantity-stepper";
import { choiceNames, productName } from "../session/localize";

type CartLineProps = {
  item: CartItem;
  menus: readonly Menu[];
  currency: string;
  isBusy: boolean;
  onQuantity: (itemId: string, quantity: number) => void;
};

// SPEC §5 cart quantity 1..30; SPEC §4 minus at 1 removes the item; SPEC §2 an unavailable item (its menu
// is gone) offers only Remove.
export function CartLine({ item, menus, currency, isBusy, onQuantity }: CartLineProps) {
  const { t, i18n } = useTranslation("cart");
  const locale = i18n.language;
  const product = menus.find((m) => m._id === item.menu_id)?.products.find((p) => p._id === item.product_id);
  const name = product ? productName(product, locale) : item.name;
  const choices = choiceNames(product, [...item.variants, ...item.modificators], locale).join(", ");
  return (
    <li
      className={item.available ? "cart-line" : "cart-line cart-line--unavailable"}
      data-testid="cart-item"
      data-item-id={item._id}
      data-available={String(item.available)}
    >
      {product?.image ? (
        <img className="cart-line__image" src={product.image} alt="" width={64} height={64} loading="lazy" />
      ) : (
        <span className="cart-line__image" aria-hidden="true" />
      )}
      <div className="cart-line__text">
        <span className="cart-line__name" data-testid="cart-item-name">
          <bdi>{name}</bdi>
        </span>
        {choices && (
          <span className="cart-line__choices">
            <bdi>{choices}</bdi>
          </span>
        )}
        <span className="cart-line__price">{formatMoney(item.total, currency, locale)}</span>
      </div>
      {item.available ? (
        <QuantityStepper
          value={item.quantity}
          min={1}
          max={30}
          canDecreaseAtMin
          isDisabled={isBusy}
          onChange={(q) => onQuantity(item._id, q)}
          decreaseLabel={item.quantity === 1 ? t("line.remove", { name }) : t("line.decrease", { name })}
          increaseLabel={t("line.increase", { name })}
          valueLabel={t("line.quantity", { count: item.quantity })}
        />
      ) : (
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => onQuantity(item._id, 0)}
          disabled={isBusy}
          data-testid="item-remove"
        >
          {t("line.remove_short")}
        </button>
      )}
    </li>
  );
}
