import type { FastifyInstance } from "fastify";
import { periodicSweep } from "../../jobs/periodic-sweep";
import { yieldToRequests } from "../../jobs/slices";
import { and, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  carts,
  outboxMessages,
  phoneVerifications,
  pushOutbox,
  rateLimits,
  ratings,
  receiptMails,
  staffActions,
  staffSessions,
  telemetrySessions,
} from "../../db/schema/index";
import { verifiedForMs } from "../phone-verification/index";

const day = 24 * 60 * 60_000;

// How long each kind of row is kept (README "Data retention"). Nothing else deletes them.
export const retention = {
  // A cart nobody has changed for a week: a guest who comes back starts a new one. A cart an open order
  // still refers to is kept whatever its age (the order's replay check reads it).
  cartUntouchedMs: 7 * day,
  // Anonymous telemetry sessions (with their records and milestones), from their last write.
  telemetryMs: 90 * day,
  // An unverified code is useless once expired; kept a day for support questions. A verified number
  // is kept while it counts as verified.
  phoneCodeMs: 1 * day,
  phoneVerifiedMs: verifiedForMs,
  // Demo mode's outbox of sent codes (a phone number and a live code in each row).
  outboxMs: 1 * day,
  // A staff action's stored answer (an order with its guest's name, phone and address) serves
  // a repeated Idempotency-Key for a day; then the answer and key go, the audit entry stays.
  staffAnswerMs: 1 * day,
  // A console session (its IP and browser) is kept 30 days after it ended or was revoked,
  // for the venue's questions about who was signed in when.
  staffSessionEndedMs: 30 * day,
  // A phone alert's delivery row (its alert's text and table) once sent or given up: a week, for the
  // venue's "did my phone get it?" questions. Queued and leased rows are never due.
  pushDeliveredMs: 7 * day,
  // A rating's comment is the guest's own words: cleared after 90 days, as long as the longest-kept
  // anonymous guest data (telemetry); the stars, table and order stay for the venue's statistics.
  ratingCommentMs: 90 * day,
  // A receipt by e-mail: its address and receipt are erased by the worker once sent or given up; one
  // still waiting a day later (no worker ran, the SMTP server down all day) is given up and erased
  // here. The outcome row (no address) is kept 30 days, and counts towards the order's 3 mails.
  receiptMailPendingMs: 1 * day,
  receiptMailOutcomeMs: 30 * day,
} as const;

export type SweepResult = {
  carts: number;
  telemetrySessions: number;
  phoneVerifications: number;
  outbox: number;
  rateLimits: number;
  staffAnswers: number;
  staffSessions: number;
  pushDeliveries: number;
  ratingComments: number;
  receiptMails: number;
};

const count = (result: unknown) => {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
};

// An evening's rows deleted in one statement would hold PGlite's one connection (and so every
// request) for as long as it takes; each kind of row goes in slices of this many, requests running
// between two.
export const retentionSlice = 500;

// Runs `step` (one slice, rows picked by key with a LIMIT) until a slice comes back short.
async function sliced(step: () => Promise<unknown>): Promise<number> {
  let total = 0;
  for (;;) {
    const n = count(await step());
    total += n;
    if (n < retentionSlice) return total;
    await yieldToRequests();
  }
}

// Deletes `table`'s rows matching `due` in slices picked by their key (a LIMIT in a sub-select).
function deleteSliced(db: Db, table: PgTable, key: PgColumn, due: SQL): Promise<number> {
  return sliced(() =>
    db.delete(table).where(inArray(key, db.select({ key }).from(table).where(due).limit(retentionSlice))),
  );
}

// One pass. Each statement deletes by age alone, so passes of several processes at once are harmless:
// a row is deleted once, and the others find nothing to do.
export async function sweepRetention(db: Db, now: Date): Promise<SweepResult> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const cartsDue: SQL = and(
    lt(carts.updatedAt, before(retention.cartUntouchedMs)),
    sql`not exists (select 1 from orders o where o.cart_id = ${carts.id} and o.closed_at is null)`,
  )!;
  const cartRows = await deleteSliced(db, carts, carts.id, cartsDue);
  const sessions = await deleteSliced(
    db,
    telemetrySessions,
    telemetrySessions.id,
    lt(telemetrySessions.lastSeenAt, before(retention.telemetryMs)),
  );
  const phonesDue = or(
    and(
      isNull(phoneVerifications.verifiedAt),
      lt(phoneVerifications.expiresAt, before(retention.phoneCodeMs)),
    ),
    and(
      isNotNull(phoneVerifications.verifiedAt),
      lt(phoneVerifications.verifiedAt, before(retention.phoneVerifiedMs)),
    ),
  )!;
  const phones = await deleteSliced(db, phoneVerifications, phoneVerifications.token, phonesDue);
  const outbox = await deleteSliced(
    db,
    outboxMessages,
    outboxMessages.id,
    lt(outboxMessages.createdAt, before(retention.outboxMs)),
  );
  const answersDue = and(
    isNotNull(staffActions.answer),
    lt(staffActions.createdAt, before(retention.staffAnswerMs)),
  )!;
  const answers = await sliced(() =>
    db
      .update(staffActions)
      .set({ answer: null, idempotencyKey: null })
      .where(
        inArray(
          staffActions.id,
          db.select({ id: staffActions.id }).from(staffActions).where(answersDue).limit(retentionSlice),
        ),
      ),
  );
  // The limiter's own clock is the wall clock (rate-limiter-flexible stores epoch ms).
  const limits = await deleteSliced(db, rateLimits, rateLimits.key, lt(rateLimits.expire, Date.now()));
  const ended = before(retention.staffSessionEndedMs);
  const staff = await deleteSliced(
    db,
    staffSessions,
    staffSessions.id,
    or(lt(staffSessions.expiresAt, ended), lt(staffSessions.revokedAt, ended))!,
  );
  const pushDue = and(
    inArray(pushOutbox.status, ["sent", "failed"]),
    lt(pushOutbox.createdAt, before(retention.pushDeliveredMs)),
  )!;
  const pushes = await deleteSliced(db, pushOutbox, pushOutbox.id, pushDue);
  const commentsDue = and(
    isNotNull(ratings.comment),
    lt(ratings.createdAt, before(retention.ratingCommentMs)),
  )!;
  const comments = await sliced(() =>
    db
      .update(ratings)
      .set({ comment: null })
      .where(
        inArray(
          ratings.id,
          db.select({ id: ratings.id }).from(ratings).where(commentsDue).limit(retentionSlice),
        ),
      ),
  );
  const mailsStale = and(
    isNotNull(receiptMails.recipient),
    lt(receiptMails.createdAt, before(retention.receiptMailPendingMs)),
  )!;
  const mailsErased = await sliced(() =>
    db
      .update(receiptMails)
      .set({ status: "failed", recipient: null, receipt: null, leaseUntil: null, lastError: "expired" })
      .where(
        inArray(
          receiptMails.id,
          db.select({ id: receiptMails.id }).from(receiptMails).where(mailsStale).limit(retentionSlice),
        ),
      ),
  );
  const mailsDeleted = await deleteSliced(
    db,
    receiptMails,
    receiptMails.id,
    lt(receiptMails.createdAt, before(retention.receiptMailOutcomeMs)),
  );
  return {
    carts: cartRows,
    telemetrySessions: sessions,
    phoneVerifications: phones,
    outbox,
    rateLimits: limits,
    staffAnswers: answers,
    staffSessions: staff,
    pushDeliveries: pushes,
    ratingComments: comments,
    receiptMails: mailsErased + mailsDeleted,
  };
}

type RetentionDeps = { db: Db; clock: () => Date; intervalMs: number };

// Runs once the app is ready and then every intervalMs (0: never), off the request path; a failed pass
// is logged and the next one tries again.
export function registerRetention(app: FastifyInstance, deps: RetentionDeps) {
  if (deps.intervalMs <= 0) return;
  const job = periodicSweep("retention", async () => {
    const result = await sweepRetention(deps.db, deps.clock());
    if (Object.values(result).some((n) => n > 0)) app.log.info({ retention: result }, "retention sweep");
  });
  // Not awaited: a long first pass must not hold up the app's start.
  app.addHook("onReady", async () => void job.start(deps.intervalMs, app.log));
  app.addHook("preClose", () => job.stop());
}
