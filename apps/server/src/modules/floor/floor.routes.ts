import type { FastifyInstance } from "fastify";
import {
  acknowledgeAlertCall,
  alertTimingsCall,
  endShiftCall,
  floorCall,
  saveAlertTimingsCall,
  startShiftCall,
} from "@tablewise/domain/contract/floor";
import type { StaffRole } from "@tablewise/domain/contract/staff";
import { parse } from "../../http/parse";
import { ok } from "../../http/respond";
import { actorOf, assertRole, assertVenue } from "../../http/staff-actor";
import type { FloorService } from "./floor.service";

// The floor is the waiters' and the managers' (the kitchen's role is refused); the timings the managers'.
// Another venue's path is refused (403), another venue's alert id is not found (404).
const floorPeople: readonly StaffRole[] = ["waiter", "manager"];
const managers: readonly StaffRole[] = ["manager"];

export function registerFloorRoutes(app: FastifyInstance, floor: FloorService) {
  app.get(floorCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId } = parse(floorCall.params, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, floorPeople);
    return ok(floorCall.response.shape.data, await floor.floor(actor, venueId));
  });

  app.post(startShiftCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId } = parse(startShiftCall.params, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, floorPeople);
    const body = parse(startShiftCall.body, request.body, "body");
    return ok(startShiftCall.response.shape.data, { shift: await floor.startShift(actor, venueId, body) });
  });

  app.post(endShiftCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId } = parse(endShiftCall.params, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, floorPeople);
    await floor.endShift(actor);
    return ok(endShiftCall.response.shape.data, { ended: true });
  });

  app.post(acknowledgeAlertCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId, alertId } = parse(acknowledgeAlertCall.params, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, floorPeople);
    return ok(acknowledgeAlertCall.response.shape.data, {
      alert: await floor.acknowledge(actor, venueId, alertId),
    });
  });

  app.get(alertTimingsCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId } = parse(alertTimingsCall.params, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, managers);
    return ok(alertTimingsCall.response.shape.data, { timings: await floor.timings(venueId) });
  });

  app.post(saveAlertTimingsCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId } = parse(saveAlertTimingsCall.params, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, managers);
    const body = parse(saveAlertTimingsCall.body, request.body, "body");
    return ok(saveAlertTimingsCall.response.shape.data, { timings: await floor.saveTimings(venueId, body) });
  });
}
