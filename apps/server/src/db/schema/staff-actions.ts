import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { venues } from "./venues";

export type StaffActionSubject = "order" | "payment" | "reservation" | "waiter_call";
export type StaffActionActorKind = "staff" | "service" | "system";

// Every action of the venue's people (and the system's own transitions) with who did
// it and when: the audit list of an order. An action sent with an Idempotency-Key keeps its answer, so
// the same key again answers it without acting twice; the unique index decides between two at once.
export const staffActions = pgTable(
  "staff_actions",
  {
    id: text("id").primaryKey(),
    venueId: text("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    subjectType: text("subject_type").$type<StaffActionSubject>().notNull(),
    subjectId: text("subject_id").notNull(),
    orderId: text("order_id"),
    action: text("action").notNull(),
    actorKind: text("actor_kind").$type<StaffActionActorKind>().notNull(),
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    reason: text("reason"),
    // Minor units (docs/decisions/016-money-in-minor-units.md); the stored answer keeps the wire's decimals.
    amount: bigint("amount", { mode: "number" }),
    // The manager who approved a waiter's void, comp or discount on the spot (both are recorded).
    approverId: text("approver_id"),
    approverName: text("approver_name"),
    idempotencyKey: text("idempotency_key"),
    answer: jsonb("answer"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    // The order rows were written in: two actions of one millisecond (a batch, a frozen test clock) still
    // list in the order they happened (lists sort by created_at, then this).
    seq: bigint("seq", { mode: "number" }).generatedByDefaultAsIdentity(),
  },
  (t) => [
    uniqueIndex("staff_actions_key_idx")
      .on(t.venueId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index("staff_actions_order_idx").on(t.orderId, t.createdAt),
    index("staff_actions_subject_idx").on(t.subjectId, t.createdAt),
    // The day view's unpaid closes, voids, comps and discounts.
    index("staff_actions_venue_adjust_idx")
      .on(t.venueId, t.createdAt)
      .where(
        sql`${t.action} in ('void', 'comp', 'discount') or (${t.action} = 'close' and ${t.amount} is not null)`,
      ),
    // The retention sweep's look-up of stored answers older than a day.
    index("staff_actions_answer_idx")
      .on(t.createdAt)
      .where(sql`${t.answer} is not null`),
  ],
);
