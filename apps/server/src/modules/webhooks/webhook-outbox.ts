import { createHash, randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type {
  WebhookDelivery,
  WebhookEvent,
  WebhookEventData,
  WebhookEventType,
} from "@tablewise/domain/contract/webhooks";
import type { Db, Tx } from "../../db/client";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/webhooks";

type Writer = Db | Tx;

// A UUID-shaped id made from a key (the first 128 bits of its SHA-256, version and variant bits set).
const onceId = (key: string) => {
  const h = createHash("sha256").update(key).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString("hex");
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
};

// One event, written as one outbox row per enabled endpoint of the venue that asked for its type. Called
// inside the transaction of the change that made it where the change allows it, so the event exists
// exactly when the change committed. The event's id is the same on every endpoint's row and every retry:
// receivers deduplicate by it. Returns how many rows it wrote.
// The data may be read on demand: most venues have no endpoint, and an order's row is not worth reading
// after every order placed only to find nobody asked for it (null: the subject is gone, nothing is sent).
export async function enqueueWebhookEvent(
  tx: Writer,
  e: {
    venueId: string;
    type: WebhookEventType | "ping";
    data: WebhookEventData | (() => Promise<WebhookEventData | null>);
    now: Date;
    endpointId?: string;
    // An event that happens once per subject (an order placed): its id is derived from this key, so the
    // same event enqueued twice writes nothing the second time (UNIQUE endpoint, event id).
    once?: string;
  },
): Promise<string[]> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.venueId, e.venueId),
        e.endpointId ? eq(webhookEndpoints.id, e.endpointId) : eq(webhookEndpoints.enabled, true),
      ),
    );
  const targets = endpoints.filter((p) => e.type === "ping" || p.events.includes(e.type));
  if (!targets.length) return [];
  const data = typeof e.data === "function" ? await e.data() : e.data;
  if (!data) return [];
  const slug = await tx.execute(sql`select link from venues where id = ${e.venueId}`);
  const payload: WebhookEvent = {
    id: e.once ? onceId(`${e.venueId}:${e.type}:${e.once}`) : randomUUID(),
    type: e.type,
    created_at: e.now.toISOString(),
    venue: (slug.rows[0] as { link?: string } | undefined)?.link ?? e.venueId,
    data,
  };
  const rows = await tx
    .insert(webhookDeliveries)
    .values(
      targets.map((t) => ({
        id: randomUUID(),
        endpointId: t.id,
        venueId: e.venueId,
        eventId: payload.id,
        event: e.type,
        payload,
        status: "pending" as const,
        nextAttemptAt: e.now,
        createdAt: e.now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  return rows.map((r) => r.id);
}

export type ClaimedDelivery = {
  id: string;
  endpointId: string;
  payload: WebhookEvent;
  attempts: number;
  leaseUntil: Date;
  url: string | null;
  secrets: string[];
};

type RawClaim = { id: string; endpoint_id: string; payload: WebhookEvent | string; attempts: number };

type Row = typeof webhookDeliveries.$inferSelect;
export const presentDelivery = (r: Row): WebhookDelivery => ({
  _id: r.id,
  event_id: r.eventId,
  event: r.event as WebhookDelivery["event"],
  attempts: r.attempts,
  status: r.status,
  last_status: r.lastStatus,
  last_answer: r.lastAnswer,
  next_attempt_at: r.status === "pending" && r.nextAttemptAt ? r.nextAttemptAt.toISOString() : null,
  created_at: r.createdAt.toISOString(),
  delivered_at: r.deliveredAt?.toISOString() ?? null,
});

export function createWebhookOutbox(db: Db) {
  // A row is marked only by the claim that holds it: a lease that ran out and was taken by another
  // process leaves this one's late answer unrecorded (the other's counts).
  const fence = (job: ClaimedDelivery) =>
    and(
      eq(webhookDeliveries.id, job.id),
      eq(webhookDeliveries.status, "pending"),
      eq(webhookDeliveries.leaseUntil, job.leaseUntil),
    );

  return {
    // Due rows: pending ones whose time has come and no live lease (a lease run out: the process sending
    // it stopped, so it goes again — at least once).
    async claim(now: Date, leaseMs: number, limit: number): Promise<ClaimedDelivery[]> {
      const leaseUntil = new Date(now.getTime() + leaseMs);
      const at = now.toISOString();
      const result = await db.execute(sql`
        update webhook_deliveries d
           set lease_until = ${leaseUntil.toISOString()}::timestamptz
         where d.id in (
           select id from webhook_deliveries
            where status = 'pending' and next_attempt_at <= ${at}::timestamptz
              and (lease_until is null or lease_until < ${at}::timestamptz)
            order by next_attempt_at, id
            limit ${limit}
            for update skip locked)
        returning d.id, d.endpoint_id, d.payload, d.attempts`);
      const rows = result.rows as RawClaim[];
      if (!rows.length) return [];
      const endpoints = await db
        .select()
        .from(webhookEndpoints)
        .where(sql`${webhookEndpoints.id} in ${rows.map((r) => r.endpoint_id)}`);
      const byId = new Map(endpoints.map((p) => [p.id, p]));
      return rows.map((r) => {
        const p = byId.get(r.endpoint_id);
        const secrets = p
          ? [
              p.secret,
              ...(p.previousSecret && p.previousSecretUntil && p.previousSecretUntil > now
                ? [p.previousSecret]
                : []),
            ]
          : [];
        return {
          id: r.id,
          endpointId: r.endpoint_id,
          payload: typeof r.payload === "string" ? (JSON.parse(r.payload) as WebhookEvent) : r.payload,
          attempts: Number(r.attempts),
          leaseUntil,
          // A disabled endpoint's rows are not sent (they are failed: the console shows why).
          url: p?.enabled ? p.url : null,
          secrets,
        };
      });
    },

    async delivered(job: ClaimedDelivery, now: Date, answer: { status: number; answer: string }) {
      await db
        .update(webhookDeliveries)
        .set({
          status: "delivered",
          deliveredAt: now,
          leaseUntil: null,
          nextAttemptAt: null,
          lastStatus: answer.status,
          lastAnswer: answer.answer,
          attempts: sql`${webhookDeliveries.attempts} + 1`,
        })
        .where(fence(job));
    },

    async failed(
      job: ClaimedDelivery,
      update: { status: number | null; answer: string; retryAt: Date | null },
    ) {
      await db
        .update(webhookDeliveries)
        .set({
          status: update.retryAt ? "pending" : "failed",
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          lastStatus: update.status,
          lastAnswer: update.answer,
          nextAttemptAt: update.retryAt,
          leaseUntil: null,
        })
        .where(fence(job));
    },

    async list(endpointId: string, limit = 50): Promise<WebhookDelivery[]> {
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpointId))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(limit);
      return rows.map(presentDelivery);
    },

    async byId(id: string): Promise<WebhookDelivery | null> {
      const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
      return row ? presentDelivery(row) : null;
    },
  };
}
export type WebhookOutbox = ReturnType<typeof createWebhookOutbox>;
