// npm run bench:db-ceiling — the database ceiling (scripts/lib/db-ceiling.mjs): the statements of
// one eat-in create, run straight against the database, no server in between. PGlite in a loop (one
// connection), PostgreSQL with pgbench stepping the client count. bench:server divides the product's
// capacity by these figures. The generator shares the machine's cores with the database, as in the
// product's bench.
// Options: --seconds per step, --clients "1,2,4,...", --only pglite|pg, --pg-port (BENCH_PG_PORT).
import { availableParallelism } from "node:os";
import { formatCeilingStep, pgCeiling, pgliteCeiling } from "./lib/db-ceiling.mjs";
import { parseFlags } from "./lib/server-process.mjs";

const opts = parseFlags(process.argv.slice(2), {
  seconds: 10,
  clients: "1,2,4,8,16,32",
  only: "",
  "pg-port": Number(process.env.BENCH_PG_PORT ?? 55436),
});

const summary = (r) =>
  `  ceiling ${r.tps.toFixed(0)} creates/s (p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms` +
  `${r.clients ? `, ${r.clients} client${r.clients === 1 ? "" : "s"}` : ""})`;

async function main() {
  console.log(
    `Database ceiling of an eat-in create (${availableParallelism()} cores, generator on them too)`,
  );
  const started = Date.now();
  if (opts.only !== "pg") {
    console.log("PGlite (data dir, one connection, a loop over the client):");
    console.log(
      summary(await pgliteCeiling({ seconds: opts.seconds, log: (s) => console.log(formatCeilingStep(s)) })),
    );
  }
  if (opts.only !== "pglite") {
    console.log("PostgreSQL (default durability, pgbench -M extended over TCP):");
    const r = await pgCeiling({
      port: opts["pg-port"],
      seconds: opts.seconds,
      clients: opts.clients.split(",").map(Number),
      log: (s) => console.log(formatCeilingStep(s)),
    });
    if (!r) console.log("  skipped: PostgreSQL (initdb, pgbench) is not installed");
    else {
      console.log(summary(r));
      const best = r.steps.find((s) => s.clients === r.clients);
      console.log(
        `  per statement at the best step (ms): ` +
          best.statements.map((s) => `${s.name} ${s.ms.toFixed(3)}`).join(", "),
      );
    }
  }
  console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
