import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Cart } from "@tablewise/domain/contract/cart";
import { errorCodeOf } from "../../lib/api-client";
import { Icon } from "../../ui/icon";
import { getCart } from "../session/cart-api";
import { useMenuSession } from "../session/session-context";
import "./cart-page.css";

// The names of the lines an order was refused for: the cart as the server prices it now.
export const unavailableNames = (cart: Cart): string[] => [
  ...new Set(cart.items.filter((i) => !i.available).map((i) => i.name)),
];

// An order refused with product_unavailable (the venue stopped something in the cart
// after it was added). The cart is read again, so its lines show unavailable under the existing banner,
// and the guest is told which items to remove instead of getting the generic error modal.
export function useUnavailableRefusal() {
  const { cart, setCart } = useMenuSession();
  const [names, setNames] = useState<string[] | null>(null);
  const handle = useCallback(
    async (error: unknown): Promise<boolean> => {
      if (errorCodeOf(error) !== "product_unavailable") return false;
      const fresh = await getCart(cart._id).catch(() => null);
      if (fresh) setCart(fresh);
      setNames(fresh ? unavailableNames(fresh) : []);
      return true;
    },
    [cart._id, setCart],
  );
  const isCartClean = cart.items.every((i) => i.available);
  // Once the guest has removed them, the notice has done its work.
  return { names: isCartClean ? null : names, handle };
}

export function UnavailableRefusalNotice({ names }: { names: readonly string[] | null }) {
  const { t } = useTranslation("cart");
  if (names === null) return null;
  return (
    <p className="cart-banner" role="alert" data-testid="unavailable-refusal">
      <Icon name="alert" size={20} />
      <span>
        {names.length
          ? t("refused_unavailable", { names: names.join(", "), count: names.length })
          : t("refused_unavailable_unnamed")}
      </span>
    </p>
  );
}
