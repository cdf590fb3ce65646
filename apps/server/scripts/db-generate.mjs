// drizzle-kit resolves drizzle-orm from its own (hoisted) location, while npm keeps drizzle-orm inside
// this workspace; link it for the duration of the run so `drizzle-kit generate` finds it.
import { execFileSync } from "node:child_process";
import { existsSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";

const rootOrm = path.resolve("../../node_modules/drizzle-orm");
const linked = !existsSync(rootOrm);
if (linked) symlinkSync(path.resolve("node_modules/drizzle-orm"), rootOrm);
try {
  execFileSync("npx", ["drizzle-kit", "generate", ...process.argv.slice(2)], { stdio: "inherit" });
} finally {
  if (linked) rmSync(rootOrm);
}
