import { weekdayKeys, type DaySchedule, type WeekSchedule } from "../contract/venue";
import { addDays, fromLocal, toLocal, weekdayOf, type LocalDate } from "./zoned-time";

// SPEC §4 "Schedule display", evaluated in the venue's time zone (issue 2).
export type Pair = { start: Date; end: Date };
export type ScheduleStatus =
  | { isOpen: true; closesAt: Date | null; minutesUntilClose: number | null }
  | { isOpen: false; opensAt: Date | null; minutesUntilOpen: number | null };

// The opening pair of one calendar day: 24:00 ends at the next midnight; an end at or before the start
// runs past midnight.
export function dayPair(day: LocalDate, schedule: WeekSchedule, timeZone: string): Pair | null {
  const entry: DaySchedule = schedule[weekdayKeys[weekdayOf(day)]!];
  if (!entry.workday) return null;
  const startMin = entry.startHour * 60 + entry.startMinute;
  const endMin = Math.min(entry.endHour * 60 + entry.endMinute, 24 * 60);
  const start = fromLocal(day, entry.startHour, entry.startMinute, timeZone);
  const endDay = endMin <= startMin || endMin === 24 * 60 ? addDays(day, 1) : day;
  const end = fromLocal(endDay, Math.floor(endMin / 60) % 24, endMin % 60, timeZone);
  return end > start ? { start, end } : null;
}

// Pairs from yesterday (it may still run past midnight) over the next `days` days, touching pairs merged.
export function schedulePairs(schedule: WeekSchedule, timeZone: string, now: Date, days = 8): Pair[] {
  const today = toLocal(now, timeZone);
  const pairs: Pair[] = [];
  for (let i = -1; i < days; i++) {
    const p = dayPair(addDays(today, i), schedule, timeZone);
    if (!p) continue;
    const last = pairs[pairs.length - 1];
    if (last && p.start <= last.end) last.end = p.end > last.end ? p.end : last.end;
    else pairs.push({ ...p });
  }
  return pairs;
}

export function todayPair(schedule: WeekSchedule, timeZone: string, now: Date): Pair | null {
  return dayPair(toLocal(now, timeZone), schedule, timeZone);
}

const minutesBetween = (a: Date, b: Date) => Math.max(0, Math.ceil((b.getTime() - a.getTime()) / 60_000));

export function scheduleStatus(schedule: WeekSchedule, timeZone: string, now: Date): ScheduleStatus {
  const pairs = schedulePairs(schedule, timeZone, now);
  const current = pairs.find((p) => p.start <= now && now < p.end);
  if (current) {
    // A venue open around the clock through the whole window has no closing time to show.
    const isLast = current === pairs[pairs.length - 1];
    const horizon = now.getTime() + 7 * 24 * 3_600_000;
    if (isLast && current.end.getTime() >= horizon) return { isOpen: true, closesAt: null, minutesUntilClose: null };
    return { isOpen: true, closesAt: current.end, minutesUntilClose: minutesBetween(now, current.end) };
  }
  const next = pairs.find((p) => p.start > now);
  if (!next) return { isOpen: false, opensAt: null, minutesUntilOpen: null };
  return { isOpen: false, opensAt: next.start, minutesUntilOpen: minutesBetween(now, next.start) };
}

// Minutes split for "closes in 2 h 5 min" style labels; the UI formats it with i18n plurals.
export function splitDuration(totalMinutes: number): { days: number; hours: number; minutes: number } {
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  return { days, hours, minutes: totalMinutes % 60 };
}
