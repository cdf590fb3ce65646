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
import { lockDataDir } from "./dir-lock";

// One dialect, one set of migrations: PGlite by default, PostgreSQL with DATABASE_URL (DESIGN.md §1).
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

// Both drivers expose the same PostgreSQL query builder; the PGlite type stands for both.
export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
// url: the PostgreSQL connection string, for the socket.io adapter's own pool (realtime/postgres-adapter.ts).
export type DbHandle = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  url?: string;
  // PostgreSQL's pool, read by /metrics (its use, and each query's time).
  pool?: pg.Pool;
};

// inMemory is for tests: a fresh database per test file, nothing on disk. inMemoryFrom starts it from a
// dump of an already migrated one (PGlite's dumpDataDir): the migrations then find nothing to do, and a
// test app opens in about a quarter of the time (apps/server/src/test/test-db.ts).
export type DbOptions = { databaseUrl?: string; dataDir?: string; inMemory?: boolean; inMemoryFrom?: Blob };

export async function openDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.inMemory) {
    const from = options.inMemoryFrom;
    return openPglite(new PGlite(from ? { loadDataDir: from } : {}), () => {});
  }
  const dir = path.join(options.dataDir ?? ".data", "pglite");
  mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(`${dir}.lock`);
  try {
    return await openPglite(new PGlite(dir), unlock);
  } catch (err) {
    unlock();
    throw err;
  }
}

async function openPglite(client: PGlite, unlock: () => void): Promise<DbHandle> {
  const close = async () => {
    await client.close();
    unlock();
  };
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (err) {
    await close();
    throw err;
  }
  return { db, kind: "pglite", close };
}

// Several processes may start together against one PostgreSQL: a session advisory lock lets exactly
// one of them run the migrations while the others wait.
const migrationLockKey = 7_402_113;

async function openPostgres(connectionString: string): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  try {
    const conn = await pool.connect();
    try {
      await conn.query("select pg_advisory_lock($1)", [migrationLockKey]);
      await migratePg(drizzlePg(conn, { schema }), { migrationsFolder });
    } finally {
      await conn.query("select pg_advisory_unlock($1)", [migrationLockKey]).catch(() => undefined);
      conn.release();
    }
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      close: () => pool.end(),
      url: connectionString,
      pool,
    };
  } catch (err) {
    await pool.end();
    throw err;
  }
}
