import { randomBytes } from "node:crypto";
import type { z } from "zod";
import type { Category, Menu, Product, ProductI18n } from "@tablewise/domain/contract/menu";
import type { Venue } from "@tablewise/domain/contract/venue";
import type { ProductDraft, saveMenuBodySchema, TranslationTarget } from "@tablewise/domain/contract/setup";
import { venueFieldIssues } from "@tablewise/domain/contract/field-rules";
import { isSafeVenueUrl } from "@tablewise/domain/contract/venue-import";
import { priceGroupIssues } from "@tablewise/domain/rules/price-group-rules";
import { cleanSuggestions } from "@tablewise/domain/rules/suggestions";
import { HttpError } from "../../http/errors";

// The pure edits behind the setup calls. Each refuses what the guest side could not render
// with 400 `validation_failed` and details { issues: [{ path, code }] }, paths from the request body's
// root, so the form shows each at its field (the price-group codes are rules/price-group-rules.ts').
export type SetupIssue = { path: (string | number)[]; code: string };

export function invalid(issues: SetupIssue[]): HttpError {
  const shown = issues
    .slice(0, 5)
    .map((i) => `${i.path.join(".")}: ${i.code}`)
    .join("; ");
  return new HttpError(400, "validation_failed", `Invalid setup: ${shown}`, { issues: issues.slice(0, 50) });
}
const refuseIf = (issues: SetupIssue[]) => {
  if (issues.length) throw invalid(issues);
};

// Ids the server mints (menus, categories, products): 72 random bits, prefixed by what they name.
export const mintId = (prefix: "m" | "c" | "p") => `${prefix}-${randomBytes(9).toString("base64url")}`;

const urlIssue = (value: string | undefined, path: (string | number)[]): SetupIssue[] =>
  value !== undefined && !isSafeVenueUrl(value) ? [{ path, code: "unsafe_url" }] : [];

// --- venue settings -------------------------------------------------------------------------------------
// The settings form's field rules (field-rules.ts: contacts, links, names, amounts), and the stored _id and
// link: printed QR codes and shared links name them.
export function checkVenue(stored: Venue, venue: Venue) {
  refuseIf([
    ...(venue._id !== stored._id ? [{ path: ["venue", "_id"], code: "id_changed" }] : []),
    ...(venue.link !== stored.link ? [{ path: ["venue", "link"], code: "link_changed" }] : []),
    ...venueFieldIssues(venue).map((i) => ({ path: ["venue", ...i.path], code: i.code })),
  ]);
}

// The top-level fields that differ, for the change log ("schedule, contacts").
export function changedKeys(before: object, after: object): string[] {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]))
    .sort();
}

// --- menus and categories -------------------------------------------------------------------------------
type MenuEdit = z.infer<typeof saveMenuBodySchema>["menu"];

export function checkPayReceiver(id: string, receivers: ReadonlySet<string>, path: (string | number)[]) {
  if (!receivers.has(id)) throw invalid([{ path, code: "unknown_pay_receiver" }]);
}

// Categories in the given order, new ones with minted ids; every product of the menu listed exactly once
// (a product moved to another category's list takes that category's id and name).
export function applyMenuEdit(stored: Menu, edit: MenuEdit): Menu {
  const issues: SetupIssue[] = [];
  const storedCategories = new Set(stored.categories.map((c) => c._id));
  const seen = new Set<string>();
  const categories: Category[] = edit.categories.map((c, i) => {
    if (c._id !== undefined && !storedCategories.has(c._id))
      issues.push({ path: ["menu", "categories", i, "_id"], code: "unknown_category" });
    if (c._id !== undefined && seen.has(c._id))
      issues.push({ path: ["menu", "categories", i, "_id"], code: "duplicate_id" });
    const id = c._id ?? mintId("c");
    seen.add(id);
    // A category the POS menu sync made keeps its POS id whatever the form sends (docs/pos.md).
    const posId = stored.categories.find((s) => s._id === id)?.pos_id;
    return { ...c, _id: id, ...(posId ? { pos_id: posId } : {}) };
  });
  const productIds = new Set(stored.products.map((p) => p._id));
  const home = new Map<string, Category>();
  categories.forEach((c, i) =>
    c.products.forEach((pid, j) => {
      const at = ["menu", "categories", i, "products", j];
      if (!productIds.has(pid)) issues.push({ path: at, code: "unknown_product" });
      else if (home.has(pid)) issues.push({ path: at, code: "product_listed_twice" });
      else home.set(pid, c);
    }),
  );
  // A category still holding products cannot be dropped: its products would belong nowhere.
  stored.products.forEach((p) => {
    if (!home.has(p._id)) issues.push({ path: ["menu", "products", p._id], code: "product_unlisted" });
  });
  refuseIf(issues);
  const products = stored.products.map((p) => {
    const c = home.get(p._id)!;
    return c._id === p.category_id && c.name === p.category
      ? p
      : { ...p, category_id: c._id, category: c.name };
  });
  const { categories: _c, ...header } = edit;
  return { ...header, _id: stored._id, categories, products };
}

// --- products -------------------------------------------------------------------------------------------
// SPEC §5 groups through the domain's one rule; images through the venue file's URL rule.
export function checkDraft(draft: ProductDraft, menu: Menu): Category {
  const category = menu.categories.find((c) => c._id === draft.category_id);
  refuseIf([
    ...(category ? [] : [{ path: ["product", "category_id"], code: "unknown_category" }]),
    ...urlIssue(draft.image, ["product", "image"]),
    ...priceGroupIssues(draft.price_groups).map((i) => ({ path: ["product", ...i.path], code: i.code })),
  ]);
  return category!;
}

// Allergens null (not declared), no diets and no heat are stored absent: the guest's menu payload carries
// only what a dish declares (the 500-product menu is size-budgeted). [] (declared: none) is kept.
function leanMarks<T extends { allergens?: unknown; diets?: unknown[]; spicy?: number }>(record: T): T {
  const { allergens, diets, spicy, ...rest } = record;
  return {
    ...rest,
    ...(allergens != null ? { allergens } : {}),
    ...(diets?.length ? { diets } : {}),
    ...(spicy ? { spicy } : {}),
  } as T;
}

export const toProduct = (draft: ProductDraft, id: string, menu: Menu, category: Category): Product => ({
  ...leanMarks(draft),
  price_groups: draft.price_groups.map((g) => ({ ...g, items: g.items.map(leanMarks) })),
  _id: id,
  menu_id: menu._id,
  category_id: category._id,
  category: category.name,
});

// "Goes well with" (rules/suggestions.ts): ids of the venue's food menus' products (a service menu's are
// booked, never carted), the product itself and unknown or deleted ids dropped; none stored absent.
export function withSuggestions(product: Product, menus: readonly Menu[]): Product {
  const { suggestions, ...rest } = product;
  const known = new Set(
    menus.filter((m) => m.kind !== "service").flatMap((m) => m.products.map((p) => p._id)),
  );
  const kept = cleanSuggestions(suggestions, product._id, known);
  return kept.length ? { ...rest, suggestions: kept } : rest;
}

// The POS's ids (docs/pos.md) survive a manager's save: the form does not carry them, and without them the
// next menu sync would add the product again instead of updating it.
export function keepPosRefs(before: Product, after: Product): Product {
  if (!before.pos_id) return after;
  const groups = new Map(before.price_groups.map((g) => [g._id, g]));
  return {
    ...after,
    pos_id: after.pos_id ?? before.pos_id,
    price_groups: after.price_groups.map((g) => {
      const old = groups.get(g._id);
      if (!old) return g;
      const items = new Map(old.items.map((i) => [i._id, i.pos_id]));
      return {
        ...g,
        ...(old.pos_id && !g.pos_id ? { pos_id: old.pos_id } : {}),
        items: g.items.map((i) => (i.pos_id || !items.get(i._id) ? i : { ...i, pos_id: items.get(i._id) })),
      };
    }),
  };
}

// The product placed (or moved) at the end of its category's list, and out of any other's.
export function placeProduct(menu: Menu, product: Product): Menu {
  const exists = menu.products.some((p) => p._id === product._id);
  return {
    ...menu,
    categories: menu.categories.map((c) => {
      const listed = c.products.includes(product._id);
      if (c._id === product.category_id) return listed ? c : { ...c, products: [...c.products, product._id] };
      return listed ? { ...c, products: c.products.filter((id) => id !== product._id) } : c;
    }),
    products: exists
      ? menu.products.map((p) => (p._id === product._id ? product : p))
      : [...menu.products, product],
  };
}

export const removeProduct = (menu: Menu, productId: string): Menu => ({
  ...menu,
  categories: menu.categories.map((c) =>
    c.products.includes(productId) ? { ...c, products: c.products.filter((id) => id !== productId) } : c,
  ),
  products: menu.products.filter((p) => p._id !== productId),
});

// "name Borscht -> Red borscht, price 85 -> 95" for the change log.
export function productSummary(before: Product | null, after: Product | null): string {
  if (!before) return `added ${after!.name} (${after!.base_price})`;
  if (!after) return `deleted ${before.name}`;
  const parts: string[] = [];
  if (before.name !== after.name) parts.push(`name ${before.name} -> ${after.name}`);
  if (before.base_price !== after.base_price) parts.push(`price ${before.base_price} -> ${after.base_price}`);
  const others = changedKeys(before, after).filter((k) => k !== "name" && k !== "base_price");
  if (others.length) parts.push(others.join(", "));
  return `${after.name}: ${parts.join("; ") || "no change"}`;
}

// --- translations ---------------------------------------------------------------------------------------
type Texts = { target: TranslationTarget; text: string }[];

// One locale's entry in a list of translations: set (text) or removed (""), the others kept in order.
function upsert<T extends { locale: string }>(
  list: T[],
  locale: string,
  make: (old: T | undefined) => T | null,
) {
  const old = list.find((e) => e.locale === locale);
  const next = make(old);
  if (!old) return next ? [...list, next] : list;
  return next ? list.map((e) => (e === old ? next : e)) : list.filter((e) => e !== old);
}

type GroupI18n = NonNullable<ProductI18n["price_groups"]>[number];
// A product's translation entry is removed once it carries no text at all.
function tidy(entry: ProductI18n): ProductI18n | null {
  const groups = (entry.price_groups ?? [])
    .map((g) => ({ ...g, items: g.items?.length ? g.items : undefined }))
    .filter((g) => g.name !== undefined || g.items !== undefined)
    .map((g) => Object.fromEntries(Object.entries(g).filter(([, v]) => v !== undefined)) as GroupI18n);
  const out: ProductI18n = { locale: entry.locale };
  if (entry.name !== undefined) out.name = entry.name;
  if (entry.description !== undefined) out.description = entry.description;
  if (groups.length) out.price_groups = groups;
  return out.name !== undefined || out.description !== undefined || out.price_groups ? out : null;
}

function setGroupText(
  groups: GroupI18n[],
  groupId: string,
  itemId: string | null,
  text: string,
): GroupI18n[] {
  const group = groups.find((g) => g._id === groupId) ?? { _id: groupId };
  let next: GroupI18n;
  if (itemId === null) next = { ...group, name: text || undefined };
  else {
    const items = group.items ?? [];
    const has = items.some((i) => i._id === itemId);
    const named = { _id: itemId, name: text };
    const nextItems = !text
      ? items.filter((i) => i._id !== itemId)
      : has
        ? items.map((i) => (i._id === itemId ? named : i))
        : [...items, named];
    next = { ...group, items: nextItems };
  }
  return groups.some((g) => g._id === groupId)
    ? groups.map((g) => (g._id === groupId ? next : g))
    : [...groups, next];
}

function translateProduct(
  product: Product,
  locale: string,
  target: TranslationTarget,
  text: string,
): Product {
  const i18n = upsert(product.i18n, locale, (old) => {
    const entry: ProductI18n = { ...(old ?? { locale }) };
    if (target.kind === "product") entry[target.field] = text || undefined;
    else if (target.kind === "group")
      entry.price_groups = setGroupText(entry.price_groups ?? [], target.id, null, text);
    else if (target.kind === "item")
      entry.price_groups = setGroupText(entry.price_groups ?? [], target.group_id, target.id, text);
    return tidy(entry);
  });
  return { ...product, i18n };
}

const productOf = (target: TranslationTarget) =>
  target.kind === "product"
    ? target.id
    : target.kind === "group" || target.kind === "item"
      ? target.product_id
      : null;

// Which texts touch the menu record (its header or categories) and which products; unknown targets are
// refused with their path in the body.
export function translationScope(menu: Menu, texts: Texts) {
  const issues: SetupIssue[] = [];
  const products = new Set<string>();
  let touchesMenu = false;
  texts.forEach(({ target }, i) => {
    const at = ["texts", i, "target"];
    const productId = productOf(target);
    if (productId === null) {
      touchesMenu = true;
      if (target.kind === "category" && !menu.categories.some((c) => c._id === target.id))
        issues.push({ path: [...at, "id"], code: "unknown_category" });
      return;
    }
    const product = menu.products.find((p) => p._id === productId);
    if (!product) return void issues.push({ path: at, code: "unknown_product" });
    products.add(productId);
    if (target.kind === "group" && !product.price_groups.some((g) => g._id === target.id))
      issues.push({ path: [...at, "id"], code: "unknown_group" });
    if (
      target.kind === "item" &&
      !product.price_groups.some(
        (g) => g._id === target.group_id && g.items.some((it) => it._id === target.id),
      )
    )
      issues.push({ path: [...at, "id"], code: "unknown_item" });
  });
  refuseIf(issues);
  return { touchesMenu, products };
}

// Sets or clears each text; a locale given any text joins menu.locales (SPEC §3 Menu), so the guest's
// language list offers it.
export function applyTranslations(menu: Menu, locale: string, texts: Texts): Menu {
  let out: Menu = menu;
  for (const { target, text: raw } of texts) {
    const text = raw.trim();
    if (target.kind === "menu" && target.field === "title")
      out = {
        ...out,
        title_i18n: upsert(out.title_i18n, locale, () => (text ? { locale, title: text } : null)),
      };
    else if (target.kind === "menu")
      out = { ...out, tag_i18n: upsert(out.tag_i18n, locale, () => (text ? { locale, tag: text } : null)) };
    else if (target.kind === "category")
      out = {
        ...out,
        categories: out.categories.map((c) =>
          c._id === target.id
            ? { ...c, i18n: upsert(c.i18n, locale, () => (text ? { locale, name: text } : null)) }
            : c,
        ),
      };
    else {
      const id = productOf(target)!;
      out = {
        ...out,
        products: out.products.map((p) => (p._id === id ? translateProduct(p, locale, target, text) : p)),
      };
    }
  }
  const added = texts.some((t) => t.text.trim() !== "");
  if (added && locale !== out.original_locale && !out.locales.includes(locale))
    out = { ...out, locales: [...out.locales, locale] };
  return out;
}
