import { useCallback, useState } from "react";
import type { Cart, CartAddBody } from "@tablewise/domain/contract/cart";
import { addToCart, changeCartQuantity, clearCart } from "./cart-api";
import { useMenuSession } from "./session-context";
import { guestEvents } from "../telemetry/guest-events";

export type CartActions = {
  isPending: boolean;
  // The last failed call (SPEC §7: cart errors are not fatal; screens show a short notice).
  error: unknown;
  add: (body: CartAddBody) => Promise<boolean>;
  changeQuantity: (itemId: string, quantity: number) => Promise<boolean>;
  clear: () => Promise<boolean>;
};

// Cart calls for the session's cart; each success replaces the session cart with the server's answer.
export function useCartActions(): CartActions {
  const { cart, setCart } = useMenuSession();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const cartId = cart._id;
  const run = useCallback(
    async (call: () => Promise<Cart>) => {
      setPending(true);
      try {
        setCart(await call());
        setError(null);
        return true;
      } catch (failure) {
        setError(failure);
        return false;
      } finally {
        setPending(false);
      }
    },
    [setCart],
  );
  return {
    isPending,
    error,
    add: useCallback(
      async (body: CartAddBody) => {
        const added = await run(() => addToCart(cartId, body));
        // Only once the server took it; ids and the quantity, never the guest's comment.
        if (added) guestEvents.productAdded(body.menu_id, body.product_id, body.quantity);
        return added;
      },
      [run, cartId],
    ),
    changeQuantity: useCallback(
      (itemId: string, quantity: number) => run(() => changeCartQuantity(cartId, itemId, quantity)),
      [run, cartId],
    ),
    clear: useCallback(() => run(() => clearCart(cartId)), [run, cartId]),
  };
}
