import { readFileSync } from "node:fs";
import path from "node:path";
import { loadEnv } from "../config/env";
import { openDb } from "../db/client";
import { importVenue, parseVenueFile, VenueFileError } from "./import-venue";

// npm run venue:import -- FILE.json (paths relative to where npm was run).
async function main() {
  const arg = process.argv[2];
  if (!arg) throw new VenueFileError("usage: npm run venue:import -- FILE.json");
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
    const v = venueFile.venue;
    console.log(`${replaced ? "Replaced" : "Imported"} venue "${v.name}" (/${v.link}) with ${venueFile.menus.length} menus.`);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof VenueFileError ? err.message : err);
  process.exit(1);
});
