import type { Cart, CartItem } from "@tablewise/domain/contract/cart";
import { multiplyMoney, sumMoneyBy } from "@tablewise/domain/rules/money";
import type { StoredCartLine } from "../../db/schema/index";
import type { MenuIndex } from "../venue/menu-index";

// A line's price comes from the menu as it is now; chosen items keep their stored names, re-priced
// from the product's groups. A line whose menu, product or chosen item is gone is unavailable
// (SPEC §2) and shown with the prices it had.
function priceLine(line: StoredCartLine, index: MenuIndex): CartItem {
  const product = index.get(line.menu_id)?.products.get(line.product_id);
  const itemPrice = new Map(product?.price_groups.flatMap((g) => g.items.map((i) => [i._id, i.price])) ?? []);
  const isAvailable =
    product !== undefined && [...line.variants, ...line.modificators].every((c) => itemPrice.has(c.item_id));
  const reprice = (c: StoredCartLine["variants"][number]) =>
    isAvailable ? { ...c, price: itemPrice.get(c.item_id)! } : c;
  const variants = line.variants.map(reprice);
  const modificators = line.modificators.map(reprice);
  const basePrice = isAvailable ? product.base_price : line.base_price;
  const unit = sumMoneyBy([{ price: basePrice }, ...variants, ...modificators], (x) => x.price);
  const weight = isAvailable ? product.base_weight : line.weight;
  return {
    _id: line._id,
    menu_id: line.menu_id,
    product_id: line.product_id,
    name: line.name,
    variants,
    modificators,
    ...(weight !== undefined ? { weight, total_weight: weight * line.quantity } : {}),
    guest_index: line.guest_index,
    ...(line.client_comment ? { client_comment: line.client_comment } : {}),
    quantity: line.quantity,
    base_price: basePrice,
    total: multiplyMoney(unit, line.quantity),
    available: isAvailable,
  };
}

// SPEC §3 cart: lines and the total of the lines that can still be ordered.
export function priceCart(id: string, lines: readonly StoredCartLine[], index: MenuIndex): Cart {
  const items = lines.map((line) => priceLine(line, index));
  return {
    _id: id,
    items,
    total: sumMoneyBy(
      items.filter((i) => i.available),
      (i) => i.total,
    ),
  };
}
