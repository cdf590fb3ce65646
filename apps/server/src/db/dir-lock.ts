import { readFileSync, rmSync, writeFileSync } from "node:fs";

// PGlite is one embedded PostgreSQL per process: a second process opening the same data directory (say
// `npm run venue:import` while the server runs) would corrupt it. A pid file keeps that out.
export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function lockDataDir(lockFile: string): () => void {
  try {
    writeFileSync(lockFile, String(process.pid), { flag: "wx" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    const holder = Number(readFileSync(lockFile, "utf8"));
    if (holder !== process.pid && Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
      throw new DataDirLockedError(
        `The database in ${lockFile.replace(/\.lock$/, "")} is in use by process ${holder} (PGlite allows one process). ` +
          "Stop the server first, or set DATABASE_URL to share a PostgreSQL server.",
      );
    }
    writeFileSync(lockFile, String(process.pid)); // left behind by a crashed process
  }
  return () => rmSync(lockFile, { force: true });
}
