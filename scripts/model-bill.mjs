// npm run test:model [-- --runs 300 --seed 123 --commands 30 --project server-pg] — the bill model
// (apps/server/src/test/model) with more runs and a random seed than the suite's fixed one. On a
// failure the test prints the seed, the replay line (MODEL_SEED, MODEL_PATH, MODEL_REPLAY) and the shrunk
// command list; this script prints the seed first, so even a run killed half-way can be replayed.
// Replaying: set MODEL_SEED, MODEL_PATH and MODEL_REPLAY in the environment (they win over the flags).
import { spawnSync } from "node:child_process";
import { randomInt } from "node:crypto";
import { parseFlags } from "./lib/server-process.mjs";

const opts = parseFlags(process.argv.slice(2), {
  runs: 300,
  seed: randomInt(2 ** 31),
  commands: 30,
  project: "server",
});
const env = {
  ...process.env,
  TZ: "UTC",
  MODEL_RUNS: process.env.MODEL_RUNS ?? String(opts.runs),
  MODEL_SEED: process.env.MODEL_SEED ?? String(opts.seed),
  MODEL_COMMANDS: process.env.MODEL_COMMANDS ?? String(opts.commands),
};
console.log(
  `bill model: ${env.MODEL_RUNS} runs of up to ${env.MODEL_COMMANDS} commands, seed ${env.MODEL_SEED}`,
);
// server-pg (PostgreSQL) needs TEST_DATABASE_URL (scripts/start-test-postgres.sh).
const vitest = ["vitest", "run", "--project", opts.project, "apps/server/src/test/model/bill-model.test.ts"];
const run = spawnSync("npx", vitest, { env, stdio: "inherit" });
if (run.status !== 0) console.log(`bill model FAILED, seed ${env.MODEL_SEED} (the replay line is above)`);
process.exit(run.status ?? 1);
