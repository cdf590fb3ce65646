import { describe, expect, it } from "vitest";
import type { Cart } from "@tablewise/domain/contract/cart";
import { cartToShow } from "./kept-cart";

const line = (quantity: number, price: number) => ({
  _id: "l1",
  menu_id: "m1",
  product_id: "p1",
  name: "Margherita",
  variants: [],
  modificators: [],
  guest_index: 0,
  quantity,
  base_price: price,
  total: quantity * price,
  available: true,
});
const cart = (id: string, items: Cart["items"]): Cart => ({
  _id: id,
  items,
  total: items.reduce((sum, i) => sum + i.total, 0),
});

describe("the cart shown with a menu answer (the cart is kept offline)", () => {
  const copyOfMenu = cart("cart_abcdefghijklmnop", []);
  const guestsLast = cart("cart_abcdefghijklmnop", [line(2, 210)]);

  it("offline, shows the guest's last cart rather than the older copy's", () => {
    expect(cartToShow(copyOfMenu, guestsLast, true)).toBe(guestsLast);
  });

  it("online, the server's answer is the truth, its new prices included", () => {
    const repriced = cart("cart_abcdefghijklmnop", [line(2, 230)]);
    expect(cartToShow(repriced, guestsLast, false)).toBe(repriced);
  });

  it("never shows another cart's lines", () => {
    const other = cart("cart_zzzzzzzzzzzzzzzz", [line(1, 99)]);
    expect(cartToShow(copyOfMenu, other, true)).toBe(copyOfMenu);
    expect(cartToShow(copyOfMenu, null, true)).toBe(copyOfMenu);
  });
});
