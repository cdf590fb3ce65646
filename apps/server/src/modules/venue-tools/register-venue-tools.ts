import type { FastifyInstance } from "fastify";
import type { BoardHint } from "@tablewise/domain/contract/staff";
import type { Db } from "../../db/client";
import type { DayRatingsReader } from "../ratings/index";
import type { VenueCache } from "../venue/index";
import { registerDayRoutes } from "./day.routes";
import { createDayAdjustments } from "./day-adjustments";
import { createDayService } from "./day.service";
import { registerTablesRoutes } from "./tables.routes";
import { createQrSheetRenderer, type QrSheetRendererOptions } from "./qr-sheet-renderer";
import { registerSetupTablesRoutes } from "./setup-tables.routes";
import { createSetupTablesService } from "./setup-tables.service";
import { createVenueToolsRepository } from "./venue-tools.repository";

type Deps = {
  db: Db;
  venues: VenueCache;
  publicUrl: string | null;
  clock: () => Date;
  // The console hears of a table change (optional until every caller passes it).
  notifyStaff?: (venueId: string, hint: BoardHint) => void;
  // Tests start their own QR sheet thread (one that fails, to see the answer).
  qrSheets?: QrSheetRendererOptions;
  // The day's close-out closes the fiscal shift (modules/fiscal).
  onDayClosed?: (venueId: string) => Promise<unknown>;
  // The day's guest ratings (modules/ratings).
  dayRatings?: DayRatingsReader;
};

// The venue's tables and their printable QR sheet, and the day's money.
export function registerVenueTools(
  app: FastifyInstance,
  { db, venues, publicUrl, clock, notifyStaff, qrSheets, onDayClosed, dayRatings }: Deps,
) {
  const repo = createVenueToolsRepository(db);
  // One sheet thread per process (each process on one PostgreSQL has its own; nothing is shared).
  const sheets = createQrSheetRenderer({
    onFailure: (err) => app.log.error({ err }, "QR sheet thread failed"),
    ...qrSheets,
  });
  app.addHook("onClose", () => sheets.close());
  registerTablesRoutes(app, { repo, venues, publicUrl, sheets });
  registerDayRoutes(app, {
    days: createDayService(repo, db, clock, createDayAdjustments(db), dayRatings),
    venues,
    onDayClosed,
  });
  // Tables added, renamed, retired and restored, tokens rotated.
  registerSetupTablesRoutes(
    app,
    createSetupTablesService({ db, notifyStaff: notifyStaff ?? (() => {}), clock }),
  );
}
