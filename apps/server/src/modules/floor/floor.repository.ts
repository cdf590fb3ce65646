import { randomUUID } from "node:crypto";
import { and, desc, eq, gte, inArray, isNull, lte, notInArray, or, sql, type SQL } from "drizzle-orm";
import { defaultAlertTimings, type AlertTimings, type ShiftBody } from "@tablewise/domain/contract/floor";
import type { StaffRole } from "@tablewise/domain/contract/staff";
import type { Db, Tx } from "../../db/client";
import { floorAlerts, floorTimings, staffMembers, staffSessions, staffShifts } from "../../db/schema/index";
import type { FloorFact } from "./floor-facts";
import { alertListLimit, resolvedShownMs } from "./floor-limits";

const open = ["open", "acknowledged"] as const;

export function createFloorRepository(
  db: Db,
  options: { sessionIdleMs: number } = { sessionIdleMs: 120 * 60_000 },
) {
  return {
    async timings(venueId: string, tx: Db | Tx = db): Promise<AlertTimings> {
      const [row] = await tx.select().from(floorTimings).where(eq(floorTimings.venueId, venueId));
      return row
        ? {
            part_paid_after_min: row.partPaidAfterMin,
            walkout_after_min: row.walkoutAfterMin,
            escalate_after_min: row.escalateAfterMin,
          }
        : defaultAlertTimings;
    },
    async saveTimings(venueId: string, t: AlertTimings, now: Date) {
      const values = {
        partPaidAfterMin: t.part_paid_after_min,
        walkoutAfterMin: t.walkout_after_min,
        escalateAfterMin: t.escalate_after_min,
        updatedAt: now,
      };
      await db
        .insert(floorTimings)
        .values({ venueId, ...values })
        .onConflictDoUpdate({ target: floorTimings.venueId, set: values });
    },

    // The shifts going on at a venue (not ended).
    // Shifts running now. A shift whose session was revoked or ran out, or whose person was disabled,
    // follows nothing: its tables' alerts go to everyone instead of to a phone nobody holds.
    async activeShifts(venueId: string, now: Date, tx: Db | Tx = db) {
      const rows = await tx
        .select({ shift: staffShifts })
        .from(staffShifts)
        .leftJoin(staffMembers, eq(staffMembers.id, staffShifts.staffId))
        .leftJoin(staffSessions, eq(staffSessions.id, staffShifts.sessionId))
        .where(
          and(
            eq(staffShifts.venueId, venueId),
            isNull(staffShifts.endedAt),
            isNull(staffMembers.disabledAt),
            // A session row known to be revoked, past its expiry or idle past the sign-out limit ends the
            // shift's following (the same sessions the push module sends nothing to).
            or(
              isNull(staffSessions.id),
              and(
                isNull(staffSessions.revokedAt),
                gte(staffSessions.expiresAt, now),
                gte(staffSessions.lastSeenAt, new Date(now.getTime() - options.sessionIdleMs)),
              ),
            ),
          ),
        );
      return rows.map((r) => r.shift);
    },
    // A new shift replaces the person's old one (whatever venue or state it was in).
    async startShift(
      who: { staffId: string; sessionId: string | null; name: string; role: StaffRole; venueId: string },
      body: ShiftBody,
      now: Date,
    ) {
      const values = {
        venueId: who.venueId,
        sessionId: who.sessionId,
        staffName: who.name,
        role: who.role,
        halls: body.halls,
        tables: body.tables,
        startedAt: now,
        endedAt: null,
      };
      const [row] = await db
        .insert(staffShifts)
        .values({ staffId: who.staffId, ...values })
        .onConflictDoUpdate({ target: staffShifts.staffId, set: values })
        .returning();
      return row!;
    },
    async endShift(staffId: string, now: Date) {
      await db
        .update(staffShifts)
        .set({ endedAt: now })
        .where(and(eq(staffShifts.staffId, staffId), isNull(staffShifts.endedAt)));
    },
    async endSessionShift(sessionId: string, now: Date) {
      await db
        .update(staffShifts)
        .set({ endedAt: now })
        .where(and(eq(staffShifts.sessionId, sessionId), isNull(staffShifts.endedAt)));
    },

    // The venue's waiters and managers who can sign in (everyone an alert nobody follows goes to).
    floorStaff(venueId: string) {
      return db
        .select({ id: staffMembers.id, role: staffMembers.role })
        .from(staffMembers)
        .where(
          and(
            eq(staffMembers.venueId, venueId),
            isNull(staffMembers.disabledAt),
            inArray(staffMembers.role, ["waiter", "manager"]),
          ),
        );
    },

    // Alerts not resolved, and those resolved in the last 10 minutes, newest first.
    listAlerts(venueId: string, now: Date) {
      return db
        .select()
        .from(floorAlerts)
        .where(
          and(
            eq(floorAlerts.venueId, venueId),
            or(
              inArray(floorAlerts.status, [...open]),
              gte(floorAlerts.resolvedAt, new Date(now.getTime() - resolvedShownMs)),
            ),
          ),
        )
        .orderBy(desc(floorAlerts.createdAt), desc(floorAlerts.id))
        .limit(alertListLimit);
    },
    async findAlert(id: string) {
      const [row] = await db.select().from(floorAlerts).where(eq(floorAlerts.id, id));
      return row ?? null;
    },
    // One person takes it: only an open alert changes, so of two at once one wins (RETURNING says which).
    async acknowledge(venueId: string, id: string, who: { id: string; name: string }, now: Date) {
      const [row] = await db
        .update(floorAlerts)
        .set({
          status: "acknowledged",
          acknowledgedAt: now,
          acknowledgedBy: who.name,
          acknowledgedById: who.id,
        })
        .where(and(eq(floorAlerts.id, id), eq(floorAlerts.venueId, venueId), eq(floorAlerts.status, "open")))
        .returning();
      return row ?? null;
    },

    // --- the reconcile's writes, in its transaction -------------------------------------------------
    // Serialises one venue's reconciles across processes for the length of the transaction.
    lockVenue: (tx: Tx, venueId: string) =>
      tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`floor:${venueId}`}))`),
    insertFacts(tx: Tx, venueId: string, facts: readonly FloorFact[], now: Date) {
      if (!facts.length) return Promise.resolve([]);
      return tx
        .insert(floorAlerts)
        .values(
          facts.map((f) => ({
            id: randomUUID(),
            venueId,
            kind: f.kind,
            sourceKey: f.key,
            status: "open" as const,
            tableCode: f.tableCode,
            tableLabel: f.tableLabel,
            orderId: f.orderId,
            serial: f.serial,
            amount: f.amount,
            createdAt: now,
          })),
        )
        .onConflictDoNothing({ target: [floorAlerts.venueId, floorAlerts.sourceKey] })
        .returning();
    },
    // Open alerts whose fact is gone; a scoped pass (floor-scope.ts) judges only the alerts it looked at.
    resolveGone(tx: Tx, venueId: string, keys: readonly string[], now: Date, scope?: SQL) {
      return tx
        .update(floorAlerts)
        .set({ status: "resolved", resolvedAt: now })
        .where(
          and(
            eq(floorAlerts.venueId, venueId),
            inArray(floorAlerts.status, [...open]),
            keys.length ? notInArray(floorAlerts.sourceKey, [...keys]) : undefined,
            scope,
          ),
        )
        .returning();
    },
    escalateDue(tx: Tx, venueId: string, afterMin: number, now: Date) {
      return tx
        .update(floorAlerts)
        .set({ escalatedAt: now })
        .where(
          and(
            eq(floorAlerts.venueId, venueId),
            eq(floorAlerts.status, "open"),
            isNull(floorAlerts.escalatedAt),
            lte(floorAlerts.createdAt, new Date(now.getTime() - afterMin * 60_000)),
          ),
        )
        .returning();
    },
  };
}
export type FloorRepository = ReturnType<typeof createFloorRepository>;
