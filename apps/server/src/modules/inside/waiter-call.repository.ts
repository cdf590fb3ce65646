import { and, asc, desc, eq, gt, isNull, or } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { insideTables, waiterCalls } from "../../db/schema/index";

// A waiter call with the names of its table, as the venue's console lists it.
export type WaiterCallView = typeof waiterCalls.$inferSelect & { sectionName: string; tableName: string };

const withTable = {
  id: waiterCalls.id,
  tableCode: waiterCalls.tableCode,
  visitorId: waiterCalls.visitorId,
  calledAt: waiterCalls.calledAt,
  venueId: waiterCalls.venueId,
  acknowledgedAt: waiterCalls.acknowledgedAt,
  acknowledgedBy: waiterCalls.acknowledgedBy,
  sectionName: insideTables.sectionName,
  tableName: insideTables.tableName,
};

// The venue's side of SPEC §7 call-waiter (the guest's insert stays in
// inside.repository.ts, under the cooldown's lock).
export function createWaiterCallRepository(db: Db) {
  const select = () =>
    db
      .select(withTable)
      .from(waiterCalls)
      .innerJoin(insideTables, eq(insideTables.code, waiterCalls.tableCode));

  return {
    async find(id: string): Promise<WaiterCallView | null> {
      return (await select().where(eq(waiterCalls.id, id)).limit(1))[0] ?? null;
    },

    // Only an open call changes, so two waiters acknowledging at once record the first one.
    // The audit entry (`record`) is written in the same transaction.
    async acknowledge(
      id: string,
      by: string,
      now: Date,
      record?: (tx: Tx, venueId: string) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(waiterCalls)
          .set({ acknowledgedAt: now, acknowledgedBy: by })
          .where(and(eq(waiterCalls.id, id), isNull(waiterCalls.acknowledgedAt)))
          .returning({ venueId: waiterCalls.venueId });
        if (rows[0] && record) await record(tx, rows[0].venueId);
        return rows.length > 0;
      });
    },

    // The board's calls: the open ones made since `openSince`, and those acknowledged since `ackSince`,
    // oldest call first.
    async forBoard(venueId: string, since: { open: Date; acknowledged: Date }): Promise<WaiterCallView[]> {
      return select()
        .where(
          and(
            eq(waiterCalls.venueId, venueId),
            or(
              and(isNull(waiterCalls.acknowledgedAt), gt(waiterCalls.calledAt, since.open)),
              gt(waiterCalls.acknowledgedAt, since.acknowledged),
            ),
          ),
        )
        .orderBy(asc(waiterCalls.calledAt), asc(waiterCalls.id));
    },

    // The table's latest call made after `since` (the start of the table's current session).
    async latestAt(tableCode: string, since: Date): Promise<WaiterCallView | null> {
      const rows = await select()
        .where(and(eq(waiterCalls.tableCode, tableCode), gt(waiterCalls.calledAt, since)))
        .orderBy(desc(waiterCalls.calledAt))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}
export type WaiterCallRepository = ReturnType<typeof createWaiterCallRepository>;
