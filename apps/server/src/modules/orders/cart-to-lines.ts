import type { Cart } from "@tablewise/domain/contract/cart";
import { fromMinorUnits } from "@tablewise/domain/rules/money";
import { unitPriceOf } from "@tablewise/domain/rules/validate-variant-selection";
import type { StoredOrderLine } from "../../db/schema/index";
import { HttpError } from "../../http/errors";
import { stoppedPart } from "../venue/index";
import type { MenuIndex } from "../venue/index";
import { newShortId } from "./order.repository";

// The cart line's "Goes well with" mark, with the suggester's current name (the day view's pairs).
function suggestionOf(item: Cart["items"][number], index: MenuIndex) {
  if (!item.suggested_by) return {};
  let name = item.suggested_by;
  for (const { products } of index.values()) name = products.get(item.suggested_by)?.name ?? name;
  return { suggested_by: item.suggested_by, suggested_by_name: name };
}

// A priced cart (the cart service prices it from the menu in the database, docs/decisions/006) becomes
// order lines. The client never sends a price; an empty cart or an unavailable line is refused.
export function cartToLines(cart: Cart, index: MenuIndex): StoredOrderLine[] {
  if (!cart.items.length) throw new HttpError(409, "conflict", "The cart is empty");
  const gone = cart.items.filter((i) => !i.available);
  // Lines the venue stopped are named, so the guest knows what to remove.
  const stopped = gone.filter((i) => {
    const product = index.get(i.menu_id)?.products.get(i.product_id);
    return (
      product &&
      stoppedPart(
        product,
        [...i.variants, ...i.modificators].map((c) => c.item_id),
      )
    );
  });
  if (stopped.length)
    throw new HttpError(
      409,
      "product_unavailable",
      `Not available now: ${[...new Set(stopped.map((i) => i.name))].join(", ")}`,
      { items: stopped.map((i) => i._id), names: stopped.map((i) => i.name) },
    );
  if (gone.length)
    throw new HttpError(409, "conflict", "Some cart items are no longer available", {
      items: gone.map((i) => i._id),
    });
  return cart.items.map((item) => ({
    _id: newShortId(),
    menu_id: item.menu_id,
    product_id: item.product_id,
    name: item.name,
    category: index.get(item.menu_id)?.products.get(item.product_id)?.category ?? "",
    // Kept as the menu's decimal, like the names beside it (docs/decisions/016-money-in-minor-units.md).
    price: fromMinorUnits(unitPriceOf(item.base_price, [...item.variants, ...item.modificators])),
    quantity: item.quantity,
    paid_quantity: 0,
    held_quantity: 0,
    variants: item.variants,
    modificators: item.modificators,
    guest_index: item.guest_index,
    ...(item.client_comment ? { client_comment: item.client_comment } : {}),
    ...suggestionOf(item, index),
  }));
}
