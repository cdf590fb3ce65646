import { randomBytes } from "node:crypto";
import type { Tx } from "../../db/client";
import { staffActions, type StaffActionActorKind, type StaffActionSubject } from "../../db/schema/index";

// The audit list. Every change of an order or a payment by the venue's people or by
// the system (auto-cancel, the demo autopilot) is recorded with who made it and when, in the same
// transaction as the change. Here, beside the lifecycle that records; staff/staff-actions.ts adds the
// Idempotency-Key replay on top for the staff API's callers.
export type ActionActor = { kind: StaffActionActorKind; id: string | null; name: string };
export const systemActor: ActionActor = { kind: "system", id: null, name: "system" };

export type StaffActionEntry = {
  venueId: string;
  subjectType: StaffActionSubject;
  subjectId: string;
  orderId?: string | null;
  action: string;
  actor: ActionActor;
  reason?: string | null;
  amount?: number | null;
  approver?: { id: string; name: string } | null;
  idempotencyKey?: string | null;
  answer?: unknown;
};
export type StaffActionRow = typeof staffActions.$inferSelect;

// Writes one audit entry (and, with a key, the answer a repeat of it gets) inside the caller's
// transaction: the entry exists exactly when the change does.
export async function recordStaffAction(tx: Tx, entry: StaffActionEntry, now: Date): Promise<void> {
  await recordStaffActions(tx, [entry], now);
}

// Several entries in one statement (the demo autopilot's accepts of one pass).
export async function recordStaffActions(tx: Tx, entries: StaffActionEntry[], now: Date): Promise<void> {
  if (!entries.length) return;
  await tx.insert(staffActions).values(entries.map((entry) => toRow(entry, now)));
}

const toRow = (entry: StaffActionEntry, now: Date) => ({
  id: randomBytes(12).toString("base64url"),
  venueId: entry.venueId,
  subjectType: entry.subjectType,
  subjectId: entry.subjectId,
  orderId: entry.orderId ?? null,
  action: entry.action,
  actorKind: entry.actor.kind,
  actorId: entry.actor.id,
  actorName: entry.actor.name,
  reason: entry.reason ?? null,
  amount: entry.amount ?? null,
  approverId: entry.approver?.id ?? null,
  approverName: entry.approver?.name ?? null,
  idempotencyKey: entry.idempotencyKey ?? null,
  answer: entry.answer ?? null,
  createdAt: now,
});
