import { describe, expect, it } from "vitest";
import { priceGroupIssues } from "./price-group-rules";
import { mediaVariant } from "../contract/setup";

const item = (id: string) => ({ _id: id, name: id, price: 0 });
const group = (over: Partial<Parameters<typeof priceGroupIssues>[0][number]> = {}) => ({
  _id: "size",
  single_select: true,
  min_count: 1,
  max_count: 1,
  items: [item("s"), item("l")],
  ...over,
});

describe("SPEC §5 price groups a guest can complete", () => {
  it("accepts a size group and a milk group shown for one size", () => {
    const milk = group({
      _id: "milk",
      single_select: false,
      min_count: 0,
      max_count: 2,
      show_for: ["l"],
      items: [item("oat")],
    });
    expect(priceGroupIssues([group(), milk])).toEqual([]);
  });
  it("names the field of each problem", () => {
    expect(priceGroupIssues([group({ min_count: 3, max_count: 2, single_select: false })])).toEqual([
      { path: ["price_groups", 0, "min_count"], code: "min_over_max" },
      { path: ["price_groups", 0, "min_count"], code: "min_over_items" },
    ]);
    expect(priceGroupIssues([group({ show_for: ["x"] })])).toEqual([
      { path: ["price_groups", 0, "show_for", 0], code: "unknown_show_for" },
    ]);
    expect(priceGroupIssues([group({ show_for: ["s"] })])[0]?.code).toBe("show_for_own_group");
    expect(priceGroupIssues([group({ items: [item("s"), item("s")] })])[0]?.code).toBe("duplicate_id");
    expect(priceGroupIssues([group({ min_count: 2, max_count: null })]).map((i) => i.code)).toEqual([
      "single_select_min",
    ]);
  });
});

describe("mediaVariant", () => {
  it("points an uploaded photo at another width and leaves other URLs alone", () => {
    expect(mediaVariant("/media/0123456789abcdef/960.webp", 320)).toBe("/media/0123456789abcdef/320.webp");
    expect(mediaVariant("https://cdn.example/a.jpg", 320)).toBe("https://cdn.example/a.jpg");
  });
});
