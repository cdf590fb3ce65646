import type { FastifyInstance } from "fastify";
import {
  callWaiterCall,
  callWaiterDataSchema,
  insideCreateCall,
  insidePrepareCall,
  verifyGeolocationCall,
  verifyGeolocationDataSchema,
} from "@tablewise/domain/contract/inside";
import { orderDataSchema } from "@tablewise/domain/contract/order-calls";
import { parse } from "../../http/parse";
import { ok } from "../../http/respond";
import type { OrderEvents } from "../../realtime/order-room";
import type { InsideService } from "./inside.service";

// SPEC §7 eat-in calls under /api/superapp, registered from the contract's call descriptors. Each takes a
// table key in its path, so each counts under the per-IP "table" limit and its unknown keys towards the
// IP's block (http/rate-limit.ts), besides the limit of what it does.
export function registerInsideRoutes(app: FastifyInstance, service: InsideService, events: OrderEvents) {
  app.get(insidePrepareCall.path, { config: { rateLimit: "table" } }, async (request, reply) => {
    const { code } = parse(insidePrepareCall.params, request.params, "params");
    const { cart_id } = parse(insidePrepareCall.query, request.query, "query");
    const body = await service.prepare(code, cart_id);
    // The body holds the table's access code: never in a shared cache.
    reply.header("cache-control", "private, no-store");
    return reply.type("application/json; charset=utf-8").send(body);
  });

  app.post(verifyGeolocationCall.path, { config: { rateLimit: "table" } }, async (request) => {
    const { code } = parse(verifyGeolocationCall.params, request.params, "params");
    const body = parse(verifyGeolocationCall.body, request.body, "body");
    return ok(verifyGeolocationDataSchema, { result: await service.verifyGeolocation(code, body) });
  });

  app.post(callWaiterCall.path, { config: { rateLimit: ["table", "callWaiter"] } }, async (request) => {
    const { code } = parse(callWaiterCall.params, request.params, "params");
    // No body means {}; a JSON null is not an object and is refused like any other non-object.
    const body = parse(callWaiterCall.body, request.body === undefined ? {} : request.body, "body");
    return ok(callWaiterDataSchema, await service.callWaiter(code, body.visitor_id));
  });

  app.post(insideCreateCall.path, { config: { rateLimit: ["table", "order"] } }, async (request) => {
    const { code } = parse(insideCreateCall.params, request.params, "params");
    const body = parse(insideCreateCall.body, request.body, "body");
    const { order, replayed, created } = await service.create(code, body);
    // A new order reaches the venue's console too (created: sound and badge); the same call
    // sent again (its answer lost) is nothing new for the venue. Lines joined to the table's open order
    // reach its guests; a new order has none listening yet.
    if (!replayed) events.emit(order, { change: "created" }, !created);
    return ok(orderDataSchema, { order });
  });
}
