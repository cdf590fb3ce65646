import { describe, expect, it } from "vitest";
import { meetsMinimumCheck, minimumCheck } from "./minimum-check";

const venue = { delivery: { min_check: 200 }, preorder: { min_check: 100.5 } } as Parameters<
  typeof minimumCheck
>[0];

describe("SPEC §5 minimum check", () => {
  it("is the mode's min_check, and 0 for eat-in", () => {
    expect(minimumCheck(venue, "delivery")).toBe(20_000);
    expect(minimumCheck(venue, "takeaway")).toBe(10_050);
    expect(minimumCheck(venue, "inside")).toBe(0);
  });
  it("is met by a total at least as large, compared in minor units", () => {
    expect(meetsMinimumCheck(20_000, 20_000)).toBe(true);
    expect(meetsMinimumCheck(19_999, 20_000)).toBe(false);
    expect(
      meetsMinimumCheck(
        30,
        minimumCheck({ ...venue, delivery: { min_check: 0.1 + 0.2 } } as typeof venue, "delivery"),
      ),
    ).toBe(true);
  });
});
