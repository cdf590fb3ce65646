import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { configResponseSchema, healthResponseSchema } from "@tablewise/domain/contract/system";
import type { DbHandle } from "../../db/client";
import { errorBody } from "../../http/errors";
import { ok } from "../../http/respond";

export function registerSystemRoutes(
  app: FastifyInstance,
  opts: { db: DbHandle; tileUrl: string; demo: boolean },
) {
  // For load balancers and the e2e runner: 200 only when the database answers.
  app.get("/api/health", async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    try {
      await opts.db.db.execute(sql`select 1`);
    } catch (err) {
      request.log.error({ err }, "health check: database unavailable");
      return reply.status(503).send(errorBody("internal", "Database unavailable"));
    }
    return ok(healthResponseSchema.shape.data, { status: "ok", db: "ok", driver: opts.db.kind });
  });

  // Runtime settings for the web app, so the tile server can change without a rebuild.
  app.get("/api/config", async (_request, reply) => {
    reply.header("Cache-Control", "no-cache");
    return ok(configResponseSchema.shape.data, { tile_url: opts.tileUrl, demo: opts.demo });
  });
}
