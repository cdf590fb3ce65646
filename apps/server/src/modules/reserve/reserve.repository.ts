import { randomBytes } from "node:crypto";
import { and, asc, count, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { reservationSlots, reservations } from "../../db/schema/index";

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservationRow = typeof reservations.$inferInsert;

// 144 random bits: the id alone opens the guest's reservation (SPEC §7 GET /reservations/{id}).
export const newSecretId = () => randomBytes(18).toString("base64url");

// What book() can answer: the stored row, or why nothing was stored.
export type BookResult = { row: ReservationRow } | { refused: "full" | "phone_limit" };
export type PhoneLimit = { maxActive: number; now: Date };

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
    // guard false, and nothing is stored. A phone holds at most `maxActive` reservations at a
    // venue that are still ahead and not cancelled; counted under a lock per venue and phone, so parallel
    // requests cannot all pass the count.
    async book(
      row: NewReservationRow,
      serviceId: string,
      capacity: number,
      limit: PhoneLimit,
    ): Promise<BookResult> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`reservation-phone:${row.venueId}:${row.phone}`}))`,
        );
        const [active] = await tx
          .select({ n: count() })
          .from(reservations)
          .where(
            and(
              eq(reservations.venueId, row.venueId),
              eq(reservations.phone, row.phone),
              ne(reservations.status, "cancelled"),
              gt(reservations.startsAt, limit.now),
            ),
          );
        if ((active?.n ?? 0) >= limit.maxActive) return { refused: "phone_limit" as const };
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
        if (claimed.length === 0) return { refused: "full" as const };
        return { row: (await tx.insert(reservations).values(row).returning())[0]! };
      });
    },

    async find(id: string): Promise<ReservationRow | null> {
      return (await db.select().from(reservations).where(eq(reservations.id, id)).limit(1))[0] ?? null;
    },

    async findByPayment(paymentId: string): Promise<ReservationRow | null> {
      const rows = await db.select().from(reservations).where(eq(reservations.paymentId, paymentId)).limit(1);
      return rows[0] ?? null;
    },

    // Settles once: only a pending, unpaid reservation still inside its deadline changes (a replayed
    // approve, or one after the hold ran out, finds nothing).
    async markPaid(id: string, now: Date): Promise<ReservationRow | null> {
      const rows = await db
        .update(reservations)
        .set({ paid: true, status: "confirmed", paidAt: now, expiresAt: null, updatedAt: now })
        .where(
          and(
            eq(reservations.id, id),
            eq(reservations.status, "pending"),
            eq(reservations.paid, false),
            or(isNull(reservations.expiresAt), gt(reservations.expiresAt, now)),
          ),
        )
        .returning();
      return rows[0] ?? null;
    },

    // The venue confirms a pending reservation. Under the row's lock, so a confirm and a
    // decline (or a deposit's approval) at once apply one after the other; `decide` sees the row as it is.
    async decide(
      id: string,
      decide: (row: ReservationRow) => Partial<NewReservationRow> | null,
      // The audit entry, written in the same transaction as the change.
      record?: (tx: Tx, updated: ReservationRow) => Promise<void>,
    ): Promise<{ row: ReservationRow; changed: boolean } | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for("update");
        if (!row) return null;
        const change = decide(row);
        if (!change) return { row, changed: false };
        const [updated] = await tx
          .update(reservations)
          .set(change)
          .where(eq(reservations.id, id))
          .returning();
        // A reservation cancelled here gives its places back, like an expired hold.
        if (row.status !== "cancelled" && updated!.status === "cancelled") {
          await tx
            .update(reservationSlots)
            .set({ taken: sql`greatest(0, ${reservationSlots.taken} - ${row.persons})` })
            .where(
              and(
                eq(reservationSlots.venueId, row.venueId),
                eq(reservationSlots.serviceId, row.service.product_id),
                eq(reservationSlots.startsAt, row.startsAt),
              ),
            );
        }
        if (record) await record(tx, updated!);
        return { row: updated!, changed: true };
      });
    },

    // The venue moves a confirmed reservation to another slot start of its service: under the row's lock,
    // its places are taken at the new start by the same guarded increment as book() (so a move and a
    // guest's booking racing for the last places cannot both win) and given back at the old one.
    // `check` sees the row as it is and refuses (throws) what may not move; null when there is no row.
    async move(
      id: string,
      to: Date,
      capacity: number,
      check: (row: ReservationRow) => void,
      record: (tx: Tx, updated: ReservationRow, from: Date) => Promise<void>,
      now: Date,
    ): Promise<{ row: ReservationRow; changed: boolean } | { refused: "full" } | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for("update");
        if (!row) return null;
        check(row);
        if (row.startsAt.getTime() === to.getTime()) return { row, changed: false };
        const serviceId = row.service.product_id;
        await tx
          .insert(reservationSlots)
          .values({ venueId: row.venueId, serviceId, startsAt: to, taken: 0 })
          .onConflictDoNothing();
        const claimed = await tx
          .update(reservationSlots)
          .set({ taken: sql`${reservationSlots.taken} + ${row.persons}` })
          .where(
            and(
              eq(reservationSlots.venueId, row.venueId),
              eq(reservationSlots.serviceId, serviceId),
              eq(reservationSlots.startsAt, to),
              sql`${reservationSlots.taken} + ${row.persons} <= ${capacity}`,
            ),
          )
          .returning();
        if (claimed.length === 0) return { refused: "full" as const };
        await tx
          .update(reservationSlots)
          .set({ taken: sql`greatest(0, ${reservationSlots.taken} - ${row.persons})` })
          .where(
            and(
              eq(reservationSlots.venueId, row.venueId),
              eq(reservationSlots.serviceId, serviceId),
              eq(reservationSlots.startsAt, row.startsAt),
            ),
          );
        const [updated] = await tx
          .update(reservations)
          .set({ startsAt: to, updatedAt: now })
          .where(eq(reservations.id, id))
          .returning();
        await record(tx, updated!, row.startsAt);
        return { row: updated!, changed: true };
      });
    },

    // One venue-local day's reservations (every status), by time: [from, to) in UTC.
    async ofDay(venueId: string, from: Date, to: Date): Promise<ReservationRow[]> {
      return db
        .select()
        .from(reservations)
        .where(
          and(
            eq(reservations.venueId, venueId),
            gte(reservations.startsAt, from),
            lt(reservations.startsAt, to),
          ),
        )
        .orderBy(asc(reservations.startsAt), asc(reservations.createdAt));
    },

    // Work for the sweeper, by id only: each is re-checked in expire().
    async dueExpiry(now: Date): Promise<string[]> {
      const rows = await db
        .select({ id: reservations.id })
        .from(reservations)
        .where(
          and(
            eq(reservations.status, "pending"),
            eq(reservations.paid, false),
            lte(reservations.expiresAt, now),
          ),
        )
        .limit(500);
      return rows.map((r) => r.id);
    },

    // An unpaid reservation past its deadline is cancelled and gives its places back, in one
    // transaction; the guarded UPDATE makes a second sweeper (another process) or a late approve a no-op.
    async expire(id: string, now: Date): Promise<{ venueId: string } | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(reservations)
          .set({ status: "cancelled", expiresAt: null, updatedAt: now })
          .where(
            and(
              eq(reservations.id, id),
              eq(reservations.status, "pending"),
              eq(reservations.paid, false),
              lte(reservations.expiresAt, now),
            ),
          )
          .returning();
        if (!row) return null;
        await tx
          .update(reservationSlots)
          .set({ taken: sql`greatest(0, ${reservationSlots.taken} - ${row.persons})` })
          .where(
            and(
              eq(reservationSlots.venueId, row.venueId),
              eq(reservationSlots.serviceId, row.service.product_id),
              eq(reservationSlots.startsAt, row.startsAt),
            ),
          );
        return { venueId: row.venueId };
      });
    },
  };
}
export type ReserveRepository = ReturnType<typeof createReserveRepository>;
