// SPEC §5, §9 reservation dates: bookable from today or tomorrow up to one month ahead. Dates are
// calendar days on the venue's clock.
import { addDays, type LocalDate } from "./zoned-time";

const pad = (n: number) => String(n).padStart(2, "0");
export const isoDate = (d: LocalDate) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;
export const compareDates = (a: LocalDate, b: LocalDate) => isoDate(a).localeCompare(isoDate(b));

export function parseIsoDate(iso: string): LocalDate {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

// The same day one month later, clamped to the month's end (31 Jan -> 28/29 Feb).
export function addOneMonth(d: LocalDate): LocalDate {
  const month = d.month === 12 ? 1 : d.month + 1;
  const year = d.month === 12 ? d.year + 1 : d.year;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(d.day, lastDay) };
}

// SPEC §5: a reservation date is today (only when the venue allows same-day reservations) or later, up to
// one month ahead. `today` is the venue's local date.
export function isBookableDate(date: LocalDate, today: LocalDate, allowSameDay: boolean): boolean {
  const first = allowSameDay ? today : addDays(today, 1);
  return compareDates(date, first) >= 0 && compareDates(date, addOneMonth(today)) <= 0;
}
