import type { FastifyInstance } from "fastify";
import {
  bumpTicketCall,
  counterBoardCall,
  createStationCall,
  kitchenSetupCall,
  recallTicketCall,
  removeStationCall,
  saveKitchenRoutesCall,
  stationBoardCall,
  updateStationCall,
} from "@tablewise/domain/contract/kitchen";
import type { StaffRole } from "@tablewise/domain/contract/staff";
import { parse } from "../../http/parse";
import { ok } from "../../http/respond";
import { actorOf, assertRole, assertVenue } from "../../http/staff-actor";
import type { KitchenSetupService } from "./kitchen-setup";
import type { StationTickets } from "./station-tickets";

// Setup is the manager's; the station screen's bumps the kitchen's, the manager's and the waiter's;
// reading the setup, a board or the counter any signed-in staff of the venue. Another venue's path is
// refused (403), another venue's station or ticket id is not found (404).
const stationWork: readonly StaffRole[] = ["kitchen", "manager", "waiter"];
const managers: readonly StaffRole[] = ["manager"];
export const routesBodyLimit = 256 * 1024;

export function registerKitchenRoutes(
  app: FastifyInstance,
  setup: KitchenSetupService,
  tickets: StationTickets,
) {
  app.get(kitchenSetupCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId } = parse(kitchenSetupCall.params, request.params, "params");
    assertVenue(actor, venueId);
    return ok(kitchenSetupCall.response.shape.data, await setup.read(venueId));
  });

  app.post(createStationCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId } = parse(createStationCall.params, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, managers);
    const body = parse(createStationCall.body, request.body, "body");
    return ok(createStationCall.response.shape.data, { station: await setup.create(actor, venueId, body) });
  });

  app.post(updateStationCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId, stationId } = parse(updateStationCall.params, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, managers);
    const body = parse(updateStationCall.body, request.body, "body");
    return ok(updateStationCall.response.shape.data, {
      station: await setup.update(actor, venueId, stationId, body),
    });
  });

  app.post(removeStationCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId, stationId } = parse(removeStationCall.params, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, managers);
    await setup.remove(actor, venueId, stationId);
    return ok(removeStationCall.response.shape.data, { removed: true });
  });

  // Up to the contract's 2000 routes (a product override each, about 100 bytes apiece) fit in this call's
  // own limit; the app's default would refuse a large menu's routes before they are read.
  app.post(saveKitchenRoutesCall.path, { bodyLimit: routesBodyLimit }, async (request) => {
    const actor = actorOf(request);
    const { venueId } = parse(saveKitchenRoutesCall.params, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, managers);
    const body = parse(saveKitchenRoutesCall.body, request.body, "body");
    return ok(
      saveKitchenRoutesCall.response.shape.data,
      await setup.saveRoutes(actor, venueId, body.routes, body.auto_accept),
    );
  });

  app.get(stationBoardCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId, stationId } = parse(stationBoardCall.params, request.params, "params");
    assertVenue(actor, venueId);
    return ok(stationBoardCall.response.shape.data, await tickets.board(venueId, stationId));
  });

  app.post(bumpTicketCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId, ticketId } = parse(bumpTicketCall.params, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, stationWork);
    const body = parse(bumpTicketCall.body, request.body ?? {}, "body");
    return ok(bumpTicketCall.response.shape.data, {
      ticket: await tickets.bump(venueId, ticketId, body.line_id),
    });
  });

  app.post(recallTicketCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId, ticketId } = parse(recallTicketCall.params, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, stationWork);
    return ok(recallTicketCall.response.shape.data, { ticket: await tickets.recall(venueId, ticketId) });
  });

  app.get(counterBoardCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId } = parse(counterBoardCall.params, request.params, "params");
    assertVenue(actor, venueId);
    return ok(counterBoardCall.response.shape.data, await tickets.counter(venueId));
  });
}
