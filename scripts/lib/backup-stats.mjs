// What a backup holds, counted the same way before and after a restore, so a restore checks itself
// (manifest.json): the migration level, the rows that matter (orders, payments, uploaded photos) and the
// photo files under MEDIA_DIR.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { lockDataDir } from "../../apps/server/src/db/dir-lock.ts";
import { root } from "./server-process.mjs";

const journal = JSON.parse(
  readFileSync(path.join(root, "apps/server/src/db/migrations/meta/_journal.json"), "utf8"),
);

// drizzle records each applied migration with its journal "when" as created_at.
const statsSql = `select
  (select count(*)::int from orders) as orders,
  (select count(*)::int from payments) as payments,
  (select count(*)::int from media) as media_rows,
  (select created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1) as migrated_at`;

// Both PGlite and pg answer query(sql) with { rows }.
export async function databaseStats(client) {
  const { rows } = await client.query(statsSql);
  const row = rows[0];
  const when = Number(row.migrated_at);
  return {
    migration: journal.entries.find((e) => e.when === when)?.tag ?? `unknown (${row.migrated_at})`,
    orders: row.orders,
    payments: row.payments,
    mediaRows: row.media_rows,
  };
}

export async function postgresStats(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await databaseStats(client);
  } finally {
    await client.end();
  }
}

// A repeatable-read transaction exports its snapshot for pg_dump (--snapshot) and counts in it: the
// counts are those of the dump, whatever is written meanwhile. The transaction stays open until the dump
// ends, which is what keeps the snapshot alive.
export async function inSnapshot(url, dump) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const { rows } = await client.query("select pg_export_snapshot() as id");
    const stats = await databaseStats(client);
    dump(rows[0].id);
    await client.query("commit");
    return stats;
  } finally {
    await client.end();
  }
}

// Tables outside PostgreSQL's own schemas: a database with any is not empty.
export async function postgresTableCount(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

// The embedded database's lock (the server's own, apps/server/src/db/dir-lock.ts): taken for the whole
// backup or restore, so no server opens the directory meanwhile; refused while a server holds it.
export function lockPglite(pgliteDir) {
  return lockDataDir(`${pgliteDir}.lock`);
}

export async function pgliteStats(pgliteDir) {
  const db = new PGlite(pgliteDir);
  try {
    return await databaseStats(db);
  } finally {
    await db.close();
  }
}

// Every file under dir (photos), with the bytes they weigh.
export function fileStats(dir) {
  let files = 0;
  let bytes = 0;
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (entry.isFile()) {
        files++;
        bytes += statSync(p).size;
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return { files, bytes };
}

export function isEmptyDir(dir) {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}
