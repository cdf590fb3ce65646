// Where a backup is taken from or restored to: the server's own settings (apps/server/src/config/env.ts),
// read from the environment the same way, so `npm run backup` sees the database and photos the server
// would. Relative paths mean where the user typed the command (npm runs scripts from the repo root).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { root } from "./server-process.mjs";

export const userCwd = process.env.INIT_CWD ?? process.cwd();

export function placeFromEnv(env = process.env) {
  const resolve = (value, fallback) => path.resolve(userCwd, value || fallback);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error("DATABASE_URL must be a postgres:// URL");
  const dataDir = resolve(env.DATA_DIR, path.join(root, ".data"));
  return {
    kind: databaseUrl ? "postgres" : "pglite",
    databaseUrl,
    // apps/server/src/db/client.ts: the embedded database lives in DATA_DIR/pglite, locked by its server.
    pgliteDir: path.join(dataDir, "pglite"),
    mediaDir: resolve(env.MEDIA_DIR, path.join(root, "apps/server/media")),
    webDist: resolve(env.WEB_DIST, path.join(root, "apps/web/dist")),
  };
}

const isInside = (dir, parent) => {
  const rel = path.relative(parent, dir);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
};

// The server serves MEDIA_DIR and WEB_DIST to anyone (/media/...): a backup there would hand every
// guest's phone number to whoever guesses its name. Inside the database's own directory it would be
// copied into itself.
export function backupFolderProblem(folder, place) {
  for (const [dir, what] of [
    [place.mediaDir, "MEDIA_DIR, which the server serves publicly"],
    [place.webDist, "WEB_DIST, which the server serves publicly"],
    [place.pgliteDir, "the embedded database's directory"],
  ])
    if (isInside(folder, dir)) return `${folder} is inside ${what} (${dir}): keep backups elsewhere`;
  return null;
}

// pg_dump and pg_restore: on PATH, else Debian's /usr/lib/postgresql/<major>/bin (newest first; a newer
// pg_dump reads an older server, not the other way round).
export function pgTool(name) {
  try {
    execFileSync(name, ["--version"], { stdio: "ignore" });
    return name;
  } catch {
    /* not on PATH */
  }
  const base = "/usr/lib/postgresql";
  if (existsSync(base)) {
    const majors = readdirSync(base).sort((a, b) => Number(b) - Number(a));
    for (const m of majors) {
      const candidate = path.join(base, m, "bin", name);
      if (existsSync(candidate)) return candidate;
    }
  }
  throw new Error(
    `${name} not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client)`,
  );
}

// The URL without its password, for messages.
export const safeUrl = (url) => url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");

// The password goes to pg_dump and pg_restore through PGPASSWORD, not their arguments, which any user of
// the machine can read in the process list.
export function pgConnection(url) {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = "";
  return { url: u.toString(), env: password ? { PGPASSWORD: password } : {} };
}

// A child process whose failure throws with its stderr (pg_dump's and tar's own words).
export function run(cmd, args, env = {}) {
  try {
    execFileSync(cmd, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  } catch (err) {
    const why = err.stderr?.toString().trim() || err.message;
    throw new Error(`${path.basename(cmd)} failed: ${why}`, { cause: err });
  }
}
