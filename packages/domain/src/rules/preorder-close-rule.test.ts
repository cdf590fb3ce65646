import { describe, expect, it } from "vitest";
import type { DaySchedule, WeekSchedule } from "../contract/venue";
import { preorderAvailability } from "./preorder-close-rule";

const day = (startHour: number, endHour: number): DaySchedule => ({
  workday: true,
  startHour,
  startMinute: 0,
  endHour,
  endMinute: 0,
});
const off: DaySchedule = { ...day(9, 21), workday: false };
const week = (d: DaySchedule): WeekSchedule => ({ mon: d, tue: d, wed: d, thu: d, fri: d, sat: d, sun: d });
const kyiv = "Europe/Kyiv";
const nineToNine = week(day(9, 21));
const monday = (utcHour: number) => new Date(Date.UTC(2026, 10, 23, utcHour)); // Kyiv is UTC+2

describe("SPEC §3 close rule and §4 time mode", () => {
  it("open: no end date, asap and scheduled orders", () => {
    const a = preorderAvailability({
      venueSchedule: nineToNine,
      systemSchedule: nineToNine,
      timeZone: kyiv,
      allowPreliminaryOrders: false,
      now: monday(10),
    });
    expect(a).toEqual({
      closeRule: { end_date: null, allow_preliminary_orders: false },
      isClosed: false,
      canOrderAsap: true,
      canOrderScheduled: true,
    });
  });

  it("closed by the schedule: end_date is the next opening, asap is unavailable", () => {
    const a = preorderAvailability({
      venueSchedule: nineToNine,
      systemSchedule: nineToNine,
      timeZone: kyiv,
      allowPreliminaryOrders: true,
      now: monday(20), // 22:00 local
    });
    expect(a.closeRule).toEqual({ end_date: "2026-11-24T07:00:00.000Z", allow_preliminary_orders: true });
    expect(a).toMatchObject({ isClosed: true, canOrderAsap: false, canOrderScheduled: true });
  });

  it("closed without preliminary orders takes no order at all", () => {
    const a = preorderAvailability({
      venueSchedule: nineToNine,
      systemSchedule: nineToNine,
      timeZone: kyiv,
      allowPreliminaryOrders: false,
      now: monday(5),
    });
    expect(a).toMatchObject({ isClosed: true, canOrderAsap: false, canOrderScheduled: false });
  });

  it("a closed venue whose system works (baking to order) has no end date but still no asap", () => {
    const a = preorderAvailability({
      venueSchedule: week(off),
      systemSchedule: nineToNine,
      timeZone: kyiv,
      allowPreliminaryOrders: true,
      now: monday(10),
    });
    expect(a.closeRule.end_date).toBeNull();
    expect(a).toMatchObject({ isClosed: true, canOrderAsap: false, canOrderScheduled: true });
  });

  it("a system that never opens has no known end date", () => {
    const a = preorderAvailability({
      venueSchedule: week(off),
      systemSchedule: week(off),
      timeZone: kyiv,
      allowPreliminaryOrders: true,
      now: monday(10),
    });
    expect(a.closeRule.end_date).toBeNull();
    expect(a.isClosed).toBe(true);
  });
});
