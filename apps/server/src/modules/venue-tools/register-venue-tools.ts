import type { FastifyInstance } from "fastify";
import type { BoardHint } from "@tablewise/domain/contract/staff";
import type { Db } from "../../db/client";
import type { VenueCache } from "../venue/venue-cache";
import { registerDayRoutes } from "./day.routes";
import { createDayService } from "./day.service";
import { registerTablesRoutes } from "./tables.routes";
import { registerSetupTablesRoutes } from "./setup-tables.routes";
import { createSetupTablesService } from "./setup-tables.service";
import { createVenueToolsRepository } from "./venue-tools.repository";

type Deps = {
  db: Db;
  venues: VenueCache;
  publicUrl: string | null;
  clock: () => Date;
  // Issue 23: the console hears of a table change (optional until every caller passes it).
  notifyStaff?: (venueId: string, hint: BoardHint) => void;
};

// Issue 19 points 5 and 6: the venue's tables and their printable QR sheet, and the day's money.
export function registerVenueTools(
  app: FastifyInstance,
  { db, venues, publicUrl, clock, notifyStaff }: Deps,
) {
  const repo = createVenueToolsRepository(db);
  registerTablesRoutes(app, { repo, venues, publicUrl });
  registerDayRoutes(app, { days: createDayService(repo, clock), venues });
  // Issue 23 point 5: tables added, renamed, retired and restored, tokens rotated.
  registerSetupTablesRoutes(
    app,
    createSetupTablesService({ db, notifyStaff: notifyStaff ?? (() => {}), clock }),
  );
}
