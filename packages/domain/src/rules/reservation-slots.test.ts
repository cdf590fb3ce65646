import { describe, expect, it } from "vitest";
import type { DaySchedule, WeekSchedule } from "../contract/venue";
import { toLocal } from "./zoned-time";
import { slotStarts } from "./reservation-slots";

const d = (year: number, month: number, day: number) => ({ year, month, day });
const open = (startHour: number, endHour: number, endMinute = 0): DaySchedule => ({
  workday: true,
  startHour,
  startMinute: 0,
  endHour,
  endMinute,
});
const week = (day: DaySchedule, sunday: DaySchedule = { ...day, workday: false }): WeekSchedule => ({
  mon: day,
  tue: day,
  wed: day,
  thu: day,
  fri: day,
  sat: day,
  sun: sunday,
});
const iso = (dates: Date[]) => dates.map((s) => s.toISOString());
const wall = (dates: Date[], zone: string) =>
  dates.map((s) => {
    const l = toLocal(s, zone);
    return `${String(l.hour).padStart(2, "0")}:${String(l.minute).padStart(2, "0")}`;
  });
const past = new Date("2026-01-01T00:00:00Z");
const kyiv = "Europe/Kyiv";

describe("reservation slots (SPEC §9: 30-minute steps in the venue's schedule, on its clock)", () => {
  it("steps every 30 minutes while a whole slot fits before closing", () => {
    // Kyiv is UTC+2 in November: 12:00 local is 10:00Z; 14:15 leaves no room for a 14:00 slot.
    expect(iso(slotStarts(week(open(12, 14, 15)), kyiv, d(2026, 11, 24), past))).toEqual([
      "2026-11-24T10:00:00.000Z",
      "2026-11-24T10:30:00.000Z",
      "2026-11-24T11:00:00.000Z",
      "2026-11-24T11:30:00.000Z",
    ]);
  });

  it("has none on a day off and drops the slots already begun (a slot starting now included)", () => {
    expect(slotStarts(week(open(12, 14)), kyiv, d(2026, 11, 29), past)).toEqual([]);
    const now = new Date("2026-11-24T10:30:00Z");
    expect(iso(slotStarts(week(open(12, 14)), kyiv, d(2026, 11, 24), now))).toEqual([
      "2026-11-24T11:00:00.000Z",
      "2026-11-24T11:30:00.000Z",
    ]);
    expect(slotStarts(week(open(12, 14)), kyiv, d(2026, 11, 24), new Date("2026-11-24T12:00:00Z"))).toEqual(
      [],
    );
  });

  it("runs a night past midnight like the schedule does, and 24 hours when start equals end", () => {
    const night = slotStarts(week({ ...open(18, 2) }), kyiv, d(2026, 11, 24), past);
    expect(night).toHaveLength(16);
    expect(wall(night, kyiv).slice(-2)).toEqual(["01:00", "01:30"]);
    expect(night.at(-1)!.toISOString()).toBe("2026-11-24T23:30:00.000Z");
    const allDay = slotStarts(week(open(0, 0)), kyiv, d(2026, 11, 24), past);
    expect(allDay).toHaveLength(48);
    expect(iso(slotStarts(week(open(0, 24)), kyiv, d(2026, 11, 24), past))).toEqual(iso(allDay));
  });

  it("keeps local times across a DST change and treats 24:00 as midnight", () => {
    // 25 Oct 2026: Kyiv moves from UTC+3 to UTC+2 at 04:00; the evening is already UTC+2.
    expect(iso(slotStarts(week(open(22, 24), open(22, 24)), kyiv, d(2026, 10, 25), past))).toEqual([
      "2026-10-25T20:00:00.000Z",
      "2026-10-25T20:30:00.000Z",
      "2026-10-25T21:00:00.000Z",
      "2026-10-25T21:30:00.000Z",
    ]);
  });

  it("neither repeats nor invents a slot on DST nights", () => {
    // 28 Mar 2027: 03:00 becomes 04:00 in Kyiv, a 23-hour day; no slot at a wall time that never happens.
    const spring = slotStarts(week(open(0, 24), open(0, 24)), kyiv, d(2027, 3, 28), past);
    expect(spring).toHaveLength(46);
    expect(new Set(iso(spring)).size).toBe(46);
    expect(wall(spring, kyiv).slice(4, 8)).toEqual(["02:00", "02:30", "04:00", "04:30"]);
    // 25 Oct 2026: 04:00 becomes 03:00, a 25-hour day; the repeated hour holds two real slots each.
    const autumn = slotStarts(week(open(0, 24), open(0, 24)), kyiv, d(2026, 10, 25), past);
    expect(autumn).toHaveLength(50);
    expect(wall(autumn, kyiv).slice(5, 11)).toEqual(["02:30", "03:00", "03:30", "03:00", "03:30", "04:00"]);
  });

  it("works in zones behind UTC and with half-hour offsets", () => {
    expect(iso(slotStarts(week(open(9, 10)), "America/New_York", d(2026, 11, 3), past))).toEqual([
      "2026-11-03T14:00:00.000Z",
      "2026-11-03T14:30:00.000Z",
    ]);
    expect(iso(slotStarts(week(open(10, 11)), "Asia/Kolkata", d(2026, 11, 3), past))).toEqual([
      "2026-11-03T04:30:00.000Z",
      "2026-11-03T05:00:00.000Z",
    ]);
  });
});
