import { describe, expect, it } from "vitest";
import { priceLevel } from "./price-level";
import { descriptionPreview, needsTruncation, truncateText } from "./description-preview";
import { percentOf, roundMoney, sumMoney } from "./money";
import { chooseDefaultMode, showsNavbar, switchableModes } from "./venue-mode";

const modes = (m: Partial<Record<"delivery" | "preorder" | "preview" | "inside", boolean>>) => ({
  delivery: false, preorder: false, preview: false, inside: false, ...m,
});

describe("SPEC §9 price level", () => {
  it("is the number of dollar signs, up to 4", () => {
    expect(priceLevel("")).toBe(0);
    expect(priceLevel("$$")).toBe(2);
    expect(priceLevel("$$$$$$")).toBe(4);
    expect(priceLevel(undefined)).toBe(0);
  });
});

describe("SPEC §2/§9 description preview and truncation", () => {
  it("keeps the first five words", () => {
    expect(descriptionPreview("A cosy  bistro in the old town with a terrace")).toBe("A cosy bistro in the…");
    expect(descriptionPreview("Just three words")).toBe("Just three words");
    expect(descriptionPreview("")).toBe("");
  });
  it("truncates only over 230 characters, at a word boundary", () => {
    const text = "word ".repeat(60).trim(); // 299 chars
    expect(needsTruncation("x".repeat(230))).toBe(false);
    expect(needsTruncation("x".repeat(231))).toBe(true);
    const cut = truncateText(text);
    expect(cut.length).toBeLessThanOrEqual(231);
    expect(cut.endsWith("word…")).toBe(true);
  });
});

describe("SPEC §9 money rounded to 2 decimals", () => {
  it("rounds half up without binary artefacts", () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(10)).toBe(10);
  });
  it("sums and takes percents", () => {
    expect(sumMoney([0.1, 0.2, 0.3])).toBe(0.6);
    expect(percentOf(333.33, 15)).toBe(50);
    expect(percentOf(99.99, 5)).toBe(5);
  });
  it("refuses non-finite amounts", () => {
    expect(() => roundMoney(Number.NaN)).toThrow(RangeError);
  });
});

describe("SPEC §2 automatic mode choice and navbar", () => {
  it("prefers delivery, then takeaway, then preview", () => {
    expect(chooseDefaultMode(modes({ delivery: true, preorder: true, preview: true }))).toBe("delivery");
    expect(chooseDefaultMode(modes({ preorder: true, preview: true }))).toBe("takeaway");
    expect(chooseDefaultMode(modes({ inside: true }))).toBe("preview");
    expect(chooseDefaultMode(modes({}))).toBeNull();
  });
  it("shows the navbar inside or when any online mode is on", () => {
    expect(showsNavbar(modes({}), false)).toBe(false);
    expect(showsNavbar(modes({}), true)).toBe(true);
    expect(showsNavbar(modes({ preview: true }), false)).toBe(true);
  });
  it("lists the modes a guest can switch between", () => {
    expect(switchableModes(modes({ delivery: true, preorder: true, inside: true }))).toEqual(["delivery", "takeaway"]);
  });
});
