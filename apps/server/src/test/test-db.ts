import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
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

// The database of one test app: in-memory PGlite, or a fresh PostgreSQL database dropped at close.
export async function openTestDb(): Promise<DbHandle> {
  if (!onPostgres) return openDb({ inMemory: true });
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
