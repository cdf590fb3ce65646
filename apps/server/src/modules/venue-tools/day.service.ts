import type { DayCloseOut, DayCloseOutBody } from "@tablewise/domain/contract/day";
import type { StaffDay } from "@tablewise/domain/contract/staff";
import type { Venue } from "@tablewise/domain/contract/venue";
import { addDays, fromLocal, toLocal, type LocalDate } from "@tablewise/domain/rules/zoned-time";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import type { StaffActor } from "../../http/staff-actor";
import type { DayRatingsReader } from "../ratings/index";
import type { DayAdjustments } from "./day-adjustments";
import { listCloseOuts, storeCloseOut } from "./day-close-out";
import { dayMoneyOf, summariseDay } from "./day-summary";
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
  db: Db,
  clock: () => Date,
  adjustments?: DayAdjustments,
  ratings?: DayRatingsReader,
) {
  // `date` is "YYYY-MM-DD" (already validated), absent for today at the venue.
  const localOf = (venue: Venue, date: string | undefined): LocalDate =>
    date
      ? { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) }
      : toLocal(clock(), venue.timezone);
  async function rowsOf(venue: Venue, local: LocalDate) {
    const { from, to } = dayBounds(local, venue.timezone);
    const [orders, payments, deposits] = await Promise.all([
      repo.dayOrders(venue._id, from, to),
      repo.dayPayments(venue._id, from, to),
      repo.dayDeposits(venue._id, from, to),
    ]);
    return { orders, payments, deposits };
  }
  return {
    async day(venue: Venue, date: string | undefined): Promise<StaffDay> {
      const local = localOf(venue, date);
      const { from, to } = dayBounds(local, venue.timezone);
      const [{ orders, payments, deposits }, closeOuts, adjusted, rated] = await Promise.all([
        rowsOf(venue, local),
        listCloseOuts(db, venue._id, isoDate(local)),
        adjustments?.(venue._id, from, to),
        ratings?.(venue._id, from, to),
      ]);
      const summary = summariseDay({
        date: isoDate(local),
        currency: venue.currency,
        timeZone: venue.timezone,
        waiters: venue.tips.waiters,
        orders,
        payments,
        deposits,
        closeOuts,
      });
      return {
        ...summary,
        ...(adjusted ? { adjustments: adjusted } : {}),
        ...(rated ? { ratings: rated } : {}),
      };
    },

    // The manager's end-of-shift close-out of a venue day, from its money as it stands now.
    async closeOut(
      venue: Venue,
      actor: StaffActor & { kind: "staff" },
      body: DayCloseOutBody,
    ): Promise<DayCloseOut> {
      const local = localOf(venue, body.date);
      // A day that has not begun at the venue has no drawer to count yet.
      if (isoDate(local) > isoDate(toLocal(clock(), venue.timezone)))
        throw new HttpError(400, "validation_failed", "That day has not begun at the venue");
      const { payments, deposits } = await rowsOf(venue, local);
      return storeCloseOut(
        db,
        actor,
        venue._id,
        isoDate(local),
        dayMoneyOf(payments, deposits),
        body,
        clock(),
      );
    },
  };
}
export type DayService = ReturnType<typeof createDayService>;
