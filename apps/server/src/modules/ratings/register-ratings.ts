import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import type { NotifyStaff } from "../../realtime/order-room";
import type { OrderAccess, OrderRepository } from "../orders/index";
import type { VenueCache } from "../venue/index";
import { createRatingRepository } from "./ratings.repository";
import { createDayRatings, createRatingsService, type DayRatingsReader } from "./ratings.service";
import { registerRatingRoutes } from "./ratings.routes";

type Deps = {
  db: Db;
  orders: OrderRepository;
  access: OrderAccess;
  venues: VenueCache;
  notifyStaff: NotifyStaff;
  clock: () => Date;
};

// Guests' ratings after paying; answers the day view's reader of them.
export function registerRatings(app: FastifyInstance, deps: Deps): { dayRatings: DayRatingsReader } {
  const repo = createRatingRepository(deps.db);
  registerRatingRoutes(app, createRatingsService({ repo, ...deps }));
  return { dayRatings: createDayRatings(repo) };
}
