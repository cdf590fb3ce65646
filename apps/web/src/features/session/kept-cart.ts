import { cartSchema, type Cart } from "@tablewise/domain/contract/cart";
import { readJson, writeJson } from "../../lib/storage";

// The cart is kept (the menu without a signal): the guest's last cart as the server last answered it, per
// venue and mode, so a reload offline shows what the guest had chosen rather than the service worker's
// older copy of the menu call (which carries the cart as it was when that copy was made). It is shown
// with a note that prices are confirmed online and nothing is ordered from it: the server prices the
// order. Only cart lines are kept (ids, names, quantities, prices), nothing about the guest.
const key = (link: string, mode: string) => `cart_copy:${link}:${mode}`;

export function keepCart(link: string, mode: string, cart: Cart): void {
  writeJson(key(link, mode), cart);
}

export function readKeptCart(link: string, mode: string): Cart | null {
  const parsed = cartSchema.safeParse(readJson(key(link, mode)));
  return parsed.success ? parsed.data : null;
}

// Which cart to show with a menu answer: a copy (offline) shows the guest's own last cart of the same id;
// an answer from the network is the truth, its prices included.
export function cartToShow(answer: Cart, kept: Cart | null, isCopy: boolean): Cart {
  return isCopy && kept !== null && kept._id === answer._id ? kept : answer;
}
