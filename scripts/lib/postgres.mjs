// A throwaway PostgreSQL for the benchmarks: Debian's postgresql, initdb + pg_ctl (as the postgres user
// when run as root) on 127.0.0.1, data under a temporary directory. Default durability (fsync on), so the
// figures are those of a real deployment. Answers null when PostgreSQL is not installed.
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

function binDir() {
  const base = "/usr/lib/postgresql";
  if (existsSync(base)) {
    const majors = readdirSync(base).sort((a, b) => Number(b) - Number(a));
    for (const m of majors)
      if (existsSync(path.join(base, m, "bin", "initdb"))) return path.join(base, m, "bin");
  }
  return null;
}

const isRoot = process.getuid?.() === 0;
const asOwner = (cmd, args) =>
  isRoot
    ? execFileSync("runuser", ["-u", "postgres", "--", cmd, ...args], { stdio: "pipe" })
    : execFileSync(cmd, args, { stdio: "pipe" });

export function startPostgres({ port }) {
  const bin = binDir();
  if (!bin) return null;
  const dir = mkdtempSync(path.join(tmpdir(), "bench-pg-"));
  if (isRoot) execFileSync("chown", ["postgres:", dir]);
  else chownSync(dir, process.getuid(), process.getgid());
  const data = path.join(dir, "data");
  asOwner(path.join(bin, "initdb"), [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "--encoding=UTF8",
    "--no-locale",
  ]);
  const log = path.join(dir, "server.log");
  try {
    asOwner(path.join(bin, "pg_ctl"), [
      "-D",
      data,
      "-l",
      log,
      "-w",
      "-t",
      "60",
      "start",
      "-o",
      `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories='${dir}'`,
    ]);
  } catch (err) {
    const why = existsSync(log) ? readFileSync(log, "utf8").slice(-2000) : String(err);
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start on port ${port}:\n${why}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asOwner(path.join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
