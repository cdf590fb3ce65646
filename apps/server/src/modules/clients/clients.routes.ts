import type { FastifyInstance } from "fastify";
import {
  clientCreateCall,
  clientDataSchema,
  clientProfileCall,
  clientProfileHeadersSchema,
} from "@tablewise/domain/contract/client";
import { validationError } from "../../http/errors";
import { parse } from "../../http/parse";
import { ok } from "../../http/respond";
import type { ClientsService } from "./clients.service";

// SPEC §7 client calls. The profile holds a phone and addresses: never in a shared cache.
export function registerClientRoutes(app: FastifyInstance, service: ClientsService) {
  app.post(clientCreateCall.path, async (request, reply) => {
    const body = parse(clientCreateCall.body, request.body, "body");
    reply.header("cache-control", "private, no-store");
    return ok(clientDataSchema, { client: await service.save(body) });
  });

  app.get(clientProfileCall.path, async (request, reply) => {
    const { id } = parse(clientProfileCall.params, request.params, "params");
    const headers = clientProfileHeadersSchema.safeParse(request.headers);
    if (!headers.success) throw validationError("headers", headers.error);
    reply.header("cache-control", "private, no-store");
    return ok(clientDataSchema, { client: await service.profile(id, headers.data["x-client-secret"]) });
  });
}
