import type { ChosenItem } from "../contract/cart";
import type { PriceGroup } from "../contract/menu";
import { sumMinorBy, toMinorUnits, type MinorUnits } from "./money";
import { isSingleSelect, maxCount, visibleGroupIds, type Selection } from "./variant-groups";

// SPEC §5 variant groups, checked on the server for a submitted flat list of item ids (cart add, reserve
// create, compute-timeslots): every id known and once, no choice in a hidden group, every visible group
// within min_count..max (single-select groups hold at most one).
export type SelectionErrorCode =
  "unknown_item" | "duplicate_item" | "hidden_group" | "below_min" | "above_max";
export type SelectionError = { code: SelectionErrorCode; group_id?: string; item_id?: string };
export type SelectionCheck = { ok: true; selection: Selection } | { ok: false; errors: SelectionError[] };

export function validateSelection(groups: readonly PriceGroup[], itemIds: readonly string[]): SelectionCheck {
  const errors: SelectionError[] = [];
  const owner = new Map<string, PriceGroup>();
  for (const g of [...groups].reverse()) for (const item of g.items) owner.set(item._id, g); // first group wins
  const chosen: Record<string, string[]> = {};
  const seen = new Set<string>();
  for (const id of itemIds) {
    const group = owner.get(id);
    if (seen.has(id)) errors.push({ code: "duplicate_item", item_id: id });
    else if (!group) errors.push({ code: "unknown_item", item_id: id });
    else (chosen[group._id] ??= []).push(id);
    seen.add(id);
  }
  const visible = visibleGroupIds(groups, chosen);
  for (const g of groups) {
    const count = chosen[g._id]?.length ?? 0;
    if (!visible.has(g._id)) {
      if (count > 0) errors.push({ code: "hidden_group", group_id: g._id });
      continue;
    }
    if (count < g.min_count) errors.push({ code: "below_min", group_id: g._id });
    if (count > maxCount(g)) errors.push({ code: "above_max", group_id: g._id });
  }
  if (errors.length > 0) return { ok: false, errors };
  const selection = Object.fromEntries(
    groups
      .filter((g) => visible.has(g._id))
      .map((g) => [g._id, g.items.filter((i) => chosen[g._id]?.includes(i._id)).map((i) => i._id)]),
  );
  return { ok: true, selection };
}

// The chosen items as cart and order lines store them: single-select groups give variants, the others
// modificators (SPEC §3 cart item), in group and item order.
export function chosenItems(
  groups: readonly PriceGroup[],
  selection: Selection,
): { variants: ChosenItem[]; modificators: ChosenItem[] } {
  const variants: ChosenItem[] = [];
  const modificators: ChosenItem[] = [];
  for (const g of groups) {
    const ids = selection[g._id] ?? [];
    for (const item of g.items) {
      if (!ids.includes(item._id)) continue;
      const chosen = {
        group_id: g._id,
        group_name: g.name,
        item_id: item._id,
        name: item.name,
        price: item.price,
      };
      (isSingleSelect(g) ? variants : modificators).push(chosen);
    }
  }
  return { variants, modificators };
}

// Unit price of a product with its chosen items in minor units: base price plus every chosen item's price
// (the menu document's decimals, each read into minor units).
export function unitPrice(
  basePrice: number,
  groups: readonly PriceGroup[],
  selection: Selection,
): MinorUnits {
  const { variants, modificators } = chosenItems(groups, selection);
  return unitPriceOf(basePrice, [...variants, ...modificators]);
}

// The same sum for a base price and the chosen items a cart or order line keeps.
export function unitPriceOf(basePrice: number, chosen: readonly Pick<ChosenItem, "price">[]): MinorUnits {
  return sumMinorBy([{ price: basePrice }, ...chosen], (x) => toMinorUnits(x.price));
}
