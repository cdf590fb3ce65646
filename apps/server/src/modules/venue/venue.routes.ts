import type { FastifyInstance } from "fastify";
import { homepageParamsSchema, offertParamsSchema } from "@tablewise/domain/contract/homepage";
import { parse } from "../../http/parse";
import type { VenueService } from "./venue.service";

export function registerVenueRoutes(app: FastifyInstance, service: VenueService) {
  app.get("/api/superapp/homepage/:venueLinkCode", async (request) => {
    const { venueLinkCode } = parse(homepageParamsSchema, request.params, "params");
    return { success: true, data: await service.getHomepage(venueLinkCode) };
  });

  app.get("/api/superapp/offert/:venueId/:menuId", async (request) => {
    const { venueId, menuId } = parse(offertParamsSchema, request.params, "params");
    return { success: true, data: { offert: await service.getOffert(venueId, menuId) } };
  });
}
