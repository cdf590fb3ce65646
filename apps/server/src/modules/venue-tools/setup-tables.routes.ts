import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  createTableCall,
  retireTableCall,
  rotateTableTokenCall,
  saveTableCall,
} from "@tablewise/domain/contract/setup";
import { parse } from "../../http/parse";
import { ok } from "../../http/respond";
import { actorOf, assertRole, assertVenue } from "../../http/staff-actor";
import type { SetupTablesService } from "./setup-tables.service";

const tableData = createTableCall.response.shape.data;

// The venue's tables in its setup; managers only (waiter and kitchen 403, another
// venue's staff 403 on the venue path, staff-actor.ts).
export function registerSetupTablesRoutes(app: FastifyInstance, service: SetupTablesService) {
  function managerOf(request: FastifyRequest, venueId: string) {
    const actor = actorOf(request);
    assertVenue(actor, venueId);
    assertRole(actor, ["manager"]);
    return actor;
  }

  app.post(createTableCall.path, async (request) => {
    const params = parse(createTableCall.params, request.params, "params");
    const actor = managerOf(request, params.venueId);
    const body = parse(createTableCall.body, request.body, "body");
    return ok(tableData, { table: await service.create(params.venueId, actor, body) });
  });

  app.post(saveTableCall.path, async (request) => {
    const params = parse(saveTableCall.params, request.params, "params");
    const actor = managerOf(request, params.venueId);
    const body = parse(saveTableCall.body, request.body, "body");
    return ok(tableData, { table: await service.rename(params.venueId, actor, params.code, body) });
  });

  app.post(retireTableCall.path, async (request) => {
    const params = parse(retireTableCall.params, request.params, "params");
    const actor = managerOf(request, params.venueId);
    const body = parse(retireTableCall.body, request.body, "body");
    return ok(tableData, { table: await service.retire(params.venueId, actor, params.code, body.retired) });
  });

  app.post(rotateTableTokenCall.path, async (request) => {
    const params = parse(rotateTableTokenCall.params, request.params, "params");
    const actor = managerOf(request, params.venueId);
    parse(rotateTableTokenCall.body, request.body, "body");
    return ok(tableData, { table: await service.rotateToken(params.venueId, actor, params.code) });
  });
}
