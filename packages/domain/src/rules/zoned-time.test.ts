import { describe, expect, it } from "vitest";
import { addDays, fromLocal, toLocal, weekdayOf } from "./zoned-time";

describe("SPEC §4/§9 wall-clock time in the venue's zone (weekday keys mon..sun)", () => {
  it("reads an instant as the zone's wall clock and weekday (0 = Monday)", () => {
    expect(toLocal(new Date("2026-11-22T23:30:00Z"), "Europe/Kyiv")).toEqual({
      year: 2026,
      month: 11,
      day: 23,
      hour: 1,
      minute: 30,
      second: 0,
      weekday: 0,
    });
    expect(toLocal(new Date("2026-11-22T23:30:00Z"), "America/New_York").weekday).toBe(6);
  });

  it("finds the instant of a wall clock, with midnight as hour 0", () => {
    expect(fromLocal({ year: 2026, month: 11, day: 23 }, 0, 0, "Europe/Kyiv")).toEqual(
      new Date("2026-11-22T22:00:00Z"),
    );
    expect(fromLocal({ year: 2026, month: 7, day: 1 }, 12, 0, "Europe/Kyiv")).toEqual(
      new Date("2026-07-01T09:00:00Z"),
    );
  });

  it("moves a time in the spring-forward gap forward and takes the first of a repeated time", () => {
    expect(fromLocal({ year: 2027, month: 3, day: 28 }, 3, 0, "Europe/Kyiv")).toEqual(
      new Date("2027-03-28T01:00:00Z"),
    );
    expect(fromLocal({ year: 2026, month: 10, day: 25 }, 3, 0, "Europe/Kyiv")).toEqual(
      new Date("2026-10-25T00:00:00Z"),
    );
  });

  it("steps calendar days across month and year ends and knows their weekday", () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays({ year: 2028, month: 3, day: 1 }, -1)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(weekdayOf({ year: 2026, month: 11, day: 23 })).toBe(0);
    expect(weekdayOf({ year: 2026, month: 11, day: 29 })).toBe(6);
  });
});
