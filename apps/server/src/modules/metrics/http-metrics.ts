import type { FastifyInstance } from "fastify";
import { Histogram, type Registry } from "prom-client";

// HTTP latency by route (its pattern, never the raw URL: ids would make a series per order), method
// and status. A request no route matched counts as "unmatched".
export function registerHttpMetrics(app: FastifyInstance, registry: Registry) {
  const duration = new Histogram({
    name: "tablewise_http_request_duration_seconds",
    help: "HTTP answers' latency by route, method and status",
    labelNames: ["route", "method", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook("onResponse", async (request, reply) => {
    duration.observe(
      {
        route: request.routeOptions.url ?? "unmatched",
        method: request.method,
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}
