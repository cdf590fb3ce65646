import { describe, expect, it } from "vitest";
import { ageLevel, ageText } from "./ticket-age";

describe("a ticket's age", () => {
  const station = { warn_after_s: 600, late_after_s: 1200 };
  it("is on time before the warning, then getting late, then late", () => {
    expect(ageLevel(599, station)).toBe("ok");
    expect(ageLevel(600, station)).toBe("warn");
    expect(ageLevel(1199, station)).toBe("warn");
    expect(ageLevel(1200, station)).toBe("late");
  });
  it("reads m:ss, h:mm:ss past an hour, and never negative", () => {
    expect(ageText(65)).toBe("1:05");
    expect(ageText(3725)).toBe("1:02:05");
    expect(ageText(-30)).toBe("0:00");
  });
});
