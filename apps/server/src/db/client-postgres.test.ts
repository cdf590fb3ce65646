import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { importVenue, parseVenueFile } from "../seed/import-venue";
import { fixtureVenueFile } from "../test/fixture-venue";
import { createTestDatabase, onPostgres } from "../test/test-db";
import { openDb } from "./client";
import { venues } from "./schema/index";

// PostgreSQL only (project server-pg): the same migrations as PGlite, run once when several server
// processes start together on an empty database (the advisory lock in openDb).
const journal = JSON.parse(
  readFileSync(new URL("./migrations/meta/_journal.json", import.meta.url), "utf8"),
) as { entries: unknown[] };

describe.skipIf(!onPostgres)("openDb on PostgreSQL", () => {
  it("migrates once when three processes start together, and all of them see the same data", async () => {
    const database = await createTestDatabase();
    try {
      const handles = await Promise.all([1, 2, 3].map(() => openDb({ databaseUrl: database.url })));
      try {
        expect(handles.map((h) => h.kind)).toEqual(["postgres", "postgres", "postgres"]);
        const applied = await handles[0]!.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        expect(applied.rows[0]).toEqual({ n: journal.entries.length });
        await importVenue(
          handles[1]!.db,
          parseVenueFile(fixtureVenueFile({ id: "pg-fx", link: "pg-fixture" }), "fixture"),
        );
        const rows = await handles[2]!.db.select({ link: venues.link }).from(venues);
        expect(rows.map((r) => r.link)).toEqual(["pg-fixture"]);
      } finally {
        for (const handle of handles) await handle.close();
      }
    } finally {
      await database.drop();
    }
  });
});
