import type { FastifyInstance } from "fastify";
import type { BoardHint } from "@tablewise/domain/contract/staff";
import type { Db } from "../../db/client";
import { periodicSweep } from "../../jobs/periodic-sweep";
import type { Realtime } from "../../realtime/socket";
import { createFloorRepository } from "./floor.repository";
import { registerFloorRoutes } from "./floor.routes";
import { createFloorService } from "./floor.service";
import { venuesToSweep } from "./floor-sweep-venues";
import { subjectsOfHint } from "./floor-scope";
import { reconcileDebounceMs } from "./floor-limits";
import { createFloorReconciler } from "./reconcile-floor";

type Deps = {
  db: Db;
  realtime: Realtime;
  clock: () => Date;
  // How often the time-based kinds (part paid, walkout, escalation) are looked for; 0 runs no sweeper.
  sweepIntervalMs: number;
  // A session idle this long is signed out (STAFF_SESSION_IDLE_MINUTES): its shift follows nothing.
  sessionIdleMs?: number;
};

// The floor in the waiter's pocket: shifts, tables at a glance, alerts. Made before the modules that
// emit board hints (the app reconciles a venue's floor after each one: hinted) and registered at once.
export function registerFloor(app: FastifyInstance, deps: Deps) {
  const repo = createFloorRepository(deps.db, { sessionIdleMs: deps.sessionIdleMs ?? 120 * 60_000 });
  const reconciler = createFloorReconciler({ ...deps, repo, log: app.log });
  registerFloorRoutes(
    app,
    createFloorService({ db: deps.db, repo, reconciler, realtime: deps.realtime, clock: deps.clock }),
  );
  const sweep = async () => {
    for (const venueId of await venuesToSweep(deps.db, deps.clock())) await reconciler.reconcile(venueId);
  };
  if (deps.sweepIntervalMs > 0) {
    const job = periodicSweep("floor alerts", sweep);
    app.addHook("onReady", async () => void job.start(deps.sweepIntervalMs, app.log));
    app.addHook("preClose", () => job.stop());
  }
  app.addHook("preClose", () => reconciler.settled());
  return {
    // A board hint for the venue: its floor is reconciled shortly after (several hints, one pass), as far
    // as what the hint names can reach.
    hinted: (venueId: string, hint: BoardHint) =>
      reconciler.schedule(venueId, reconcileDebounceMs, subjectsOfHint(hint)),
    reconcile: reconciler.reconcile,
    sweep,
    settled: reconciler.settled,
    onAlert: reconciler.onAlert,
    // Signing out ends the person's shift (the session's).
    endSessionShift: (sessionId: string) => repo.endSessionShift(sessionId, deps.clock()),
  };
}
export type Floor = ReturnType<typeof registerFloor>;
