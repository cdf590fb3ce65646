import type { FastifyInstance } from "fastify";

export type ServedRoute = { method: string; url: string };

// Every route the app registers, recorded as it is added (onRoute), so a test can hold the published
// document against what the server really serves. Registered first, before any route.
export function recordServedRoutes(app: FastifyInstance): ServedRoute[] {
  const routes: ServedRoute[] = [];
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      // Fastify adds a HEAD beside each GET on its own; the document describes the GET.
      if (method !== "HEAD") routes.push({ method, url: route.url });
    }
  });
  return routes;
}
