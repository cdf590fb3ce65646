import { buildApp } from "../app";
import type { openDb } from "../db/client";
import { testTileUrl } from "./test-app";

// The production server on a database a CLI (venue:create, staff:add) just wrote, between two CLI runs
// (a PGlite directory admits one process at a time): production mode, no web build, no logs.
export async function withCliServer<T>(
  open: () => ReturnType<typeof openDb>,
  use: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>,
): Promise<T> {
  const db = await open();
  const app = await buildApp({
    env: {
      WEB_DIST: "/nonexistent",
      MEDIA_DIR: "/nonexistent",
      TILE_URL: testTileUrl,
      DEMO_MODE: false,
      LOG_LEVEL: "silent",
    },
    db,
    logger: false,
  });
  try {
    return await use(app);
  } finally {
    await app.close();
    await db.close();
  }
}
