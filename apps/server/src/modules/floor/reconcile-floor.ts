import type { FloorAlert } from "@tablewise/domain/contract/floor";
import { floorAlertEvent } from "@tablewise/domain/contract/floor";
import type { Db } from "../../db/client";
import type { Realtime } from "../../realtime/socket";
import { venueRoom } from "../../realtime/staff-namespace";
import { alertAudience } from "./floor-audience";
import { deriveFloorFacts } from "./floor-facts";
import { readFloorSnapshot } from "./floor-snapshot";
import type { FloorRepository } from "./floor.repository";
import { presentAlert, type FloorAlertRow } from "./present-alert";

// The seam with the push module: called after the alert's row is committed, with who should hear it.
export type AlertEvent = {
  venueId: string;
  alert: FloorAlert;
  phase: "created" | "escalated";
  staffIds: string[];
};
export type AlertListener = (e: AlertEvent) => void | Promise<void>;
type Log = { error: (obj: object, msg: string) => void };

type Deps = { db: Db; repo: FloorRepository; realtime: Realtime; clock: () => Date; log: Log };

// Alerts derived from what is true, exactly once: each pass reads the venue's floor, inserts an alert per
// fact not yet alerted (the venue's unique source key: ON CONFLICT DO NOTHING), resolves those whose fact
// is gone and escalates open ones older than escalate_after_min, in one transaction holding the venue's
// advisory lock (processes sharing one PostgreSQL take turns). The listeners hear only the rows this
// pass's own statements inserted or escalated (RETURNING), after the commit.
export function createFloorReconciler({ db, repo, realtime, clock, log }: Deps) {
  const listeners: AlertListener[] = [];

  async function reconcile(venueId: string) {
    const changed = await db.transaction(async (tx) => {
      await repo.lockVenue(tx, venueId);
      const now = clock();
      const timings = await repo.timings(venueId, tx);
      const snap = await readFloorSnapshot(tx, venueId, now, "named");
      const facts = deriveFloorFacts(snap, timings, now);
      const created = await repo.insertFacts(tx, venueId, facts, now);
      const resolved = await repo.resolveGone(
        tx,
        venueId,
        facts.map((f) => f.key),
        now,
      );
      const escalated = await repo.escalateDue(tx, venueId, timings.escalate_after_min, now);
      return { created, resolved, escalated, tables: snap.tables };
    });
    const room = realtime.staff.to(venueRoom(venueId));
    for (const r of [...changed.created, ...changed.escalated, ...changed.resolved])
      room.emit(floorAlertEvent, presentAlert(r));
    if (!listeners.length || (!changed.created.length && !changed.escalated.length)) return changed;
    const [shifts, members] = await Promise.all([
      repo.activeShifts(venueId, clock()),
      repo.floorStaff(venueId),
    ]);
    const tables = new Map(changed.tables.map((t) => [t.code, t]));
    const tell = (r: FloorAlertRow, phase: AlertEvent["phase"]) => {
      const table = r.tableCode ? (tables.get(r.tableCode) ?? { code: r.tableCode, hall: "" }) : null;
      const e: AlertEvent = {
        venueId,
        alert: presentAlert(r),
        phase,
        staffIds: alertAudience(phase, table, shifts, members),
      };
      for (const l of listeners) {
        try {
          void Promise.resolve(l(e)).catch((err: unknown) =>
            log.error({ err }, "floor alert listener failed"),
          );
        } catch (err) {
          log.error({ err }, "floor alert listener failed");
        }
      }
    };
    for (const r of changed.created) tell(r, "created");
    for (const r of changed.escalated) tell(r, "escalated");
    return changed;
  }

  // After a board hint: one pass per venue ~60 ms later; hints arriving during a pass make one more.
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Map<string, Promise<unknown>>();
  const again = new Set<string>();
  function run(venueId: string) {
    const pass = reconcile(venueId)
      .catch((err: unknown) => log.error({ err, venueId }, "floor reconcile failed"))
      .finally(() => {
        running.delete(venueId);
        if (again.delete(venueId)) run(venueId);
      });
    running.set(venueId, pass);
  }
  function schedule(venueId: string, delayMs: number) {
    if (timers.has(venueId)) return;
    const timer = setTimeout(() => {
      timers.delete(venueId);
      if (running.has(venueId)) again.add(venueId);
      else run(venueId);
    }, delayMs);
    timer.unref();
    timers.set(venueId, timer);
  }
  // Everything scheduled or running has finished (tests, and closing the app).
  async function settled() {
    while (timers.size || running.size) {
      await Promise.all(running.values());
      if (timers.size) await new Promise((r) => setTimeout(r, 5));
    }
  }

  return {
    reconcile,
    schedule,
    settled,
    onAlert(listener: AlertListener) {
      listeners.push(listener);
    },
  };
}
export type FloorReconciler = ReturnType<typeof createFloorReconciler>;
