import { describe, expect, it } from "vitest";
import { bookedMinutes } from "./reservation-duration";

describe("booked duration", () => {
  it("reads hours and minutes from the chosen variant, else one slot", () => {
    expect(bookedMinutes(["2 hours"], 30)).toBe(120);
    expect(bookedMinutes(["1.5 hours"], 30)).toBe(90);
    expect(bookedMinutes(["1,5 год"], 30)).toBe(90);
    expect(bookedMinutes(["90 min"], 30)).toBe(90);
    expect(bookedMinutes(["Sunny side"], 30)).toBe(30);
    expect(bookedMinutes([], 30)).toBe(30);
  });
});
