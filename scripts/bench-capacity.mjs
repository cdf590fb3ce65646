// npm run bench:capacity — the capacity search alone (bench:server runs it with its other figures):
// every step and the capacity at p99 < 100 ms per way the server runs (lib/capacity-runs.mjs); fails when
// a budget is not met.
// Options: --seconds per step, --tables in the bench venue, --rates "50,100,...", --only pglite,demo,pg,pg2.
import { capacityFailures, capacityRunsOf, formatCapacity } from "./lib/capacity-runs.mjs";
import { parseFlags } from "./lib/server-process.mjs";

const opts = parseFlags(process.argv.slice(2), {
  seconds: 5,
  tables: 40000,
  rates: "50,100,150,200,250,300,350,400,450,500,600,800",
  only: "",
  port: Number(process.env.BENCH_SERVER_PORT ?? 8370),
  "pg-port": Number(process.env.BENCH_PG_PORT ?? 55434),
});

async function main() {
  const results = await capacityRunsOf(opts);
  console.log("\nbench:capacity (creates/s at p99 < 100 ms, open loop, one fresh table per create)");
  console.log(formatCapacity(results).join("\n"));
  const failures = capacityFailures(results);
  if (failures.length) {
    console.log(`OVER BUDGET: ${failures.join("; ")}`);
    process.exitCode = 1;
  } else console.log("all within budget");
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
