import { weekdayKeys, type DaySchedule, type Weekday, type WeekSchedule } from "../contract/venue";
import { addDays, fromLocal, toLocal, weekdayOf, type LocalDate } from "./zoned-time";

// SPEC §4 "Schedule display", evaluated in the venue's IANA time zone; `now` is a parameter.
export type Pair = { start: Date; end: Date };
export type ScheduleStatus =
  | { isOpen: true; closesAt: Date | null; minutesUntilClose: number | null }
  | { isOpen: false; opensAt: Date | null; minutesUntilOpen: number | null };

const dayMinutes = 24 * 60;
const weekMs = 7 * 86_400_000;

// The opening pair of one calendar day in the zone: 24:00 ends at the next midnight; an end before the
// start runs past midnight; an end equal to the start is open around the clock.
export function dayPair(day: LocalDate, schedule: WeekSchedule, timeZone: string): Pair | null {
  const entry: DaySchedule = schedule[weekdayKeys[weekdayOf(day)]!];
  if (!entry.workday) return null;
  const startMin = entry.startHour * 60 + entry.startMinute;
  const endMin = Math.min(entry.endHour * 60 + entry.endMinute, dayMinutes);
  const start = fromLocal(day, entry.startHour, entry.startMinute, timeZone);
  const endDay = endMin <= startMin || endMin === dayMinutes ? addDays(day, 1) : day;
  const end = fromLocal(endDay, Math.floor(endMin / 60) % 24, endMin % 60, timeZone);
  return end > start ? { start, end } : null;
}

// Pairs of the days from yesterday (its pair may still run past midnight) to `days` ahead, with
// touching or overlapping pairs merged into one.
function pairsAround(schedule: WeekSchedule, timeZone: string, now: Date, days: number): Pair[] {
  const today = toLocal(now, timeZone);
  const pairs: Pair[] = [];
  for (let i = -1; i <= days; i++) {
    const p = dayPair(addDays(today, i), schedule, timeZone);
    if (!p) continue;
    const last = pairs[pairs.length - 1];
    if (last && p.start <= last.end) last.end = p.end > last.end ? p.end : last.end;
    else pairs.push({ ...p });
  }
  return pairs;
}

// SPEC §3 schedule_pairs: the opening pairs still ahead (or running) that start within the next 7 days.
export function schedulePairs(schedule: WeekSchedule, timeZone: string, now: Date): Pair[] {
  const horizon = now.getTime() + weekMs;
  return pairsAround(schedule, timeZone, now, 7).filter((p) => p.end > now && p.start.getTime() < horizon);
}

// SPEC §3 today_schedule_computed: today's pair, except that while yesterday's pair still runs past
// midnight that one is today's, so the §4 rule "open between today's start and end" holds after midnight.
export function todayPair(schedule: WeekSchedule, timeZone: string, now: Date): Pair | null {
  const today = toLocal(now, timeZone);
  const yesterday = dayPair(addDays(today, -1), schedule, timeZone);
  if (yesterday && yesterday.start <= now && now < yesterday.end) return yesterday;
  return dayPair(today, schedule, timeZone);
}

const minutesBetween = (a: Date, b: Date) => Math.max(0, Math.ceil((b.getTime() - a.getTime()) / 60_000));

// SPEC §4: open with the time until close; before today's start closed with the time until opening;
// otherwise closed until the next pair starting after the end; no known opening when every day is off.
export function scheduleStatus(schedule: WeekSchedule, timeZone: string, now: Date): ScheduleStatus {
  // Eight days ahead: a venue open one day a week, asked just after closing, opens again in under 7 days.
  const pairs = pairsAround(schedule, timeZone, now, 8);
  const current = pairs.find((p) => p.start <= now && now < p.end);
  if (current) {
    // Open around the clock through the whole window: there is no closing time to show.
    if (current.end.getTime() - now.getTime() >= weekMs)
      return { isOpen: true, closesAt: null, minutesUntilClose: null };
    return { isOpen: true, closesAt: current.end, minutesUntilClose: minutesBetween(now, current.end) };
  }
  const next = pairs.find((p) => p.start > now);
  if (!next) return { isOpen: false, opensAt: null, minutesUntilOpen: null };
  return { isOpen: false, opensAt: next.start, minutesUntilOpen: minutesBetween(now, next.start) };
}

// Whole minutes split for "closes in 1 d 2 h 5 min" labels; the UI formats it with i18n plurals.
export type DurationParts = { days: number; hours: number; minutes: number };
export function splitDuration(totalMinutes: number): DurationParts {
  const total = Number.isFinite(totalMinutes) ? Math.max(0, Math.ceil(totalMinutes)) : 0;
  return {
    days: Math.floor(total / dayMinutes),
    hours: Math.floor((total % dayMinutes) / 60),
    minutes: total % 60,
  };
}

// SPEC §2 expanded schedule: mon..sun with start and end as "HH:mm", or a day off.
export type ScheduleRow =
  { day: Weekday; dayOff: true } | { day: Weekday; dayOff: false; start: string; end: string };
const clock = (h: number, m: number) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
export function scheduleRows(schedule: WeekSchedule): ScheduleRow[] {
  return weekdayKeys.map((day) => {
    const d = schedule[day];
    if (!d.workday) return { day, dayOff: true };
    return {
      day,
      dayOff: false,
      start: clock(d.startHour, d.startMinute),
      end: clock(d.endHour, d.endMinute),
    };
  });
}
