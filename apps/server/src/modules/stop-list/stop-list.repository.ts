import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { stopList, stopListVersions } from "../../db/schema/index";

export type StopRow = {
  productId: string;
  variantItemId: string | null;
  stoppedAt: Date;
  stoppedBy: string;
};

const rowColumns = {
  productId: stopList.productId,
  variantItemId: stopList.variantItemId,
  stoppedAt: stopList.stoppedAt,
  stoppedBy: stopList.stoppedBy,
};

export function createStopListRepository(db: Db) {
  return {
    async list(venueId: string): Promise<StopRow[]> {
      return db
        .select(rowColumns)
        .from(stopList)
        .where(eq(stopList.venueId, venueId))
        .orderBy(asc(stopList.stoppedAt), asc(stopList.productId));
    },

    // Marks or clears one entry. A change bumps the venue's stop list revision in the same transaction
    // (the venue's data version, venue.repository.ts), so no process can read the new list under the old
    // version; setting what is already set changes nothing and answers false.
    async set(
      venueId: string,
      entry: { productId: string; variantItemId: string | null },
      unavailable: boolean,
      by: string,
      now: Date,
      // What else the change writes in its own transaction: the change log's entry, and the stations'
      // cancels of a stopped line. `revision` is the stop list revision this change made (one per change).
      record?: (tx: Tx, revision: number) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        let changed: boolean;
        if (unavailable) {
          const inserted = await tx
            .insert(stopList)
            .values({ venueId, ...entry, stoppedAt: now, stoppedBy: by })
            .onConflictDoNothing()
            .returning({ productId: stopList.productId });
          changed = inserted.length > 0;
        } else {
          const deleted = await tx
            .delete(stopList)
            .where(
              and(
                eq(stopList.venueId, venueId),
                eq(stopList.productId, entry.productId),
                entry.variantItemId === null
                  ? isNull(stopList.variantItemId)
                  : eq(stopList.variantItemId, entry.variantItemId),
              ),
            )
            .returning({ productId: stopList.productId });
          changed = deleted.length > 0;
        }
        if (changed) {
          const [version] = await tx
            .insert(stopListVersions)
            .values({ venueId, revision: 1, changedAt: now })
            .onConflictDoUpdate({
              target: stopListVersions.venueId,
              set: { revision: sql`${stopListVersions.revision} + 1`, changedAt: now },
            })
            .returning({ revision: stopListVersions.revision });
          await record?.(tx, version!.revision);
        }
        return changed;
      });
    },
  };
}
export type StopListRepository = ReturnType<typeof createStopListRepository>;
