import { loadEnv, EnvError } from "./config/env";
import { openDb } from "./db/client";
import { buildApp } from "./app";
import { loadDemoVenuesIfEmpty } from "./seed/load-demo-venues";
import { ensureDemoStaff } from "./seed/demo-staff";
import { VenueFileError } from "./seed/import-venue";
import { DataDirLockedError } from "./db/dir-lock";

const shutdownGraceMs = 10_000;

async function main() {
  const env = loadEnv();
  const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  let app;
  try {
    // Demo venues go into an empty database only; production starts empty with DEMO_MODE=false.
    const loaded = env.DEMO_MODE ? await loadDemoVenuesIfEmpty(db.db) : 0;
    // The demo venues' console accounts (README "Venue console"), only in demo mode.
    const staffAdded = env.DEMO_MODE ? await ensureDemoStaff(db.db) : 0;
    app = await buildApp({ env, db });
    if (loaded) app.log.info({ venues: loaded }, "demo venues loaded");
    if (staffAdded) app.log.info({ accounts: staffAdded }, "demo staff accounts added");
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (err) {
    await db.close();
    throw err;
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    // In-flight requests get a grace period; a stuck one must not keep the process alive for ever.
    setTimeout(() => {
      app.log.error("shutdown timed out");
      process.exit(1);
    }, shutdownGraceMs).unref();
    await app.close();
    await db.close();
    app.log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((err: unknown) => {
  // Mistakes in the environment or a venue file get their message only; anything else its stack.
  const known = err instanceof EnvError || err instanceof VenueFileError || err instanceof DataDirLockedError;
  console.error(known ? err.message : err);
  process.exit(1);
});
