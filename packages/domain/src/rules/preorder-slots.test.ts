import { describe, expect, it } from "vitest";
import type { DaySchedule, WeekSchedule } from "../contract/venue";
import { isOfferedSlot, preorderSlots } from "./preorder-slots";

const day = (startHour: number, endHour: number, startMinute = 0): DaySchedule => ({
  workday: true,
  startHour,
  startMinute,
  endHour,
  endMinute: 0,
});
const off: DaySchedule = { ...day(9, 21), workday: false };
const week = (d: DaySchedule, overrides: Partial<WeekSchedule> = {}): WeekSchedule => ({
  mon: d,
  tue: d,
  wed: d,
  thu: d,
  fri: d,
  sat: d,
  sun: d,
  ...overrides,
});
const kyiv = "Europe/Kyiv";
const starts = (slots: { start: string }[] | undefined) => (slots ?? []).map((s) => s.start);

describe("SPEC §9 delivery and takeaway time slots, grouped by the venue's day", () => {
  // 2026-11-23 is a Monday; Kyiv is UTC+2 in winter.
  const nineToNine = week(day(9, 21));

  it("steps 30 minutes on the wall clock, from the lead after now to closing", () => {
    const slots = preorderSlots({
      schedule: nineToNine,
      timeZone: kyiv,
      leadMinutes: 15,
      now: new Date("2026-11-23T15:10:00Z"), // 17:10 local
      days: 1,
    });
    expect(Object.keys(slots)).toEqual(["2026-11-23"]);
    // 17:25 is the earliest: the next half hour is 17:30; the last slot is the closing time 21:00.
    expect(starts(slots["2026-11-23"])).toEqual([
      "2026-11-23T15:30:00.000Z",
      "2026-11-23T16:00:00.000Z",
      "2026-11-23T16:30:00.000Z",
      "2026-11-23T17:00:00.000Z",
      "2026-11-23T17:30:00.000Z",
      "2026-11-23T18:00:00.000Z",
      "2026-11-23T18:30:00.000Z",
      "2026-11-23T19:00:00.000Z",
    ]);
  });

  it("starts a closed day at opening plus the lead, and skips days off", () => {
    const slots = preorderSlots({
      schedule: week(day(9, 21), { tue: off }),
      timeZone: kyiv,
      leadMinutes: 45,
      now: new Date("2026-11-23T20:00:00Z"), // Monday 22:00, closed
      days: 3,
    });
    expect(Object.keys(slots)).toEqual(["2026-11-25"]); // Monday is over, Tuesday is off
    expect(starts(slots["2026-11-25"])[0]).toBe("2026-11-25T08:00:00.000Z"); // 09:00 + 45 min -> 10:00
    expect(slots["2026-11-25"]).toHaveLength(23); // 10:00 .. 21:00
  });

  it("puts slots after midnight on the next venue day, whatever UTC says", () => {
    // 22:30Z on the 23rd is already 00:30 on the 24th in Kyiv: that is "today".
    const slots = preorderSlots({
      schedule: week(day(18, 2)), // 18:00 to 02:00 the next morning
      timeZone: kyiv,
      leadMinutes: 10,
      now: new Date("2026-11-23T22:30:00Z"),
      days: 2,
    });
    expect(Object.keys(slots)).toEqual(["2026-11-24", "2026-11-25"]);
    expect(starts(slots["2026-11-24"]).slice(0, 3)).toEqual([
      "2026-11-23T23:00:00.000Z", // 01:00
      "2026-11-23T23:30:00.000Z", // 01:30
      "2026-11-24T00:00:00.000Z", // 02:00, closing
    ]);
    // Tomorrow holds its own early hours (00:00 .. 02:00 of the pair started on the 24th).
    expect(starts(slots["2026-11-25"])[0]).toBe("2026-11-24T22:00:00.000Z");
  });

  it("groups by the venue's zone, not the server's: the same instant is another day in New York", () => {
    const now = new Date("2026-11-24T03:00:00Z"); // 05:00 in Kyiv, 22:00 the day before in New York
    const open = week(day(0, 24));
    const ny = preorderSlots({ schedule: open, timeZone: "America/New_York", leadMinutes: 10, now, days: 1 });
    const kv = preorderSlots({ schedule: open, timeZone: kyiv, leadMinutes: 10, now, days: 1 });
    expect(Object.keys(ny)).toEqual(["2026-11-23"]);
    expect(Object.keys(kv)).toEqual(["2026-11-24"]);
  });

  it("skips the hour that does not exist when clocks go forward (Kyiv, 28 March 2027)", () => {
    const slots = preorderSlots({
      schedule: week(day(0, 24)),
      timeZone: kyiv,
      leadMinutes: 10,
      now: new Date("2027-03-27T21:00:00Z"), // 23:00 local on the 27th
      days: 2,
    });
    const sunday = starts(slots["2027-03-28"]);
    expect(sunday).toHaveLength(46);
    expect(sunday).toContain("2027-03-28T00:30:00.000Z"); // 02:30 EET
    expect(sunday).toContain("2027-03-28T01:00:00.000Z"); // 04:00 EEST, the next wall-clock slot
    expect(sunday.indexOf("2027-03-28T01:00:00.000Z") - sunday.indexOf("2027-03-28T00:30:00.000Z")).toBe(1);
  });

  it("offers the repeated hour once when clocks go back (Kyiv, 25 October 2026)", () => {
    const slots = preorderSlots({
      schedule: week(day(0, 24)),
      timeZone: kyiv,
      leadMinutes: 10,
      now: new Date("2026-10-24T20:00:00Z"), // 23:00 EEST on the 24th
      days: 2,
    });
    const sunday = starts(slots["2026-10-25"]);
    expect(sunday).toHaveLength(48);
    expect(new Set(sunday).size).toBe(48);
    expect(sunday).toContain("2026-10-25T00:00:00.000Z"); // 03:00 EEST, the first 03:00
    expect(sunday).not.toContain("2026-10-25T01:00:00.000Z"); // the second 03:00 (EET) is not repeated
  });

  it("is empty when the system never works", () => {
    const slots = preorderSlots({
      schedule: week(off),
      timeZone: kyiv,
      leadMinutes: 10,
      now: new Date("2026-11-23T10:00:00Z"),
    });
    expect(slots).toEqual({});
  });

  it("covers seven venue days by default", () => {
    const slots = preorderSlots({
      schedule: nineToNine,
      timeZone: kyiv,
      leadMinutes: 10,
      now: new Date("2026-11-23T05:00:00Z"),
    });
    expect(Object.keys(slots)).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
  });
});

describe("isOfferedSlot", () => {
  it("compares instants, so any offset spelling of a slot counts", () => {
    const slots = { "2026-11-23": [{ start: "2026-11-23T15:30:00.000Z" }] };
    expect(isOfferedSlot(slots, "2026-11-23T17:30:00+02:00")).toBe(true);
    expect(isOfferedSlot(slots, "2026-11-23T17:31:00+02:00")).toBe(false);
  });
});
