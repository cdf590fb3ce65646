// `npm run check:backup`: backups that restore, on both databases (docs/backups.md). For each: a server
// on a fresh demo database is made busy through the API, backed up (PostgreSQL while it runs; the
// embedded database once stopped, after checking that a backup under a running server is refused),
// restored into a fresh database and MEDIA_DIR, and a server on the copy must find every order, payment,
// photo and the changed setting. A restore over a non-empty target must be refused without --force and
// replace it with --force.
// PostgreSQL needs TEST_DATABASE_URL (CI always gives one; elsewhere it is skipped with a note).
// Each phase prints its time; any miss exits 1. The servers take free ports, or CHECK_BACKUP_PORT and the three after it.
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { findEverything, keepOrdering, makeBusy } from "./lib/busy-venue.mjs";
import { root, startServer, stopServer, waitHealthy } from "./lib/server-process.mjs";

const fixedPort = process.env.CHECK_BACKUP_PORT ? Number(process.env.CHECK_BACKUP_PORT) : null;

// A port nobody listens on, so the health check cannot be answered by someone else's server.
function freePort(wanted = 0) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", () =>
      reject(new Error(`port ${wanted} is taken: set CHECK_BACKUP_PORT to a free one`)),
    );
    probe.listen(wanted, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
const staticPhoto = "demo-closed/logo.svg";
// The waiter's part is played by the check (no autopilot), and its guests share one IP (no per-IP limits).
const quietEnv = {
  AUTOPILOT_ACCEPT_MS: "0",
  AUTOPILOT_CONFIRM_MS: "0",
  RATE_LIMIT_TABLE: "0",
  RATE_LIMIT_TABLE_CODE: "0",
  RATE_LIMIT_ORDER: "0",
  RATE_LIMIT_PAY: "0",
};

async function phase(name, fn) {
  const started = Date.now();
  const result = await fn();
  console.log(`  ${name.padEnd(34)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

// backup.mjs or restore.mjs as an operator runs them, with the place given through the environment.
// Asynchronous, so the check's own guests keep writing while a backup runs.
function runScript(script, args, place) {
  const env = { ...process.env, DATA_DIR: place.dataDir, MEDIA_DIR: place.mediaDir };
  delete env.DATABASE_URL;
  if (place.databaseUrl) env.DATABASE_URL = place.databaseUrl;
  const child = spawn(process.execPath, ["--import", "tsx", `scripts/${script}`, ...args], {
    cwd: root,
    env,
  });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  return new Promise((resolve) =>
    child.once("close", (code) => resolve({ ok: code === 0, out: out.trim() })),
  );
}

const mustRun = async (script, args, place) => {
  const res = await runScript(script, args, place);
  if (!res.ok) throw new Error(`${script} ${args.join(" ")} failed:\n${res.out}`);
  console.log(`    ${res.out.split("\n")[0]}`);
};

async function serverOn(place, offset) {
  const server = startServer({
    port: await freePort(fixedPort === null ? 0 : fixedPort + offset),
    dataDir: place.dataDir,
    quiet: true,
    env: {
      ...quietEnv,
      MEDIA_DIR: place.mediaDir,
      ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl, DEMO_ON_DATABASE: "force" } : {}),
    },
  });
  // Generous: a fresh embedded database runs every migration first, slow on a busy CI machine.
  await waitHealthy(server, 180_000);
  return server;
}

async function checkKind(kind, source, target, tmp) {
  console.log(`\n${kind}`);
  const backupDir = path.join(tmp, `backup-${kind}`);
  const server = await phase("start on a fresh demo database", () =>
    serverOn(source, kind === "postgres" ? 2 : 0),
  );
  const base = `http://127.0.0.1:${server.port}`;
  let busy;
  try {
    busy = await phase("orders, payments, photo, setting", () => makeBusy(base, { staticPhoto }));
    // Under MEDIA_DIR a backup would be served to anyone at /media/.
    const exposed = await runScript("backup.mjs", [path.join(source.mediaDir, "backup")], source);
    if (exposed.ok || !/serves publicly/.test(exposed.out))
      throw new Error(`a backup into MEDIA_DIR was not refused:\n${exposed.out}`);
    if (kind === "pglite") {
      const refused = await runScript("backup.mjs", [path.join(tmp, "refused")], source);
      if (refused.ok || !/Stop the server first/.test(refused.out))
        throw new Error(`a backup under a running server was not refused:\n${refused.out}`);
      await phase("stop the server", () => stopServer(server));
    }
    if (kind === "postgres") {
      // PostgreSQL is backed up while guests keep ordering: the manifest's counts must still be the dump's.
      const guests = keepOrdering(base);
      try {
        await phase("backup while guests order", () => mustRun("backup.mjs", [backupDir], source));
      } finally {
        console.log(`    ${await guests.stop()} orders placed during the backup`);
      }
    } else await phase("backup", () => mustRun("backup.mjs", [backupDir], source));
  } finally {
    await stopServer(server);
  }
  await phase("restore into a fresh database", () => mustRun("restore.mjs", [backupDir], target));
  const again = await runScript("restore.mjs", [backupDir], target);
  if (again.ok || !/--force/.test(again.out))
    throw new Error(`a restore over a non-empty database was not refused:\n${again.out}`);
  // --force replaces it: the copy the server then opens went through a restore over itself.
  await phase("restore again with --force", () => mustRun("restore.mjs", [backupDir, "--force"], target));
  const restored = await phase("start on the restored copy", () =>
    serverOn(target, kind === "postgres" ? 3 : 1),
  );
  try {
    const misses = await phase("find everything", () =>
      findEverything(`http://127.0.0.1:${restored.port}`, busy),
    );
    if (misses.length) throw new Error(`the restored ${kind} copy misses:\n  ${misses.join("\n  ")}`);
    console.log(
      `    found ${busy.orders.length} orders, ${busy.orders.reduce((n, o) => n + o.payments.length, 0)} payments, ` +
        "the uploaded photo, the photo file and the venue setting",
    );
  } finally {
    await stopServer(restored);
  }
}

async function withDatabases(url, names, fn) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (const n of names) await admin.query(`create database ${n}`);
    return await fn(names.map((n) => Object.assign(new URL(url), { pathname: `/${n}` }).toString()));
  } finally {
    for (const n of names)
      await admin.query(`drop database if exists ${n} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

const started = Date.now();
const tmp = mkdtempSync(path.join(tmpdir(), "tablewise-backup-check-"));
const place = (name, databaseUrl) => {
  const p = {
    dataDir: path.join(tmp, `${name}-data`),
    mediaDir: path.join(tmp, `${name}-media`),
    databaseUrl,
  };
  return p;
};
try {
  const pgliteSource = place("pglite-source");
  // The source has the shipped demo photo files; the target starts with no MEDIA_DIR at all.
  cpSync(path.join(root, "apps/server/media"), pgliteSource.mediaDir, { recursive: true });
  await checkKind("pglite", pgliteSource, place("pglite-target"), tmp);

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const suffix = `${process.pid}_${Date.now() % 100000}`;
    await withDatabases(url, [`backup_src_${suffix}`, `backup_dst_${suffix}`], async ([src, dst]) => {
      const pgSource = place("pg-source", src);
      cpSync(path.join(root, "apps/server/media"), pgSource.mediaDir, { recursive: true });
      await checkKind("postgres", pgSource, place("pg-target", dst), tmp);
    });
  } else if (process.env.CI) {
    throw new Error("TEST_DATABASE_URL is not set: CI checks PostgreSQL backups too");
  } else {
    console.log("\npostgres: skipped (set TEST_DATABASE_URL, e.g. from scripts/start-test-postgres.sh)");
  }
  console.log(`\nbackups restore: ok in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (err) {
  console.error(`\nbackup check FAILED: ${err.message}`);
  process.exitCode = 1;
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
