// The capacity search (lib/capacity.mjs) for each way the server runs: PGlite in production mode
// and in demo mode (the README's first command), PostgreSQL, and two server processes on one PostgreSQL
// (the README's scale-out; the generator alternates between them). Used by bench:server and
// bench:capacity. Answers each run's steps and capacity, and the budgets it misses.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { capacitySearch, formatStep, importVenueFile, writeBenchVenue } from "./capacity.mjs";
import { eatInClient } from "./eat-in-client.mjs";
import { startPostgres } from "./postgres.mjs";
import { processesCpuMs } from "./process-cpu.mjs";
import { startServer, stopServer, waitHealthy } from "./server-process.mjs";

export const benchStaffToken = "bench-staff-token-of-32-characters-x";
// One generator is one IP; the per-IP limits would answer 429 to most of it.
export const noLimits = {
  RATE_LIMIT_ORDER: "0",
  RATE_LIMIT_PAY: "0",
  RATE_LIMIT_TABLE: "0",
  RATE_LIMIT_TABLE_CODE: "0",
  RATE_LIMIT_TABLE_MISS: "0",
};
// Capacity at p99 < 100 ms of at least 400 creates/s on PostgreSQL and 150/s on PGlite; demo
// mode within 20% of production mode; p99 at 100/s under 30 ms on both.
export const capacityBudgets = { pglite: 150, pg: 400, demoShare: 0.8, p99At100Ms: 30 };

export async function capacityRuns({ only = "", rates, seconds, tables, port, pgPort, log = console.log }) {
  const wanted = (key) => !only || only.split(",").includes(key);
  const work = mkdtempSync(path.join(tmpdir(), "bench-capacity-"));
  const venueFile = path.join(work, "bench-venue.json");
  const { item } = writeBenchVenue(venueFile, tables);
  const results = {};
  // PostgreSQL: the bench venue is imported once; a later run starts on table codes no run has used.
  let nextCode;
  async function run(label, { env, processes = 1, pglite = false }) {
    const dataDir = path.join(work, label.replace(/\W+/g, "-"));
    // PGlite is one process's own database: the venue goes into that process's data dir.
    if (pglite || nextCode === undefined) importVenueFile(venueFile, { DATA_DIR: dataDir, ...env });
    const servers = Array.from({ length: processes }, (_, i) =>
      startServer({
        port: port + i,
        dataDir: pglite ? dataDir : `${dataDir}-${i}`,
        env: { ...noLimits, STAFF_TOKEN: benchStaffToken, ...env },
      }),
    );
    try {
      await Promise.all(servers.map((s) => waitHealthy(s)));
      const clients = servers.map((s) => eatInClient(`http://127.0.0.1:${s.port}`));
      log(`${label}:`);
      const result = await capacitySearch({
        clients,
        item,
        tables,
        startCode: pglite ? undefined : nextCode,
        rates,
        seconds,
        cpuMs: () => processesCpuMs(servers.map((s) => s.child.pid)),
        log: (step) => log(formatStep(step)),
      });
      if (!pglite) nextCode = result.nextCode;
      log(`  capacity ${result.capacity}/s (${result.breaking ?? "did not break"})`);
      return { label, ...result };
    } finally {
      await Promise.all(servers.map((s) => stopServer(s)));
    }
  }
  try {
    if (wanted("pglite"))
      results.pglite = await run("PGlite, production mode", { env: { DEMO_MODE: "false" }, pglite: true });
    if (wanted("demo"))
      results.demo = await run("PGlite, demo mode", { env: { DEMO_MODE: "true" }, pglite: true });
    const pg = wanted("pg") || wanted("pg2") ? startPostgres({ port: pgPort }) : null;
    if (pg) {
      try {
        const env = { DATABASE_URL: pg.url, DEMO_MODE: "false" };
        if (wanted("pg")) results.pg = await run("PostgreSQL, one process", { env });
        if (wanted("pg2")) results.pg2 = await run("PostgreSQL, two processes", { env, processes: 2 });
      } finally {
        pg.stop();
      }
    } else if (wanted("pg")) log("PostgreSQL not installed: its runs skipped");
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return results;
}

// The runs as the command-line options of bench:server and bench:capacity name them.
export const capacityRunsOf = (opts) =>
  capacityRuns({
    only: opts.only,
    rates: opts.rates.split(",").map(Number),
    seconds: opts.seconds,
    tables: opts.tables,
    port: opts.port,
    pgPort: opts["pg-port"],
  });

// The budgets a set of runs misses, as sentences.
export function capacityFailures(results) {
  const b = capacityBudgets;
  const failures = [];
  if (results.pglite && results.pglite.capacity < b.pglite)
    failures.push(`PGlite ${results.pglite.capacity}/s < ${b.pglite}/s`);
  if (results.pg && results.pg.capacity < b.pg)
    failures.push(`PostgreSQL ${results.pg.capacity}/s < ${b.pg}/s`);
  if (results.pglite && results.demo && results.demo.capacity < results.pglite.capacity * b.demoShare)
    failures.push(`demo mode ${results.demo.capacity}/s < 80% of production ${results.pglite.capacity}/s`);
  for (const key of ["pglite", "pg"]) {
    const at100 = results[key]?.steps.find((s) => s.rate === 100);
    if (results[key] && !(at100 && at100.p99 < b.p99At100Ms))
      failures.push(
        `${results[key].label}: p99 at 100/s ${at100 ? `${at100.p99.toFixed(1)} ms` : "not measured"} >= ${b.p99At100Ms} ms`,
      );
  }
  return failures;
}

export function formatCapacity(results) {
  return Object.values(results).map((r) => {
    const at100 = r.steps.find((s) => s.rate === 100);
    // CPU per create at the last rate it kept up with (the fuller the server, the less idle work per create).
    const top = r.steps.find((s) => s.rate === r.capacity);
    const cpu = top?.cpuMsPerCreate == null ? "" : `   server CPU ${top.cpuMsPerCreate.toFixed(2)} ms/create at ${top.rate}/s`;
    return `  ${r.label.padEnd(28)} ${String(r.capacity).padStart(4)}/s   p99 at 100/s ${at100 ? `${at100.p99.toFixed(1)} ms` : "-"}${cpu}`;
  });
}
