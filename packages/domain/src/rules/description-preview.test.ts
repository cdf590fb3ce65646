import { describe, expect, it } from "vitest";
import { descriptionPreview, needsTruncation, truncateText } from "./description-preview";

describe("SPEC §2/§9 description preview: first five words", () => {
  it("keeps the first five words and marks that more follow", () => {
    expect(descriptionPreview("A cosy  bistro in the old town with a terrace")).toBe("A cosy bistro in the…");
  });
  it("returns shorter text whole, collapsing whitespace", () => {
    expect(descriptionPreview("Just three words")).toBe("Just three words");
    expect(descriptionPreview("  one\ntwo\tthree four five  ")).toBe("one two three four five");
    expect(descriptionPreview("")).toBe("");
  });
});

describe("SPEC §2/§9 product description truncated over 230 characters", () => {
  it("truncates only over 230 characters", () => {
    expect(needsTruncation("x".repeat(230))).toBe(false);
    expect(needsTruncation("x".repeat(231))).toBe(true);
    expect(truncateText("x".repeat(230))).toBe("x".repeat(230));
  });
  it("cuts at a word boundary and adds an ellipsis", () => {
    const text = "word ".repeat(60).trim(); // 299 chars
    const cut = truncateText(text);
    expect(cut.endsWith("word…")).toBe(true);
    expect(Array.from(cut).length).toBeLessThanOrEqual(231);
    expect(cut).not.toContain("wor…");
  });
  it("cuts a single long word at the limit", () => {
    expect(truncateText("y".repeat(300))).toBe(`${"y".repeat(230)}…`);
  });
  it("counts an emoji as one character and never splits it", () => {
    const emoji = "🍕".repeat(231); // 462 UTF-16 units
    expect(needsTruncation("🍕".repeat(230))).toBe(false);
    expect(truncateText(emoji)).toBe(`${"🍕".repeat(230)}…`);
  });
});
