import { describe, expect, it } from "vitest";
import { formatMoney } from "./format-money";

describe("formatMoney", () => {
  it("shows whole amounts without decimals and cents with two", () => {
    expect(formatMoney(120, "₴", "en")).toBe("120\u00a0₴");
    expect(formatMoney(99.5, "₴", "en")).toBe("99.50\u00a0₴");
  });
  it("rounds to cents and groups digits for the language", () => {
    expect(formatMoney(1234.567, "₴", "en")).toBe("1,234.57\u00a0₴");
    expect(formatMoney(1234.5, "₴", "uk")).toMatch(/^1\s234,50\u00a0₴$/);
  });
});
