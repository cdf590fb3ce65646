import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Gauge, Registry } from "prom-client";
import type { DbHandle } from "../../db/client";
import { errorBody } from "../../http/errors";
import type { Realtime } from "../../realtime/socket";
import { registerBacklogMetrics } from "./backlog-metrics";
import { registerDbMetrics } from "./db-metrics";
import { registerHttpMetrics } from "./http-metrics";

type Deps = { db: DbHandle; realtime: Realtime; token: string | undefined };

const sameToken = (given: string, token: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

// GET /metrics in Prometheus's text format (docs/operations.md), for the venue's or the host's
// monitoring: only with METRICS_TOKEN set, and only to a scraper sending it as a Bearer token; without
// the token the route is not there (404), so nothing about the server's load is public.
export function registerMetrics(app: FastifyInstance, deps: Deps) {
  if (!deps.token) return null;
  const token = deps.token;
  const registry = new Registry();
  // The process: CPU, memory, handles, and the event loop's delay (nodejs_eventloop_lag_* quantiles).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  registerHttpMetrics(app, registry);
  registerDbMetrics(deps.db, registry);
  registerBacklogMetrics(deps.db.db, registry);
  new Gauge({
    name: "tablewise_sockets",
    help: "Open socket.io connections of this process by namespace (/order: guests, /staff: the console)",
    labelNames: ["namespace"],
    registers: [registry],
    collect() {
      this.set({ namespace: "order" }, deps.realtime.orders.sockets.size);
      this.set({ namespace: "staff" }, deps.realtime.staff.sockets.size);
    },
  });

  app.get("/metrics", async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
    if (!sameToken(given, token))
      return reply.status(401).send(errorBody("unauthorized", "A metrics token is required"));
    reply.header("cache-control", "no-store");
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return registry;
}
