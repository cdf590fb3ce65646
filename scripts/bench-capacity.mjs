// npm run bench:capacity — issue 24's capacity search (scripts/lib/capacity.mjs) for each way the server
// runs: PGlite in production mode and in demo mode (the README's first command), PostgreSQL, and two
// server processes on one PostgreSQL (the README's scale-out; the generator alternates between them).
// Prints every step and the capacity at p99 < 100 ms; fails when a budget of issue 24 is not met.
// Options: --seconds per step, --tables in the bench venue, --rates "50,100,...", --only pglite|demo|pg|pg2.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { capacitySearch, formatStep, importVenueFile, writeBenchVenue } from "./lib/capacity.mjs";
import { eatInClient } from "./lib/eat-in-client.mjs";
import { startPostgres } from "./lib/postgres.mjs";
import { parseFlags, startServer, stopServer, waitHealthy } from "./lib/server-process.mjs";

const opts = parseFlags(process.argv.slice(2), {
  seconds: 5,
  tables: 40000,
  rates: "50,100,150,200,250,300,400,500,600,800",
  only: "",
  port: Number(process.env.BENCH_SERVER_PORT ?? 8370),
  "pg-port": Number(process.env.BENCH_PG_PORT ?? 55434),
});
// Issue 24 budgets: capacity at p99 < 100 ms; demo mode within 20% of production mode.
const budgets = { pglite: 150, pg: 400, demoShare: 0.8 };
const rates = opts.rates.split(",").map(Number);
const work = mkdtempSync(path.join(tmpdir(), "bench-capacity-"));
const venueFile = path.join(work, "bench-venue.json");
// One generator is one IP; the per-IP limits would answer 429 to most of it.
const noLimits = {
  RATE_LIMIT_ORDER: "0",
  RATE_LIMIT_PAY: "0",
  RATE_LIMIT_TABLE: "0",
  RATE_LIMIT_TABLE_CODE: "0",
  RATE_LIMIT_TABLE_MISS: "0",
};

// PostgreSQL: the bench venue is imported once; a later run starts on table codes no run has used.
let nextCode;
async function run(label, { env, processes = 1 }) {
  const dataDir = path.join(work, label.replace(/\W+/g, "-"));
  if (nextCode === undefined) importVenueFile(venueFile, { DATA_DIR: dataDir, ...env });
  const servers = Array.from({ length: processes }, (_, i) =>
    startServer({ port: opts.port + i, dataDir: `${dataDir}-${i}`, env: { ...noLimits, ...env } }),
  );
  try {
    await Promise.all(servers.map((s) => waitHealthy(s)));
    const clients = servers.map((s) => eatInClient(`http://127.0.0.1:${s.port}`));
    console.log(`${label}:`);
    const result = await capacitySearch({
      clients,
      item,
      tables: opts.tables,
      startCode: nextCode,
      rates,
      seconds: opts.seconds,
      log: (step) => console.log(formatStep(step)),
    });
    nextCode = result.nextCode;
    console.log(`  capacity ${result.capacity}/s (${result.breaking ?? "did not break"})`);
    return { label, ...result };
  } finally {
    await Promise.all(servers.map((s) => stopServer(s)));
  }
}

let item;
async function main() {
  ({ item } = writeBenchVenue(venueFile, opts.tables));
  const wanted = (key) => !opts.only || opts.only.split(",").includes(key);
  const results = {};
  const failures = [];
  try {
    // PGlite: the server's own data dir (DATA_DIR of the first process), production and demo mode.
    const pglite = (demo) => ({
      env: { DEMO_MODE: demo ? "true" : "false", STAFF_TOKEN: "bench-staff-token-of-32-characters-x" },
    });
    if (wanted("pglite")) results.pglite = await runPglite("PGlite, production mode", pglite(false));
    if (wanted("demo")) results.demo = await runPglite("PGlite, demo mode", pglite(true));
    const pg = wanted("pg") || wanted("pg2") ? startPostgres({ port: opts["pg-port"] }) : null;
    if (pg) {
      try {
        const env = {
          DATABASE_URL: pg.url,
          DEMO_MODE: "false",
          STAFF_TOKEN: "bench-staff-token-of-32-characters-x",
        };
        if (wanted("pg")) results.pg = await run("PostgreSQL, one process", { env });
        if (wanted("pg2")) results.pg2 = await run("PostgreSQL, two processes", { env, processes: 2 });
      } finally {
        pg.stop();
      }
    } else if (wanted("pg")) console.log("PostgreSQL not installed: its runs skipped");
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.log("\nbench:capacity (creates/s at p99 < 100 ms, open loop, one fresh table per create)");
  for (const r of Object.values(results)) console.log(`  ${r.label.padEnd(28)} ${r.capacity}/s`);
  if (results.pglite && results.pglite.capacity < budgets.pglite)
    failures.push(`PGlite ${results.pglite.capacity}/s < ${budgets.pglite}/s`);
  if (results.pg && results.pg.capacity < budgets.pg)
    failures.push(`PostgreSQL ${results.pg.capacity}/s < ${budgets.pg}/s`);
  if (results.pglite && results.demo && results.demo.capacity < results.pglite.capacity * budgets.demoShare)
    failures.push(`demo mode ${results.demo.capacity}/s < 80% of production ${results.pglite.capacity}/s`);
  if (failures.length) {
    console.log(`OVER BUDGET: ${failures.join("; ")}`);
    process.exitCode = 1;
  } else console.log("all within budget");
}

// PGlite is one process's own database: the venue goes into that process's data dir.
async function runPglite(label, { env }) {
  const dataDir = path.join(work, label.replace(/\W+/g, "-"));
  importVenueFile(venueFile, { DATA_DIR: dataDir, ...env });
  const server = startServer({ port: opts.port, dataDir, env: { ...noLimits, ...env } });
  try {
    await waitHealthy(server);
    console.log(`${label}:`);
    const result = await capacitySearch({
      clients: [eatInClient(`http://127.0.0.1:${server.port}`)],
      item,
      tables: opts.tables,
      rates,
      seconds: opts.seconds,
      log: (step) => console.log(formatStep(step)),
    });
    console.log(`  capacity ${result.capacity}/s (${result.breaking ?? "did not break"})`);
    return { label, ...result };
  } finally {
    await stopServer(server);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
