import type { Menu, Product } from "@tablewise/domain/contract/menu";

// One stop list row: a whole product (variantItemId null) or one item of its price groups.
export type StopMark = { productId: string; variantItemId: string | null };

// Stopped products and items are marked `available: false` (contract menu.ts); the
// others stay as imported (absent means available), so a venue with an empty stop list serves the exact
// bytes it served before.
export function applyStopList(menus: Menu[], marks: readonly StopMark[]): Menu[] {
  if (!marks.length) return menus;
  const byProduct = new Map<string, { whole: boolean; items: Set<string> }>();
  for (const mark of marks) {
    const entry = byProduct.get(mark.productId) ?? { whole: false, items: new Set<string>() };
    if (mark.variantItemId === null) entry.whole = true;
    else entry.items.add(mark.variantItemId);
    byProduct.set(mark.productId, entry);
  }
  const mark = (product: Product): Product => {
    const entry = byProduct.get(product._id);
    if (!entry) return product;
    return {
      ...product,
      ...(entry.whole ? { available: false } : {}),
      price_groups: product.price_groups.map((group) => ({
        ...group,
        items: group.items.map((item) => (entry.items.has(item._id) ? { ...item, available: false } : item)),
      })),
    };
  };
  return menus.map((menu) => ({ ...menu, products: menu.products.map(mark) }));
}

// Whether a product can be ordered with these chosen price group items now.
export function stoppedPart(product: Product, chosenItemIds: readonly string[]): boolean {
  if (product.available === false) return true;
  const chosen = new Set(chosenItemIds);
  return product.price_groups.some((g) => g.items.some((i) => i.available === false && chosen.has(i._id)));
}
