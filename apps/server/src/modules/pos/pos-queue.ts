import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { toMinorUnits } from "@tablewise/domain/rules/money";
import type { Db, Tx } from "../../db/client";
import { posJobs, posSettings, type StoredOrderLine, type StoredPosLine } from "../../db/schema/index";
import type { OrderRow } from "../orders/index";

export type PosJobRow = typeof posJobs.$inferSelect;
type Exec = Db | Tx;

const posLines = (lines: readonly StoredOrderLine[]): StoredPosLine[] =>
  lines
    .filter((l) => l.quantity > 0)
    .map((l) => ({
      product_id: l.product_id,
      name: l.name.slice(0, 128),
      count: l.quantity,
      price: toMinorUnits(l.price),
    }));

const addressText = (row: OrderRow) => {
  const a = row.address;
  if (!a) return null;
  return [a.street, a.house_number, a.flat && `flat ${a.flat}`, a.entrance && `entrance ${a.entrance}`]
    .filter(Boolean)
    .join(", ")
    .slice(0, 300);
};

// What the order's comment in the POS says: our number, the table, the guest's comment.
const commentOf = (row: OrderRow, extra?: string) =>
  [`Tablewise #${row.serial}`, row.orderType === "inside" ? row.tableName : null, extra ?? row.comment]
    .filter(Boolean)
    .join(" · ")
    .slice(0, 400);

// What a change of an order sends to the POS (SPEC §4): the venue accepting a waiting order sends the
// order; accepting an addition to an accepted order sends the addition. Decided from the rows alone.
export function posSends(
  before: OrderRow,
  after: OrderRow,
): { kind: "order" | "append"; appendId: string | null; lines: StoredOrderLine[] }[] {
  if (after.status === "cancelled" || after.status === "waiting") return [];
  if (before.status === "waiting")
    // The additions accepted with it are on its lines already.
    return [{ kind: "order", appendId: null, lines: after.lines }];
  const waitingBefore = new Set(before.appends.filter((a) => a.status === "waiting").map((a) => a._id));
  return after.appends
    .filter((a) => waitingBefore.has(a._id) && a.status !== "waiting" && a.status !== "cancelled")
    .map((a) => ({ kind: "append" as const, appendId: a._id, lines: a.lines }));
}

// In the acceptance's own transaction: the send is queued exactly when the acceptance commits. UNIQUE
// source_key: the same order or addition is never queued twice. Answers whether it wrote a row.
export async function enqueuePosSends(tx: Exec, before: OrderRow, after: OrderRow, now: Date) {
  const sends = posSends(before, after);
  if (!sends.length) return false;
  const [settings] = await tx
    .select({ provider: posSettings.provider })
    .from(posSettings)
    .where(eq(posSettings.venueId, after.venueId))
    .limit(1);
  if (!settings || settings.provider === "none") return false;
  let wrote = false;
  for (const send of sends) {
    const lines = posLines(send.lines);
    if (!lines.length) continue;
    const written = await tx
      .insert(posJobs)
      .values({
        id: randomUUID(),
        venueId: after.venueId,
        orderId: after.id,
        sourceKey: send.kind === "order" ? `order:${after.id}` : `append:${after.id}:${send.appendId}`,
        kind: send.kind,
        appendId: send.appendId,
        orderType: after.orderType,
        tableCode: after.tableCode,
        lines,
        comment: commentOf(after, send.kind === "append" ? "addition" : undefined),
        phone: after.client?.phone ?? null,
        clientName: after.client?.name ?? null,
        address: addressText(after),
        status: "queued",
        nextAttemptAt: now,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: posJobs.id });
    wrote ||= written.length > 0;
  }
  return wrote;
}

export type ClaimedPosJob = PosJobRow & { leaseUntil: Date };

export function createPosQueue(db: Db) {
  const fence = (job: ClaimedPosJob) =>
    and(eq(posJobs.id, job.id), eq(posJobs.status, "sending"), eq(posJobs.leaseUntil, job.leaseUntil));
  const finish = (job: ClaimedPosJob, set: Partial<PosJobRow>) =>
    db
      .update(posJobs)
      .set({ ...set, leaseUntil: null, attempts: sql`${posJobs.attempts} + 1` })
      .where(fence(job));
  return {
    // Due rows, and rows whose lease ran out mid-send (the process holding them stopped). Oldest first,
    // so an order reaches the POS before its additions.
    async claim(now: Date, leaseMs: number, limit: number): Promise<ClaimedPosJob[]> {
      const leaseUntil = new Date(now.getTime() + leaseMs);
      const result = await db.execute(sql`
        update pos_jobs j
           set status = 'sending', lease_until = ${leaseUntil.toISOString()}::timestamptz,
               claims = j.claims + 1
         where j.id in (
           select id from pos_jobs
            where (status = 'queued' and next_attempt_at <= ${now.toISOString()}::timestamptz)
               or (status = 'sending' and lease_until < ${now.toISOString()}::timestamptz)
            order by created_at, id
            limit ${limit}
            for update skip locked)
        returning j.id`);
      const ids = (result.rows as { id: string }[]).map((r) => r.id);
      if (!ids.length) return [];
      const rows = await db.select().from(posJobs).where(inArray(posJobs.id, ids));
      return rows
        .map((r) => ({ ...r, leaseUntil }))
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    },
    sent: (job: ClaimedPosJob, posOrderId: string, now: Date) =>
      finish(job, { status: "sent", posOrderId, sentAt: now, lastError: null }),
    refused: (job: ClaimedPosJob, error: string) =>
      finish(job, { status: "refused", lastError: error.slice(0, 300) }),
    failed: (job: ClaimedPosJob, error: string, retryAt: Date | null) =>
      finish(job, {
        status: retryAt ? "queued" : "failed",
        lastError: error.slice(0, 300),
        nextAttemptAt: retryAt ?? job.leaseUntil,
      }),
    async list(
      venueId: string,
      filter: { status?: "queued" | "sent" | "refused" | "failed"; orderId?: string },
    ) {
      const where = [eq(posJobs.venueId, venueId)];
      if (filter.orderId) where.push(eq(posJobs.orderId, filter.orderId));
      if (filter.status === "queued") where.push(sql`${posJobs.status} in ('queued', 'sending')`);
      else if (filter.status) where.push(eq(posJobs.status, filter.status));
      return db
        .select()
        .from(posJobs)
        .where(and(...where))
        .orderBy(desc(posJobs.createdAt), desc(posJobs.id))
        .limit(200);
    },
    // A person's retry of a send that failed (the token fixed, a product mapped): queued again now.
    async retry(venueId: string, id: string, now: Date) {
      const rows = await db
        .update(posJobs)
        .set({ status: "queued", nextAttemptAt: now, lastError: null })
        .where(and(eq(posJobs.id, id), eq(posJobs.venueId, venueId), eq(posJobs.status, "failed")))
        .returning();
      return rows[0] ?? null;
    },
  };
}
export type PosQueue = ReturnType<typeof createPosQueue>;
