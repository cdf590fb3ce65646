import { describe, expect, it } from "vitest";
import type { DaySchedule, Venue, WeekSchedule } from "../contract/venue";
import { preorderTiming } from "./preorder-timing";

const day = (workday: boolean): DaySchedule => ({
  workday,
  startHour: 9,
  startMinute: 0,
  endHour: 21,
  endMinute: 0,
});
const week = (d: DaySchedule): WeekSchedule => ({ mon: d, tue: d, wed: d, thu: d, fri: d, sat: d, sun: d });
const methods = { cash: true, card: true, online: true };
const venue = (allow: boolean, own?: WeekSchedule) =>
  ({
    schedule: week(day(true)),
    timezone: "Europe/Kyiv",
    close_rule: { allow_preliminary_orders: allow },
    delivery: { min_order_time: 20, shipping_time: 30, pay_methods: methods },
    preorder: { min_order_time: 15, pay_methods: methods, ...(own ? { schedule: own } : {}) },
  }) as unknown as Venue;
const night = new Date("2026-11-23T20:30:00Z"); // Monday 22:30 in Kyiv

describe("preorder timing", () => {
  it("offers tomorrow's slots while closed when advance orders are allowed", () => {
    const t = preorderTiming(venue(true), "takeaway", night);
    expect(t.canOrderAsap).toBe(false);
    expect(Object.keys(t.timeslots)[0]).toBe("2026-11-24");
    expect(t.timeslots["2026-11-24"]![0]!.start).toBe("2026-11-24T07:30:00.000Z"); // 09:00 + 15 min
  });
  it("offers nothing while closed without advance orders", () => {
    expect(preorderTiming(venue(false), "takeaway", night).timeslots).toEqual({});
  });
  it("takes the system's own hours and the mode's lead", () => {
    const t = preorderTiming(venue(true, week(day(false))), "takeaway", night);
    expect(t.timeslots).toEqual({});
    const d = preorderTiming(venue(true, week(day(false))), "delivery", night);
    expect(d.timeslots["2026-11-24"]![0]!.start).toBe("2026-11-24T08:00:00.000Z"); // 09:00 + 50 min
  });
});
