import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  rateDataSchema,
  rateOrderCall,
  ratePreorderCall,
  staffLowRatingsCall,
  staffRatingSchema,
} from "@tablewise/domain/contract/rating";
import { parse } from "../../http/parse";
import { ok } from "../../http/respond";
import { actorOf, assertVenue } from "../../http/staff-actor";
import { credentialsOf } from "../orders/index";
import type { RatingsService } from "./ratings.service";

const lowSchema = z.object({ ratings: z.array(staffRatingSchema) });

// A word after paying (contract/rating.ts): the guest's rating, and the board's low ones.
export function registerRatingRoutes(app: FastifyInstance, service: RatingsService) {
  // Rate-limited with the order's other guest writes ("order"): one rating per order anyway.
  app.post(rateOrderCall.path, { config: { rateLimit: "order" } }, async (request, reply) => {
    const { id } = parse(rateOrderCall.params, request.params, "params");
    const body = parse(rateOrderCall.body, request.body, "body");
    reply.header("cache-control", "private, no-store");
    return ok(rateDataSchema, await service.rateOrder(id, credentialsOf(request), body));
  });

  app.post(ratePreorderCall.path, { config: { rateLimit: "order" } }, async (request, reply) => {
    const { id } = parse(ratePreorderCall.params, request.params, "params");
    const body = parse(ratePreorderCall.body, request.body, "body");
    reply.header("cache-control", "private, no-store");
    return ok(rateDataSchema, await service.ratePreorder(id, body));
  });

  // Any role of the venue may read the board's notices.
  app.get(staffLowRatingsCall.path, async (request) => {
    const actor = actorOf(request);
    const { venueId } = parse(staffLowRatingsCall.params, request.params, "params");
    assertVenue(actor, venueId);
    return ok(lowSchema, { ratings: await service.lowRecent(venueId) });
  });
}
