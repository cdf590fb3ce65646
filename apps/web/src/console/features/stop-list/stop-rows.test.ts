import { describe, expect, it } from "vitest";
import type { Menu } from "@tablewise/domain/contract/menu";
import { stopRows } from "./stop-rows";

const product = (id: string, name: string, items: string[] = []) => ({
  _id: id,
  name,
  category: "Coffee",
  category_id: "c1",
  description: "",
  base_price: 50,
  is_excise: false,
  is_spicy: false,
  menu_id: "m1",
  i18n: [],
  price_groups: items.length
    ? [
        {
          _id: `g-${id}`,
          name: "Milk",
          single_select: true,
          min_count: 1,
          items: items.map((i) => ({ _id: i, name: i, price: 0 })),
        },
      ]
    : [],
});
const menus = [
  {
    _id: "m1",
    title: "Bar",
    kind: "food",
    tag_i18n: [],
    title_i18n: [],
    original_locale: "en",
    locales: [],
    pay_receiver_id: "r1",
    categories: [],
    products: [
      product("espresso", "Espresso"),
      product("latte", "Latte", ["Oat", "Cow"]),
      product("tea", "Green tea"),
    ],
  },
] as Menu[];

describe("stop list rows", () => {
  it("lists stopped products and products with a stopped variant first, marking each", () => {
    const rows = stopRows(
      menus,
      {
        entries: [
          {
            product_id: "tea",
            variant_item_id: null,
            stopped_at: "2026-11-24T10:00:00Z",
            stopped_by: "Chef",
          },
          {
            product_id: "latte",
            variant_item_id: "Oat",
            stopped_at: "2026-11-24T10:00:00Z",
            stopped_by: "Chef",
          },
        ],
      },
      "",
    );
    expect(rows.map((r) => r.productId)).toEqual(["latte", "tea", "espresso"]);
    expect(rows.find((r) => r.productId === "tea")!.stopped).toBe(true);
    const latte = rows.find((r) => r.productId === "latte")!;
    expect(latte.stopped).toBe(false);
    expect(latte.items).toEqual([
      { id: "Oat", name: "Oat", group: "Milk", stopped: true },
      { id: "Cow", name: "Cow", group: "Milk", stopped: false },
    ]);
  });

  it("searches product, category and variant names, case-insensitively", () => {
    const none = { entries: [] };
    expect(stopRows(menus, none, "OAT").map((r) => r.productId)).toEqual(["latte"]);
    expect(stopRows(menus, none, "tea").map((r) => r.productId)).toEqual(["tea"]);
    expect(stopRows(menus, none, "coffee")).toHaveLength(3);
  });
});
