import type { StaffDay } from "@tablewise/domain/contract/staff";
import type { Venue } from "@tablewise/domain/contract/venue";
import { addDays, fromLocal, toLocal, type LocalDate } from "@tablewise/domain/rules/zoned-time";
import type { DayAdjustments } from "./day-adjustments";
import { summariseDay } from "./day-summary";
import type { VenueToolsRepository } from "./venue-tools.repository";

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const isoDate = (d: LocalDate) => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;

// A day is the venue's wall-clock day (SPEC §9: its schedule's zone), midnight to midnight, whatever
// zone the server or the manager's browser is in; a 23- or 25-hour DST day is what it is.
export function dayBounds(date: LocalDate, timeZone: string): { from: Date; to: Date } {
  return { from: fromLocal(date, 0, 0, timeZone), to: fromLocal(addDays(date, 1), 0, 0, timeZone) };
}

export function createDayService(
  repo: VenueToolsRepository,
  clock: () => Date,
  adjustments?: DayAdjustments,
) {
  return {
    // `date` is "YYYY-MM-DD" (already validated), absent for today at the venue.
    async day(venue: Venue, date: string | undefined): Promise<StaffDay> {
      const local: LocalDate = date
        ? { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) }
        : toLocal(clock(), venue.timezone);
      const { from, to } = dayBounds(local, venue.timezone);
      const [orders, payments, adjusted] = await Promise.all([
        repo.dayOrders(venue._id, from, to),
        repo.dayPayments(venue._id, from, to),
        adjustments?.(venue._id, from, to),
      ]);
      const summary = summariseDay({
        date: isoDate(local),
        currency: venue.currency,
        waiters: venue.tips.waiters,
        orders,
        payments,
      });
      return adjusted ? { ...summary, adjustments: adjusted } : summary;
    },
  };
}
export type DayService = ReturnType<typeof createDayService>;
