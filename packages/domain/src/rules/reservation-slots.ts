import type { WeekSchedule } from "../contract/venue";
import { dayPair } from "./schedule-status";
import type { LocalDate } from "./zoned-time";

// SPEC §9 reservations: slots in 30-minute steps.
export const slotStepMinutes = 30;
const stepMs = slotStepMinutes * 60_000;

// The slots of one venue-local day: every 30 minutes from the day's opening while a whole slot fits
// before its closing, and only those still ahead of `now`. The day's opening pair is the schedule rule's
// (SPEC §4): an end before the start runs past midnight, so a bar's Friday night slots belong to Friday;
// an end equal to the start is open around the clock. Steps are in real time, so a DST change neither
// repeats nor invents a slot: on a spring-forward night 02:30 is followed by 04:00.
export function slotStarts(schedule: WeekSchedule, timeZone: string, date: LocalDate, now: Date): Date[] {
  const pair = dayPair(date, schedule, timeZone);
  if (!pair) return [];
  const starts: Date[] = [];
  for (let t = pair.start.getTime(); t + stepMs <= pair.end.getTime(); t += stepMs) {
    if (t > now.getTime()) starts.push(new Date(t));
  }
  return starts;
}
