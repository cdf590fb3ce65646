import { buildApp } from "../app";
import { importVenue } from "../seed/import-venue";
import { loadDemoVenuesIfEmpty } from "../seed/load-demo-venues";
import { walkInVenueFile } from "./reserve";
import { testTileUrl } from "./test-app";
import { openTestDb } from "./test-db";

// An app configured as in production for generated files: the "document" limit at its
// default, the walk-in venue to reserve at, a fixed clock. Not yet listening.
export async function startDocumentsApp(now = new Date("2026-11-23T10:00:00Z")) {
  const db = await openTestDb();
  await loadDemoVenuesIfEmpty(db.db);
  await importVenue(db.db, walkInVenueFile());
  const env = {
    WEB_DIST: "/nonexistent",
    MEDIA_DIR: "/nonexistent",
    TILE_URL: testTileUrl,
    DEMO_MODE: true,
    LOG_LEVEL: "silent" as const,
    AUTOPILOT_ACCEPT_MS: 0,
  };
  const app = await buildApp({ env, db, logger: false, clock: () => now });
  return { app, close: async () => (await app.close(), await db.close()) };
}
