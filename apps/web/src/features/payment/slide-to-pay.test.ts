import { describe, expect, it } from "vitest";
import { activationOf, firesAt, handlePx } from "./slide-to-pay";

describe("slide-to-pay threshold (SPEC §5: about 1.3 handle widths of the track end)", () => {
  const track = 320;
  const end = track - handlePx; // the handle's furthest offset
  it("fires once the handle is within 0.3 handle widths of the end", () => {
    expect(firesAt(end, track)).toBe(true);
    expect(firesAt(end - handlePx * 0.3, track)).toBe(true);
  });
  it("springs back when released earlier", () => {
    expect(firesAt(end - handlePx * 0.3 - 1, track)).toBe(false);
    expect(firesAt(0, track)).toBe(false);
    expect(firesAt(end / 2, track)).toBe(false);
  });
});

describe("tap, Enter and Space (never pay without a drag or a confirmation)", () => {
  it("opens the confirmation on a tap (detail 1) or a key (detail 0)", () => {
    expect(activationOf(1, false)).toBe("confirm-sheet");
    expect(activationOf(0, false)).toBe("confirm-sheet");
    expect(activationOf(0, true)).toBe("confirm-sheet");
  });
  it("does nothing on the click that ends a drag", () => {
    expect(activationOf(1, true)).toBe("none");
  });
});
