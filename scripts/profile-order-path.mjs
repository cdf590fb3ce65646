// npm run profile:orders — the profile of the order path. The real server runs in its own
// process with its inspector open; this process drives it and profiles each phase on its own (the carts
// prepared beforehand are not in either profile):
//  1. creates at a fixed rate over fresh tables of the bench venue (the load the capacity search offers),
//  2. the calls of an evening one after another (lib/order-path.mjs): create, accept, append, accept,
//     cash request, confirm — each call's service time,
// then prints where the server's CPU went (lib/cpu-profile.mjs): per package, per function, and per
// function of our own that asked for the work.
// Options: --db pglite|pg, --demo true (DEMO_MODE with its autopilot), --rate, --seconds, --path (orders
// walked one by one), --keep DIR (write the .cpuprofile files there, for Chrome DevTools).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { benchVenue, importVenueFile, writeBenchVenue } from "./lib/capacity.mjs";
import { formatSummary, summarizeProfile } from "./lib/cpu-profile.mjs";
import { eatInClient, freshCart } from "./lib/eat-in-client.mjs";
import { connectProfiler } from "./lib/inspector-profile.mjs";
import { fixedRate } from "./lib/fixed-rate.mjs";
import { formatOrderPath, runOrderPath } from "./lib/order-path.mjs";
import { startPostgres } from "./lib/postgres.mjs";
import { parseFlags, root, startServer, stopServer, waitHealthy } from "./lib/server-process.mjs";

const opts = parseFlags(process.argv.slice(2), {
  db: "pglite",
  demo: "false",
  rate: 80,
  seconds: 10,
  path: 200,
  keep: "",
  top: 25,
  port: Number(process.env.BENCH_SERVER_PORT ?? 8380),
  "pg-port": Number(process.env.BENCH_PG_PORT ?? 55435),
});
const staff = "bench-staff-token-of-32-characters-x";

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), "profile-orders-"));
  const venueFile = path.join(work, "venue.json");
  const creates = opts.rate * opts.seconds;
  const { item } = writeBenchVenue(venueFile, creates + opts.path + 100);
  const pg = opts.db === "pg" ? startPostgres({ port: opts["pg-port"] }) : null;
  if (opts.db === "pg" && !pg) throw new Error("PostgreSQL is not installed");
  const env = {
    DEMO_MODE: opts.demo === "true" ? "true" : "false",
    STAFF_TOKEN: staff,
    RATE_LIMIT_ORDER: "0",
    RATE_LIMIT_PAY: "0",
    RATE_LIMIT_TABLE: "0",
    RATE_LIMIT_TABLE_CODE: "0",
    RATE_LIMIT_TABLE_MISS: "0",
    ...(pg ? { DATABASE_URL: pg.url } : {}),
  };
  const dataDir = path.join(work, "data");
  let server;
  let profiler;
  const profiles = [];
  // Each phase: a CPU profile and the statements sent to the database (lib/trace-queries.mjs).
  const queriesFile = path.join(work, "queries.json");
  const profiled = async (name, per, fn) => {
    server.child.kill("SIGUSR2");
    await profiler.start();
    const result = await fn();
    const profile = await profiler.stop();
    if (existsSync(queriesFile)) rmSync(queriesFile);
    server.child.kill("SIGUSR1");
    while (!existsSync(queriesFile)) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100));
    profiles.push({ name, per, profile, queries: JSON.parse(readFileSync(queriesFile, "utf8")) });
    return result;
  };
  try {
    importVenueFile(venueFile, { DATA_DIR: dataDir, ...env });
    const inspectPort = opts.port + 1000;
    const trace = path.join(root, "scripts/lib/trace-queries.mjs");
    server = startServer({
      port: opts.port,
      dataDir,
      env: { ...env, TRACE_QUERIES_FILE: queriesFile },
      execArgv: [`--inspect=127.0.0.1:${inspectPort}`, "--import", trace],
    });
    await waitHealthy(server);
    profiler = await connectProfiler(inspectPort);
    const client = eatInClient(`http://127.0.0.1:${opts.port}`, { staff });
    const codes = Array.from({ length: creates + opts.path }, (_, i) => String(benchVenue.firstCode + i));
    const carts = [];
    for (const code of codes.slice(0, creates))
      carts.push({ code, ...(await freshCart(client, code, item)) });
    const load = await profiled("creates under load", creates, () =>
      fixedRate({
        rate: opts.rate,
        count: creates,
        call: (i) =>
          client
            .create(carts[i].code, { cart_id: carts[i].cartId, visitor_id: `profile-${i % 97}` })
            .then((res) => res.status === 200 || `HTTP ${res.status}`),
      }),
    );
    console.log(
      `creates at ${opts.rate}/s for ${opts.seconds} s (${opts.db}${opts.demo === "true" ? ", demo mode" : ""}): ` +
        `p50 ${load.p50.toFixed(1)} ms, p99 ${load.p99.toFixed(1)} ms, failed ${load.failures.length}`,
    );
    const walked = await profiled("the order path", opts.path, () =>
      runOrderPath({ client, item, codes: codes.slice(creates) }),
    );
    console.log(`the order path, one call at a time (${opts.path} orders):\n${formatOrderPath(walked)}`);
  } finally {
    profiler?.close();
    if (server) await stopServer(server);
    pg?.stop();
    rmSync(work, { recursive: true, force: true });
  }
  for (const { name, profile, queries } of profiles) {
    console.log(`\n== ${name} ==\n${formatSummary(summarizeProfile(profile, opts.top))}`);
    console.log(formatQueries(queries));
    if (opts.keep) {
      mkdirSync(opts.keep, { recursive: true });
      const file = path.join(opts.keep, `${name.replace(/\W+/g, "-")}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      console.log(`profile kept: ${file}`);
    }
  }
}

// The statements of a phase by the HTTP call that sent them: per call, how many, the time until their
// answers and the rows; then each call's statements (the --top slowest in all).
function formatQueries({ requests, statements }) {
  const out = [];
  const calls = [...new Set(statements.map((q) => q.call))];
  const per = (call) => requests[call] ?? 1;
  calls.sort((a, b) => per(b) - per(a));
  for (const call of calls) {
    const mine = statements.filter((q) => q.call === call);
    const n = mine.reduce((s, q) => s + q.calls, 0) / per(call);
    const ms = mine.reduce((s, q) => s + q.ms, 0) / per(call);
    out.push(
      `${call} (${requests[call] ?? "not an HTTP call"}): ${n.toFixed(1)} statements, ${ms.toFixed(1)} ms answering each`,
    );
    for (const q of mine.slice(0, opts.top))
      out.push(
        `  ${(q.calls / per(call)).toFixed(2).padStart(6)} x ${(q.ms / q.calls).toFixed(2).padStart(5)} ms ` +
          `${(q.rows / q.calls).toFixed(1).padStart(5)} rows  ${q.sql.slice(0, 120)}`,
      );
  }
  return out.join("\n");
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
