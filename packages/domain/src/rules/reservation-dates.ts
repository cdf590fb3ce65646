import { weekdayKeys, type WeekSchedule } from "../contract/venue";
import { addDays, fromLocal, weekdayOf, type LocalDate } from "./zoned-time";

// SPEC §9 reservations: bookable up to one month ahead, slots in 30-minute steps.
export const slotStepMinutes = 30;

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

// The starts of the day's slots on the venue's clock: every 30 minutes from opening while a whole slot
// fits before closing, and only those still ahead of `now`. A day off has none; a closing time at or
// before the opening means open until midnight.
export function slotStarts(schedule: WeekSchedule, timeZone: string, date: LocalDate, now: Date): Date[] {
  const day = schedule[weekdayKeys[weekdayOf(date)]!];
  if (!day.workday) return [];
  const open = day.startHour * 60 + day.startMinute;
  let close = day.endHour * 60 + day.endMinute;
  if (close <= open) close = 24 * 60;
  const starts: Date[] = [];
  for (let m = open; m + slotStepMinutes <= close; m += slotStepMinutes) {
    const at = fromLocal(date, Math.floor(m / 60), m % 60, timeZone);
    if (at > now) starts.push(at);
  }
  return starts;
}
