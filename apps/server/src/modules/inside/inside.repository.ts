import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, ne, notInArray, sql } from "drizzle-orm";
import { tableTokenSchema } from "@tablewise/domain/contract/common";
import type { Db } from "../../db/client";
import { insideTables, openOrderStatuses, orders, venues, waiterCalls } from "../../db/schema/index";
import { toVenueVersion, venueVersionColumns } from "../venue/index";
import type { TableEpochs } from "../../security/table-access";
import type { TableRow } from "../orders/index";

// The table an order is placed at is the orders module's type (inside sits above orders).
export type { TableRow };

// When an order stopped being open: its close time (every close path sets it), else its last change.
const finishedAt = sql`coalesce(${orders.closedAt}, ${orders.updatedAt})`;

export function createInsideRepository(db: Db) {
  return {
    // The key in /inside/{key} is the typed 6-digit code or the QR's long token.
    async findTable(key: string): Promise<TableRow | null> {
      const column = tableTokenSchema.safeParse(key).success ? insideTables.token : insideTables.code;
      // A retired table answers as an unknown one (its code, its QR, its socket room).
      const rows = await db
        .select()
        .from(insideTables)
        .where(and(eq(column, key), isNull(insideTables.retiredAt)))
        .limit(1);
      return rows[0] ?? null;
    },

    // The table with its venue's data version (one statement where the venue cache's version
    // check was a second): the caller takes the snapshot of that version from the cache.
    async findTableVersioned(key: string): Promise<{ table: TableRow; version: string } | null> {
      const column = tableTokenSchema.safeParse(key).success ? insideTables.token : insideTables.code;
      const rows = await db
        .select({
          code: insideTables.code,
          venueId: insideTables.venueId,
          sectionName: insideTables.sectionName,
          tableName: insideTables.tableName,
          token: insideTables.token,
          ...venueVersionColumns,
        })
        .from(insideTables)
        .innerJoin(venues, eq(venues.id, insideTables.venueId))
        .where(and(eq(column, key), isNull(insideTables.retiredAt)))
        .limit(1);
      const row = rows[0];
      if (!row) return null;
      const { revision, updatedAt, stopRevision, ...table } = row;
      return { table, version: toVenueVersion({ revision, updatedAt, stopRevision }) };
    },

    // Staff table list: every table of the venue with its code and token.
    async venueTables(venueId: string): Promise<TableRow[]> {
      return db
        .select()
        .from(insideTables)
        .where(eq(insideTables.venueId, venueId))
        .orderBy(insideTables.sectionName, insideTables.tableName, insideTables.code);
    },

    // SPEC §9 call-waiter cooldown: the check and the insert run under one transaction-scoped advisory
    // lock per table, so two calls at once cannot both pass.
    async callWaiter(
      table: { code: string; venueId: string },
      visitorId: string | undefined,
      now: Date,
      cooldownMs: number,
    ): Promise<{ id: string; calledAt: Date } | { lastAt: Date }> {
      const { code } = table;
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`waiter-call:${code}`}))`);
        const since = new Date(now.getTime() - cooldownMs);
        const last = await tx
          .select({ calledAt: waiterCalls.calledAt })
          .from(waiterCalls)
          .where(and(eq(waiterCalls.tableCode, code), gt(waiterCalls.calledAt, since)))
          .orderBy(desc(waiterCalls.calledAt))
          .limit(1);
        if (last[0]) return { lastAt: last[0].calledAt };
        const id = randomBytes(12).toString("base64url");
        await tx.insert(waiterCalls).values({
          id,
          tableCode: code,
          venueId: table.venueId,
          visitorId: visitorId ?? null,
          calledAt: now,
        });
        return { id, calledAt: now };
      });
    },
  };
}
// Table epochs (table-access.ts), in whole milliseconds: the last close time of the table's
// finished orders, overall or before an order was created (that order itself left out).
export function createTableEpochs(db: Db): TableEpochs {
  async function epoch(tableCode: string, before?: { id: string; createdAt: Date }): Promise<number> {
    const rows = await db
      .select({ ms: sql<string | null>`(round(extract(epoch from max(${finishedAt})) * 1000))::text` })
      .from(orders)
      .where(
        and(
          eq(orders.tableCode, tableCode),
          notInArray(orders.status, [...openOrderStatuses]),
          before ? ne(orders.id, before.id) : undefined,
          before ? sql`${finishedAt} <= ${before.createdAt.toISOString()}` : undefined,
        ),
      );
    const ms = rows[0]?.ms;
    return ms ? Number(ms) : 0;
  }
  return {
    current: (tableCode) => epoch(tableCode),
    ofOrder: (row) => epoch(row.tableCode, { id: row.id, createdAt: row.createdAt }),
  };
}

export type InsideRepository = ReturnType<typeof createInsideRepository>;
