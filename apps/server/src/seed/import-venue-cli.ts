import { readFileSync } from "node:fs";
import path from "node:path";
import { EnvError, loadEnv } from "../config/env";
import { openDb } from "../db/client";
import { DataDirLockedError } from "../db/dir-lock";
import { importVenue, parseVenueFile, VenueFileError } from "./import-venue";

// npm run venue:import -- FILE.json
// `npm run -w` runs here in apps/server; INIT_CWD is where the user typed the command.
async function main() {
  const arg = process.argv[2];
  if (!arg || process.argv.length > 3) throw new VenueFileError("usage: npm run venue:import -- FILE.json");
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (err) {
    throw new VenueFileError(`cannot read ${file}: ${(err as Error).message}`);
  }
  const venueFile = parseVenueFile(json, file);
  const env = loadEnv();
  const handle = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const { replaced } = await importVenue(handle.db, venueFile);
    const { venue, menus, pay_receivers, tables } = venueFile;
    const products = menus.reduce((n, m) => n + m.products.length, 0);
    const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;
    const where = env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : path.join(env.DATA_DIR, "pglite");
    console.log(
      `${replaced ? "Replaced" : "Imported"} venue "${venue.name}" (id ${venue._id}, link /${venue.link}) into ${where}: ` +
        [
          count(menus.length, "menu"),
          count(products, "product"),
          count(pay_receivers.length, "pay receiver"),
          count(tables.length, "table"),
        ].join(", ") +
        ".",
    );
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  const known = err instanceof VenueFileError || err instanceof EnvError || err instanceof DataDirLockedError;
  console.error(known ? err.message : err);
  process.exit(1);
});
