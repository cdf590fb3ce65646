import { describe, expect, it } from "vitest";
import type { DaySchedule, WeekSchedule } from "../contract/venue";
import {
  dayPair,
  scheduleRows,
  scheduleStatus,
  schedulePairs,
  splitDuration,
  todayPair,
} from "./schedule-status";

const day = (startHour: number, startMinute: number, endHour: number, endMinute: number): DaySchedule => ({
  workday: true,
  startHour,
  startMinute,
  endHour,
  endMinute,
});
const off: DaySchedule = { workday: false, startHour: 0, startMinute: 0, endHour: 0, endMinute: 0 };
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
const at = (iso: string) => new Date(iso);

describe("SPEC §4 schedule display, in the venue's time zone", () => {
  const nineToTen = week(day(9, 0, 22, 0));

  it("is open between today's start and end, with the time until close", () => {
    // 2026-11-23 is a Monday; 12:00 in Kyiv (UTC+2) is 10:00Z.
    const s = scheduleStatus(nineToTen, kyiv, at("2026-11-23T10:00:00Z"));
    expect(s).toEqual({ isOpen: true, closesAt: at("2026-11-23T20:00:00Z"), minutesUntilClose: 600 });
  });

  it("opens exactly at the start and closes exactly at the end", () => {
    expect(scheduleStatus(nineToTen, kyiv, at("2026-11-23T07:00:00Z")).isOpen).toBe(true);
    expect(scheduleStatus(nineToTen, kyiv, at("2026-11-23T20:00:00Z"))).toMatchObject({ isOpen: false });
    expect(scheduleStatus(nineToTen, kyiv, at("2026-11-23T19:59:30Z"))).toMatchObject({
      minutesUntilClose: 1,
    });
  });

  it("before today's start is closed with the time until opening", () => {
    const s = scheduleStatus(nineToTen, kyiv, at("2026-11-23T05:30:00Z")); // 07:30 local
    expect(s).toEqual({ isOpen: false, opensAt: at("2026-11-23T07:00:00Z"), minutesUntilOpen: 90 });
  });

  it("after today's end is closed until the next pair starting after the end", () => {
    const s = scheduleStatus(nineToTen, kyiv, at("2026-11-23T21:00:00Z")); // 23:00 local
    expect(s).toEqual({ isOpen: false, opensAt: at("2026-11-24T07:00:00Z"), minutesUntilOpen: 600 });
  });

  it("skips days off when looking for the next opening", () => {
    const sched = week(day(9, 0, 22, 0), { tue: off, wed: off });
    const s = scheduleStatus(sched, kyiv, at("2026-11-23T21:00:00Z")); // Monday 23:00
    expect(s).toMatchObject({ isOpen: false, opensAt: at("2026-11-26T07:00:00Z") }); // Thursday 09:00
  });

  it("finds next week's opening when the venue opens one day a week and has just closed", () => {
    const sched = week(off, { mon: day(9, 0, 22, 0) });
    const s = scheduleStatus(sched, kyiv, at("2026-11-23T21:00:00Z")); // Monday 23:00
    expect(s).toMatchObject({
      isOpen: false,
      opensAt: at("2026-11-30T07:00:00Z"),
      minutesUntilOpen: 6 * 1440 + 600,
    });
  });

  it("is closed with no known opening when every day is a day off", () => {
    expect(scheduleStatus(week(off), kyiv, at("2026-11-23T10:00:00Z"))).toEqual({
      isOpen: false,
      opensAt: null,
      minutesUntilOpen: null,
    });
  });

  it("a venue open 00:00 to 24:00 every day has no closing time", () => {
    const s = scheduleStatus(week(day(0, 0, 24, 0)), kyiv, at("2026-11-23T21:59:00Z"));
    expect(s).toEqual({ isOpen: true, closesAt: null, minutesUntilClose: null });
  });

  it("24:00 ends at the next midnight and a following day off closes it then", () => {
    const sched = week(day(0, 0, 24, 0), { tue: off });
    const s = scheduleStatus(sched, kyiv, at("2026-11-23T20:00:00Z")); // Monday 22:00
    expect(s).toEqual({ isOpen: true, closesAt: at("2026-11-23T22:00:00Z"), minutesUntilClose: 120 });
  });

  it("an end before the start runs past midnight and stays open after midnight", () => {
    const bar = week(day(18, 0, 2, 0));
    const s = scheduleStatus(bar, kyiv, at("2026-11-23T23:30:00Z")); // Tuesday 01:30 local
    expect(s).toMatchObject({ isOpen: true, minutesUntilClose: 30 });
    // Today's computed pair is then Monday's, still running, not Tuesday's evening pair.
    expect(todayPair(bar, kyiv, at("2026-11-23T23:30:00Z"))).toEqual({
      start: at("2026-11-23T16:00:00Z"),
      end: at("2026-11-24T00:00:00Z"),
    });
    expect(todayPair(bar, kyiv, at("2026-11-24T00:30:00Z"))?.start).toEqual(at("2026-11-24T16:00:00Z"));
  });

  it("uses the venue's zone, not the machine's: the weekday is Kyiv's", () => {
    // Sunday 23:30Z is Monday 01:30 in Kyiv; only Monday is a workday from 01:00.
    const sched = week(off, { mon: day(1, 0, 3, 0) });
    expect(scheduleStatus(sched, kyiv, at("2026-11-22T23:30:00Z")).isOpen).toBe(true);
    expect(scheduleStatus(sched, "America/New_York", at("2026-11-22T23:30:00Z")).isOpen).toBe(false);
  });
});

describe("SPEC §4 schedule display across DST switches (Europe/Kyiv)", () => {
  it("counts real minutes to an opening after clocks spring forward (2027-03-28)", () => {
    const s = scheduleStatus(week(day(9, 0, 22, 0)), kyiv, at("2027-03-27T21:00:00Z")); // Sat 23:00 EET
    // Sunday 09:00 EEST is 06:00Z: 9 hours of real time, not 10.
    expect(s).toEqual({ isOpen: false, opensAt: at("2027-03-28T06:00:00Z"), minutesUntilOpen: 540 });
  });

  it("a 00:00-24:00 day lasts 23 hours on the spring-forward day", () => {
    const sched = week(off, { sun: day(0, 0, 24, 0) });
    expect(dayPair({ year: 2027, month: 3, day: 28 }, sched, kyiv)).toEqual({
      start: at("2027-03-27T22:00:00Z"), // 00:00 EET
      end: at("2027-03-28T21:00:00Z"), // next 00:00 EEST
    });
    expect(scheduleStatus(sched, kyiv, at("2027-03-28T09:00:00Z"))).toMatchObject({ minutesUntilClose: 720 });
  });

  it("a start inside the skipped hour moves forward by the gap", () => {
    const sched = week(off, { sun: day(3, 30, 12, 0) });
    expect(dayPair({ year: 2027, month: 3, day: 28 }, sched, kyiv)?.start).toEqual(
      at("2027-03-28T01:30:00Z"),
    ); // 04:30 EEST
  });

  it("counts the repeated hour when clocks fall back (2026-10-25)", () => {
    const s = scheduleStatus(week(day(9, 0, 22, 0)), kyiv, at("2026-10-24T20:00:00Z")); // Sat 23:00 EEST
    // Sunday 09:00 EET is 07:00Z: 11 hours of real time.
    expect(s).toEqual({ isOpen: false, opensAt: at("2026-10-25T07:00:00Z"), minutesUntilOpen: 660 });
  });

  it("a time in the repeated hour is its first occurrence", () => {
    const sched = week(off, { sun: day(3, 30, 12, 0) });
    expect(dayPair({ year: 2026, month: 10, day: 25 }, sched, kyiv)?.start).toEqual(
      at("2026-10-25T00:30:00Z"),
    ); // 03:30 EEST
  });
});

describe("SPEC §3 today_schedule_computed and schedule_pairs", () => {
  const nineToTen = week(day(9, 0, 22, 0));
  const now = at("2026-11-23T10:00:00Z"); // Monday 12:00 Kyiv

  it("today's pair is the day's start and end as instants, null on a day off", () => {
    expect(todayPair(nineToTen, kyiv, now)).toEqual({
      start: at("2026-11-23T07:00:00Z"),
      end: at("2026-11-23T20:00:00Z"),
    });
    expect(todayPair(week(off), kyiv, now)).toBeNull();
  });

  it("lists the pairs still ahead that start within 7 days, ended ones left out", () => {
    const pairs = schedulePairs(nineToTen, kyiv, now);
    expect(pairs).toHaveLength(8); // today, six more days, and next Monday 09:00 (before 12:00)
    expect(pairs[0]).toEqual({ start: at("2026-11-23T07:00:00Z"), end: at("2026-11-23T20:00:00Z") });
    expect(pairs[7]?.start).toEqual(at("2026-11-30T07:00:00Z"));
    expect(schedulePairs(nineToTen, kyiv, at("2026-11-23T21:00:00Z"))[0]?.start).toEqual(
      at("2026-11-24T07:00:00Z"),
    );
  });

  it("merges a day ending at 24:00 with the next day starting at 00:00", () => {
    const sched = week(off, { sat: day(10, 0, 24, 0), sun: day(0, 0, 3, 0) });
    expect(schedulePairs(sched, kyiv, now)).toEqual([
      { start: at("2026-11-28T08:00:00Z"), end: at("2026-11-29T01:00:00Z") },
    ]);
  });
});

describe("SPEC §2 schedule rows and 'closes in X' parts", () => {
  it("lists mon..sun with HH:mm times or a day off", () => {
    const rows = scheduleRows(week(day(9, 5, 24, 0), { sun: off }));
    expect(rows.map((r) => r.day)).toEqual(["mon", "tue", "wed", "thu", "fri", "sat", "sun"]);
    expect(rows[0]).toEqual({ day: "mon", dayOff: false, start: "09:05", end: "24:00" });
    expect(rows[6]).toEqual({ day: "sun", dayOff: true });
  });

  it("splits minutes into days, hours and minutes", () => {
    expect(splitDuration(1565)).toEqual({ days: 1, hours: 2, minutes: 5 });
    expect(splitDuration(45)).toEqual({ days: 0, hours: 0, minutes: 45 });
    expect(splitDuration(1440)).toEqual({ days: 1, hours: 0, minutes: 0 });
    expect(splitDuration(-3)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});
