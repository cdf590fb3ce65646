import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import type { VenueCache } from "../venue/venue-cache";
import { registerDayRoutes } from "./day.routes";
import { createDayService } from "./day.service";
import { registerTablesRoutes } from "./tables.routes";
import { createVenueToolsRepository } from "./venue-tools.repository";

type Deps = { db: Db; venues: VenueCache; publicUrl: string | null; clock: () => Date };

// Issue 19 points 5 and 6: the venue's tables and their printable QR sheet, and the day's money.
export function registerVenueTools(app: FastifyInstance, { db, venues, publicUrl, clock }: Deps) {
  const repo = createVenueToolsRepository(db);
  registerTablesRoutes(app, { repo, venues, publicUrl });
  registerDayRoutes(app, { days: createDayService(repo, clock), venues });
}
