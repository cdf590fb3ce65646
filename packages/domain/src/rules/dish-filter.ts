import { z } from "zod";
import { allergenSchema, dietSchema, type Allergen, type Diet } from "../contract/menu";

// The guest's menu filter: dishes containing any of `avoid` are hidden, and with `diets` only dishes
// the venue marked with every one of them are shown. Kept per venue on the guest's phone.
export const dishFilterSchema = z.object({
  avoid: z.array(allergenSchema).max(14).default([]),
  diets: z.array(dietSchema).max(4).default([]),
});
export type DishFilter = z.infer<typeof dishFilterSchema>;
export const emptyDishFilter: DishFilter = { avoid: [], diets: [] };

// A stored filter of an older build, or tampered with, is dropped rather than trusted.
export function parseDishFilter(raw: unknown): DishFilter {
  const parsed = dishFilterSchema.safeParse(raw);
  if (!parsed.success) return emptyDishFilter;
  return { avoid: [...new Set(parsed.data.avoid)], diets: [...new Set(parsed.data.diets)] };
}

export const isFilterActive = (filter: DishFilter) => filter.avoid.length > 0 || filter.diets.length > 0;

type Marked = { allergens?: readonly Allergen[] | null; diets?: readonly Diet[] };

// A vegan dish is vegetarian too.
const hasDiet = (diets: readonly Diet[], wanted: Diet) =>
  diets.includes(wanted) || (wanted === "vegetarian" && diets.includes("vegan"));

// "hidden": the venue declared an avoided allergen, or the dish lacks a wanted diet.
// "unknown": allergens are avoided but the venue has not declared this dish's — it stays on the menu,
// marked, because a guest with an allergy must not be told an undeclared dish is safe.
export function dishVerdict(dish: Marked, filter: DishFilter): "shown" | "hidden" | "unknown" {
  const diets = dish.diets ?? [];
  if (filter.diets.some((d) => !hasDiet(diets, d))) return "hidden";
  if (!filter.avoid.length) return "shown";
  if (dish.allergens == null) return "unknown";
  return dish.allergens.some((a) => filter.avoid.includes(a)) ? "hidden" : "shown";
}
