// npm run crash [-- flags]: the eat-in orders crash test, then the online payments and
// refunds one through the Stripe adapter, with the same flags; fails if either fails. Then the kitchen
// one (two processes on PostgreSQL, station screens, printer stand-ins), with its own flags: it needs
// the test PostgreSQL (TEST_DATABASE_URL, or the shared one on port 54330).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
for (const script of ["crash-orders.mjs", "crash-payments.mjs"]) {
  const run = spawnSync(process.execPath, [path.join(here, script), ...args], { stdio: "inherit" });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
const kitchen = spawnSync(process.execPath, [path.join(here, "crash-kitchen.mjs")], { stdio: "inherit" });
if (kitchen.status !== 0) process.exit(kitchen.status ?? 1);
