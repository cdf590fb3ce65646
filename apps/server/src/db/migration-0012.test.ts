import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationStatements, statementsBefore } from "../test/migration-statements";

// Migration 0012 gives every stored waiter call its venue (from its table), so the venue's
// console can list calls made before the upgrade; a call whose table is gone reaches nobody and goes.

let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
  for (const s of statementsBefore("0012")) await db.exec(s);
});
afterAll(() => db.close());

describe("migration 0012_calls_reservations", () => {
  it("backfills waiter_calls.venue_id from the tables and drops calls of tables that are gone", async () => {
    await db.exec(`
      insert into venues (id, link, data) values ('v1', 'v1', '{}'), ('v2', 'v2', '{}');
      insert into inside_tables (code, venue_id, section_name, table_name) values
        ('100001', 'v1', 'Hall', '1'), ('200001', 'v2', 'Bar', '2');
      insert into waiter_calls (id, table_code, visitor_id, called_at) values
        ('c1', '100001', null, now()), ('c2', '200001', null, now()), ('c3', '999999', null, now());
    `);
    for (const s of migrationStatements("0012_calls_reservations.sql")) await db.exec(s);
    const { rows } = await db.query<{ id: string; venue_id: string; acknowledged_at: Date | null }>(
      "select id, venue_id, acknowledged_at from waiter_calls order by id",
    );
    expect(rows).toEqual([
      { id: "c1", venue_id: "v1", acknowledged_at: null },
      { id: "c2", venue_id: "v2", acknowledged_at: null },
    ]);
    await expect(
      db.exec("insert into waiter_calls (id, table_code, called_at) values ('c4', '100001', now())"),
    ).rejects.toThrow(/venue_id/);
  });
});
