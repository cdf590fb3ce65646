import { describe, expect, it } from "vitest";
import type { Menu } from "@tablewise/domain/contract/menu";
import { firstCardImages } from "./preload-menu-images";

const product = (id: string, image: string | null) => ({ _id: id, name: id, base_price: 1, image });
const menu = {
  _id: "m",
  categories: [
    { _id: "c1", products: ["b", "missing", "a"] },
    { _id: "c2", products: ["c", "d", "e"] },
  ],
  products: [
    product("a", "/a.svg"),
    product("b", "/b.svg"),
    product("c", null),
    product("d", "/d.svg"),
    product("e", "/e.svg"),
  ],
} as unknown as Menu;

describe("the menu page's first card images", () => {
  it("follow category then product order, skip unknown products and cards without an image, take 4 cards", () => {
    // Cards: b, a, c (no image), d — e is the fifth card.
    expect(firstCardImages(menu)).toEqual(["/b.svg", "/a.svg", "/d.svg"]);
  });
});
