// Wall-clock arithmetic in an IANA time zone with the runtime's own zone rules (no clock, no environment).
// Chosen over @date-fns/tz + date-fns because the only zone operations the rules need are "which wall
// clock is this instant" and "which instant is this wall clock", both a few lines over Temporal or
// Intl.DateTimeFormat (contract/time-zone.ts); the zone rules then come from the runtime's ICU (Node and
// every browser ship tzdata with it), and the domain, which the web bundle also imports, stays free of
// dependencies. DST gaps and overlaps are resolved in fromLocal and covered by the Europe/Kyiv tests in
// schedule-status.test.ts.
import { zonedFields } from "../contract/time-zone";

export type LocalDate = { year: number; month: number; day: number };
export type LocalDateTime = LocalDate & { hour: number; minute: number; weekday: number }; // 0 = Monday

export function toLocal(instant: Date, timeZone: string): LocalDateTime & { second: number } {
  return zonedFields(instant.getTime(), timeZone);
}

function offsetMs(instant: Date, timeZone: string): number {
  const l = toLocal(instant, timeZone);
  const asUtc = Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const dayMs = 86_400_000;

// The instant a wall clock in `timeZone` shows the given local time, resolved like Temporal's
// "compatible" disambiguation: in a fall-back overlap the earlier instant; in a spring-forward gap the
// time moves forward by the gap (03:30 in a 03:00->04:00 gap is 04:30). The offsets a day either side
// are the two candidates, since zones do not change offset twice within two days.
export function fromLocal(d: LocalDate, hour: number, minute: number, timeZone: string): Date {
  const wall = Date.UTC(d.year, d.month - 1, d.day, hour, minute);
  const before = offsetMs(new Date(wall - dayMs), timeZone);
  const after = offsetMs(new Date(wall + dayMs), timeZone);
  const shows = (t: number) => t + offsetMs(new Date(t), timeZone) === wall;
  const candidates = [wall - before, wall - after].filter(shows);
  return new Date(candidates.length > 0 ? Math.min(...candidates) : wall - before);
}

export function addDays(d: LocalDate, days: number): LocalDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

// 0 = Monday ... 6 = Sunday, for a calendar date.
export function weekdayOf(d: LocalDate): number {
  return (new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() + 6) % 7;
}
