import type { Menu, Product } from "@tablewise/domain/contract/menu";

export type MenuIndex = Map<string, { menu: Menu; products: Map<string, Product> }>;

// Food menus by id, their products by id. A service menu is for reservations, never a cart line.
export function indexMenus(menus: readonly Menu[]): MenuIndex {
  return new Map(
    menus
      .filter((m) => m.kind === "food")
      .map((m) => [m._id, { menu: m, products: new Map(m.products.map((p) => [p._id, p])) }]),
  );
}
