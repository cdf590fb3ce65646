import {
  weekdayKeys,
  type DaySchedule,
  type WeekSchedule,
  type Weekday,
} from "@tablewise/domain/contract/venue";

export type ScheduleRow = { key: Weekday; index: number; hours: string | "day_off" | "all_day" };

const pad = (n: number) => String(n).padStart(2, "0");
const clock = (hour: number, minute: number) => `${pad(hour)}:${pad(minute)}`;

export function dayHours(day: DaySchedule): ScheduleRow["hours"] {
  if (!day.workday) return "day_off";
  if (day.startHour === 0 && day.startMinute === 0 && day.endHour === 24 && day.endMinute === 0)
    return "all_day";
  return `${clock(day.startHour, day.startMinute)}–${clock(day.endHour, day.endMinute)}`;
}

// SPEC §2/§9: Monday to Sunday, the week starting on Monday.
export function scheduleRows(schedule: WeekSchedule): ScheduleRow[] {
  return weekdayKeys.map((key, index) => ({ key, index, hours: dayHours(schedule[key]) }));
}

// Weekday names in the UI language; 1 January 2024 was a Monday.
export function weekdayName(index: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, 1 + index)),
  );
}
