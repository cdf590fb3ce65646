import { describe, expect, it } from "vitest";
import type { Menu, Product } from "../contract/menu";
import { cleanSuggestions, isSuggestedBy, offeredSuggestions } from "./suggestions";

const product = (id: string, extra: Partial<Product> = {}): Product => ({
  _id: id,
  name: id,
  category: "c",
  category_id: "c",
  description: "",
  base_price: 5,
  is_excise: false,
  is_spicy: false,
  menu_id: "m",
  i18n: [],
  price_groups: [],
  ...extra,
});
const menu = (id: string, products: Product[]) =>
  ({ _id: id, title: id, products, categories: [] }) as unknown as Menu;

describe("goes well with", () => {
  it("keeps known ids once, in order, never the product itself, at most 6", () => {
    const known = new Set(["a", "b", "c", "d", "e", "f", "g", "burger"]);
    expect(cleanSuggestions(["b", "ghost", "burger", "a", "b"], "burger", known)).toEqual(["b", "a"]);
    expect(cleanSuggestions(["a", "b", "c", "d", "e", "f", "g"], "burger", known)).toHaveLength(6);
    expect(cleanSuggestions(undefined, "burger", known)).toEqual([]);
  });

  it("backs a mark only for a product the suggester names, never itself", () => {
    expect(isSuggestedBy({ _id: "burger", suggestions: ["fries"] }, "fries")).toBe(true);
    expect(isSuggestedBy({ _id: "burger", suggestions: ["fries"] }, "cola")).toBe(false);
    expect(isSuggestedBy({ _id: "burger" }, "fries")).toBe(false);
    expect(isSuggestedBy({ _id: "burger", suggestions: ["burger"] }, "burger")).toBe(false);
  });

  it("offers what can be added now: not stopped, its menu open, found in the guest's menus", () => {
    const food = menu("food", [
      product("burger", { suggestions: ["fries", "stopped", "cola", "gone", "wine", "sauce"] }),
      product("fries"),
      product("stopped", { available: false }),
      product("wine", { is_excise: true }),
      product("sauce", {
        price_groups: [
          {
            _id: "g",
            name: "Dip",
            single_select: true,
            min_count: 1,
            items: [{ _id: "i", name: "x", price: 0 }],
          },
        ],
      }),
    ]);
    const bar = menu("bar", [product("cola", { menu_id: "bar" })]);
    const burger = food.products[0]!;
    const offered = offeredSuggestions(burger, [food, bar], () => true);
    expect(offered.map((o) => [o.product._id, o.menu._id, o.needsChoice])).toEqual([
      ["fries", "food", false],
      ["cola", "bar", false],
      ["wine", "food", true],
      ["sauce", "food", true],
    ]);
    // A closed menu (its window, the venue, the mode's rules) offers nothing of it.
    expect(offeredSuggestions(burger, [food, bar], (m) => m._id !== "bar").map((o) => o.product._id)).toEqual(
      ["fries", "wine", "sauce"],
    );
  });
});
