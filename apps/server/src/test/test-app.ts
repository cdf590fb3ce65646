import path from "node:path";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { buildApp } from "../app";
import { openDb } from "../db/client";
import { loadDemoVenuesIfEmpty } from "../seed/load-demo-venues";

// A real app on a real (in-memory) PostgreSQL with the demo venues, driven through inject().
export async function createTestApp(opts: { webDist?: string; clock?: () => Date } = {}) {
  const db = await openDb({ inMemory: true });
  await loadDemoVenuesIfEmpty(db.db);
  const app = await buildApp({
    env: {
      WEB_DIST: opts.webDist ?? mkdtempSync(path.join(tmpdir(), "no-dist-")),
      MEDIA_DIR: path.resolve(import.meta.dirname, "../../media"),
      TILE_URL: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      DEMO_MODE: true,
      LOG_LEVEL: "silent",
    },
    db,
    clock: opts.clock,
    logger: false,
  });
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
