import { z } from "zod";
import type { PosMenu, PosMenuGroup, PosMenuItem, PosMenuProduct } from "./pos-client";

// Poster's menu as menu.getCategories and menu.getProducts answer it (dev.joinposter.com, "Menu"): ids and
// prices often come as text, prices in kopecks (per spot in `spots`, or `price` keyed by spot id), a flag
// as "0"/"1". A POS's menu is untrusted input: every list is capped, every name bounded and stripped of
// control characters, a price outside 0..10 000 000.00 or a record we cannot read is left out (not guessed).
export const posterMenuLimits = {
  categories: 300,
  products: 2000,
  variants: 50,
  groups: 20,
  groupItems: 50,
  name: 120,
  // 10 000 000.00 in kopecks.
  price: 1_000_000_000,
};

const id = z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,20}$/)]).transform(String);
const flag = z.union([z.number(), z.string(), z.boolean()]).transform((v) => v === true || Number(v) > 0);
const kopecks = z
  .union([z.number(), z.string().regex(/^\d{1,12}(\.\d+)?$/)])
  .transform((v) => Math.round(Number(v)))
  .pipe(z.number().int().min(0).max(posterMenuLimits.price));
// Control characters are what is taken out.
// eslint-disable-next-line no-control-regex
const controls = /[\u0000-\u001f\u007f]/g;
const text = z
  .string()
  .transform((v) => v.replace(controls, " ").trim().slice(0, posterMenuLimits.name))
  .pipe(z.string().min(1));
const spotPrice = z.object({ spot_id: id, price: kopecks.optional(), visible: flag.optional() });

const categorySchema = z.object({
  category_id: id,
  category_name: text,
  category_hidden: flag.optional(),
});
const modificationSchema = z.object({
  modificator_id: id,
  modificator_name: text,
  spots: z.array(spotPrice).max(500).optional(),
  price: z.record(z.string(), kopecks).optional(),
});
const groupItemSchema = z.object({ dish_modification_id: id, name: text, price: kopecks.optional() });
const groupSchema = z.object({
  dish_modification_group_id: id,
  name: text,
  // Poster's type: 1 one to choose, 2 several.
  type: z.coerce.number().int(),
  num_min: z.coerce.number().int().min(0).max(99).optional(),
  num_max: z.coerce.number().int().min(0).max(999).optional(),
  modifications: z.array(z.unknown()).max(500),
});
const productSchema = z.object({
  product_id: id,
  product_name: text,
  menu_category_id: id.optional(),
  hidden: flag.optional(),
  out: flag.optional(),
  price: z.record(z.string(), kopecks).optional(),
  spots: z.array(spotPrice).max(500).optional(),
  modifications: z.array(z.unknown()).max(500).optional(),
  group_modifications: z.array(z.unknown()).max(100).optional(),
});

export const posterListAnswer = z.object({ response: z.array(z.unknown()).max(20_000) });

// Each record on its own: one unreadable record is left out, the others imported.
function readAll<T>(rows: unknown[], schema: z.ZodType<T>, cap: number): T[] {
  const out: T[] = [];
  for (const row of rows) {
    if (out.length >= cap) break;
    const parsed = schema.safeParse(row);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

// The spot's price and whether the spot shows it; null: not sold at this spot.
function forSpot(
  spotId: string,
  record: { spots?: z.infer<typeof spotPrice>[]; price?: Record<string, number> },
): number | null {
  const spot = record.spots?.find((s) => s.spot_id === spotId);
  if (spot?.visible === false) return null;
  return spot?.price ?? record.price?.[spotId] ?? null;
}

export function readPosterMenu(spotId: string, categoryRows: unknown[], productRows: unknown[]): PosMenu {
  const categories = readAll(categoryRows, categorySchema, posterMenuLimits.categories)
    .filter((c) => !c.category_hidden)
    .map((c) => ({ posId: c.category_id, name: c.category_name }));
  const products: PosMenuProduct[] = [];
  for (const p of readAll(productRows, productSchema, posterMenuLimits.products)) {
    if (p.hidden) continue;
    const variants: PosMenuItem[] = [];
    for (const m of readAll(p.modifications ?? [], modificationSchema, posterMenuLimits.variants)) {
      const price = forSpot(spotId, m);
      if (price !== null)
        variants.push({ posId: m.modificator_id, name: m.modificator_name, price, outOfStock: false });
    }
    const price = forSpot(spotId, p) ?? (variants.length ? 0 : null);
    if (price === null) continue;
    const groups: PosMenuGroup[] = readAll(p.group_modifications ?? [], groupSchema, posterMenuLimits.groups)
      .map((g) => ({
        posId: g.dish_modification_group_id,
        name: g.name,
        single: g.type === 1,
        min: g.num_min ?? 0,
        max: g.type === 1 ? 1 : g.num_max && g.num_max <= 99 ? g.num_max : null,
        items: readAll(g.modifications, groupItemSchema, posterMenuLimits.groupItems).map((i) => ({
          posId: i.dish_modification_id,
          name: i.name,
          price: i.price ?? 0,
          outOfStock: false,
        })),
      }))
      .filter((g) => g.items.length > 0);
    products.push({
      posId: p.product_id,
      name: p.product_name,
      categoryPosId: p.menu_category_id && p.menu_category_id !== "0" ? p.menu_category_id : null,
      price,
      outOfStock: p.out ?? false,
      variants,
      groups,
    });
  }
  return { categories, products };
}
