import type { PriceGroup } from "../contract/menu";

// SPEC §5 variant and modifier groups on the product page. A selection maps a group _id to its chosen
// item ids, kept in the group's item order. A group missing from the selection has not been touched
// (it gets its defaults); an empty list is a group the guest emptied.
export type Selection = Readonly<Record<string, readonly string[]>>;

export type ToggleRefusal =
  "unknown_item" | "hidden_group" | "cannot_deselect" | "at_max" | "below_min" | "unavailable";
export type ToggleResult = { ok: true; selection: Selection } | { ok: false; reason: ToggleRefusal };

// SPEC §5: a max_count that is missing or over 99 means any amount.
export const anyAmountOver = 99;

// SPEC §5: single select when min_count <= 1 and max_count = 1; such a group cannot be deselected. The
// group's own single_select flag says the same thing and is honoured even without a max_count.
export function isSingleSelect(group: PriceGroup): boolean {
  return group.min_count <= 1 && (group.max_count === 1 || group.single_select);
}

export function maxCount(group: PriceGroup): number {
  if (isSingleSelect(group)) return 1;
  const max = group.max_count;
  return max === null || max === undefined || max > anyAmountOver ? Infinity : max;
}

// SPEC §5 defaults "preselect the first min_count (or 1) items", read for groups that require a choice
// (min_count > 0): a single-select one gets its first item, any other its first min_count. An optional
// group (min_count 0) starts with nothing chosen and a required one with exactly its minimum, so the
// product page and the menu card's quick add put the same choice, at the same price, on the bill and
// never a priced extra the guest did not pick (docs/decisions/013). Items on the venue's stop list are
// passed over while others are left; a group with none left keeps its plain defaults.
export function defaultItems(group: PriceGroup): string[] {
  const count = isSingleSelect(group) ? Math.min(group.min_count, 1) : group.min_count;
  const available = group.items.filter((item) => item.available !== false);
  return (available.length >= count ? available : group.items).slice(0, count).map((item) => item._id);
}

// An optional single-select group starts empty, so its choice can be taken back too; SPEC §5 "cannot
// be deselected" holds for the required ones.
export const canDeselectSingle = (group: PriceGroup): boolean => group.min_count === 0;

// An item the venue stopped cannot be chosen now.
export const isItemStopped = (group: PriceGroup, itemId: string): boolean =>
  group.items.some((item) => item._id === itemId && item.available === false);

// SPEC §5 show_for: a group with show_for is visible only while one of its listed items is chosen in a
// visible group. Grown to a fixed point, so chains (A shows B shows C) resolve in any order.
export function visibleGroupIds(groups: readonly PriceGroup[], selection: Selection): Set<string> {
  const visible = new Set(groups.filter((g) => !g.show_for?.length).map((g) => g._id));
  const chosenInVisible = (id: string) => [...visible].some((gid) => selection[gid]?.includes(id));
  for (let changed = true; changed;) {
    changed = false;
    for (const g of groups) {
      if (visible.has(g._id) || !g.show_for?.some(chosenInVisible)) continue;
      visible.add(g._id);
      changed = true;
    }
  }
  return visible;
}

// Known items only, each once, in item order.
function clean(group: PriceGroup, ids: readonly string[]): string[] {
  return group.items.filter((item) => ids.includes(item._id)).map((item) => item._id);
}

const sameSelection = (a: Selection, b: Selection) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(
    ([gid, ids]) => b[gid]?.length === ids.length && ids.every((id, i) => b[gid]?.[i] === id),
  );

// Hidden groups lose their choice; visible untouched groups get their defaults; repeated until stable
// because defaults can reveal further groups.
export function normalizeSelection(groups: readonly PriceGroup[], selection: Selection = {}): Selection {
  let current: Selection = Object.fromEntries(
    groups.filter((g) => selection[g._id]).map((g) => [g._id, clean(g, selection[g._id]!)]),
  );
  for (let i = 0; i <= groups.length; i++) {
    const visible = visibleGroupIds(groups, current);
    const next = Object.fromEntries(
      groups.filter((g) => visible.has(g._id)).map((g) => [g._id, current[g._id] ?? defaultItems(g)]),
    );
    if (sameSelection(next, current)) return next;
    current = next;
  }
  return current;
}

// The product page's first selection and the quick add's choice: one rule for both (see defaultItems).
export const defaultSelection = (groups: readonly PriceGroup[]): Selection => normalizeSelection(groups);

// SPEC §5: items are disabled at max (single-select items never are: choosing one swaps), and stopped
// items are unless already chosen, so the guest can still take one off.
export function isItemDisabled(group: PriceGroup, selection: Selection, itemId: string): boolean {
  const chosen = selection[group._id] ?? [];
  if (isItemStopped(group, itemId)) return !chosen.includes(itemId) || isSingleSelect(group);
  return !isSingleSelect(group) && !chosen.includes(itemId) && chosen.length >= maxCount(group);
}

// Toggle one item: the new (normalised) selection, or why it is refused.
export function toggleItem(
  groups: readonly PriceGroup[],
  selection: Selection,
  groupId: string,
  itemId: string,
): ToggleResult {
  const group = groups.find((g) => g._id === groupId);
  if (!group || !group.items.some((item) => item._id === itemId))
    return { ok: false, reason: "unknown_item" };
  const current = normalizeSelection(groups, selection);
  if (!current[groupId]) return { ok: false, reason: "hidden_group" };
  const chosen = current[groupId];
  const isChosen = chosen.includes(itemId);
  if (!isChosen && isItemStopped(group, itemId)) return { ok: false, reason: "unavailable" };
  let next: string[];
  if (isSingleSelect(group)) {
    if (isChosen && !canDeselectSingle(group)) return { ok: false, reason: "cannot_deselect" };
    next = isChosen ? [] : [itemId];
  } else if (isChosen) {
    if (chosen.length - 1 < group.min_count) return { ok: false, reason: "below_min" };
    next = chosen.filter((id) => id !== itemId);
  } else {
    if (chosen.length >= maxCount(group)) return { ok: false, reason: "at_max" };
    next = clean(group, [...chosen, itemId]);
  }
  return { ok: true, selection: normalizeSelection(groups, { ...current, [groupId]: next }) };
}
