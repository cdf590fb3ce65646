import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { insideTables, waiterCalls } from "../../db/schema/index";

export type TableRow = { code: string; venueId: string; sectionName: string; tableName: string };

export function createInsideRepository(db: Db) {
  return {
    async findTable(code: string): Promise<TableRow | null> {
      const rows = await db.select().from(insideTables).where(eq(insideTables.code, code)).limit(1);
      return rows[0] ?? null;
    },

    // SPEC §9 call-waiter cooldown: the check and the insert run under one transaction-scoped advisory
    // lock per table, so two calls at once cannot both pass.
    async callWaiter(
      code: string,
      visitorId: string | undefined,
      now: Date,
      cooldownMs: number,
    ): Promise<{ calledAt: Date } | { lastAt: Date }> {
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
        await tx
          .insert(waiterCalls)
          .values({ id, tableCode: code, visitorId: visitorId ?? null, calledAt: now });
        return { calledAt: now };
      });
    },
  };
}
export type InsideRepository = ReturnType<typeof createInsideRepository>;
