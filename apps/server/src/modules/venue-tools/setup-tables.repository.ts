import { randomInt } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { insideTables, newTableToken, openOrderStatuses, orders } from "../../db/schema/index";

export type SetupTableRow = {
  code: string;
  sectionName: string;
  tableName: string;
  token: string;
  retiredAt: Date | null;
};

const columns = {
  code: insideTables.code,
  sectionName: insideTables.sectionName,
  tableName: insideTables.tableName,
  token: insideTables.token,
  retiredAt: insideTables.retiredAt,
};

// Natural order, as a venue numbers its tables: Hall 2 before Hall 10.
const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
const byPlace = (a: SetupTableRow, b: SetupTableRow) =>
  collator.compare(a.sectionName, b.sectionName) ||
  collator.compare(a.tableName, b.tableName) ||
  a.code.localeCompare(b.code);

// The tables as the venue's setup sees them, retired ones included. Runs in the caller's
// transaction so the check and the change are one.
export function createSetupTablesRepository(tx: Tx) {
  return {
    async list(venueId: string): Promise<SetupTableRow[]> {
      const rows = await tx.select(columns).from(insideTables).where(eq(insideTables.venueId, venueId));
      return rows.sort(byPlace);
    },

    async find(venueId: string, code: string): Promise<SetupTableRow | null> {
      const rows = await tx
        .select(columns)
        .from(insideTables)
        .where(and(eq(insideTables.venueId, venueId), eq(insideTables.code, code)))
        .limit(1);
      return rows[0] ?? null;
    },

    // A fresh code no venue uses (codes are global: /inside/{code} names the venue too), with a new token.
    // SPEC §5 codes are 6 digits; a leading zero is avoided so a printed code is never read as 5 digits.
    async create(venueId: string, place: { sectionName: string; tableName: string }): Promise<SetupTableRow> {
      for (let attempt = 0; attempt < 20; attempt++) {
        const code = String(randomInt(100_000, 1_000_000));
        const inserted = await tx
          .insert(insideTables)
          .values({ code, venueId, ...place, token: newTableToken() })
          .onConflictDoNothing()
          .returning(columns);
        if (inserted[0]) return inserted[0];
      }
      throw new Error("could not mint a free table code in 20 attempts");
    },

    async update(
      code: string,
      set: Partial<Pick<SetupTableRow, "sectionName" | "tableName" | "token" | "retiredAt">>,
    ): Promise<SetupTableRow> {
      const rows = await tx
        .update(insideTables)
        .set(set)
        .where(eq(insideTables.code, code))
        .returning(columns);
      return rows[0]!;
    },

    async hasOpenOrder(code: string): Promise<boolean> {
      const rows = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.tableCode, code), inArray(orders.status, [...openOrderStatuses])))
        .limit(1);
      return rows.length > 0;
    },
  };
}
