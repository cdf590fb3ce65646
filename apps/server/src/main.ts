import { loadEnv } from "./config/env";
import { openDb } from "./db/client";
import { buildApp } from "./app";
import { attachRealtime } from "./realtime/socket";
import { loadDemoVenuesIfEmpty } from "./seed/load-demo-venues";

async function main() {
  const env = loadEnv();
  const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const loaded = env.DEMO_MODE ? await loadDemoVenuesIfEmpty(db.db) : 0;
  const app = await buildApp({ env, db });
  if (loaded) app.log.info({ venues: loaded }, "demo venues loaded");
  const realtime = attachRealtime(app.server);
  await app.listen({ port: env.PORT, host: env.HOST });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await realtime.io.close();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
