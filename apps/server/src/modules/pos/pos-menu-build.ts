import { randomBytes } from "node:crypto";
import type { Category, Menu, PriceGroup, PriceGroupItem, Product } from "@tablewise/domain/contract/menu";
import { fromMinorUnits } from "@tablewise/domain/rules/money";
import { priceGroupIssues } from "@tablewise/domain/rules/price-group-rules";
import type { PosMenu, PosMenuItem, PosMenuProduct } from "./pos-client";

// The POS's menu laid over the venue's POS menu (docs/pos.md). Records carry the POS's id in `pos_id`, so a
// second sync updates the record it made (its _id, and so carts, orders and the product map, stay); what
// the venue added itself (no pos_id) is left as it is; a product gone from the POS moves to a hidden
// category (orders reference it, so it is never deleted) and comes back out when the POS lists it again.
export const removedCategoryRef = "removed";
// Products the POS files under no category (its root).
export const rootCategoryRef = "0";

export type BuiltMenu = {
  menu: Menu;
  // Our product id → the POS's product id, for every product the POS sells now.
  linked: Record<string, string>;
  outOfStock: string[];
  inStock: string[];
  categories: number;
  removed: number;
};

const mint = (prefix: string) => `${prefix}-${randomBytes(9).toString("base64url")}`;
const money = (kopecks: number) => fromMinorUnits(kopecks);

// A variant's price is the whole price in the POS; ours is added to the product's base (SPEC §5), so the
// base is the cheapest variant and each variant adds what it costs above it.
function priceGroupsOf(p: PosMenuProduct, before: Product | undefined, base: number): PriceGroup[] {
  const oldGroups = new Map((before?.price_groups ?? []).filter((g) => g.pos_id).map((g) => [g.pos_id!, g]));
  const item = (old: PriceGroup | undefined, i: PosMenuItem, price: number): PriceGroupItem => {
    const kept = old?.items.find((x) => x.pos_id === i.posId);
    const { available: _available, ...rest } = kept ?? { _id: mint("i") };
    return { ...rest, name: i.name, price: money(price), pos_id: i.posId };
  };
  const groups: PriceGroup[] = [];
  if (p.variants.length) {
    const old = oldGroups.get("variants");
    groups.push({
      ...(old ?? {}),
      _id: old?._id ?? mint("g"),
      name: old?.name ?? "Variant",
      single_select: true,
      min_count: 1,
      max_count: 1,
      items: p.variants.map((v) => item(old, v, v.price - base)),
      pos_id: "variants",
    });
  }
  for (const g of p.groups) {
    const old = oldGroups.get(`g${g.posId}`);
    groups.push({
      ...(old ?? {}),
      _id: old?._id ?? mint("g"),
      name: g.name,
      single_select: g.single,
      min_count: g.single ? Math.min(g.min, 1) : g.min,
      max_count: g.max,
      items: g.items.map((i) => item(old, i, i.price)),
      pos_id: `g${g.posId}`,
    });
  }
  return groups;
}

export function buildPosMenu(target: Menu, pos: PosMenu): BuiltMenu {
  const oldCategories = new Map(target.categories.filter((c) => c.pos_id).map((c) => [c.pos_id!, c]));
  const oldProducts = new Map(target.products.filter((p) => p.pos_id).map((p) => [p.pos_id!, p]));
  const taken = new Set(target.products.map((p) => p._id));
  const freshId = () => {
    let id = mint("p");
    while (taken.has(id)) id = mint("p");
    taken.add(id);
    return id;
  };

  // The POS's categories in its order, with the venue's own after them as they were.
  const posCategories: Category[] = pos.categories.map((c) => ({
    ...(oldCategories.get(c.posId) ?? { _id: mint("c"), i18n: [] }),
    name: c.name,
    products: [],
    pos_id: c.posId,
  }));
  const known = new Set(pos.categories.map((c) => c.posId));
  const categoryFor = (ref: string | null): Category => {
    const key = ref !== null && known.has(ref) ? ref : rootCategoryRef;
    let found = posCategories.find((c) => c.pos_id === key);
    if (!found) {
      found = {
        ...(oldCategories.get(key) ?? { _id: mint("c"), i18n: [] }),
        name: "Other",
        products: [],
        pos_id: key,
      };
      posCategories.push(found);
    }
    return found;
  };

  const products: Product[] = [];
  const linked: Record<string, string> = {};
  const outOfStock: string[] = [];
  const inStock: string[] = [];
  const seen = new Set<string>();
  for (const p of pos.products) {
    if (seen.has(p.posId)) continue;
    const before = oldProducts.get(p.posId);
    const base = p.variants.length ? Math.min(...p.variants.map((v) => v.price)) : p.price;
    const price_groups = priceGroupsOf(p, before, base);
    // The same checks a manager's save passes (setup-edits.ts checkDraft); a product the POS describes
    // in a way our menu cannot hold is left out rather than guessed.
    if (priceGroupIssues(price_groups).length) continue;
    seen.add(p.posId);
    const category = categoryFor(p.categoryPosId);
    const { available: _available, ...kept } = before ?? {
      description: "",
      is_excise: false,
      is_spicy: false,
      i18n: [],
    };
    const product: Product = {
      ...kept,
      _id: before?._id ?? freshId(),
      name: p.name,
      category: category.name,
      category_id: category._id,
      base_price: money(base),
      menu_id: target._id,
      price_groups,
      pos_id: p.posId,
    };
    category.products.push(product._id);
    products.push(product);
    linked[product._id] = p.posId;
    (p.outOfStock ? outOfStock : inStock).push(product._id);
  }

  // Gone from the POS: kept (orders name it) in the hidden category, out of the guests' menu.
  const gone = target.products.filter((p) => p.pos_id && !seen.has(p.pos_id));
  // A product of the venue's own a manager placed in a POS category stays there, after the POS's.
  const ownProducts = target.products.filter((p) => !p.pos_id);
  for (const p of ownProducts) posCategories.find((c) => c._id === p.category_id)?.products.push(p._id);
  const categories = posCategories.filter((c) => c.products.length > 0);
  if (gone.length) {
    const hidden: Category = {
      ...(oldCategories.get(removedCategoryRef) ?? { _id: mint("c"), i18n: [], name: "Not in the POS" }),
      hidden: true,
      products: gone.map((p) => p._id),
      pos_id: removedCategoryRef,
    };
    categories.push(hidden);
    for (const p of gone) products.push({ ...p, category: hidden.name, category_id: hidden._id });
  }
  const own = target.categories.filter((c) => !c.pos_id);
  return {
    menu: { ...target, categories: [...categories, ...own], products: [...products, ...ownProducts] },
    linked,
    outOfStock,
    inStock,
    categories: categories.filter((c) => !c.hidden).length,
    removed: gone.length,
  };
}
