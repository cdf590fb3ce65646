import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calendarRange, calendarWeeks } from "./reservation-calendar";
import { addOneMonth, compareDates, isoDate } from "./reservation-dates";
import { addDays, weekdayOf } from "./zoned-time";

const d = (year: number, month: number, day: number) => ({ year, month, day });
const range = (today: ReturnType<typeof d>) => {
  const { first, last } = calendarRange(today);
  return [isoDate(first), isoDate(last)];
};

describe("reservation calendar (SPEC §9: this ISO week to the week one month ahead, Monday first)", () => {
  it("starts on this week's Monday and ends on the Sunday of the week one month ahead", () => {
    // Wednesday 18 Nov 2026 -> Monday 16 Nov; 18 Dec is a Friday -> Sunday 20 Dec.
    expect(range(d(2026, 11, 18))).toEqual(["2026-11-16", "2026-12-20"]);
    // A Monday starts its own week; a Sunday belongs to the week that began six days before.
    expect(range(d(2027, 2, 1))).toEqual(["2027-02-01", "2027-03-07"]);
    expect(range(d(2026, 11, 29))).toEqual(["2026-11-23", "2027-01-03"]);
  });

  it("crosses the year and clamps the month ahead at a month's end", () => {
    // Friday 1 Jan 2027 is in the ISO week that began on Monday 28 Dec 2026.
    expect(range(d(2027, 1, 1))).toEqual(["2026-12-28", "2027-02-07"]);
    // Sunday 31 Jan 2027: one month ahead is Sunday 28 Feb, which ends its own week.
    expect(range(d(2027, 1, 31))).toEqual(["2027-01-25", "2027-02-28"]);
  });

  it("always covers today and the month ahead in whole Monday-to-Sunday weeks", () => {
    const day = fc
      .record({ year: fc.integer({ min: 2024, max: 2035 }), month: fc.integer({ min: 1, max: 12 }) })
      .chain(({ year, month }) =>
        fc
          .integer({ min: 1, max: new Date(Date.UTC(year, month, 0)).getUTCDate() })
          .map((day) => d(year, month, day)),
      );
    fc.assert(
      fc.property(day, (today) => {
        const weeks = calendarWeeks(today, true);
        const days = weeks.flat();
        expect(weeks.every((w) => w.length === 7 && weekdayOf(w[0]!.date) === 0)).toBe(true);
        expect(compareDates(days[0]!.date, today)).toBeLessThanOrEqual(0);
        expect(compareDates(days.at(-1)!.date, addOneMonth(today))).toBeGreaterThanOrEqual(0);
        expect(compareDates(addDays(days.at(-1)!.date, -7), addOneMonth(today))).toBeLessThan(0);
        days.forEach((x, i) => i > 0 && expect(x.iso).toBe(isoDate(addDays(days[i - 1]!.date, 1))));
      }),
    );
  });

  it("marks today (selectable only with same-day reservations) and nothing past one month", () => {
    const strict = calendarWeeks(d(2026, 11, 18), false).flat();
    const pick = (iso: string) => strict.find((day) => day.iso === iso)!;
    expect(pick("2026-11-17").isSelectable).toBe(false);
    expect(pick("2026-11-18")).toMatchObject({ isSelectable: false, isToday: true });
    expect(pick("2026-11-19").isSelectable).toBe(true);
    expect(pick("2026-12-18").isSelectable).toBe(true);
    expect(pick("2026-12-19").isSelectable).toBe(false);
    expect(strict.filter((day) => day.isToday)).toHaveLength(1);
    const sameDay = calendarWeeks(d(2026, 11, 18), true).flat();
    expect(sameDay.find((day) => day.iso === "2026-11-18")!.isSelectable).toBe(true);
  });
});
