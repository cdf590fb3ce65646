import type { Menu, Product } from "../contract/menu";

// SPEC §5/§9: search is case-insensitive over product names, then category names, capped at 50.
export const searchLimit = 50;
export type SearchHit = { menu_id: string; product: Product; matchedBy: "product" | "category" };

// Case and width folded, so "ЛАТЕ" finds "лате" and full-width letters match. Locale-independent on
// purpose: the Turkish dotless i rules would make "I" miss "i" for every other language.
const fold = (text: string) => text.normalize("NFKC").toLowerCase();

// Names to match: the original, plus the translation for `locale` when there is one (guests search in
// the language they read the menu in).
function productNames(product: Product, locale?: string): string[] {
  const translated = locale ? product.i18n.find((t) => t.locale === locale)?.name : undefined;
  return translated ? [product.name, translated] : [product.name];
}

// Products in display order: by category, then any product no category lists.
function orderedProducts(menu: Menu): { product: Product; categoryNames: string[] }[] {
  const byId = new Map(menu.products.map((p) => [p._id, p]));
  const rows: { product: Product; categoryNames: string[] }[] = [];
  const seen = new Set<string>();
  for (const category of menu.categories) {
    const names = [category.name, ...category.i18n.map((t) => t.name)];
    for (const id of category.products) {
      const product = byId.get(id);
      if (!product || seen.has(id)) continue;
      seen.add(id);
      rows.push({ product, categoryNames: names });
    }
  }
  for (const product of menu.products)
    if (!seen.has(product._id)) rows.push({ product, categoryNames: [product.category] });
  return rows;
}

export function searchMenus(
  menus: readonly Menu[],
  query: string,
  locale?: string,
  limit = searchLimit,
): SearchHit[] {
  const needle = fold(query.trim());
  if (!needle) return []; // SPEC §2: an empty query shows the welcome state
  const rows = menus.flatMap((menu) => orderedProducts(menu).map((row) => ({ ...row, menu_id: menu._id })));
  const byName = rows.filter((r) => productNames(r.product, locale).some((n) => fold(n).includes(needle)));
  const named = new Set(byName.map((r) => `${r.menu_id}/${r.product._id}`));
  const byCategory = rows.filter(
    (r) =>
      !named.has(`${r.menu_id}/${r.product._id}`) && r.categoryNames.some((n) => fold(n).includes(needle)),
  );
  return [
    ...byName.map((r): SearchHit => ({ menu_id: r.menu_id, product: r.product, matchedBy: "product" })),
    ...byCategory.map((r): SearchHit => ({ menu_id: r.menu_id, product: r.product, matchedBy: "category" })),
  ].slice(0, limit);
}
