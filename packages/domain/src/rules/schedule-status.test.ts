import { describe, expect, it } from "vitest";
import type { DaySchedule, WeekSchedule } from "../contract/venue";
import { scheduleStatus, schedulePairs, splitDuration, todayPair } from "./schedule-status";

const day = (startHour: number, startMinute: number, endHour: number, endMinute: number): DaySchedule => ({
  workday: true,
  startHour,
  startMinute,
  endHour,
  endMinute,
});
const off: DaySchedule = { workday: false, startHour: 0, startMinute: 0, endHour: 0, endMinute: 0 };
const week = (d: DaySchedule, overrides: Partial<WeekSchedule> = {}): WeekSchedule => ({
  mon: d, tue: d, wed: d, thu: d, fri: d, sat: d, sun: d, ...overrides,
});
const kyiv = "Europe/Kyiv";

describe("SPEC §4 schedule display, in the venue's time zone", () => {
  const nineToTen = week(day(9, 0, 22, 0));

  it("is open between today's start and end, with the time until close", () => {
    // 2026-11-23 is a Monday; 12:00 in Kyiv (UTC+2) is 10:00Z.
    const s = scheduleStatus(nineToTen, kyiv, new Date("2026-11-23T10:00:00Z"));
    expect(s).toMatchObject({ isOpen: true, minutesUntilClose: 600 });
    if (s.isOpen) expect(s.closesAt?.toISOString()).toBe("2026-11-23T20:00:00.000Z");
  });

  it("before today's start is closed with the time until opening", () => {
    const s = scheduleStatus(nineToTen, kyiv, new Date("2026-11-23T05:30:00Z")); // 07:30 local
    expect(s).toMatchObject({ isOpen: false, minutesUntilOpen: 90 });
  });

  it("after today's end is closed until the next pair starting after the end", () => {
    const s = scheduleStatus(nineToTen, kyiv, new Date("2026-11-23T21:00:00Z")); // 23:00 local
    expect(s).toMatchObject({ isOpen: false, minutesUntilOpen: 600 });
  });

  it("skips days off when looking for the next opening", () => {
    const sched = week(day(9, 0, 22, 0), { tue: off, wed: off });
    const s = scheduleStatus(sched, kyiv, new Date("2026-11-23T21:00:00Z")); // Monday 23:00
    expect(s.isOpen).toBe(false);
    if (!s.isOpen) expect(s.opensAt?.toISOString()).toBe("2026-11-26T07:00:00.000Z"); // Thursday 09:00
  });

  it("is closed with no known opening when every day is a day off", () => {
    expect(scheduleStatus(week(off), kyiv, new Date("2026-11-23T10:00:00Z"))).toEqual({
      isOpen: false,
      opensAt: null,
      minutesUntilOpen: null,
    });
  });

  it("a venue open 00:00 to 24:00 every day has no closing time", () => {
    const s = scheduleStatus(week(day(0, 0, 24, 0)), kyiv, new Date("2026-11-23T21:59:00Z"));
    expect(s).toEqual({ isOpen: true, closesAt: null, minutesUntilClose: null });
  });

  it("24:00 ends at the next midnight and a later day off closes it", () => {
    const sched = week(day(0, 0, 24, 0), { tue: off });
    const s = scheduleStatus(sched, kyiv, new Date("2026-11-23T20:00:00Z")); // Monday 22:00
    expect(s).toMatchObject({ isOpen: true, minutesUntilClose: 120 });
  });

  it("an end before the start runs past midnight and stays open after midnight", () => {
    const bar = week(day(18, 0, 2, 0));
    const s = scheduleStatus(bar, kyiv, new Date("2026-11-23T23:30:00Z")); // Tuesday 01:30 local
    expect(s).toMatchObject({ isOpen: true, minutesUntilClose: 30 });
  });

  it("uses the venue's zone, not the machine's: the weekday is Kyiv's", () => {
    // Sunday 23:30Z is Monday 01:30 in Kyiv; only Monday is a workday from 01:00.
    const sched = week(off, { mon: day(1, 0, 3, 0) });
    expect(scheduleStatus(sched, kyiv, new Date("2026-11-22T23:30:00Z")).isOpen).toBe(true);
  });

  it("counts real minutes across a DST switch (Kyiv springs forward on 2027-03-28)", () => {
    const s = scheduleStatus(week(day(9, 0, 22, 0)), kyiv, new Date("2027-03-27T21:00:00Z")); // Sat 23:00 EET
    // Sunday 09:00 EEST is 06:00Z: 9 hours of real time, not 10.
    expect(s).toMatchObject({ isOpen: false, minutesUntilOpen: 540 });
  });

  it("exposes today's computed pair and the upcoming pairs", () => {
    const now = new Date("2026-11-23T10:00:00Z");
    expect(todayPair(nineToTen, kyiv, now)).toEqual({
      start: new Date("2026-11-23T07:00:00Z"),
      end: new Date("2026-11-23T20:00:00Z"),
    });
    expect(todayPair(week(off), kyiv, now)).toBeNull();
    expect(schedulePairs(nineToTen, kyiv, now).length).toBe(9);
  });

  it("splits minutes into days, hours and minutes", () => {
    expect(splitDuration(1565)).toEqual({ days: 1, hours: 2, minutes: 5 });
    expect(splitDuration(45)).toEqual({ days: 0, hours: 0, minutes: 45 });
  });
});
