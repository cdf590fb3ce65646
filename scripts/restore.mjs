// `npm run restore -- <folder> [--force]`: a backup of `npm run backup` into the database and MEDIA_DIR
// the environment names (docs/backups.md), then a count of what arrived against its manifest.json.
//   PostgreSQL: pg_restore --clean --if-exists --no-owner in one transaction (all or nothing); a target
//   with tables is refused unless --force, so a mistyped DATABASE_URL does not replace a live venue.
//   Embedded PGlite: refused while a server holds DATA_DIR/pglite; an existing database there only
//   with --force.
//   Photos: unpacked and counted in a scratch folder beside MEDIA_DIR, then copied over it (same names
//   are replaced, other files are left alone).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { pgConnection, pgTool, placeFromEnv, run, safeUrl, userCwd } from "./lib/backup-place.mjs";
import {
  fileStats,
  isEmptyDir,
  lockPglite,
  pgliteStats,
  postgresStats,
  postgresTableCount,
} from "./lib/backup-stats.mjs";

const args = process.argv.slice(2);
const force = args.includes("--force");
const positional = args.filter((a) => a !== "--force");
if (positional.length !== 1 || positional[0].startsWith("-")) {
  console.error("usage: npm run restore -- <backup folder> [--force]");
  process.exit(2);
}
const folder = path.resolve(userCwd, positional[0]);

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

try {
  const manifestFile = path.join(folder, "manifest.json");
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} not found: not a finished backup`);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  const place = placeFromEnv();
  if (manifest.database.kind !== place.kind)
    throw new Error(
      `the backup is of ${manifest.database.kind === "postgres" ? "PostgreSQL" : "the embedded database"}, ` +
        `the target is ${place.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : "the embedded database (no DATABASE_URL)"}`,
    );
  const started = Date.now();
  let database;
  if (place.kind === "postgres") {
    const tables = await postgresTableCount(place.databaseUrl);
    if (tables > 0 && !force)
      throw new Error(
        `${safeUrl(place.databaseUrl)} has ${tables} tables: restore into a new database, or add --force to replace it`,
      );
    const conn = pgConnection(place.databaseUrl);
    run(
      pgTool("pg_restore"),
      [
        "--clean",
        "--if-exists",
        "--no-owner",
        "--no-acl",
        "--single-transaction",
        "--exit-on-error",
        `--dbname=${conn.url}`,
        path.join(folder, "database.pgdump"),
      ],
      conn.env,
    );
    database = await postgresStats(place.databaseUrl);
  } else {
    mkdirSync(path.dirname(place.pgliteDir), { recursive: true });
    const unlock = lockPglite(place.pgliteDir);
    try {
      if (!isEmptyDir(place.pgliteDir) && !force)
        throw new Error(
          `${place.pgliteDir} holds a database: restore into a new DATA_DIR, or add --force to replace it`,
        );
      rmSync(place.pgliteDir, { recursive: true, force: true });
      mkdirSync(place.pgliteDir, { recursive: true });
      run("tar", ["-xzf", path.join(folder, "pglite.tar.gz"), "-C", place.pgliteDir]);
      database = await pgliteStats(place.pgliteDir);
    } finally {
      unlock();
    }
  }
  const expected = manifest.database;
  const got = { kind: place.kind, ...database };
  if (!same(got, expected))
    throw new Error(
      `the restored database differs from the backup: got ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`,
    );

  let photos = { files: 0, bytes: 0 };
  if (manifest.media_files.files > 0) {
    mkdirSync(path.dirname(place.mediaDir), { recursive: true });
    const scratch = mkdtempSync(path.join(path.dirname(place.mediaDir), ".restore-media-"));
    try {
      run("tar", ["-xzf", path.join(folder, "media.tar.gz"), "-C", scratch]);
      photos = fileStats(scratch);
      if (!same(photos, manifest.media_files))
        throw new Error(
          `the photo archive differs from the backup: got ${JSON.stringify(photos)}, expected ${JSON.stringify(manifest.media_files)}`,
        );
      cpSync(scratch, place.mediaDir, { recursive: true, force: true });
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  console.log(
    `restored in ${Date.now() - started} ms (backup of ${manifest.created_at}): migration ${database.migration}, ` +
      `${database.orders} orders, ${database.payments} payments, ${database.mediaRows} uploaded photo renditions, ` +
      `${photos.files} files (${photos.bytes} bytes) into ${place.mediaDir}`,
  );
  console.log(
    "Start the server with the same SECRET as before, or sealed secrets (fiscal keys) stay closed.",
  );
} catch (err) {
  console.error(`restore failed: ${err.message}`);
  process.exitCode = 1;
}
