import { describe, expect, it } from "vitest";
import { posterMenuLimits, readPosterMenu } from "./poster-menu";

// The POS's menu is untrusted input: what the adapter keeps of it.
const product = (id: number, extra: object = {}) => ({
  product_id: String(id),
  product_name: `Dish ${id}`,
  menu_category_id: "1",
  spots: [{ spot_id: "1", price: "1000", visible: "1" }],
  ...extra,
});

describe("reading Poster's menu", () => {
  it("caps the product list and bounds names, stripping control characters", () => {
    const rows = Array.from({ length: posterMenuLimits.products + 50 }, (_, i) => product(i + 1));
    rows[0] = product(1, { product_name: `  <b>Tea</b>\u0000\n${"x".repeat(500)}` });
    const menu = readPosterMenu("1", [{ category_id: "1", category_name: "Drinks" }], rows);
    expect(menu.products).toHaveLength(posterMenuLimits.products);
    // Kept as text (never rendered as HTML), one line, bounded.
    expect(menu.products[0]!.name.startsWith("<b>Tea</b>  x")).toBe(true);
    expect(menu.products[0]!.name).toHaveLength(posterMenuLimits.name);
  });

  it("leaves out what it cannot read or the spot does not sell, and never guesses a price", () => {
    const menu = readPosterMenu(
      "1",
      [
        { category_id: "1", category_name: "Drinks" },
        { category_id: "2", category_name: "", category_hidden: "0" },
      ],
      [
        product(1),
        product(2, { spots: [{ spot_id: "1", price: "-5", visible: "1" }] }),
        product(3, { spots: [{ spot_id: "1", price: "99999999999", visible: "1" }] }),
        product(4, { spots: [{ spot_id: "1", price: "1000", visible: "0" }] }),
        product(5, { hidden: "1" }),
        product(6, { spots: [{ spot_id: "2", price: "1000", visible: "1" }] }),
        { product_id: "x7", product_name: "Bad id" },
        product(8, { price: { "1": "2550" }, spots: undefined, out: "1" }),
      ],
    );
    expect(menu.categories).toEqual([{ posId: "1", name: "Drinks" }]);
    expect(menu.products.map((p) => [p.posId, p.price, p.outOfStock])).toEqual([
      ["1", 1000, false],
      ["8", 2550, true],
    ]);
  });
});
