import {
  cartAddCall,
  cartChangeQuantityCall,
  cartClearCall,
  cartGetCall,
  type Cart,
  type CartAddBody,
} from "@tablewise/domain/contract/cart";
import { buildPath } from "@tablewise/domain/contract/call";
import { request } from "../../lib/api-client";

// SPEC §7 cart calls. The server prices every line; the client sends only ids and quantities.
export async function addToCart(cartId: string, body: CartAddBody): Promise<Cart> {
  const res = await request(buildPath(cartAddCall.path, { cartId }), cartAddCall.response, {
    method: "POST",
    body,
  });
  return res.data.cart;
}

// SPEC §4: quantity 0 removes the line (minus at 1).
export async function changeCartQuantity(cartId: string, itemId: string, quantity: number): Promise<Cart> {
  const res = await request(
    buildPath(cartChangeQuantityCall.path, { cartId }),
    cartChangeQuantityCall.response,
    { method: "POST", body: { item_id: itemId, quantity } },
  );
  return res.data.cart;
}

export async function getCart(cartId: string, signal?: AbortSignal): Promise<Cart> {
  const res = await request(buildPath(cartGetCall.path, { cartId }), cartGetCall.response, { signal });
  return res.data.cart;
}

export async function clearCart(cartId: string): Promise<Cart> {
  const res = await request(buildPath(cartClearCall.path, { cartId }), cartClearCall.response, {
    method: "POST",
  });
  return res.data.cart;
}
