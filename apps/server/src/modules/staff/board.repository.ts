import { and, desc, eq, gte, inArray, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { openOrderStatuses, orders } from "../../db/schema/index";
import type { OrderRow } from "../orders/index";

// What the board shows of a venue's orders (contract/staff.ts staffBoardSchema).
export const recentlyEndedMs = 2 * 60 * 60_000;
// A bound on one answer: a venue with more open orders than this has a problem no board solves.
export const boardOrderLimit = 500;

export function createBoardRepository(db: Db) {
  return {
    // Open orders of every kind (eat-in waiting to closed; takeaway and delivery not yet closed or
    // cancelled) and those that ended in the last 2 hours, newest first. Each branch of the `or` is
    // served by an index on (venue_id, status) or (venue_id, closed_at).
    async orders(venueId: string, now: Date): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.venueId, venueId),
            or(
              inArray(orders.status, [...openOrderStatuses]),
              gte(orders.closedAt, new Date(now.getTime() - recentlyEndedMs)),
            ),
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(boardOrderLimit);
    },
  };
}
