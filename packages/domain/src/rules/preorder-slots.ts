import type { TimeslotsByDate } from "../contract/preorder";
import type { WeekSchedule } from "../contract/venue";
import { dayPair, type Pair } from "./schedule-status";
import { addDays, fromLocal, toLocal, type LocalDate } from "./zoned-time";

// SPEC §9 local slot generation in 30-minute steps, over a week of the venue's days.
export const preorderSlotStepMinutes = 30;
export const preorderSlotDays = 7;

export type PreorderSlotInput = {
  schedule: WeekSchedule; // the hours the system hands orders over (systemSchedule)
  timeZone: string;
  leadMinutes: number; // the mode's estimate (systemLeadMinutes)
  now: Date;
  days?: number;
};

const minuteMs = 60_000;
const pad = (n: number) => String(n).padStart(2, "0");
const isoDate = (d: LocalDate) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

// Opening pairs from yesterday (its pair may run past midnight) to the last day, touching ones merged.
function pairsOver(schedule: WeekSchedule, timeZone: string, first: LocalDate, days: number): Pair[] {
  const pairs: Pair[] = [];
  for (let i = -1; i <= days; i++) {
    const p = dayPair(addDays(first, i), schedule, timeZone);
    if (!p) continue;
    const last = pairs[pairs.length - 1];
    if (last && p.start <= last.end) last.end = p.end > last.end ? p.end : last.end;
    else pairs.push({ ...p });
  }
  return pairs;
}

// The wall-clock times of a venue day on the half hour. A day of 24 hours is its midnight plus whole
// steps; a day when the clocks change is walked time by time: in a spring-forward gap the missing times
// are skipped, in a fall-back overlap the repeated hour is offered once (its earlier instant).
function gridOf(day: LocalDate, timeZone: string, step: number): Date[] {
  const start = fromLocal(day, 0, 0, timeZone).getTime();
  const end = fromLocal(addDays(day, 1), 0, 0, timeZone).getTime();
  if (end - start === 24 * 60 * minuteMs)
    return Array.from({ length: (24 * 60) / step }, (_, i) => new Date(start + i * step * minuteMs));
  return walkGrid(day, timeZone, step);
}

function walkGrid(day: LocalDate, timeZone: string, step: number): Date[] {
  const seen = new Set<number>();
  const grid: Date[] = [];
  for (let m = 0; m < 24 * 60; m += step) {
    const hour = Math.floor(m / 60);
    const minute = m % 60;
    const at = fromLocal(day, hour, minute, timeZone);
    const shown = toLocal(at, timeZone);
    const exists =
      shown.year === day.year &&
      shown.month === day.month &&
      shown.day === day.day &&
      shown.hour === hour &&
      shown.minute === minute;
    if (!exists || seen.has(at.getTime())) continue;
    seen.add(at.getTime());
    grid.push(at);
  }
  return grid;
}

// A slot is a time on the grid within an opening pair, no sooner than the lead after the later of the
// pair's start and now: the kitchen starts when it opens, and nothing is ready before its estimate. A pair
// may end after midnight, so its late slots belong to the next day.
export function preorderSlots(input: PreorderSlotInput): TimeslotsByDate {
  const { schedule, timeZone, leadMinutes, now } = input;
  const days = input.days ?? preorderSlotDays;
  const today = toLocal(now, timeZone);
  const pairs = pairsOver(schedule, timeZone, today, days);
  const result: TimeslotsByDate = {};
  for (let i = 0; i < days; i++) {
    const day = addDays(today, i);
    const slots = gridOf(day, timeZone, preorderSlotStepMinutes)
      .filter((at) =>
        pairs.some((p) => {
          const from = Math.max(p.start.getTime(), now.getTime()) + leadMinutes * minuteMs;
          return at.getTime() >= from && at <= p.end;
        }),
      )
      .map((at) => ({ start: at.toISOString() }));
    if (slots.length) result[isoDate(day)] = slots;
  }
  return result;
}

// Whether a time is one of the slots offered (compared as instants, whatever offset it is written in).
export function isOfferedSlot(slots: TimeslotsByDate, target: string): boolean {
  const ms = Date.parse(target);
  return Object.values(slots).some((day) => day.some((s) => Date.parse(s.start) === ms));
}
