import { describe, expect, it } from "vitest";
import type { PriceGroup } from "../contract/menu";
import {
  defaultSelection,
  isItemDisabled,
  isSingleSelect,
  maxCount,
  normalizeSelection,
  toggleItem,
  visibleGroupIds,
  type Selection,
} from "./variant-groups";
import { unitPrice } from "./validate-variant-selection";

const group = (id: string, items: string[], o: Partial<PriceGroup> = {}): PriceGroup => ({
  _id: id,
  name: id,
  single_select: false,
  min_count: 0,
  max_count: null,
  items: items.map((i) => ({ _id: i, name: i, price: 1 })),
  ...o,
});
const drink = group("drink", ["americano", "latte", "cappuccino"], {
  single_select: true,
  min_count: 1,
  max_count: 1,
});
const milk = group("milk", ["cow", "oat"], {
  single_select: true,
  min_count: 1,
  max_count: 1,
  show_for: ["latte", "cappuccino"],
});
const syrup = group("syrup", ["vanilla", "caramel", "hazelnut"], { min_count: 0, max_count: 2 });
const sauces = group("sauces", ["bbq", "cheese", "garlic"], { min_count: 1, max_count: 2 });
const coffee = [drink, milk, syrup];

const toggle = (groups: PriceGroup[], sel: Selection, g: string, i: string) => toggleItem(groups, sel, g, i);
const selected = (r: ReturnType<typeof toggleItem>) => (r.ok ? r.selection : r.reason);

describe("SPEC §5 group kinds and limits", () => {
  it("is single select when min_count <= 1 and max_count = 1", () => {
    expect(isSingleSelect(group("a", ["x"], { min_count: 0, max_count: 1 }))).toBe(true);
    expect(isSingleSelect(group("a", ["x"], { min_count: 1, max_count: 1 }))).toBe(true);
    expect(isSingleSelect(group("a", ["x", "y"], { min_count: 2, max_count: 1 }))).toBe(false);
    expect(isSingleSelect(group("a", ["x"], { min_count: 0, max_count: 2 }))).toBe(false);
  });
  it("means any amount when max_count is missing or over 99", () => {
    expect(maxCount(group("a", ["x"], { max_count: undefined }))).toBe(Infinity);
    expect(maxCount(group("a", ["x"], { max_count: null }))).toBe(Infinity);
    expect(maxCount(group("a", ["x"], { max_count: 100 }))).toBe(Infinity);
    expect(maxCount(group("a", ["x"], { max_count: 99 }))).toBe(99);
  });
});

describe("SPEC §5 defaults and show_for visibility", () => {
  it("preselects the first item of a required single-select group and the first min_count items of a required multi-select one", () => {
    expect(defaultSelection([drink, sauces])).toEqual({ drink: ["americano"], sauces: ["bbq"] });
    const two = group("two", ["a", "b", "c"], { min_count: 2, max_count: 3 });
    expect(defaultSelection([two])).toEqual({ two: ["a", "b"] });
  });

  it("never preselects anything in an optional group, priced or free, multi- or single-select", () => {
    expect(defaultSelection([syrup])).toEqual({ syrup: [] });
    const extras = group("extras", ["bacon", "feta"]); // min 0, any amount
    expect(defaultSelection([extras])).toEqual({ extras: [] });
    const radioMinZero = group("r", ["a", "b"], { min_count: 0, max_count: 1 });
    expect(defaultSelection([radioMinZero])).toEqual({ r: [] });
    const flaggedMinZero = group("f", ["a", "b"], { single_select: true, min_count: 0, max_count: null });
    expect(defaultSelection([flaggedMinZero])).toEqual({ f: [] });
  });

  it("never preselects more than a required group's min_count", () => {
    const upToThree = group("u", ["a", "b", "c"], { min_count: 1, max_count: 3 });
    expect(defaultSelection([upToThree])).toEqual({ u: ["a"] });
    const anyAmount = group("n", ["a", "b", "c"], { min_count: 2, max_count: null });
    expect(defaultSelection([anyAmount])).toEqual({ n: ["a", "b"] });
  });

  it("prices the default at the base price when every group is optional", () => {
    const extras = group("extras", ["bacon", "feta"]);
    expect(unitPrice(245, [extras], defaultSelection([extras]))).toBe(24500);
    // A required group's first item is the price of the default, as the server adds it.
    const size = { ...drink, items: drink.items.map((i, n) => ({ ...i, price: n === 0 ? 15 : 30 })) };
    expect(unitPrice(60, [size, extras], defaultSelection([size, extras]))).toBe(7500);
  });

  it("hides a show_for group until one of its items is chosen, then gives it its defaults", () => {
    expect(defaultSelection(coffee)).toEqual({ drink: ["americano"], syrup: [] });
    const latte = toggle(coffee, defaultSelection(coffee), "drink", "latte");
    expect(selected(latte)).toEqual({ drink: ["latte"], milk: ["cow"], syrup: [] });
  });

  it("drops a hidden group's choice when its trigger is deselected", () => {
    const sel = { drink: ["latte"], milk: ["oat"], syrup: [] };
    expect(selected(toggle(coffee, sel, "drink", "americano"))).toEqual({ drink: ["americano"], syrup: [] });
  });

  it("resolves chains of show_for in any group order", () => {
    const c = group("c", ["c1"], { min_count: 1, max_count: 1, show_for: ["b1"] });
    const b = group("b", ["b1"], { min_count: 1, max_count: 1, show_for: ["a1"] });
    const a = group("a", ["a1", "a2"], { min_count: 1, max_count: 1 });
    expect([...visibleGroupIds([c, b, a], { a: ["a1"], b: ["b1"] })].sort()).toEqual(["a", "b", "c"]);
    expect(defaultSelection([c, b, a])).toEqual({ a: ["a1"], b: ["b1"], c: ["c1"] });
    expect(normalizeSelection([c, b, a], { a: ["a2"], b: ["b1"], c: ["c1"] })).toEqual({ a: ["a2"] });
  });

  it("drops unknown item ids and keeps item order", () => {
    expect(normalizeSelection([syrup], { syrup: ["hazelnut", "nope", "vanilla"] })).toEqual({
      syrup: ["vanilla", "hazelnut"],
    });
  });
});

describe("SPEC §5 toggling an item", () => {
  it("single select swaps and cannot be deselected", () => {
    const sel = defaultSelection([drink]);
    expect(selected(toggle([drink], sel, "drink", "cappuccino"))).toEqual({ drink: ["cappuccino"] });
    expect(selected(toggle([drink], sel, "drink", "americano"))).toBe("cannot_deselect");
  });

  it("lets an optional single-select group be chosen, swapped and emptied again", () => {
    const sauce = group("sauce", ["bbq", "garlic"], { min_count: 0, max_count: 1 });
    const chosen = selected(toggle([sauce], defaultSelection([sauce]), "sauce", "bbq"));
    expect(chosen).toEqual({ sauce: ["bbq"] });
    const swapped = selected(toggle([sauce], chosen as Selection, "sauce", "garlic"));
    expect(swapped).toEqual({ sauce: ["garlic"] });
    expect(selected(toggle([sauce], swapped as Selection, "sauce", "garlic"))).toEqual({ sauce: [] });
  });

  it("adds up to max_count, then refuses and disables the rest", () => {
    let sel: Selection = { syrup: ["vanilla"] };
    sel = (toggle([syrup], sel, "syrup", "hazelnut") as { selection: Selection }).selection;
    expect(sel).toEqual({ syrup: ["vanilla", "hazelnut"] });
    expect(selected(toggle([syrup], sel, "syrup", "caramel"))).toBe("at_max");
    expect(isItemDisabled(syrup, sel, "caramel")).toBe(true);
    expect(isItemDisabled(syrup, sel, "vanilla")).toBe(false);
    expect(isItemDisabled(drink, { drink: ["latte"] }, "americano")).toBe(false);
  });

  it("refuses deselecting below min_count and allows it above", () => {
    expect(selected(toggle([sauces], { sauces: ["bbq"] }, "sauces", "bbq"))).toBe("below_min");
    expect(selected(toggle([sauces], { sauces: ["bbq", "garlic"] }, "sauces", "bbq"))).toEqual({
      sauces: ["garlic"],
    });
    expect(selected(toggle([syrup], { syrup: ["caramel"] }, "syrup", "caramel"))).toEqual({ syrup: [] });
  });

  it("allows any amount when max_count is over 99", () => {
    const extras = group("extras", ["a", "b", "c"], { max_count: 150 });
    const all = ["a", "b", "c"].reduce<Selection>(
      (s, id) => (toggle([extras], s, "extras", id) as { selection: Selection }).selection,
      { extras: [] },
    );
    expect(all).toEqual({ extras: ["a", "b", "c"] });
  });

  it("refuses unknown items and items of hidden groups", () => {
    expect(selected(toggle(coffee, {}, "drink", "mocha"))).toBe("unknown_item");
    expect(selected(toggle(coffee, {}, "nope", "latte"))).toBe("unknown_item");
    expect(selected(toggle(coffee, { drink: ["americano"] }, "milk", "oat"))).toBe("hidden_group");
  });
});

describe("stopped items", () => {
  const stopped = (g: PriceGroup, ...ids: string[]): PriceGroup => ({
    ...g,
    items: g.items.map((i) => (ids.includes(i._id) ? { ...i, available: false } : i)),
  });

  it("defaults a required single-select group to its first available item", () => {
    expect(defaultSelection([stopped(drink, "americano")])).toEqual({ drink: ["latte"] });
    expect(defaultSelection([stopped(drink, "americano", "latte")])).toEqual({ drink: ["cappuccino"] });
    // None left: the plain default, which the server refuses to order.
    expect(defaultSelection([stopped(drink, "americano", "latte", "cappuccino")])).toEqual({
      drink: ["americano"],
    });
  });

  it("disables a stopped item and refuses to choose it", () => {
    const g = stopped(drink, "latte");
    const selection = defaultSelection([g]);
    expect(isItemDisabled(g, selection, "latte")).toBe(true);
    expect(isItemDisabled(g, selection, "cappuccino")).toBe(false);
    expect(toggleItem([g], selection, "drink", "latte")).toEqual({ ok: false, reason: "unavailable" });
    const extras = stopped(group("extras", ["cheese", "bacon"]), "bacon");
    expect(toggleItem([extras], {}, "extras", "bacon")).toEqual({ ok: false, reason: "unavailable" });
    // Chosen before it was stopped: it can still be taken off.
    expect(isItemDisabled(extras, { extras: ["bacon"] }, "bacon")).toBe(false);
    expect(toggleItem([extras], { extras: ["bacon"] }, "extras", "bacon")).toEqual({
      ok: true,
      selection: { extras: [] },
    });
  });
});
