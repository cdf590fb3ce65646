import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sql } from "drizzle-orm";
import {
  configResponseSchema,
  healthResponseSchema,
  livenessResponseSchema,
} from "@tablewise/domain/contract/system";
import type { DbHandle } from "../../db/client";
import { errorBody } from "../../http/errors";
import { ok } from "../../http/respond";

export function registerSystemRoutes(
  app: FastifyInstance,
  opts: { db: DbHandle; tileUrl: string; demo: boolean },
) {
  // Readiness, for load balancers and the e2e runner: 200 only when the database answers and the
  // process is not shutting down (a stopping process is taken out of rotation before it closes).
  let stopping = false;
  app.addHook("preClose", async () => {
    stopping = true;
  });
  const ready = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("Cache-Control", "no-store");
    if (stopping) return reply.status(503).send(errorBody("unavailable", "The server is shutting down"));
    try {
      await opts.db.db.execute(sql`select 1`);
    } catch (err) {
      request.log.error({ err }, "health check: database unavailable");
      return reply.status(503).send(errorBody("internal", "Database unavailable"));
    }
    return ok(healthResponseSchema.shape.data, { status: "ok", db: "ok", driver: opts.db.kind });
  };
  app.get("/api/health", ready);
  app.get("/api/health/ready", ready);
  // Liveness: the process and its event loop answer; the database is readiness's concern (a database
  // outage must not make a supervisor restart every server).
  app.get("/api/health/live", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return ok(livenessResponseSchema.shape.data, { status: "ok" });
  });

  // Runtime settings for the web app, so the tile server can change without a rebuild.
  app.get("/api/config", async (_request, reply) => {
    reply.header("Cache-Control", "no-cache");
    return ok(configResponseSchema.shape.data, { tile_url: opts.tileUrl, demo: opts.demo });
  });
}
