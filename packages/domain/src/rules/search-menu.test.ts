import { describe, expect, it } from "vitest";
import type { Menu, Product } from "../contract/menu";
import { searchMenus } from "./search-menu";

const product = (id: string, name: string, category: string, i18n: Product["i18n"] = []): Product => ({
  _id: id,
  name,
  category,
  category_id: category,
  description: "",
  base_price: 1,
  is_excise: false,
  is_spicy: false,
  menu_id: "m1",
  i18n,
  price_groups: [],
});
const menu = (id: string, categories: [string, Product[]][]): Menu => ({
  _id: id,
  title: id,
  kind: "food",
  tag_i18n: [],
  title_i18n: [],
  original_locale: "en",
  locales: [],
  pay_receiver_id: "r",
  categories: categories.map(([name, ps]) => ({ _id: name, name, i18n: [], products: ps.map((p) => p._id) })),
  products: categories.flatMap(([, ps]) => ps),
});

const coffee = [product("latte", "Caffè Latte", "Coffee"), product("flat", "Flat white", "Coffee")];
const desserts = [
  product("tiramisu", "Tiramisu", "Desserts"),
  product("coffee-cake", "Coffee cake", "Desserts"),
];
const menus = [
  menu("m1", [
    ["Coffee", coffee],
    ["Desserts", desserts],
  ]),
];

describe("SPEC §5 menu search", () => {
  it("is case-insensitive over product names", () => {
    expect(searchMenus(menus, "LATTE").map((h) => h.product._id)).toEqual(["latte"]);
    expect(searchMenus(menus, "  tira ").map((h) => h.product._id)).toEqual(["tiramisu"]);
  });

  it("lists product-name matches first, then category-name matches, without repeats", () => {
    const hits = searchMenus(menus, "coffee");
    expect(hits.map((h) => [h.product._id, h.matchedBy])).toEqual([
      ["coffee-cake", "product"],
      ["latte", "category"],
      ["flat", "category"],
    ]);
  });

  it("matches the translated name for the guest's locale", () => {
    const uk = [menu("m2", [["Кава", [product("p", "Latte", "Кава", [{ locale: "uk", name: "Лате" }])]]])];
    expect(searchMenus(uk, "лате", "uk").map((h) => h.product._id)).toEqual(["p"]);
    expect(searchMenus(uk, "лате", "en")).toEqual([]);
    expect(searchMenus(uk, "КАВА").map((h) => h.matchedBy)).toEqual(["category"]);
  });

  it("returns nothing for an empty query or no match", () => {
    expect(searchMenus(menus, "   ")).toEqual([]);
    expect(searchMenus(menus, "pizza")).toEqual([]);
  });

  it("caps results at 50 across menus", () => {
    const many = Array.from({ length: 40 }, (_, i) => product(`p${i}`, `Soup ${i}`, "Soups"));
    const hits = searchMenus([menu("a", [["Soups", many]]), menu("b", [["Soups", many]])], "soup");
    expect(hits).toHaveLength(50);
    expect(hits[40]).toMatchObject({ menu_id: "b" });
  });
});
