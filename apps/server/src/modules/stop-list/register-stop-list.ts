import type { FastifyInstance } from "fastify";
import type { BoardHint } from "@tablewise/domain/contract/staff";
import type { Db } from "../../db/client";
import { createMenuEvents, registerVenueListen } from "../../realtime/venue-listen";
import type { Realtime } from "../../realtime/socket";
import type { VenueRepository } from "../venue/index";
import { createStopListRepository } from "./stop-list.repository";
import { registerStopListRoutes } from "./stop-list.routes";
import { createStopListService, type StopReachesStations } from "./stop-list.service";

type Deps = {
  db: Db;
  realtime: Realtime;
  venueRepository: VenueRepository;
  clock: () => Date;
  // The staff namespace's push; a no-op until it is wired in app.ts.
  notifyStaff?: (venueId: string, hint: BoardHint) => void;
  // The kitchen's cancels of a stopped line still to make (modules/kitchen).
  stations?: StopReachesStations;
};

// The stop list's staff API, and the guests' listen_venue with its menu_changed push.
export function registerStopList(app: FastifyInstance, deps: Deps) {
  const events = createMenuEvents(deps.realtime);
  registerVenueListen(deps.realtime, { findVersion: deps.venueRepository.findVersion });
  registerStopListRoutes(
    app,
    createStopListService({
      repo: createStopListRepository(deps.db),
      venues: deps.venueRepository,
      notifyStaff: deps.notifyStaff ?? (() => {}),
      menuChanged: events.menuChanged,
      clock: deps.clock,
      ...(deps.stations ? { stations: deps.stations } : {}),
    }),
  );
}
