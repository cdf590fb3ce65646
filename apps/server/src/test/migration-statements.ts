import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The SQL statements of the migrations, as Drizzle splits them, for tests that stop the schema at an old
// migration, store rows as the old code did, and then run the migration under test.
const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "db", "migrations");

export function migrationStatements(file: string): string[] {
  return readFileSync(path.join(folder, file), "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter(Boolean);
}

// Every statement of the migrations numbered before `prefix` (e.g. "0019"), in order.
export function statementsBefore(prefix: string): string[] {
  return readdirSync(folder)
    .filter((f) => f.endsWith(".sql") && f < prefix)
    .sort()
    .flatMap(migrationStatements);
}
