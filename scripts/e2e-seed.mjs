// The e2e server's database before it starts (apps/web/playwright.config.ts): the demo venues, then every
// venue file in apps/web/e2e/fixtures-venues/ (e.g. the Stripe-configured venue of stripe-checkout.spec.ts).
// Demo venues are loaded into an empty database only (seed/load-demo-venues.ts), so `npm run venue:import`
// of a fixture into the fresh data directory would leave the demo out: both are written here, in order.
// Reads DATA_DIR / DATABASE_URL like the server.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const here = path.dirname(fileURLToPath(import.meta.url));
const fixturesDir = path.resolve(here, "../apps/web/e2e/fixtures-venues");
const load = (file) => tsImport(`../apps/server/src/${file}`, import.meta.url);
const { loadEnv } = await load("config/env.ts");
const { openDb } = await load("db/client.ts");
const { loadDemoVenuesIfEmpty } = await load("seed/load-demo-venues.ts");
const { importVenue, parseVenueFile } = await load("seed/import-venue.ts");
const { addStaffMember } = await load("modules/staff/staff-accounts.ts");
const { createStaffAccountsRepository } = await load("modules/staff/staff-accounts.repository.ts");

const env = loadEnv();
const handle = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const demo = await loadDemoVenuesIfEmpty(handle.db);
  const files = readdirSync(fixturesDir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  const staff = createStaffAccountsRepository(handle.db);
  for (const f of files) {
    const json = JSON.parse(readFileSync(path.join(fixturesDir, f), "utf8"));
    const file = parseVenueFile(json, f);
    await importVenue(handle.db, file);
    // A fixture's own staff (e.g. the manager of setup-menu.spec.ts), test passwords only.
    for (const member of json.e2e_staff ?? [])
      await addStaffMember(staff, { venue: file.venue._id, ...member }, new Date());
  }
  console.log(`e2e seed: ${demo} demo venues, ${files.length} fixture venues (${files.join(", ")})`);
} finally {
  await handle.close();
}
