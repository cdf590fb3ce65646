import { describe, expect, it } from "vitest";
import { buildPath, isPreorderMode } from "./route-paths";

describe("buildPath (SPEC §2 named routes)", () => {
  it("fills parameters into the named pattern", () => {
    expect(buildPath("home", { cafe_link: "demo" })).toBe("/demo");
    expect(buildPath("offert", { cafe_id: "v1", menu_id: "m2" })).toBe("/offert/v1/m2");
    expect(buildPath("reserve_receipt", { cafe_link: "demo", reservation_id: "r9" })).toBe(
      "/demo/reserve/receipt/r9",
    );
    expect(buildPath("preorder_lobby", { cafe_link: "demo", mode: "takeaway" })).toBe("/demo/takeaway");
    expect(buildPath("lobby", { inside_code: "123456" })).toBe("/inside/123456");
    expect(buildPath("cookies", {})).toBe("/cookies");
  });

  it("adds query parameters and skips empty ones", () => {
    expect(buildPath("inside_cart", { inside_code: "111111" }, { cart_id: "abc" })).toBe(
      "/inside/111111/cart?cart_id=abc",
    );
    expect(
      buildPath("reserve_menu", { cafe_link: "demo" }, { view: "list", x: undefined, y: null, z: "" }),
    ).toBe("/demo/reserve/menu?view=list");
  });

  it("encodes parameter values so they stay one segment", () => {
    expect(buildPath("menu_page", { cafe_link: "demo", menu_id: "a/b c" })).toBe("/demo/menu/a%2Fb%20c");
  });

  it("refuses a missing parameter and a mode other than delivery or takeaway", () => {
    expect(() => buildPath("home", { cafe_link: "" })).toThrow(/missing parameter "cafe_link"/);
    expect(() => buildPath("preorder_cart", { cafe_link: "demo", mode: "preview" as never })).toThrow(
      /delivery or takeaway/,
    );
  });

  it("knows the two preorder modes", () => {
    expect(isPreorderMode("delivery")).toBe(true);
    expect(isPreorderMode("takeaway")).toBe(true);
    expect(isPreorderMode("preview")).toBe(false);
    expect(isPreorderMode(undefined)).toBe(false);
  });
});
