import type { FastifyInstance } from "fastify";
import {
  homepageParamsSchema,
  homepageResponseSchema,
  offertParamsSchema,
  offertResponseSchema,
} from "@tablewise/domain/contract/homepage";
import { parse } from "../../http/parse";
import { ok } from "../../http/respond";
import type { VenueService } from "./venue.service";

// SPEC §7 venue calls under /api/superapp: parse, call the service, answer with the contract.
export function registerVenueRoutes(app: FastifyInstance, service: VenueService) {
  app.get("/api/superapp/homepage/:venueLinkCode", async (request) => {
    const { venueLinkCode } = parse(homepageParamsSchema, request.params, "params");
    return ok(homepageResponseSchema.shape.data, await service.getHomepage(venueLinkCode));
  });

  app.get("/api/superapp/offert/:venueId/:menuId", async (request) => {
    const { venueId, menuId } = parse(offertParamsSchema, request.params, "params");
    return ok(offertResponseSchema.shape.data, { offert: await service.getOffert(venueId, menuId) });
  });
}
