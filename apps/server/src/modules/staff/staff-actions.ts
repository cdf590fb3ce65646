import { fromMinorUnits } from "@tablewise/domain/rules/money";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { idempotencyKeyHeader, idempotencyKeySchema } from "@tablewise/domain/contract/staff";
import type { Db, Tx } from "../../db/client";
import { staffActions } from "../../db/schema/index";
import { HttpError, validationError } from "../../http/errors";
import {
  recordStaffAction,
  type ActionActor,
  type StaffActionEntry,
  type StaffActionRow,
} from "../orders/index";
import { isUniqueViolation } from "../orders/index";
import type { StaffActor } from "../../http/staff-actor";

// Every action of the venue's people is recorded with who did it and when, in the
// same transaction as the change (orders/order-audit.ts), and is idempotent by its Idempotency-Key
// (contract/staff.ts). Reservations and waiter calls use the same two helpers.
export { recordStaffAction, systemActor } from "../orders/index";
export type { ActionActor, StaffActionEntry, StaffActionRow } from "../orders/index";

export const actionActorOf = (actor: StaffActor): ActionActor =>
  actor.kind === "staff"
    ? { kind: "staff", id: actor.staffId, name: actor.name }
    : { kind: "service", id: null, name: "service" };

// The Idempotency-Key header, if any (400 when malformed: a typo must not silently disable replay).
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[idempotencyKeyHeader];
  if (raw === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) throw validationError("headers.idempotency-key", parsed.error);
  return parsed.data;
}

async function storedFor(
  exec: Db | Tx,
  entry: StaffActionEntry & { idempotencyKey: string },
): Promise<{ answer: unknown } | null> {
  const rows = await exec
    .select()
    .from(staffActions)
    .where(
      and(eq(staffActions.venueId, entry.venueId), eq(staffActions.idempotencyKey, entry.idempotencyKey)),
    )
    .limit(1);
  const prior = rows[0];
  if (!prior) return null;
  // A key names one action on one subject: reusing it for another is the client's bug, not a replay.
  if (
    prior.action !== entry.action ||
    prior.subjectType !== entry.subjectType ||
    prior.subjectId !== entry.subjectId
  )
    throw new HttpError(409, "conflict", "This Idempotency-Key was used for another action");
  return { answer: prior.answer };
}

// Runs a staff action once per key: `act` makes the change in the transaction (locking what it
// changes) and answers what the caller gets; the entry is recorded with that answer. The same key again
// answers the stored answer without acting (replayed: true, so the caller pushes nothing). Two at once:
// the loser either waits on the winner's row lock and then finds its key, or its insert hits the unique
// index, or its own action is refused on the state the winner left; each way it answers the winner's.
export async function runIdempotent<T>(
  db: Db,
  entry: StaffActionEntry,
  act: (tx: Tx, now: Date) => Promise<{ answer: T; reason?: string | null; amount?: number | null }>,
  clock: () => Date,
): Promise<{ answer: T; replayed: boolean }> {
  const key = entry.idempotencyKey ?? null;
  const keyed = key ? { ...entry, idempotencyKey: key } : null;
  try {
    return await db.transaction(async (tx) => {
      if (keyed) {
        const prior = await storedFor(tx, keyed);
        if (prior) return { answer: prior.answer as T, replayed: true };
      }
      const now = clock();
      const done = await act(tx, now);
      if (keyed) {
        // Read again under the subject's lock `act` took: a twin that committed meanwhile is answered.
        const prior = await storedFor(tx, keyed);
        if (prior) throw new ReplayFound(prior.answer);
      }
      await recordDone(tx, entry, done, keyed !== null, now);
      return { answer: done.answer, replayed: false };
    });
  } catch (err) {
    if (err instanceof ReplayFound) return { answer: err.answer as T, replayed: true };
    if (!keyed || !(err instanceof HttpError || isUniqueViolation(err))) throw err;
    return answerOfTwin<T>(err, await storedFor(db, keyed));
  }
}

// runIdempotent for an action that locks its subject first thing (an order, or a payment's order):
// `act` makes the change in the transaction (locking what it changes, and checking there that it is the
// caller's venue's) and answers what the caller gets and the
// subject's venue; the entry is recorded with that answer. The key is looked up once, under
// the subject's lock `act` took, so a twin that committed first is always seen: the same key again
// rolls the repeat back and answers the stored answer (replayed: true, so the caller pushes nothing).
// A repeat the new state refuses (409) finds the stored answer after the rollback, among the keys of
// `keyVenue` (the staff member's own venue; the subject's for the venue-wide service credential). Two at
// once: the loser waits on the winner's row lock and then finds its key, or its insert hits the unique
// index, or its own action is refused on the state the winner left; each way it answers the winner's.
// A subject that is not the caller's (404) is answered so before any key is looked at, as ever.
export async function runIdempotentLocked<T>(
  db: Db,
  entry: Omit<StaffActionEntry, "venueId">,
  keyVenue: () => Promise<string | null>,
  act: (
    tx: Tx,
    now: Date,
  ) => Promise<{
    answer: T;
    venueId: string;
    orderId?: string;
    reason?: string | null;
    amount?: number | null;
    approver?: { id: string; name: string } | null;
  }>,
  clock: () => Date,
): Promise<{ answer: T; replayed: boolean }> {
  const key = entry.idempotencyKey ?? null;
  try {
    return await db.transaction(async (tx) => {
      const now = clock();
      const done = await act(tx, now);
      if (key) {
        const prior = await storedFor(tx, { ...entry, venueId: done.venueId, idempotencyKey: key });
        if (prior) throw new ReplayFound(prior.answer);
      }
      const subject = { ...entry, venueId: done.venueId, orderId: done.orderId ?? entry.orderId ?? null };
      await recordDone(tx, subject, done, key !== null, now);
      return { answer: done.answer, replayed: false };
    });
  } catch (err) {
    if (err instanceof ReplayFound) return { answer: err.answer as T, replayed: true };
    if (!key || !(err instanceof HttpError || isUniqueViolation(err))) throw err;
    if (err instanceof HttpError && err.status === 404) throw err;
    const venueId = await keyVenue();
    return answerOfTwin<T>(
      err,
      venueId ? await storedFor(db, { ...entry, venueId, idempotencyKey: key }) : null,
    );
  }
}

// The entry of a change made, with what the action itself said (reason, amount) and, under a key, the
// answer a repeat of it gets.
type Done = {
  answer: unknown;
  reason?: string | null;
  amount?: number | null;
  approver?: { id: string; name: string } | null;
};
function recordDone(tx: Tx, entry: StaffActionEntry, done: Done, keyed: boolean, now: Date) {
  return recordStaffAction(
    tx,
    {
      ...entry,
      reason: done.reason ?? entry.reason ?? null,
      amount: done.amount ?? entry.amount ?? null,
      approver: done.approver ?? entry.approver ?? null,
      answer: keyed ? done.answer : null,
    },
    now,
  );
}

// A keyed action refused or colliding: the twin's stored answer if one committed, else the error (two at
// once on the unique index: "already being made").
function answerOfTwin<T>(err: unknown, prior: { answer: unknown } | null): { answer: T; replayed: boolean } {
  if (prior) return { answer: prior.answer as T, replayed: true };
  if (isUniqueViolation(err)) throw new HttpError(409, "conflict", "The action is already being made");
  throw err;
}

// Thrown to roll back an action whose twin (same key) committed first.
class ReplayFound extends Error {
  constructor(readonly answer: unknown) {
    super("replay");
  }
}

// What the audit list shows of an entry (not the stored answer a keyed entry carries).
const auditColumns = {
  action: staffActions.action,
  actorKind: staffActions.actorKind,
  actorName: staffActions.actorName,
  createdAt: staffActions.createdAt,
  reason: staffActions.reason,
  amount: staffActions.amount,
  approverName: staffActions.approverName,
};
type AuditRow = Pick<StaffActionRow, keyof typeof auditColumns>;

// The audit list of an order: its own actions and those on its payments, oldest first.
export async function auditOfOrder(db: Db, orderId: string): Promise<AuditRow[]> {
  return db
    .select(auditColumns)
    .from(staffActions)
    .where(eq(staffActions.orderId, orderId))
    .orderBy(asc(staffActions.createdAt), asc(staffActions.seq));
}

export function presentAudit(row: AuditRow) {
  return {
    action: row.action,
    actor: { kind: row.actorKind, name: row.actorName },
    at: row.createdAt.toISOString(),
    ...(row.reason ? { reason: row.reason } : {}),
    ...(row.amount !== null ? { amount: fromMinorUnits(row.amount) } : {}),
    ...(row.approverName ? { approved_by: row.approverName } : {}),
  };
}
