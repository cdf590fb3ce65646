import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true });

// One row per refund attempt, written BEFORE the gateway is called,
// so a crash between the gateway's refund and our settlement is finished by reconciliation with the
// same amount and the same idempotency key: a refund is never lost or doubled.
// subject "payment": payment_id is payments.id; "deposit": it is reservations.payment_id.
// requested: recorded (and maybe sent); succeeded / failed: the gateway's final answer, settled here.
export type RefundAttemptStatus = "requested" | "succeeded" | "failed";
export type RefundSubject = "payment" | "deposit";

export const refundAttempts = pgTable(
  "refund_attempts",
  {
    idempotencyKey: text("idempotency_key").primaryKey(),
    subject: text("subject").$type<RefundSubject>().notNull(),
    paymentId: text("payment_id").notNull(),
    venueId: text("venue_id").notNull(),
    // Minor units (docs/decisions/016-money-in-minor-units.md).
    amount: bigint("amount", { mode: "number" }).notNull(),
    gateway: text("gateway").notNull(),
    // The checkout's id at the gateway (Stripe session, LiqPay order_id) the refund goes against.
    gatewayRef: text("gateway_ref").notNull(),
    // The credentials reference of the payment or deposit refunded: only a notification verified with
    // those credentials settles this attempt.
    gatewayAccount: text("gateway_account"),
    // The gateway's own id of the refund once it answered (Stripe re_...): refund.updated names it.
    refundRef: text("refund_ref"),
    status: text("status").$type<RefundAttemptStatus>().notNull(),
    // When a gateway without idempotency keys (LiqPay) was sent the request: never sent twice.
    dispatchedAt: ts("dispatched_at"),
    createdAt: ts("created_at").notNull(),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [
    index("refund_attempts_payment_idx").on(t.paymentId),
    index("refund_attempts_open_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'requested'`),
  ],
);

// A recorded refund attempt, as both the order lifecycle (which records one with a decision) and the
// payments area (which sends and settles it) see it.
export type RefundAttemptRow = typeof refundAttempts.$inferSelect;
