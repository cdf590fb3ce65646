import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, gte, lt, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payments, ratings, type RatingRow } from "../../db/schema/index";
import { lowRatingMaxStars } from "@tablewise/domain/contract/rating";
import { isUniqueViolation, type OrderRow } from "../orders/index";

export type NewRating = { order: OrderRow; stars: number; comment: string | null; at: Date };

export function createRatingRepository(db: Db) {
  return {
    async hasPaidPayment(orderId: string): Promise<boolean> {
      const rows = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, "paid")))
        .limit(1);
      return rows.length > 0;
    },

    // null when the order already has its rating (the unique index decides two racing sends).
    async insert({ order, stars, comment, at }: NewRating): Promise<RatingRow | null> {
      const isInside = order.orderType === "inside";
      try {
        const rows = await db
          .insert(ratings)
          .values({
            id: randomBytes(12).toString("base64url"),
            venueId: order.venueId,
            orderId: order.id,
            orderSerial: order.serial,
            orderType: order.orderType,
            tableCode: isInside ? order.tableCode : null,
            sectionName: isInside ? order.sectionName : null,
            tableName: isInside ? order.tableName : null,
            stars,
            comment,
            createdAt: at,
          })
          .returning();
        return rows[0] ?? null;
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
    },

    between(venueId: string, from: Date, to: Date): Promise<RatingRow[]> {
      return db
        .select()
        .from(ratings)
        .where(and(eq(ratings.venueId, venueId), gte(ratings.createdAt, from), lt(ratings.createdAt, to)))
        .orderBy(asc(ratings.createdAt));
    },

    lowSince(venueId: string, since: Date): Promise<RatingRow[]> {
      return db
        .select()
        .from(ratings)
        .where(
          and(
            eq(ratings.venueId, venueId),
            gte(ratings.createdAt, since),
            lte(ratings.stars, lowRatingMaxStars),
          ),
        )
        .orderBy(desc(ratings.createdAt))
        .limit(100);
    },
  };
}
export type RatingRepository = ReturnType<typeof createRatingRepository>;
