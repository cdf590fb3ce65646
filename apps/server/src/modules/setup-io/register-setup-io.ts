import type { FastifyInstance } from "fastify";
import type { BoardHint } from "@tablewise/domain/contract/staff";
import type { Db } from "../../db/client";
import type { Realtime } from "../../realtime/socket";
import { createMenuEvents } from "../../realtime/venue-listen";
import { registerSetupIoRoutes } from "./setup-io.routes";
import { createSetupIoService } from "./setup-io.service";

type Deps = {
  db: Db;
  realtime: Realtime;
  notifyStaff: (venueId: string, hint: BoardHint) => void;
  clock: () => Date;
};

// The venue's export.json, its import, and the CSV product import.
export function registerSetupIo(app: FastifyInstance, { db, realtime, notifyStaff, clock }: Deps) {
  const { menuChanged } = createMenuEvents(realtime);
  registerSetupIoRoutes(app, createSetupIoService({ db, notifyStaff, menuChanged, clock }));
}
