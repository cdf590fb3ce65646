import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { FloorAlert } from "@tablewise/domain/contract/floor";
import type { Locale } from "@tablewise/domain/contract/common";
import type { Db } from "../../db/client";
import { pushOutbox, pushSubscriptions, type StoredPushAlert } from "../../db/schema/push";
import { staffMembers, staffSessions } from "../../db/schema/staff";

// The floor module's alert, as its onAlert hook hands it over (after the alert's row is committed).
export type AlertPushEvent = {
  venueId: string;
  alert: FloorAlert;
  phase: "created" | "escalated";
  staffIds: string[];
};

// The staff session must still be good when a message is written AND when it is sent: not revoked, not
// past its expiry or idle limit, its person not disabled.
const liveSession = (now: Date, idleMs: number) =>
  sql`${staffSessions.revokedAt} is null
      and ${staffSessions.expiresAt} > ${now.toISOString()}::timestamptz
      and ${staffSessions.lastSeenAt} > ${new Date(now.getTime() - idleMs).toISOString()}::timestamptz
      and ${staffMembers.disabledAt} is null`;

// One outbox row per live subscription of the staff who should hear the alert. UNIQUE (subscription,
// alert, phase) with ON CONFLICT DO NOTHING: the hook called twice for one alert sends nothing twice.
// Returns how many rows it wrote.
export async function enqueueAlertPushes(
  db: Db,
  e: AlertPushEvent,
  options: { now?: Date; idleMs?: number } = {},
): Promise<number> {
  if (!e.staffIds.length) return 0;
  const now = options.now ?? new Date();
  const targets = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .innerJoin(staffSessions, eq(staffSessions.id, pushSubscriptions.sessionId))
    .innerJoin(staffMembers, eq(staffMembers.id, pushSubscriptions.staffId))
    .where(
      and(
        eq(pushSubscriptions.venueId, e.venueId),
        eq(staffMembers.venueId, e.venueId),
        inArray(pushSubscriptions.staffId, [...new Set(e.staffIds)]),
        liveSession(now, options.idleMs ?? defaultIdleMs),
      ),
    );
  if (!targets.length) return 0;
  const alert: StoredPushAlert = {
    kind: e.alert.kind,
    table_label: e.alert.table_label,
    order_id: e.alert.order_id,
    serial: e.alert.serial,
    amount: e.alert.amount,
    escalated_after_min:
      e.phase === "escalated" && e.alert.escalated_at
        ? Math.max(
            1,
            Math.round((Date.parse(e.alert.escalated_at) - Date.parse(e.alert.created_at)) / 60_000),
          )
        : null,
  };
  const written = await db
    .insert(pushOutbox)
    .values(
      targets.map((t) => ({
        id: randomUUID(),
        subscriptionId: t.id,
        venueId: e.venueId,
        alertId: e.alert._id,
        phase: e.phase,
        alert,
        status: "queued" as const,
        nextAttemptAt: now,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: pushOutbox.id });
  return written.length;
}

// STAFF_SESSION_IDLE_MINUTES' default (app.ts passes the configured one).
export const defaultIdleMs = 120 * 60_000;

export type ClaimedPush = {
  id: string;
  venueId: string;
  alertId: string;
  phase: "created" | "escalated";
  alert: StoredPushAlert;
  attempts: number;
  leaseUntil: Date;
  subscription: { id: string; endpoint: string; p256dh: string; auth: string; locale: Locale } | null;
};

type RawClaim = {
  id: string;
  venue_id: string;
  alert_id: string;
  phase: "created" | "escalated";
  alert: StoredPushAlert | string;
  attempts: number;
  subscription_id: string;
};

export function createPushOutbox(db: Db, options: { idleMs: number }) {
  const fence = (job: ClaimedPush) =>
    and(
      eq(pushOutbox.id, job.id),
      eq(pushOutbox.status, "sending"),
      eq(pushOutbox.leaseUntil, job.leaseUntil),
    );

  return {
    // Due rows: queued ones whose time has come and ones whose lease ran out mid-send (the process
    // holding them stopped: they go again, see push-worker.ts on delivering at least once).
    async claim(now: Date, leaseMs: number, limit: number): Promise<ClaimedPush[]> {
      const leaseUntil = new Date(now.getTime() + leaseMs);
      const result = await db.execute(sql`
        update push_outbox o
           set status = 'sending', lease_until = ${leaseUntil.toISOString()}::timestamptz
         where o.id in (
           select id from push_outbox
            where (status = 'queued' and next_attempt_at <= ${now.toISOString()}::timestamptz)
               or (status = 'sending' and lease_until < ${now.toISOString()}::timestamptz)
            order by created_at, id
            limit ${limit}
            for update skip locked)
        returning o.id, o.venue_id, o.alert_id, o.phase, o.alert, o.attempts, o.subscription_id`);
      const rows = result.rows as RawClaim[];
      if (!rows.length) return [];
      // Checked at send time: a session signed out, revoked, expired or its person disabled since the
      // row was written gets nothing.
      const live = await db
        .select({
          id: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
          locale: pushSubscriptions.locale,
        })
        .from(pushSubscriptions)
        .innerJoin(staffSessions, eq(staffSessions.id, pushSubscriptions.sessionId))
        .innerJoin(staffMembers, eq(staffMembers.id, pushSubscriptions.staffId))
        .where(
          and(
            inArray(
              pushSubscriptions.id,
              rows.map((r) => r.subscription_id),
            ),
            liveSession(now, options.idleMs),
          ),
        );
      const byId = new Map(live.map((s) => [s.id, s]));
      return rows.map((r) => ({
        id: r.id,
        venueId: r.venue_id,
        alertId: r.alert_id,
        phase: r.phase,
        alert: typeof r.alert === "string" ? (JSON.parse(r.alert) as StoredPushAlert) : r.alert,
        attempts: Number(r.attempts),
        leaseUntil,
        subscription: byId.get(r.subscription_id) ?? null,
      }));
    },

    async sent(job: ClaimedPush, now: Date) {
      await db
        .update(pushOutbox)
        .set({
          status: "sent",
          sentAt: now,
          leaseUntil: null,
          lastError: null,
          attempts: sql`${pushOutbox.attempts} + 1`,
        })
        .where(fence(job));
    },

    async failed(job: ClaimedPush, update: { error: string; retryAt: Date | null }) {
      await db
        .update(pushOutbox)
        .set({
          status: update.retryAt ? "queued" : "failed",
          attempts: sql`${pushOutbox.attempts} + 1`,
          lastError: update.error.slice(0, 500),
          nextAttemptAt: update.retryAt ?? job.leaseUntil,
          leaseUntil: null,
        })
        .where(fence(job));
    },

    // The push service says the subscription is gone (404/410): it and its queued rows go (cascade).
    async dropSubscription(subscriptionId: string) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
    },

    async currencyOf(venueId: string): Promise<string> {
      const result = await db.execute(
        sql`select data->>'currency' as currency from venues where id = ${venueId}`,
      );
      const row = result.rows[0] as { currency?: string | null } | undefined;
      return row?.currency ?? "";
    },
  };
}
export type PushOutbox = ReturnType<typeof createPushOutbox>;
