import type { FastifyInstance } from "fastify";
import { stopListCall, stopListSetCall } from "@tablewise/domain/contract/staff";
import { parse } from "../../http/parse";
import { actorOf, assertRole, assertVenue } from "../../http/staff-actor";
import type { StopListService } from "./stop-list.service";

// The manager and the kitchen keep the stop list; a waiter may not (403).
const keepers = ["manager", "kitchen"] as const;

export function registerStopListRoutes(app: FastifyInstance, service: StopListService) {
  app.get(stopListCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId } = parse(stopListCall.params, request.params, "params");
    assertVenue(actor, venueId);
    return { success: true as const, data: await service.list(venueId) };
  });

  app.post(stopListSetCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId } = parse(stopListSetCall.params, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, keepers);
    const body = parse(stopListSetCall.body, request.body, "body");
    return { success: true as const, data: await service.set(venueId, body, actor) };
  });
}
