import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { importVenue, parseVenueFile } from "../seed/import-venue";
import { fixtureVenueFile } from "../test/fixture-venue";
import { openDb } from "./client";
import { venues } from "./schema/index";

describe("openDb", () => {
  it("creates DATA_DIR/pglite on first start, migrates it and holds a lock file while open", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "db-"));
    const dataDir = path.join(root, "nested");
    const handle = await openDb({ dataDir });
    try {
      expect(handle.kind).toBe("pglite");
      expect(existsSync(path.join(dataDir, "pglite"))).toBe(true);
      expect(readFileSync(path.join(dataDir, "pglite.lock"), "utf8")).toBe(String(process.pid));
      const tables = await handle.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      );
      expect(tables.rows.map((r) => (r as { table_name: string }).table_name).sort()).toEqual([
        "carts",
        "clients",
        "inside_tables",
        "menus",
        "order_counters",
        "order_visitors",
        "orders",
        "outbox_messages",
        "pay_receivers",
        "payments",
        "phone_verifications",
        "reservation_slots",
        "reservations",
        "server_secrets",
        "venues",
        "waiter_calls",
      ]);
    } finally {
      await handle.close();
    }
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
    rmSync(root, { recursive: true, force: true });
  });

  // Runs against a real PostgreSQL when one is given, e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "runs the same migrations and queries on PostgreSQL",
    async () => {
      const handle = await openDb({ databaseUrl: process.env.TEST_DATABASE_URL });
      try {
        expect(handle.kind).toBe("postgres");
        await importVenue(
          handle.db,
          parseVenueFile(fixtureVenueFile({ id: "pg-fx", link: "pg-fixture" }), "fixture"),
        );
        const rows = await handle.db.select({ link: venues.link }).from(venues);
        expect(rows.map((r) => r.link)).toContain("pg-fixture");
      } finally {
        await handle.close();
      }
    },
  );
});
