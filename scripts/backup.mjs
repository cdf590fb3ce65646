// `npm run backup -- <folder>`: the database and the photos into a new folder (docs/backups.md).
//   PostgreSQL (DATABASE_URL): pg_dump --format=custom, one consistent snapshot while the servers run.
//   Embedded PGlite: DATA_DIR/pglite as a tar.gz, taken under the server's own lock, so only while the
//   server is stopped (a copy of a live database directory may not open).
//   Photos: every file under MEDIA_DIR as a tar.gz (uploaded photos are rows of the database).
// manifest.json is written last: a folder without one is an unfinished backup.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  backupFolderProblem,
  pgConnection,
  pgTool,
  placeFromEnv,
  run,
  safeUrl,
  userCwd,
} from "./lib/backup-place.mjs";
import { fileStats, inSnapshot, isEmptyDir, lockPglite, pgliteStats } from "./lib/backup-stats.mjs";

const arg = process.argv[2];
if (!arg || arg.startsWith("-")) {
  console.error("usage: npm run backup -- <folder>   (a new or empty folder)");
  process.exit(2);
}
const folder = path.resolve(userCwd, arg);

try {
  if (!isEmptyDir(folder)) throw new Error(`${folder} is not empty: give a new folder for each backup`);
  const place = placeFromEnv();
  const problem = backupFolderProblem(folder, place);
  if (problem) throw new Error(problem);
  mkdirSync(folder, { recursive: true });
  const started = Date.now();
  let database;
  if (place.kind === "postgres") {
    const conn = pgConnection(place.databaseUrl);
    // Counted in the very snapshot pg_dump reads, so the manifest matches the dump exactly while the
    // servers keep writing.
    database = await inSnapshot(place.databaseUrl, (snapshot) =>
      run(
        pgTool("pg_dump"),
        [
          "--format=custom",
          `--snapshot=${snapshot}`,
          `--file=${path.join(folder, "database.pgdump")}`,
          `--dbname=${conn.url}`,
        ],
        conn.env,
      ),
    );
    console.log(`database: PostgreSQL ${safeUrl(place.databaseUrl)} -> database.pgdump`);
  } else {
    if (!existsSync(place.pgliteDir))
      throw new Error(`no embedded database in ${place.pgliteDir} (is DATA_DIR right?)`);
    const unlock = lockPglite(place.pgliteDir);
    try {
      database = await pgliteStats(place.pgliteDir);
      run("tar", ["-czf", path.join(folder, "pglite.tar.gz"), "-C", place.pgliteDir, "."]);
    } finally {
      unlock();
    }
    console.log(`database: embedded ${place.pgliteDir} -> pglite.tar.gz`);
  }
  const photos = fileStats(place.mediaDir);
  if (photos.files > 0) run("tar", ["-czf", path.join(folder, "media.tar.gz"), "-C", place.mediaDir, "."]);
  const manifest = {
    format: 1,
    created_at: new Date().toISOString(),
    database: { kind: place.kind, ...database },
    media_files: photos,
  };
  writeFileSync(path.join(folder, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(
    `backed up in ${Date.now() - started} ms: migration ${database.migration}, ${database.orders} orders, ` +
      `${database.payments} payments, ${database.mediaRows} uploaded photo renditions, ` +
      `${photos.files} files (${photos.bytes} bytes) from ${place.mediaDir}`,
  );
  console.log(
    "Not in the backup: the environment (SECRET, STAFF_TOKEN, gateway keys): keep them apart, safely.",
  );
} catch (err) {
  console.error(`backup failed: ${err.message}`);
  process.exitCode = 1;
}
