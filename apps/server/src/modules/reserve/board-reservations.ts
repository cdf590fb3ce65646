import { and, asc, eq, gte, ne, or, sql } from "drizzle-orm";
import type { StaffReservation } from "@tablewise/domain/contract/staff";
import { fromLocal, toLocal } from "@tablewise/domain/rules/zoned-time";
import type { Db } from "../../db/client";
import { reservations, venues } from "../../db/schema/index";
import { presentStaffReservation } from "./present-reservation";

// A cancelled reservation (declined or expired) stays on the board this long after it was cancelled.
export const cancelledShownMs = 2 * 60 * 60_000;

// The board's reservations (contract staff.ts), from the start of today in the venue's
// zone, without those cancelled more than 2 hours ago, by time. The staff board is composed from it.
export function createBoardReservations(db: Db) {
  return async (venueId: string, now: Date): Promise<StaffReservation[]> => {
    const [venue] = await db
      .select({ timeZone: sql<string>`${venues.data}->>'timezone'` })
      .from(venues)
      .where(eq(venues.id, venueId));
    if (!venue) return [];
    const today = toLocal(now, venue.timeZone);
    const startOfToday = fromLocal(today, 0, 0, venue.timeZone);
    const cancelledSince = new Date(now.getTime() - cancelledShownMs);
    const rows = await db
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.venueId, venueId),
          gte(reservations.startsAt, startOfToday),
          // A cancellation moves updated_at; nothing changes a cancelled reservation after it.
          or(ne(reservations.status, "cancelled"), gte(reservations.updatedAt, cancelledSince)),
        ),
      )
      .orderBy(asc(reservations.startsAt), asc(reservations.createdAt));
    return rows.map(presentStaffReservation);
  };
}
