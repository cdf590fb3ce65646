import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reservationSlots, reservations } from "../../db/schema/index";

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservationRow = typeof reservations.$inferInsert;

// 144 random bits: the id alone opens the guest's reservation (SPEC §7 GET /reservations/{id}).
export const newSecretId = () => randomBytes(18).toString("base64url");

export function createReserveRepository(db: Db) {
  return {
    // Places taken per slot start for one service, at the given starts (one venue-local day's slots).
    async taken(venueId: string, serviceId: string, starts: readonly Date[]): Promise<Map<number, number>> {
      if (starts.length === 0) return new Map();
      const rows = await db
        .select()
        .from(reservationSlots)
        .where(
          and(
            eq(reservationSlots.venueId, venueId),
            eq(reservationSlots.serviceId, serviceId),
            inArray(reservationSlots.startsAt, [...starts]),
          ),
        );
      return new Map(rows.map((r) => [r.startsAt.getTime(), r.taken]));
    },

    // Takes the places and stores the reservation in one transaction. The guarded increment is a single
    // statement, so of two guests racing for the last places one updates the row and the other finds the
    // guard false: null, and nothing is stored.
    async book(row: NewReservationRow, serviceId: string, capacity: number): Promise<ReservationRow | null> {
      return db.transaction(async (tx) => {
        await tx
          .insert(reservationSlots)
          .values({ venueId: row.venueId, serviceId, startsAt: row.startsAt, taken: 0 })
          .onConflictDoNothing();
        const claimed = await tx
          .update(reservationSlots)
          .set({ taken: sql`${reservationSlots.taken} + ${row.persons}` })
          .where(
            and(
              eq(reservationSlots.venueId, row.venueId),
              eq(reservationSlots.serviceId, serviceId),
              eq(reservationSlots.startsAt, row.startsAt),
              sql`${reservationSlots.taken} + ${row.persons} <= ${capacity}`,
            ),
          )
          .returning();
        if (claimed.length === 0) return null;
        return (await tx.insert(reservations).values(row).returning())[0]!;
      });
    },

    async find(id: string): Promise<ReservationRow | null> {
      return (await db.select().from(reservations).where(eq(reservations.id, id)).limit(1))[0] ?? null;
    },

    async findByPayment(paymentId: string): Promise<ReservationRow | null> {
      const rows = await db.select().from(reservations).where(eq(reservations.paymentId, paymentId)).limit(1);
      return rows[0] ?? null;
    },

    // Settles once: only a pending, unpaid reservation changes (a replayed approve finds nothing).
    async markPaid(id: string, now: Date): Promise<ReservationRow | null> {
      const rows = await db
        .update(reservations)
        .set({ paid: true, status: "confirmed", paidAt: now })
        .where(and(eq(reservations.id, id), eq(reservations.status, "pending"), eq(reservations.paid, false)))
        .returning();
      return rows[0] ?? null;
    },
  };
}
export type ReserveRepository = ReturnType<typeof createReserveRepository>;
