import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { Locale } from "@tablewise/domain/contract/common";

const ts = (name: string) => timestamp(name, { withTimezone: true });

// The durable mail outbox of receipts by e-mail (modules/mail), claimed by a worker with a lease under
// FOR UPDATE SKIP LOCKED, like push_outbox. The address and the receipt as it was when asked for are
// erased once the message is sent or given up: only the outcome and its time stay (docs/mail.md).
export const receiptMails = pgTable(
  "receipt_mails",
  {
    id: text("id").primaryKey(),
    venueId: text("venue_id").notNull(),
    orderId: text("order_id").notNull(),
    locale: text("locale").$type<Locale>().notNull(),
    recipient: text("recipient"),
    receipt: jsonb("receipt"),
    // queued, sending (leased), sent, failed (gave up)
    status: text("status").$type<"queued" | "sending" | "sent" | "failed">().notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at").notNull(),
    leaseUntil: ts("lease_until"),
    lastError: text("last_error"),
    sentAt: ts("sent_at"),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [
    index("receipt_mails_due_idx").on(t.status, t.nextAttemptAt),
    index("receipt_mails_order_idx").on(t.orderId),
  ],
);
