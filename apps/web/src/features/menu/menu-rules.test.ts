import { describe, expect, it } from "vitest";
import { collapseAt, expandAt, nextCollapsed } from "./header-collapse";
import { swipeResult, swipeThreshold } from "./swipe";

describe("header collapse (SPEC §9 thresholds 187 and 20 px)", () => {
  it("collapses past 187 and expands only under 20", () => {
    expect(nextCollapsed(false, collapseAt)).toBe(false);
    expect(nextCollapsed(false, collapseAt + 1)).toBe(true);
    expect(nextCollapsed(true, 100)).toBe(true);
    expect(nextCollapsed(true, expandAt)).toBe(true);
    expect(nextCollapsed(true, expandAt - 1)).toBe(false);
  });
});

describe("swipe on a product card", () => {
  it("adds on a swipe to the right and removes on a swipe to the left beyond the threshold", () => {
    expect(swipeResult(swipeThreshold, 0)).toBe("add");
    expect(swipeResult(-swipeThreshold - 5, 4)).toBe("remove");
    expect(swipeResult(swipeThreshold - 1, 0)).toBeNull();
  });
  it("ignores mostly vertical drags (scrolling)", () => {
    expect(swipeResult(90, 80)).toBeNull();
  });
  it("mirrors in right-to-left layouts", () => {
    expect(swipeResult(-100, 0, true)).toBe("add");
    expect(swipeResult(100, 0, true)).toBe("remove");
  });
});
