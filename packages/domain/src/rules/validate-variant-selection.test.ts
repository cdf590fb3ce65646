import { describe, expect, it } from "vitest";
import type { PriceGroup } from "../contract/menu";
import { chosenItems, unitPrice, validateSelection } from "./validate-variant-selection";

const group = (id: string, items: [string, number][], o: Partial<PriceGroup> = {}): PriceGroup => ({
  _id: id,
  name: `${id} group`,
  single_select: false,
  min_count: 0,
  max_count: null,
  items: items.map(([i, price]) => ({ _id: i, name: `${i} item`, price })),
  ...o,
});
const size = group(
  "size",
  [
    ["s", 0],
    ["l", 15.5],
  ],
  { single_select: true, min_count: 1, max_count: 1 },
);
const milk = group(
  "milk",
  [
    ["cow", 0],
    ["oat", 10],
  ],
  { single_select: true, min_count: 1, max_count: 1, show_for: ["l"] },
);
const syrups = group(
  "syrup",
  [
    ["vanilla", 5],
    ["caramel", 5.25],
    ["hazel", 6],
  ],
  { min_count: 0, max_count: 2 },
);
const groups = [size, milk, syrups];

describe("SPEC §5 server check of a submitted selection", () => {
  it("accepts a valid selection and returns it per group", () => {
    expect(validateSelection(groups, ["l", "oat", "caramel"])).toEqual({
      ok: true,
      selection: { size: ["l"], milk: ["oat"], syrup: ["caramel"] },
    });
    expect(validateSelection(groups, ["s"])).toEqual({ ok: true, selection: { size: ["s"], syrup: [] } });
  });

  it("refuses a missing required choice (below min_count)", () => {
    expect(validateSelection(groups, [])).toEqual({
      ok: false,
      errors: [{ code: "below_min", group_id: "size" }],
    });
    expect(validateSelection(groups, ["l"])).toEqual({
      ok: false,
      errors: [{ code: "below_min", group_id: "milk" }],
    });
  });

  it("refuses more than max_count and two items in a single-select group", () => {
    expect(validateSelection(groups, ["s", "vanilla", "caramel", "hazel"])).toMatchObject({
      ok: false,
      errors: [{ code: "above_max", group_id: "syrup" }],
    });
    expect(validateSelection(groups, ["s", "l", "cow"])).toMatchObject({
      ok: false,
      errors: [{ code: "above_max", group_id: "size" }],
    });
  });

  it("refuses a choice in a group hidden by show_for", () => {
    expect(validateSelection(groups, ["s", "oat"])).toEqual({
      ok: false,
      errors: [{ code: "hidden_group", group_id: "milk" }],
    });
  });

  it("refuses unknown and repeated item ids", () => {
    expect(validateSelection(groups, ["s", "ghost", "s"])).toEqual({
      ok: false,
      errors: [
        { code: "unknown_item", item_id: "ghost" },
        { code: "duplicate_item", item_id: "s" },
      ],
    });
  });

  it("accepts any amount when max_count is over 99 or missing", () => {
    const many = group(
      "many",
      [
        ["a", 1],
        ["b", 1],
        ["c", 1],
      ],
      { max_count: 500 },
    );
    expect(validateSelection([many], ["a", "b", "c"]).ok).toBe(true);
  });
});

describe("SPEC §3 chosen items and unit price", () => {
  it("splits single-select choices into variants and the rest into modificators", () => {
    const { variants, modificators } = chosenItems(groups, {
      size: ["l"],
      milk: ["oat"],
      syrup: ["vanilla", "caramel"],
    });
    expect(variants.map((v) => v.item_id)).toEqual(["l", "oat"]);
    expect(modificators).toEqual([
      { group_id: "syrup", group_name: "syrup group", item_id: "vanilla", name: "vanilla item", price: 5 },
      { group_id: "syrup", group_name: "syrup group", item_id: "caramel", name: "caramel item", price: 5.25 },
    ]);
  });

  it("adds chosen item prices to the base price, in minor units", () => {
    expect(unitPrice(45.1, groups, { size: ["l"], milk: ["oat"], syrup: ["caramel"] })).toBe(7585);
    expect(unitPrice(45, [], {})).toBe(4500);
    expect(unitPrice(0.1, [], {}) + unitPrice(0.2, [], {})).toBe(30);
  });
});
