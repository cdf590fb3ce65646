import { describe, expect, it } from "vitest";
import type { WeekSchedule } from "../contract/venue";
import { addOneMonth, isBookableDate, slotStarts } from "./reservation-dates";

const d = (year: number, month: number, day: number) => ({ year, month, day });
const open = (startHour: number, endHour: number, endMinute = 0) => ({
  workday: true,
  startHour,
  startMinute: 0,
  endHour,
  endMinute,
});
const week = (day: ReturnType<typeof open>, sunday = { ...day, workday: false }): WeekSchedule => ({
  mon: day,
  tue: day,
  wed: day,
  thu: day,
  fri: day,
  sat: day,
  sun: sunday,
});

describe("reservation dates (SPEC §5, §9)", () => {
  const today = d(2026, 11, 23);
  it("books from today only with same-day reservations, up to one month ahead", () => {
    expect(isBookableDate(today, today, true)).toBe(true);
    expect(isBookableDate(today, today, false)).toBe(false);
    expect(isBookableDate(d(2026, 11, 24), today, false)).toBe(true);
    expect(isBookableDate(d(2026, 12, 23), today, true)).toBe(true);
    expect(isBookableDate(d(2026, 12, 24), today, true)).toBe(false);
    expect(isBookableDate(d(2026, 11, 22), today, true)).toBe(false);
  });
  it("clamps one month ahead to a shorter month and crosses the year", () => {
    expect(addOneMonth(d(2027, 1, 31))).toEqual(d(2027, 2, 28));
    expect(addOneMonth(d(2026, 12, 15))).toEqual(d(2027, 1, 15));
  });
});

describe("reservation slots (SPEC §9: 30-minute steps in the venue's schedule)", () => {
  const zone = "Europe/Kyiv";
  const past = new Date("2026-01-01T00:00:00Z");
  it("steps every 30 minutes while a whole slot fits before closing, on the venue's clock", () => {
    const slots = slotStarts(week(open(12, 14, 15)), zone, d(2026, 11, 24), past);
    // Kyiv is UTC+2 in November: 12:00 local is 10:00Z.
    expect(slots.map((s) => s.toISOString())).toEqual([
      "2026-11-24T10:00:00.000Z",
      "2026-11-24T10:30:00.000Z",
      "2026-11-24T11:00:00.000Z",
      "2026-11-24T11:30:00.000Z",
    ]);
  });
  it("has none on a day off and drops the slots already begun", () => {
    expect(slotStarts(week(open(12, 14)), zone, d(2026, 11, 29), past)).toEqual([]);
    const now = new Date("2026-11-24T10:30:00Z");
    expect(slotStarts(week(open(12, 14)), zone, d(2026, 11, 24), now).map((s) => s.toISOString())).toEqual([
      "2026-11-24T11:00:00.000Z",
      "2026-11-24T11:30:00.000Z",
    ]);
  });
  it("keeps local times across a DST change and treats 24:00 as midnight", () => {
    // 25 Oct 2026: Kyiv moves from UTC+3 to UTC+2.
    const slots = slotStarts(week(open(22, 24), open(22, 24)), zone, d(2026, 10, 25), past);
    expect(slots.map((s) => s.toISOString())).toEqual([
      "2026-10-25T20:00:00.000Z",
      "2026-10-25T20:30:00.000Z",
      "2026-10-25T21:00:00.000Z",
      "2026-10-25T21:30:00.000Z",
    ]);
  });
});
