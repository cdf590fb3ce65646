import { productDraftSchema, type ProductDraft } from "@tablewise/domain/contract/setup";
import type { Allergen, Diet, Product } from "@tablewise/domain/contract/menu";
import { priceGroupIssues } from "@tablewise/domain/rules/price-group-rules";

// The product form's state: numbers as the inputs hold them (text), groups and items
// with ids minted here so show_for can name an item before it is saved (contract/setup.ts productDraft).
// An item's allergens and diets (set by the import or CSV) ride along unchanged, so a save keeps them.
export type ItemForm = {
  _id: string;
  name: string;
  price: string;
  weight: string;
  allergens?: Allergen[] | null;
  diets?: Diet[];
};
export type GroupForm = {
  _id: string;
  name: string;
  single_select: boolean;
  min: string;
  max: string;
  show_for: string[];
  items: ItemForm[];
};
export type ProductForm = {
  name: string;
  description: string;
  price: string;
  weight: string;
  unit: string;
  waiting: string;
  alcohol: boolean;
  // Heat 0 to 3 as the select holds it.
  spicy: string;
  // null: the venue has not declared them (guests are told to ask); [] declared as none of the 14.
  allergens: Allergen[] | null;
  diets: Diet[];
  // "Goes well with": product ids of the venue's food menus, in the order guests see them (at most 6).
  suggestions: string[];
  category_id: string;
  image: string;
  i18n: ProductDraft["i18n"];
  groups: GroupForm[];
};

export const newId = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 12)}`;
const text = (n: number | null | undefined) => (n === undefined || n === null ? "" : String(n));

export const emptyItem = (): ItemForm => ({ _id: newId("i"), name: "", price: "0", weight: "" });
export const emptyGroup = (single: boolean): GroupForm => ({
  _id: newId("g"),
  name: "",
  single_select: single,
  min: single ? "1" : "0",
  max: single ? "1" : "",
  show_for: [],
  items: [emptyItem()],
});

export function emptyForm(categoryId: string): ProductForm {
  return {
    name: "",
    description: "",
    price: "",
    weight: "",
    unit: "g",
    waiting: "",
    alcohol: false,
    spicy: "0",
    allergens: null,
    diets: [],
    suggestions: [],
    category_id: categoryId,
    image: "",
    i18n: [],
    groups: [],
  };
}

export function formOf(product: Product): ProductForm {
  return {
    name: product.name,
    description: product.description,
    price: text(product.base_price),
    weight: text(product.base_weight),
    unit: product.unit ?? "",
    waiting: text(product.waiting_time),
    alcohol: product.is_excise,
    spicy: String(product.spicy ?? (product.is_spicy ? 1 : 0)),
    allergens: product.allergens ?? null,
    diets: product.diets ?? [],
    suggestions: product.suggestions ?? [],
    category_id: product.category_id,
    image: product.image ?? "",
    i18n: product.i18n,
    groups: product.price_groups.map((g) => ({
      _id: g._id,
      name: g.name,
      single_select: g.single_select,
      min: text(g.min_count),
      max: text(g.max_count),
      show_for: g.show_for ?? [],
      items: g.items.map((it) => ({
        _id: it._id,
        name: it.name,
        price: text(it.price),
        weight: text(it.weight),
        ...(it.allergens != null ? { allergens: it.allergens } : {}),
        ...(it.diets?.length ? { diets: it.diets } : {}),
      })),
    })),
  };
}

// "" is absent; anything else that is not a number stays NaN so the schema refuses it at its field.
const num = (s: string) => (s.trim() === "" ? undefined : Number(s.trim().replace(",", ".")));

// The body's `product` (contract/setup.ts productDraftSchema, before parsing).
export function draftOf(form: ProductForm) {
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    ...(form.image ? { image: form.image } : {}),
    base_price: num(form.price) ?? Number.NaN,
    ...(num(form.weight) !== undefined ? { base_weight: num(form.weight) } : {}),
    ...(form.unit.trim() ? { unit: form.unit.trim() } : {}),
    ...(num(form.waiting) !== undefined ? { waiting_time: num(form.waiting) } : {}),
    is_excise: form.alcohol,
    is_spicy: form.spicy !== "0",
    ...(form.spicy !== "0" ? { spicy: Number(form.spicy) } : {}),
    allergens: form.allergens,
    ...(form.diets.length ? { diets: form.diets } : {}),
    suggestions: form.suggestions,
    category_id: form.category_id,
    i18n: form.i18n,
    price_groups: form.groups.map((g) => ({
      _id: g._id,
      name: g.name.trim(),
      single_select: g.single_select,
      min_count: num(g.min) ?? 0,
      max_count: num(g.max) ?? null,
      ...(g.show_for.length ? { show_for: g.show_for } : {}),
      items: g.items.map((it) => ({
        _id: it._id,
        name: it.name.trim(),
        price: num(it.price) ?? 0,
        ...(num(it.weight) !== undefined ? { weight: num(it.weight) } : {}),
        ...(it.allergens != null ? { allergens: it.allergens } : {}),
        ...(it.diets?.length ? { diets: it.diets } : {}),
      })),
    })),
  };
}

// What the form shows at a field: a message key of the setup-menu namespace (errors.<code>), by path
// ("name", "base_price", "price_groups.0.items.1.price").
export type FieldIssues = Record<string, string>;

function zodCode(issue: { code: string; input?: unknown; origin?: string; message: string }): string {
  // The contract's field rules name their code in the message (field-rules.ts).
  if (["required", "too_long", "money"].includes(issue.message)) return issue.message;
  if (issue.code === "invalid_type") return "number";
  if (issue.code === "too_small") return issue.origin === "string" ? "required" : "negative";
  if (issue.code === "too_big") return "too_long";
  return "invalid";
}

// The contract's schema and the domain's SPEC §5 group rule, as the server will check them.
export function checkForm(form: ProductForm): { issues: FieldIssues; draft: ProductDraft | null } {
  const raw = draftOf(form);
  const issues: FieldIssues = {};
  const add = (path: (string | number)[], code: string) => {
    const key = path.join(".");
    issues[key] ??= code;
  };
  // A group or item without a name would reach guests as an empty line.
  raw.price_groups.forEach((g, k) => {
    if (!g.name) add(["price_groups", k, "name"], "required");
    g.items.forEach((it, j) => {
      if (!it.name) add(["price_groups", k, "items", j, "name"], "required");
    });
  });
  if (!raw.category_id) add(["category_id"], "required");
  const parsed = productDraftSchema.safeParse(raw);
  if (!parsed.success)
    for (const issue of parsed.error.issues) add(issue.path as (string | number)[], zodCode(issue));
  for (const issue of priceGroupIssues(raw.price_groups)) add(issue.path, issue.code);
  return { issues, draft: parsed.success && Object.keys(issues).length === 0 ? parsed.data : null };
}

// Items another group may be shown for (SPEC §5 show_for): every item of the product's other groups.
export function showForChoices(form: ProductForm, groupIndex: number) {
  return form.groups.flatMap((g, k) =>
    k === groupIndex
      ? []
      : g.items.map((it) => ({ id: it._id, label: `${g.name || "…"}: ${it.name || "…"}` })),
  );
}
