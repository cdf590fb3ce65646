import { describe, expect, it } from "vitest";
import type { WeekSchedule } from "@tablewise/domain/contract/venue";
import { closedState, formatUntil } from "./closed-until";

const day = (workday: boolean) => ({ workday, startHour: 9, startMinute: 0, endHour: 18, endMinute: 0 });
const weekdays: WeekSchedule = {
  mon: day(true),
  tue: day(true),
  wed: day(true),
  thu: day(true),
  fri: day(true),
  sat: day(false),
  sun: day(false),
};
const venue = { schedule: weekdays, timezone: "Europe/Kyiv" };

describe("delivery/takeaway closed banners (SPEC §2, §8)", () => {
  it("writes the until date as DD.MM HH:mm on the venue's clock", () => {
    expect(formatUntil(new Date("2026-03-02T06:05:00Z"), "Europe/Kyiv")).toBe("02.03 08:05");
  });

  it("is open inside the schedule with no close rule", () => {
    expect(closedState(venue, null, true, new Date("2026-07-15T09:00:00Z"))).toBeNull();
  });

  it("gives the venue's next opening when it is closed", () => {
    // Friday 19:00 in Kyiv: next opening Monday 09:00.
    expect(closedState(venue, null, true, new Date("2026-07-17T16:00:00Z"))).toEqual({
      kind: "venue",
      until: new Date("2026-07-20T06:00:00Z"),
      allowsAdvance: true,
    });
  });

  it("puts the system's close rule first", () => {
    const until = new Date("2026-07-16T06:00:00Z");
    expect(closedState(venue, until, false, new Date("2026-07-15T09:00:00Z"))).toEqual({
      kind: "system",
      until,
      allowsAdvance: false,
    });
  });
});
