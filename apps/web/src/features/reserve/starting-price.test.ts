import { describe, expect, it } from "vitest";
import type { PriceGroup } from "@tablewise/domain/contract/menu";
import { startingPrice } from "./starting-price";

const group = (min: number, prices: number[]): PriceGroup =>
  ({
    _id: `g${min}${prices.join()}`,
    name: "g",
    single_select: min <= 1,
    min_count: min,
    max_count: 1,
    show_for: [],
    items: prices.map((price, i) => ({ _id: `i${i}`, name: `i${i}`, price, weight: 0 })),
  }) as PriceGroup;

describe("service starting price (SPEC §2 reservation menu)", () => {
  it("is the base price when nothing is required", () => {
    expect(startingPrice({ base_price: 300, price_groups: [group(0, [50, 10])] })).toBe(300);
  });
  it("adds the cheapest items each required group needs", () => {
    expect(startingPrice({ base_price: 0, price_groups: [group(1, [400, 250.5, 600])] })).toBe(250.5);
    expect(startingPrice({ base_price: 100, price_groups: [group(2, [30, 10, 20])] })).toBe(130);
  });
});
