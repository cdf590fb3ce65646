import { describe, expect, it } from "vitest";
import { findSlot, formatDayDate, groupSlotsByDay } from "./time-groups";

const zone = "Europe/Kyiv"; // UTC+3 in summer
const slots = (...starts: string[]) => starts.map((start) => ({ start }));

describe("groupSlotsByDay (SPEC §2 drum picker)", () => {
  // 2026-07-15 22:30 in Kyiv is 19:30 UTC; the venue's "today" is the 15th.
  const now = new Date("2026-07-15T19:30:00Z");
  const timeslots = {
    "2026-07-17": slots("2026-07-17T07:00:00+03:00"),
    "2026-07-15": slots(
      "2026-07-15T22:00:00+03:00",
      "2026-07-15T23:00:00+03:00",
      "2026-07-15T23:30:00+03:00",
    ),
    "2026-07-16": slots("2026-07-16T09:30:00+03:00", "2026-07-16T09:00:00+03:00"),
  };

  it("labels Today, Tomorrow, then weekday and date, in day order with past slots dropped", () => {
    const groups = groupSlotsByDay(timeslots, now, zone);
    expect(groups.map((g) => g.label)).toEqual([
      { kind: "today" },
      { kind: "tomorrow" },
      { kind: "date", date: { year: 2026, month: 7, day: 17 } },
    ]);
    expect(groups[0]!.slots).toEqual(["2026-07-15T23:00:00+03:00", "2026-07-15T23:30:00+03:00"]);
    expect(groups[1]!.slots).toEqual(["2026-07-16T09:00:00+03:00", "2026-07-16T09:30:00+03:00"]);
  });

  it("takes today from the venue's zone, not UTC", () => {
    // 00:30 in Kyiv on the 16th is still the 15th in UTC.
    const late = new Date("2026-07-15T21:30:00Z");
    const groups = groupSlotsByDay(timeslots, late, zone);
    expect(groups[0]).toMatchObject({ day: "2026-07-16", label: { kind: "today" } });
    expect(groups[1]).toMatchObject({ day: "2026-07-17", label: { kind: "tomorrow" } });
  });

  it("drops a day whose slots are all gone", () => {
    const groups = groupSlotsByDay(timeslots, new Date("2026-07-15T20:45:00Z"), zone);
    expect(groups[0]!.label).toEqual({ kind: "tomorrow" });
    expect(groupSlotsByDay({}, now, zone)).toEqual([]);
  });

  it("finds the chosen slot, or falls back to the first one offered", () => {
    const groups = groupSlotsByDay(timeslots, now, zone);
    expect(findSlot(groups, "2026-07-16T06:30:00Z")).toEqual({
      day: "2026-07-16",
      slot: "2026-07-16T09:30:00+03:00",
    });
    expect(findSlot(groups, "2026-07-15T20:00:00Z")).toEqual({
      day: "2026-07-15",
      slot: "2026-07-15T23:00:00+03:00",
    });
    expect(findSlot([], null)).toBeNull();
  });

  it("writes other days as weekday and DD.MM", () => {
    expect(formatDayDate({ year: 2026, month: 7, day: 17 }, "en")).toBe("Fri 17.07");
    expect(formatDayDate({ year: 2026, month: 7, day: 3 }, "uk")).toBe("пт 03.07");
  });
});
