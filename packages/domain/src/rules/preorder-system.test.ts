import { describe, expect, it } from "vitest";
import type { DaySchedule, Venue, WeekSchedule } from "../contract/venue";
import {
  isSystemEnabled,
  systemAcceptsPayMethod,
  systemLeadMinutes,
  systemSchedule,
} from "./preorder-system";

const d = (workday: boolean): DaySchedule => ({
  workday,
  startHour: 8,
  startMinute: 0,
  endHour: 20,
  endMinute: 0,
});
const week = (x: DaySchedule): WeekSchedule => ({ mon: x, tue: x, wed: x, thu: x, fri: x, sat: x, sun: x });
const methods = { cash: true, card: false, online: true };
const venue = {
  schedule: week(d(false)),
  delivery: { min_order_time: 20, shipping_time: 30, pay_methods: methods, schedule: week(d(true)) },
  preorder: { min_order_time: undefined, pay_methods: { cash: false, card: true, online: false } },
} as unknown as Pick<Venue, "schedule" | "delivery" | "preorder">;

describe("delivery and takeaway systems", () => {
  it("takeaway is the preorder mode", () => {
    const modes = { delivery: false, preorder: true, preview: false, inside: false };
    expect(isSystemEnabled(modes, "takeaway")).toBe(true);
    expect(isSystemEnabled(modes, "delivery")).toBe(false);
  });
  it("works its own hours when it has them, else the venue's", () => {
    expect(systemSchedule(venue, "delivery").mon.workday).toBe(true);
    expect(systemSchedule(venue, "takeaway").mon.workday).toBe(false);
  });
  it("leads by the SPEC §9 estimate of the mode", () => {
    expect(systemLeadMinutes(venue, "delivery")).toBe(50);
    expect(systemLeadMinutes(venue, "takeaway")).toBe(10);
  });
  it("accepts the mode's own pay methods", () => {
    expect(systemAcceptsPayMethod(venue, "delivery", "online")).toBe(true);
    expect(systemAcceptsPayMethod(venue, "delivery", "card")).toBe(false);
    expect(systemAcceptsPayMethod(venue, "takeaway", "card")).toBe(true);
  });
});
