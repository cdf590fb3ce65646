// The real server as a child process, for the crash script and the benchmarks: load generators run in
// this process, the server in its own.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

// Node itself with tsx's loader (not `npx tsx`, whose grandchild would outlive a kill).
// execArgv: Node's own flags for the server (the profile script's --cpu-prof).
export function startServer({ port, dataDir, env = {}, quiet = false, execArgv = [] }) {
  const child = spawn(process.execPath, [...execArgv, "--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_MODE: "true",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      ...env,
    },
    stdio: ["ignore", quiet ? "ignore" : "inherit", quiet ? "ignore" : "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return { child, exited, port };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Resolves once /api/health answers 200; throws if the process dies first or it takes too long.
export async function waitHealthy(server, timeoutMs = 120_000) {
  let dead = null;
  void server.exited.then((how) => (dead = how));
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (dead) throw new Error(`server exited before it was ready (${JSON.stringify(dead)})`);
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(50);
  }
  throw new Error(`server not healthy after ${timeoutMs} ms`);
}

export async function stopServer(server, signal = "SIGTERM") {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

// Percentile of a list of numbers (nearest rank).
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function parseFlags(argv, defaults) {
  const out = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!m || !(m[1] in defaults)) throw new Error(`unknown argument ${argv[i]}`);
    const raw = m[2] ?? argv[++i];
    out[m[1]] = typeof defaults[m[1]] === "number" ? Number(raw) : raw;
    if (typeof defaults[m[1]] === "number" && !Number.isFinite(out[m[1]]))
      throw new Error(`--${m[1]} needs a number`);
  }
  return out;
}
