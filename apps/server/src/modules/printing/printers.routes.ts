import type { FastifyInstance } from "fastify";
import {
  createPrinterCall,
  printersCall,
  removePrinterCall,
  reprintTicketCall,
  testPrintCall,
  updatePrinterCall,
} from "@tablewise/domain/contract/printers";
import { parse } from "../../http/parse";
import { actorOf, assertRole, assertVenue } from "../../http/staff-actor";
import type { PrintersService } from "./printers.service";

// Setting printers up and test pages are the manager's; a reprint is anyone's who works the tickets.
const setup = ["manager"] as const;
const reprinters = ["manager", "kitchen", "waiter"] as const;

export function registerPrintersRoutes(app: FastifyInstance, service: PrintersService) {
  app.get(printersCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId } = parse(printersCall.params, request.params, "params");
    assertVenue(actor, venueId);
    return { success: true as const, data: { printers: await service.list(venueId) } };
  });

  app.post(createPrinterCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId } = parse(createPrinterCall.params, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, setup);
    const body = parse(createPrinterCall.body, request.body, "body");
    return { success: true as const, data: { printer: await service.create(venueId, body) } };
  });

  app.post(updatePrinterCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId, printerId } = parse(updatePrinterCall.params, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, setup);
    const body = parse(updatePrinterCall.body, request.body, "body");
    return { success: true as const, data: { printer: await service.update(venueId, printerId, body) } };
  });

  app.post(removePrinterCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId, printerId } = parse(removePrinterCall.params, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, setup);
    await service.remove(venueId, printerId);
    return { success: true as const, data: { removed: true as const } };
  });

  app.post(testPrintCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId, printerId } = parse(testPrintCall.params, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, setup);
    return { success: true as const, data: { job_id: await service.testPrint(venueId, printerId) } };
  });

  app.post(reprintTicketCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId, ticketId } = parse(reprintTicketCall.params, request.params, "params");
    assertVenue(actor, venueId);
    assertRole(actor, reprinters);
    return { success: true as const, data: { job_id: await service.reprint(venueId, ticketId) } };
  });
}
