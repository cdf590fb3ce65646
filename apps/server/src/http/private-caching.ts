import type { FastifyInstance } from "fastify";

// API answers carry a guest's orders, reservations, profile and access codes; unless a route
// chose its own caching (the menu preview's ETag with no-cache, the prepare calls), none may be stored
// by a browser's disk cache or a shared proxy. The public venue documents (homepage, offer) keep the
// default: they hold nothing of a guest.
const publicVenueData = /^\/api\/superapp\/(homepage|offert)\//;

export function registerPrivateCaching(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    const path = request.url.split("?")[0]!;
    if (!path.startsWith("/api/") || publicVenueData.test(path)) return payload;
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
    return payload;
  });
}
