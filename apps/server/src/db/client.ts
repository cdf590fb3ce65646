import path from "node:path";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema/index";

// One dialect, one set of migrations: PGlite by default, PostgreSQL with DATABASE_URL (DESIGN.md §1).
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
export type DbHandle = { db: Db; kind: "pglite" | "postgres"; close: () => Promise<void> };

export type DbOptions = { databaseUrl?: string; dataDir?: string; inMemory?: boolean };

export async function openDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    // Both drivers expose the same query builder; the pglite type stands for both.
    return { db: db as unknown as Db, kind: "postgres", close: () => pool.end() };
  }
  let client: PGlite;
  if (options.inMemory) client = new PGlite();
  else {
    const dir = path.join(options.dataDir ?? ".data", "pglite");
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, kind: "pglite", close: () => client.close() };
}
