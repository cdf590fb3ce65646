import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { VenueImport } from "@tablewise/domain/contract/venue-import";
import type { Db } from "../db/client";
import { venues } from "../db/schema/index";
import { seedDemoKitchen } from "./demo-kitchen";
import { importVenueInTx, parseVenueFile, VenueFileError } from "./import-venue";

export const demoVenuesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "venues");

// Every file is read and validated before anything is written: one bad file stops start-up, naming
// the file and the zod path of each problem.
export function readDemoVenueFiles(dir = demoVenuesDir): VenueImport[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => {
      let json: unknown;
      try {
        json = JSON.parse(readFileSync(path.join(dir, f), "utf8"));
      } catch (err) {
        throw new VenueFileError(`${f} is not JSON: ${(err as Error).message}`);
      }
      return parseVenueFile(json, f);
    });
}

// Held while seeding, so processes starting together on one PostgreSQL seed once.
const seedLockKey = 7_402_114;

// Demo venues are loaded into an empty database only, so an owner's imports are never overwritten.
export async function loadDemoVenuesIfEmpty(db: Db, dir = demoVenuesDir): Promise<number> {
  const isEmpty = async (q: Pick<Db, "select">) =>
    (await q.select({ id: venues.id }).from(venues).limit(1)).length === 0;
  if (!(await isEmpty(db))) return 0;
  const files = readDemoVenueFiles(dir);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    if (!(await isEmpty(tx))) return 0;
    for (const file of files) await importVenueInTx(tx, file);
    await seedDemoKitchen(tx);
    return files.length;
  });
}
