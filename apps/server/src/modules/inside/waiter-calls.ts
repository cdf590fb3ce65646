import type { WaiterCallStatePayload } from "@tablewise/domain/contract/realtime";
import type { WaiterCall } from "@tablewise/domain/contract/staff";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import type { TableEvents } from "../../realtime/table-listen";
import { actionActorOf, recordStaffAction } from "../staff/index";
import { assertOwns, assertRole, type StaffActor } from "../../http/staff-actor";
import {
  createWaiterCallRepository,
  type WaiterCallRepository,
  type WaiterCallView,
} from "./waiter-call.repository";
import type { TableEpochs } from "../../security/table-access";

// What the venue's console is told (a sound and a badge for "created"); a no-op until the
// staff namespace is wired in.
import type { NotifyStaff } from "../../realtime/order-room";
export type { NotifyStaff };

// An acknowledged call stays on the board (contract staff.ts), and "a waiter is coming"
// on the guest's page, this long.
export const acknowledgedShownMs = 10 * 60_000;
// A call nobody answered for this long is stale: its guests have left or called again (calls made before
// the console existed, backfilled by migration 0012, would otherwise stay open on the board for ever, and
// a table's next guests would read "waiter called" until an order there closed).
export const openCallShownMs = 2 * 60 * 60_000;

// Waiters and managers answer calls; the kitchen does not (the console's roles).
const answerers = ["manager", "waiter"] as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentWaiterCall(v: WaiterCallView): WaiterCall {
  return {
    id: v.id,
    table_code: v.tableCode,
    section_name: v.sectionName,
    table_name: v.tableName,
    called_at: v.calledAt.toISOString(),
    acknowledged_at: iso(v.acknowledgedAt),
    acknowledged_by: v.acknowledgedBy,
  };
}

// What the table's guests see of a call: "called" until acknowledged, then "coming" for a while.
export function callState(v: WaiterCallView, now: Date): WaiterCallStatePayload | null {
  if (v.acknowledgedAt && now.getTime() - v.acknowledgedAt.getTime() > acknowledgedShownMs) return null;
  if (!v.acknowledgedAt && now.getTime() - v.calledAt.getTime() > openCallShownMs) return null;
  return {
    status: v.acknowledgedAt ? "coming" : "called",
    called_at: v.calledAt.toISOString(),
    acknowledged_at: iso(v.acknowledgedAt),
  };
}

// The board's waiter calls (part of the staff board): the open ones (of the last 2 hours) and those
// acknowledged in the last 10 minutes, with their section and table names.
export function createBoardWaiterCalls(db: Db) {
  const repo = createWaiterCallRepository(db);
  return async (venueId: string, now: Date): Promise<WaiterCall[]> => {
    const since = {
      open: new Date(now.getTime() - openCallShownMs),
      acknowledged: new Date(now.getTime() - acknowledgedShownMs),
    };
    return (await repo.forBoard(venueId, since)).map(presentWaiterCall);
  };
}

type Deps = {
  repo: WaiterCallRepository;
  epochs: TableEpochs;
  tableEvents: TableEvents;
  notifyStaff: NotifyStaff;
  clock: () => Date;
};

export function createWaiterCalls({ repo, epochs, tableEvents, notifyStaff, clock }: Deps) {
  return {
    // A guest called (SPEC §7 call-waiter, after the cooldown let it through): the venue hears of it and
    // the table's other guests see "called".
    called(call: { id: string; venueId: string; tableCode: string; calledAt: Date }) {
      const at = call.calledAt.toISOString();
      notifyStaff(call.venueId, { kind: "waiter_call", id: call.id, change: "created", at });
      tableEvents.waiterCall(call.tableCode, { status: "called", called_at: at, acknowledged_at: null });
    },

    // Idempotent: an acknowledged call is answered as it is; another venue's is not found.
    async acknowledge(actor: StaffActor, id: string): Promise<WaiterCall> {
      assertRole(actor, answerers);
      const found = await repo.find(id);
      if (!found) throw notFound("Waiter call");
      assertOwns(actor, found.venueId, "Waiter call");
      if (found.acknowledgedAt) return presentWaiterCall(found);
      const now = clock();
      const changed = await repo.acknowledge(id, actor.name, now, (tx, venueId) =>
        recordStaffAction(
          tx,
          {
            venueId,
            subjectType: "waiter_call",
            subjectId: id,
            action: "acknowledge",
            actor: actionActorOf(actor),
          },
          now,
        ),
      );
      const after = (await repo.find(id)) ?? found;
      if (changed) {
        notifyStaff(after.venueId, { kind: "waiter_call", id, change: "updated", at: now.toISOString() });
        const state = callState(after, now);
        if (state) tableEvents.waiterCall(after.tableCode, state);
      }
      return presentWaiterCall(after);
    },

    // The state a reloaded page shows: the latest call of the table's current session (a call from
    // before the last order there closed was the previous guests').
    async stateOf(tableCode: string): Promise<WaiterCallStatePayload | null> {
      const now = clock();
      const since = Math.max(await epochs.current(tableCode), now.getTime() - openCallShownMs);
      const latest = await repo.latestAt(tableCode, new Date(since));
      return latest ? callState(latest, now) : null;
    },
  };
}
export type WaiterCalls = ReturnType<typeof createWaiterCalls>;
