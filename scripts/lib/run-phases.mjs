// `npm test`: the given npm scripts one after another, stopping at the first that fails (a later phase
// would only test what an earlier one already refused). Each phase's wall time is printed as it ends and
// again in a closing table, so the time CI takes is known phase by phase.
import { spawnSync } from "node:child_process";

const names = process.argv.slice(2);
const done = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

for (const name of names) {
  console.log(`\n=== phase ${name}`);
  const started = Date.now();
  const run = spawnSync("npm", ["run", name], { stdio: "inherit" });
  const ms = Date.now() - started;
  const ok = run.status === 0;
  done.push({ name, ok, ms });
  console.log(`=== phase ${name}: ${ok ? "ok" : "FAILED"} in ${seconds(ms)}`);
  if (!ok) break;
}

console.log("\n=== phases");
for (const p of done) console.log(`  ${p.ok ? "ok    " : "FAILED"} ${p.name.padEnd(12)} ${seconds(p.ms)}`);
for (const name of names.slice(done.length)) console.log(`  not run ${name}`);
const total = done.reduce((sum, p) => sum + p.ms, 0);
console.log(`  total        ${seconds(total)}`);
process.exitCode = done.length === names.length && done.every((p) => p.ok) ? 0 : 1;
