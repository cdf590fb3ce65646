import { describe, expect, it } from "vitest";
import { modeSwitchPath } from "./mode-switch-path";

describe("modeSwitchPath (the same page in the other mode)", () => {
  it("keeps the menu, the product and the cart", () => {
    expect(modeSwitchPath("takeaway", "demo", "preorder_menu", { menu_id: "m1" })).toBe(
      "/demo/takeaway/menu/m1",
    );
    expect(modeSwitchPath("delivery", "demo", "preview_product", { menu_id: "m1", product_id: "p" })).toBe(
      "/demo/delivery/menu/m1/p",
    );
    expect(modeSwitchPath("preview", "demo", "preorder_cart", {})).toBe("/demo/preview/cart");
    expect(modeSwitchPath("takeaway", "demo", "preview_search", {})).toBe("/demo/takeaway/search");
  });
  it("goes to the lobby from a page the other mode does not have, and nowhere for eat-in", () => {
    expect(modeSwitchPath("preview", "demo", "preorder_address", {})).toBe("/demo/preview");
    expect(modeSwitchPath("takeaway", "demo", "preorder_lobby", {})).toBe("/demo/takeaway");
    expect(modeSwitchPath("inside", "demo", "preorder_menu", { menu_id: "m1" })).toBeNull();
  });
});
