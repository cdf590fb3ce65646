import { describe, expect, it } from "vitest";
import { addOneMonth, isBookableDate } from "./reservation-dates";

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe("reservation dates (SPEC §5: today with allow_same_day, up to one month ahead)", () => {
  const today = d(2026, 11, 23);
  it("books from today only with same-day reservations, up to one month ahead", () => {
    expect(isBookableDate(today, today, true)).toBe(true);
    expect(isBookableDate(today, today, false)).toBe(false);
    expect(isBookableDate(d(2026, 11, 24), today, false)).toBe(true);
    expect(isBookableDate(d(2026, 12, 23), today, true)).toBe(true);
    expect(isBookableDate(d(2026, 12, 24), today, true)).toBe(false);
    expect(isBookableDate(d(2026, 11, 22), today, true)).toBe(false);
  });
  it("clamps one month ahead to a shorter month, knows leap years and crosses the year", () => {
    expect(addOneMonth(d(2027, 1, 31))).toEqual(d(2027, 2, 28));
    expect(addOneMonth(d(2028, 1, 31))).toEqual(d(2028, 2, 29));
    expect(addOneMonth(d(2026, 12, 15))).toEqual(d(2027, 1, 15));
    expect(isBookableDate(d(2027, 1, 31), d(2026, 12, 31), false)).toBe(true);
    expect(isBookableDate(d(2027, 2, 1), d(2026, 12, 31), false)).toBe(false);
    expect(isBookableDate(d(2027, 2, 28), d(2027, 1, 31), true)).toBe(true);
    expect(isBookableDate(d(2027, 3, 1), d(2027, 1, 31), true)).toBe(false);
  });
});
