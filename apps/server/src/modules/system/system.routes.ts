import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import type { DbHandle } from "../../db/client";
import { errorBody } from "../../http/errors";

export function registerSystemRoutes(app: FastifyInstance, opts: { db: DbHandle; tileUrl: string; demo: boolean }) {
  app.get("/api/health", async (_request, reply) => {
    try {
      await opts.db.db.execute(sql`select 1`);
      return { success: true, data: { status: "ok", db: "ok", driver: opts.db.kind } };
    } catch (err) {
      app.log.error({ err }, "health check: database unavailable");
      return reply.status(503).send(errorBody("internal", "Database unavailable"));
    }
  });

  // Runtime settings for the web app, so the tile server can change without a rebuild.
  app.get("/api/config", async () => ({ success: true, data: { tile_url: opts.tileUrl, demo: opts.demo } }));
}
