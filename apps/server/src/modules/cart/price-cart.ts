import type { Cart, CartItem, ChosenItem } from "@tablewise/domain/contract/cart";
import type { Product } from "@tablewise/domain/contract/menu";
import { fromMinorUnits, multiplyMinor, sumMinorBy, type MinorUnits } from "@tablewise/domain/rules/money";
import {
  chosenItems,
  unitPrice,
  unitPriceOf,
  validateSelection,
  type SelectionCheck,
} from "@tablewise/domain/rules/validate-variant-selection";
import { isSingleSelect, type Selection } from "@tablewise/domain/rules/variant-groups";
import type { StoredCartLine } from "../../db/schema/index";
import { stoppedPart } from "../venue/index";
import type { MenuIndex } from "../venue/index";

// What a product with a valid selection costs and weighs now, from the menu in the database
// (docs/decisions/006: prices never come from the client). base_price and the chosen items' prices are the
// menu document's decimals; unit_price is computed, in minor units.
export type ProductPricing = {
  variants: ChosenItem[];
  modificators: ChosenItem[];
  base_price: number;
  unit_price: MinorUnits;
  weight?: number;
};

// The demo menus give a variant's weight as the whole portion (6 wings 350 g, 12 wings 700 g, base 350 g),
// so a chosen variant's weight replaces the base weight; a modifier's weight is an extra and adds to it.
function lineWeight(product: Product, selection: Selection): number | undefined {
  let base = product.base_weight;
  let extra = 0;
  for (const group of product.price_groups) {
    for (const item of group.items) {
      if (item.weight === undefined || !selection[group._id]?.includes(item._id)) continue;
      if (isSingleSelect(group)) base = item.weight;
      else extra += item.weight;
    }
  }
  return base === undefined && extra === 0 ? undefined : (base ?? 0) + extra;
}

export function priceProduct(product: Product, selection: Selection): ProductPricing {
  const weight = lineWeight(product, selection);
  return {
    ...chosenItems(product.price_groups, selection),
    base_price: product.base_price,
    unit_price: unitPrice(product.base_price, product.price_groups, selection),
    ...(weight !== undefined ? { weight } : {}),
  };
}

// SPEC §5 checked again on every read: the stored choice must still be valid for the product as it is
// now (an import may drop an item or add a required group).
function currentCheck(line: StoredCartLine, index: MenuIndex): [Product, SelectionCheck] | null {
  const product = index.get(line.menu_id)?.products.get(line.product_id);
  if (!product) return null;
  const ids = [...line.variants, ...line.modificators].map((c) => c.item_id);
  return [product, validateSelection(product.price_groups, ids)];
}

function toItem(line: StoredCartLine, pricing: ProductPricing, name: string, available: boolean): CartItem {
  return {
    _id: line._id,
    menu_id: line.menu_id,
    product_id: line.product_id,
    name,
    variants: pricing.variants,
    modificators: pricing.modificators,
    ...(pricing.weight !== undefined
      ? { weight: pricing.weight, total_weight: pricing.weight * line.quantity }
      : {}),
    guest_index: line.guest_index,
    ...(line.client_comment ? { client_comment: line.client_comment } : {}),
    ...(line.suggested_by ? { suggested_by: line.suggested_by } : {}),
    quantity: line.quantity,
    base_price: pricing.base_price,
    // SPEC §7: the cart the guest reads carries decimals; computed in minor units.
    total: fromMinorUnits(multiplyMinor(pricing.unit_price, line.quantity)),
    available,
  };
}

// A line is re-priced from the current menu. One whose menu, product or choice is gone is unavailable
// (SPEC §2: shown with a banner and only Remove) and keeps the name and prices it was added with. One
// whose product or chosen item is on the stop list is priced as now but unavailable.
function priceLine(line: StoredCartLine, index: MenuIndex): CartItem {
  const current = currentCheck(line, index);
  if (current?.[1].ok) {
    const chosen = [...line.variants, ...line.modificators].map((c) => c.item_id);
    const available = !stoppedPart(current[0], chosen);
    return toItem(line, priceProduct(current[0], current[1].selection), current[0].name, available);
  }
  const stored: ProductPricing = {
    variants: line.variants,
    modificators: line.modificators,
    base_price: line.base_price,
    unit_price: unitPriceOf(line.base_price, [...line.variants, ...line.modificators]),
    ...(line.weight !== undefined ? { weight: line.weight } : {}),
  };
  return toItem(line, stored, line.name, false);
}

// SPEC §3 cart: its lines and the total of the lines that can still be ordered.
export function priceCart(id: string, lines: readonly StoredCartLine[], index: MenuIndex): Cart {
  const items = lines.map((line) => priceLine(line, index));
  const available = items.filter((i) => i.available);
  const total = sumMinorBy(available, (i) =>
    multiplyMinor(unitPriceOf(i.base_price, [...i.variants, ...i.modificators]), i.quantity),
  );
  return { _id: id, items, total: fromMinorUnits(total) };
}
