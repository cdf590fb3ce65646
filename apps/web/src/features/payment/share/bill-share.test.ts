import { describe, expect, it } from "vitest";
import { parseAmount } from "./bill-share";

describe("a custom amount typed by the guest", () => {
  it("reads dots and commas as the decimal mark, in minor units", () => {
    expect(parseAmount("12.5")).toBe(1250);
    expect(parseAmount("12,50")).toBe(1250);
    expect(parseAmount(" 7 ")).toBe(700);
  });
  it("refuses what is not an amount", () => {
    expect(parseAmount("")).toBeNull();
    expect(parseAmount("1.234")).toBeNull();
    expect(parseAmount("-3")).toBeNull();
    expect(parseAmount("abc")).toBeNull();
  });
});
