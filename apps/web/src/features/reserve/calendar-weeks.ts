import {
  addOneMonth,
  compareDates as compare,
  isBookableDate,
  isoDate,
} from "@tablewise/domain/rules/reservation-dates";
import { addDays, weekdayOf, type LocalDate } from "@tablewise/domain/rules/zoned-time";

export type CalendarDay = { date: LocalDate; iso: string; isSelectable: boolean; isToday: boolean };

// SPEC §9 calendar: from the start (Monday) of the current ISO week through the end (Sunday) of the week
// holding the date one month ahead. SPEC §5: a date can be picked from today (only when the venue allows
// same-day reservations; otherwise tomorrow) up to one month ahead.
export function calendarWeeks(today: LocalDate, allowSameDay: boolean): CalendarDay[][] {
  const last = addOneMonth(today);
  let day = addDays(today, -weekdayOf(today));
  const end = addDays(last, 6 - weekdayOf(last));
  const weeks: CalendarDay[][] = [];
  while (compare(day, end) <= 0) {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i++) {
      week.push({
        date: day,
        iso: isoDate(day),
        isSelectable: isBookableDate(day, today, allowSameDay),
        isToday: compare(day, today) === 0,
      });
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}
