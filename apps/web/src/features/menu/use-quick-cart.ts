import { useCallback, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Product } from "@tablewise/domain/contract/menu";
import { chosenItems } from "@tablewise/domain/rules/validate-variant-selection";
import { defaultSelection } from "@tablewise/domain/rules/variant-groups";
import { isOffline } from "../../lib/online-status";
import { useToast } from "../../ui/toast";
import { productName } from "../session/localize";
import { useCartActions } from "../session/use-cart-actions";
import { useMenuSession } from "../session/session-context";

// The menu page's quick add and remove: one of a product with the SPEC §5 defaults the product page opens
// with (what its groups require, never an optional extra), so both give the same price, or one less of
// its newest cart line (minus at 1 removes it, SPEC §4).
export function useQuickCart(menuId: string) {
  const { t, i18n } = useTranslation("menu");
  const { cart } = useMenuSession();
  const { add, changeQuantity } = useCartActions();
  const showToast = useToast();
  // Read through a ref so the callbacks stay the same while the cart changes, and 500 memoised cards
  // do not re-render on every add.
  const items = useRef(cart.items);
  items.current = cart.items;

  const quickAdd = useCallback(
    async (product: Product) => {
      // The cart lives on the server: offline the card says so rather than failing.
      if (isOffline()) {
        showToast(t("menu.cart_needs_connection"));
        return;
      }
      const { variants, modificators } = chosenItems(
        product.price_groups,
        defaultSelection(product.price_groups),
      );
      const ok = await add({
        menu_id: menuId,
        product_id: product._id,
        quantity: 1,
        variants: variants.map((v) => v.item_id),
        modificators: modificators.map((m) => m.item_id),
      });
      showToast(ok ? t("menu.added", { name: productName(product, i18n.language) }) : t("menu.cart_failed"));
    },
    [add, menuId, showToast, t, i18n.language],
  );

  const quickRemove = useCallback(
    async (product: Product) => {
      const lines = items.current.filter((i) => i.menu_id === menuId && i.product_id === product._id);
      const newest = lines[lines.length - 1];
      if (!newest) return;
      if (isOffline()) {
        showToast(t("menu.cart_needs_connection"));
        return;
      }
      const ok = await changeQuantity(newest._id, newest.quantity - 1);
      showToast(
        ok ? t("menu.removed", { name: productName(product, i18n.language) }) : t("menu.cart_failed"),
      );
    },
    [changeQuantity, menuId, showToast, t, i18n.language],
  );

  return { quickAdd, quickRemove };
}

// How many of each product of this menu the cart holds, for the cards' counters.
export function countInCart(
  items: readonly { menu_id: string; product_id: string; quantity: number; available: boolean }[],
  menuId: string,
) {
  const counts = new Map<string, number>();
  for (const item of items)
    if (item.menu_id === menuId && item.available)
      counts.set(item.product_id, (counts.get(item.product_id) ?? 0) + item.quantity);
  return counts;
}
