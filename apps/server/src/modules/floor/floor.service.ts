import type { AlertTimings, Floor, FloorAlert, ShiftBody, Shift } from "@tablewise/domain/contract/floor";
import type { Db } from "../../db/client";
import { HttpError, notFound } from "../../http/errors";
import type { StaffActor } from "../../http/staff-actor";
import { readFloorSnapshot } from "./floor-snapshot";
import type { FloorRepository } from "./floor.repository";
import { presentAlert } from "./present-alert";
import type { FloorReconciler } from "./reconcile-floor";
import { floorTables } from "./table-states";
import { floorAlertEvent } from "@tablewise/domain/contract/floor";
import type { Realtime } from "../../realtime/socket";
import { venueRoom } from "../../realtime/staff-namespace";

type Deps = {
  db: Db;
  repo: FloorRepository;
  reconciler: FloorReconciler;
  realtime: Realtime;
  clock: () => Date;
};
type Person = Extract<StaffActor, { kind: "staff" }>;

const presentShift = (s: { halls: string[]; tables: string[]; startedAt: Date }): Shift => ({
  halls: s.halls,
  tables: s.tables,
  started_at: s.startedAt.toISOString(),
});

function person(actor: StaffActor): Person {
  if (actor.kind !== "staff")
    throw new HttpError(403, "forbidden", "A shift belongs to a person signed in to the console");
  return actor;
}

export function createFloorService({ db, repo, reconciler, realtime, clock }: Deps) {
  return {
    async floor(actor: StaffActor, venueId: string): Promise<Floor> {
      const now = clock();
      const [snap, shifts, alerts] = await Promise.all([
        readFloorSnapshot(db, venueId, now),
        repo.activeShifts(venueId, now),
        repo.listAlerts(venueId, now),
      ]);
      const me = actor.kind === "staff" ? actor.staffId : null;
      const openAlerts = new Map<string, number>();
      for (const a of alerts)
        if (a.status !== "resolved" && a.tableCode)
          openAlerts.set(a.tableCode, (openAlerts.get(a.tableCode) ?? 0) + 1);
      const mine = shifts.find((s) => s.staffId === me);
      return {
        generated_at: now.toISOString(),
        shift: mine ? presentShift(mine) : null,
        halls: [...new Set(snap.tables.map((t) => t.hall))].sort((a, b) => a.localeCompare(b)),
        tables: floorTables(snap, shifts, me, openAlerts),
        alerts: alerts.map(presentAlert),
      };
    },

    // The halls and tables named must be the venue's own (a code of another venue follows nothing).
    async startShift(actor: StaffActor, venueId: string, body: ShiftBody): Promise<Shift> {
      const who = person(actor);
      const snap = await readFloorSnapshot(db, venueId, clock());
      const halls = new Set(snap.tables.map((t) => t.hall));
      const codes = new Set(snap.tables.map((t) => t.code));
      const unknown = [
        ...body.halls.filter((h) => !halls.has(h)).map((h) => `halls: ${h}`),
        ...body.tables.filter((c) => !codes.has(c)).map((c) => `tables: ${c}`),
      ];
      if (unknown.length)
        throw new HttpError(
          400,
          "validation_failed",
          `Not a hall or table of this venue: ${unknown.slice(0, 5).join("; ")}`,
          {
            fields: unknown.slice(0, 20),
          },
        );
      const row = await repo.startShift(
        { staffId: who.staffId, sessionId: who.sessionId, name: who.name, role: who.role, venueId },
        { halls: [...new Set(body.halls)], tables: [...new Set(body.tables)] },
        clock(),
      );
      return presentShift(row);
    },

    async endShift(actor: StaffActor) {
      await repo.endShift(person(actor).staffId, clock());
    },

    // One person takes an alert. Again by the same person answers it as it is; by another, 409 naming who.
    async acknowledge(actor: StaffActor, venueId: string, alertId: string): Promise<FloorAlert> {
      const who =
        actor.kind === "staff" ? { id: actor.staffId, name: actor.name } : { id: "service", name: "service" };
      const taken = await repo.acknowledge(venueId, alertId, who, clock());
      if (taken) {
        const alert = presentAlert(taken);
        realtime.staff.to(venueRoom(venueId)).emit(floorAlertEvent, alert);
        return alert;
      }
      const found = await repo.findAlert(alertId);
      if (!found || found.venueId !== venueId) throw notFound("Alert");
      if (found.acknowledgedById === who.id) return presentAlert(found);
      if (found.acknowledgedBy)
        throw new HttpError(409, "alert_taken", `${found.acknowledgedBy} has taken this alert`, {
          acknowledged_by: found.acknowledgedBy,
          acknowledged_at: found.acknowledgedAt?.toISOString() ?? null,
        });
      throw new HttpError(409, "conflict", "This alert is resolved: what it was about is dealt with");
    },

    timings: (venueId: string) => repo.timings(venueId),
    async saveTimings(venueId: string, t: AlertTimings) {
      await repo.saveTimings(venueId, t, clock());
      // New minutes may make or escalate alerts now.
      reconciler.schedule(venueId, 0);
      return repo.timings(venueId);
    },
  };
}
export type FloorService = ReturnType<typeof createFloorService>;
