import type { PriceGroup } from "../contract/menu";

// SPEC §5: what a product's variant and modifier groups must satisfy for the guest side to render them and
// for a guest to be able to complete a choice. One rule for the venue file (venue-import.ts), the console's
// product form (messages at the field) and the server's setup calls.
export type PriceGroupIssueCode =
  | "min_over_max" // min_count above a real max_count (max <= 99)
  | "min_over_items" // min_count above the number of items
  | "single_select_min" // a single-select group asks for more than one item
  | "unknown_show_for" // show_for names an item of no group of this product
  | "show_for_own_group" // show_for names an item of the group itself
  | "duplicate_id"; // a group or item id repeated inside the product

export type PriceGroupIssue = { path: (string | number)[]; code: PriceGroupIssueCode };

type Groups = Pick<PriceGroup, "_id" | "single_select" | "min_count" | "max_count" | "show_for" | "items">[];

export function priceGroupIssues(groups: Groups): PriceGroupIssue[] {
  const issues: PriceGroupIssue[] = [];
  const seen = new Set<string>();
  const repeat = (id: string, path: (string | number)[]) => {
    if (seen.has(id)) issues.push({ path, code: "duplicate_id" });
    seen.add(id);
  };
  const itemIds = new Set(groups.flatMap((g) => g.items.map((it) => it._id)));
  groups.forEach((g, k) => {
    const at = ["price_groups", k];
    repeat(g._id, [...at, "_id"]);
    g.items.forEach((it, j) => repeat(it._id, [...at, "items", j, "_id"]));
    const max = g.max_count ?? Infinity;
    if (max <= 99 && g.min_count > max) issues.push({ path: [...at, "min_count"], code: "min_over_max" });
    if (g.min_count > g.items.length) issues.push({ path: [...at, "min_count"], code: "min_over_items" });
    if (g.single_select && g.min_count > 1)
      issues.push({ path: [...at, "min_count"], code: "single_select_min" });
    const own = new Set(g.items.map((it) => it._id));
    (g.show_for ?? []).forEach((id, j) => {
      if (!itemIds.has(id)) issues.push({ path: [...at, "show_for", j], code: "unknown_show_for" });
      else if (own.has(id)) issues.push({ path: [...at, "show_for", j], code: "show_for_own_group" });
    });
  });
  return issues;
}
