import type { FastifyInstance } from "fastify";
import type { BoardHint } from "@tablewise/domain/contract/staff";
import type { Db } from "../../db/client";
import { createMenuEvents } from "../../realtime/venue-listen";
import type { Realtime } from "../../realtime/socket";
import { createSetupRepository } from "./setup.repository";
import { registerSetupRoutes } from "./setup.routes";
import { createSetupService, type SetupDeps } from "./setup.service";

type Deps = {
  db: Db;
  realtime: Realtime;
  clock: () => Date;
  notifyStaff: (venueId: string, hint: BoardHint) => void;
  imageMaxBytes: number;
  gatewayOf: SetupDeps["gatewayOf"];
};

// The console's setup calls (venue settings, menus, products, translations, change log). The
// guests' listen_venue is the stop list's (register-stop-list.ts); this only pushes menu_changed to it.
export function registerSetup(app: FastifyInstance, deps: Deps) {
  const events = createMenuEvents(deps.realtime);
  registerSetupRoutes(
    app,
    createSetupService({
      repo: createSetupRepository(deps.db),
      clock: deps.clock,
      imageMaxBytes: deps.imageMaxBytes,
      notifyStaff: deps.notifyStaff,
      menuChanged: events.menuChanged,
      gatewayOf: deps.gatewayOf,
    }),
  );
}
