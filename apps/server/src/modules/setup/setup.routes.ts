import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  createMenuCall,
  createProductCall,
  deleteProductCall,
  reorderMenusCall,
  saveMenuCall,
  saveProductCall,
  saveTranslationsCall,
  saveVenueCall,
  setupCall,
  setupChangesCall,
} from "@tablewise/domain/contract/setup";
import { parse } from "../../http/parse";
import { actorOf, assertRole, assertVenue } from "../../http/staff-actor";
import type { SetupService } from "./setup.service";

// The venue's setup is the manager's (the service credential too, as every staff call); a
// waiter or the kitchen gets 403, another venue's staff 403 on the venue path (staff-actor.ts), and a
// record of another venue named by id is not found in this one (404).
const editors = ["manager"] as const;

function managerOf(request: FastifyRequest, params: unknown) {
  const actor = actorOf(request);
  const { venueId } = parse(setupCall.params, params, "params");
  assertVenue(actor, venueId);
  assertRole(actor, editors);
  return actor;
}

const ok = <T>(data: T) => ({ success: true as const, data });

export function registerSetupRoutes(app: FastifyInstance, service: SetupService) {
  app.get(setupCall.path, async (request) => {
    managerOf(request, request.params);
    const { venueId } = parse(setupCall.params, request.params, "params");
    return ok(await service.document(venueId));
  });

  app.get(setupChangesCall.path, async (request) => {
    managerOf(request, request.params);
    const { venueId } = parse(setupChangesCall.params, request.params, "params");
    const { before } = parse(setupChangesCall.query, request.query, "query");
    return ok({ changes: await service.changes(venueId, before) });
  });

  app.post(saveVenueCall.path, async (request) => {
    const actor = managerOf(request, request.params);
    const { venueId } = parse(saveVenueCall.params, request.params, "params");
    const body = parse(saveVenueCall.body, request.body, "body");
    return ok(await service.saveVenue(venueId, actor, body.venue, body.version));
  });

  app.post(createMenuCall.path, async (request) => {
    const actor = managerOf(request, request.params);
    const { venueId } = parse(createMenuCall.params, request.params, "params");
    const body = parse(createMenuCall.body, request.body, "body");
    return ok(await service.createMenu(venueId, actor, body.menu));
  });

  app.post(saveMenuCall.path, async (request) => {
    const actor = managerOf(request, request.params);
    const { venueId, menuId } = parse(saveMenuCall.params, request.params, "params");
    const body = parse(saveMenuCall.body, request.body, "body");
    return ok(await service.saveMenu(venueId, actor, menuId, body));
  });

  app.post(reorderMenusCall.path, async (request) => {
    const actor = managerOf(request, request.params);
    const { venueId } = parse(reorderMenusCall.params, request.params, "params");
    const body = parse(reorderMenusCall.body, request.body, "body");
    return ok(await service.reorderMenus(venueId, actor, body));
  });

  app.post(createProductCall.path, async (request) => {
    const actor = managerOf(request, request.params);
    const { venueId, menuId } = parse(createProductCall.params, request.params, "params");
    const body = parse(createProductCall.body, request.body, "body");
    return ok(await service.createProduct(venueId, actor, menuId, body.product));
  });

  app.post(saveProductCall.path, async (request) => {
    const actor = managerOf(request, request.params);
    const { venueId, productId } = parse(saveProductCall.params, request.params, "params");
    const body = parse(saveProductCall.body, request.body, "body");
    return ok(await service.saveProduct(venueId, actor, productId, body.product, body.version));
  });

  app.post(deleteProductCall.path, async (request) => {
    const actor = managerOf(request, request.params);
    const { venueId, productId } = parse(deleteProductCall.params, request.params, "params");
    const body = parse(deleteProductCall.body, request.body, "body");
    return ok(await service.deleteProduct(venueId, actor, productId, body.version));
  });

  app.post(saveTranslationsCall.path, async (request) => {
    const actor = managerOf(request, request.params);
    const { venueId, menuId } = parse(saveTranslationsCall.params, request.params, "params");
    const body = parse(saveTranslationsCall.body, request.body, "body");
    return ok(await service.saveTranslations(venueId, actor, menuId, body));
  });
}
