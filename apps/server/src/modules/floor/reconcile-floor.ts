import type { FloorAlert } from "@tablewise/domain/contract/floor";
import { floorAlertEvent } from "@tablewise/domain/contract/floor";
import type { Db } from "../../db/client";
import type { Realtime } from "../../realtime/socket";
import { venueRoom } from "../../realtime/staff-namespace";
import { alertAudience } from "./floor-audience";
import { deriveFloorFacts } from "./floor-facts";
import { readFloorSnapshot } from "./floor-snapshot";
import { alertsInScope, mergeSubjects, scopeOf, type FloorSubjects } from "./floor-scope";
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
// pass's own statements inserted or escalated (RETURNING), after the commit. A pass after hints that
// name what changed looks only at that (subjects, floor-scope.ts); the sweeper's passes look at it all.
export function createFloorReconciler({ db, repo, realtime, clock, log }: Deps) {
  const listeners: AlertListener[] = [];

  async function reconcile(venueId: string, subjects: FloorSubjects | null = null) {
    const changed = await db.transaction(async (tx) => {
      await repo.lockVenue(tx, venueId);
      const now = clock();
      const timings = await repo.timings(venueId, tx);
      const scope = subjects ? await scopeOf(tx, venueId, subjects) : null;
      const snap = await readFloorSnapshot(tx, venueId, now, scope ?? "named");
      const facts = deriveFloorFacts(snap, timings, now);
      const created = await repo.insertFacts(tx, venueId, facts, now);
      const resolved = await repo.resolveGone(
        tx,
        venueId,
        facts.map((f) => f.key),
        now,
        scope ? alertsInScope(scope) : undefined,
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

  // After a board hint: one pass per venue ~60 ms later over everything the hints until then named;
  // hints arriving during a pass make one more. null subjects: a whole pass.
  const timers = new Map<string, NodeJS.Timeout>();
  const pending = new Map<string, FloorSubjects | null>();
  const running = new Map<string, Promise<unknown>>();
  const again = new Map<string, FloorSubjects | null>();
  const add = (into: Map<string, FloorSubjects | null>, venueId: string, s: FloorSubjects | null) =>
    into.set(venueId, into.has(venueId) ? mergeSubjects(into.get(venueId)!, s) : s);
  function run(venueId: string, subjects: FloorSubjects | null) {
    const pass = reconcile(venueId, subjects)
      .catch((err: unknown) => log.error({ err, venueId }, "floor reconcile failed"))
      .finally(() => {
        running.delete(venueId);
        const next = again.get(venueId) ?? null;
        if (again.delete(venueId)) run(venueId, next);
      });
    running.set(venueId, pass);
  }
  function schedule(venueId: string, delayMs: number, subjects: FloorSubjects | null = null) {
    add(pending, venueId, subjects);
    if (timers.has(venueId)) return;
    const timer = setTimeout(() => {
      timers.delete(venueId);
      const next = pending.get(venueId) ?? null;
      pending.delete(venueId);
      if (running.has(venueId)) add(again, venueId, next);
      else run(venueId, next);
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
