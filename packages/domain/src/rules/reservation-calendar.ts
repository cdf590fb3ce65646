import { addOneMonth, compareDates, isBookableDate, isoDate } from "./reservation-dates";
import { addDays, weekdayOf, type LocalDate } from "./zoned-time";

export type CalendarDay = { date: LocalDate; iso: string; isSelectable: boolean; isToday: boolean };

// SPEC §9 calendar range: from the Monday of the current ISO week through the Sunday of the week that
// holds the date one month ahead. `today` is the venue's local date.
export function calendarRange(today: LocalDate): { first: LocalDate; last: LocalDate } {
  const monthAhead = addOneMonth(today);
  return { first: addDays(today, -weekdayOf(today)), last: addDays(monthAhead, 6 - weekdayOf(monthAhead)) };
}

// The calendar as weeks of seven days, Monday first (SPEC §9), each day marked selectable by the date
// rule of SPEC §5 (today only with same-day reservations, up to one month ahead).
export function calendarWeeks(today: LocalDate, allowSameDay: boolean): CalendarDay[][] {
  const { first, last } = calendarRange(today);
  const weeks: CalendarDay[][] = [];
  for (let day = first; compareDates(day, last) <= 0;) {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i++, day = addDays(day, 1)) {
      week.push({
        date: day,
        iso: isoDate(day),
        isSelectable: isBookableDate(day, today, allowSameDay),
        isToday: compareDates(day, today) === 0,
      });
    }
    weeks.push(week);
  }
  return weeks;
}
