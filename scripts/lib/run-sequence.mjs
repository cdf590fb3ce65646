// `npm run bench`: the given npm scripts one after another, every one of them even when an earlier one
// fails; exits non-zero if any failed, after a line per script.
import { spawnSync } from "node:child_process";

const names = process.argv.slice(2);
const results = names.map((name) => {
  console.log(`\n=== npm run ${name}`);
  const run = spawnSync("npm", ["run", name], { stdio: "inherit" });
  return { name, ok: run.status === 0 };
});
console.log("\n=== summary");
for (const r of results) console.log(`  ${r.ok ? "ok  " : "FAIL"} ${r.name}`);
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
