import { describe, expect, it } from "vitest";
import { bumpAction } from "./bump-keys";

describe("the bump bar's keys", () => {
  it("picks a ticket by its number, and only one that shows", () => {
    expect(bumpAction("3", 5, 0)).toEqual({ kind: "select", index: 2 });
    expect(bumpAction("7", 5, 0)).toEqual({ kind: "none" });
  });

  it("bumps the selected ticket on Enter or Space", () => {
    expect(bumpAction("Enter", 5, 3)).toEqual({ kind: "bump", index: 3 });
    expect(bumpAction(" ", 5, 1)).toEqual({ kind: "bump", index: 1 });
    // The selected ticket was bumped away: the last one left is bumped, not a missing one.
    expect(bumpAction("Enter", 2, 4)).toEqual({ kind: "bump", index: 1 });
  });

  it("moves along the reading order, mirrored in a right-to-left language", () => {
    expect(bumpAction("ArrowRight", 5, 1)).toEqual({ kind: "select", index: 2 });
    expect(bumpAction("ArrowRight", 5, 1, true)).toEqual({ kind: "select", index: 0 });
    expect(bumpAction("ArrowLeft", 5, 1, true)).toEqual({ kind: "select", index: 2 });
    expect(bumpAction("ArrowRight", 5, 4)).toEqual({ kind: "select", index: 4 });
  });

  it("recalls on R even with no ticket open, and ignores other keys", () => {
    expect(bumpAction("r", 0, 0)).toEqual({ kind: "recall" });
    expect(bumpAction("Enter", 0, 0)).toEqual({ kind: "none" });
    expect(bumpAction("x", 3, 0)).toEqual({ kind: "none" });
  });
});
