import { describe, expect, it } from "vitest";
import { priceLevel } from "./price-level";

describe("SPEC §3/§9 price level: the number of dollar signs, up to 4", () => {
  it("counts the signs", () => {
    expect(priceLevel("")).toBe(0);
    expect(priceLevel("$")).toBe(1);
    expect(priceLevel("$$")).toBe(2);
    expect(priceLevel("$$$$")).toBe(4);
  });
  it("caps at 4 and treats a missing value as 0", () => {
    expect(priceLevel("$$$$$$")).toBe(4);
    expect(priceLevel(undefined)).toBe(0);
    expect(priceLevel(null)).toBe(0);
  });
});
