import { describe, expect, it } from "vitest";
import { meetsMinimumCheck, minimumCheck } from "./minimum-check";

const venue = { delivery: { min_check: 200 }, preorder: { min_check: 100.5 } } as Parameters<
  typeof minimumCheck
>[0];

describe("SPEC §5 minimum check", () => {
  it("is the mode's min_check, and 0 for eat-in", () => {
    expect(minimumCheck(venue, "delivery")).toBe(200);
    expect(minimumCheck(venue, "takeaway")).toBe(100.5);
    expect(minimumCheck(venue, "inside")).toBe(0);
  });
  it("is met by a total at least as large, compared in money", () => {
    expect(meetsMinimumCheck(200, 200)).toBe(true);
    expect(meetsMinimumCheck(199.99, 200)).toBe(false);
    expect(meetsMinimumCheck(0.1 + 0.2, 0.3)).toBe(true);
  });
});
