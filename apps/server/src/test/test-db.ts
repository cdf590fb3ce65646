import { createHash, randomBytes } from "node:crypto";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDb, type DbHandle } from "../db/client";

// The server tests run twice (vitest.config.ts): project "server" on in-memory PGlite, project
// "server-pg" (TEST_DB=postgres) on PostgreSQL, where every test database is a fresh one created on the
// server of TEST_DATABASE_URL and dropped at close, so test files never see each other's rows.
export const onPostgres = process.env.TEST_DB === "postgres";

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      "TEST_DB=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:54329/postgres",
    );
  }
  return url;
}

async function onServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

// pool.end() resolves before its connections have gone; dropping the database under them would kill
// them mid-goodbye (an uncaught "terminating connection" in the test). Wait for them, then force.
async function dropDatabase(name: string) {
  await onServer(async (client) => {
    for (let i = 0; i < 50; i++) {
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = $1",
        [name],
      );
      if (rows[0]?.n === 0) break;
      await sleep(20);
    }
    await client.query(`drop database if exists "${name}" with (force)`);
  });
}

export type TestDatabase = { url: string; drop: () => Promise<void> };

// An empty PostgreSQL database of its own; openDb migrates it.
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `tw_test_${randomBytes(6).toString("hex")}`;
  await onServer((client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => dropDatabase(name),
  };
}

// Running the 30-odd migrations took most of a PGlite test app's start (about 3.5 s of 4.6 s here), and
// the suite starts a few hundred apps. So the migrated schema is made once per set of migrations and
// loaded from a dump in the temp folder. Its name carries a hash of the migration files, so a changed
// migration makes a new dump, never a stale one; openDb still runs the migrations, which find nothing
// left to do.
const migrationsFolder = path.resolve(import.meta.dirname, "../db/migrations");

function migrationsHash(): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(migrationsFolder);
  return hash.digest("hex").slice(0, 16);
}

let pgliteDump: Promise<Blob> | undefined;

async function makePgliteDump(file: string): Promise<Blob> {
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const handle = await openDb({ inMemory: true });
  try {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir("none");
    // Several test workers may make it at once: each writes its own file and renames it into place.
    const own = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(own, Buffer.from(await dump.arrayBuffer()));
    renameSync(own, file);
    return dump;
  } finally {
    await handle.close();
  }
}

const pgliteTemplate = () =>
  (pgliteDump ??= makePgliteDump(path.join(tmpdir(), `tablewise-test-schema-${migrationsHash()}.tar`)));

// The database of one test app: in-memory PGlite (from the dump above), or a fresh PostgreSQL database
// dropped at close (PostgreSQL runs the migrations fast enough that a template database saved nothing
// measurable).
export async function openTestDb(): Promise<DbHandle> {
  if (!onPostgres) return openDb({ inMemory: true, inMemoryFrom: await pgliteTemplate() });
  const database = await createTestDatabase();
  try {
    const handle = await openDb({ databaseUrl: database.url });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await database.drop();
      },
    };
  } catch (err) {
    await database.drop();
    throw err;
  }
}

// A database that outlives a server restart: a PGlite data directory, or one PostgreSQL database that
// each start opens again.
export async function createRestartableDb(prefix: string) {
  if (!onPostgres) {
    const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
    return {
      open: () => openDb({ dataDir }),
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await createTestDatabase();
  return { open: () => openDb({ databaseUrl: database.url }), dispose: database.drop };
}
