import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { AlertKind } from "@tablewise/domain/contract/floor";
import type { Locale } from "@tablewise/domain/contract/common";
import { staffMembers, staffSessions } from "./staff";
import { venues } from "./venues";

const ts = (name: string) => timestamp(name, { withTimezone: true });

// The server's VAPID key pair (RFC 8292), made once by whichever process starts first (one row, id
// 'main', inserted with ON CONFLICT DO NOTHING so two processes starting together agree on one pair).
export const pushVapidKeys = pgTable("push_vapid_keys", {
  id: text("id").primaryKey(),
  publicKey: text("public_key").notNull(),
  privateKey: text("private_key").notNull(),
  createdAt: ts("created_at").notNull(),
});

// A device's push subscription, tied to the staff session that made it: the session's row going away
// takes it along (cascade); sign-out deletes it; revoked, expired and disabled are checked at send time.
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: text("id").primaryKey(),
    venueId: text("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    staffId: text("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    sessionId: text("session_id")
      .notNull()
      .references(() => staffSessions.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    locale: text("locale").$type<Locale>().notNull(),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint),
    index("push_subscriptions_session_idx").on(t.sessionId),
    index("push_subscriptions_staff_idx").on(t.staffId),
  ],
);

// What the outbox row needs to render the message without reading the alert again (the alert may be
// resolved by the time it is sent; the phone still learns it happened).
export type StoredPushAlert = {
  kind: AlertKind;
  table_label: string | null;
  order_id: string | null;
  serial: number | null;
  amount: number | null;
  // Escalated: minutes nobody took it (the notification says so).
  escalated_after_min: number | null;
};

// The durable push outbox: one row per (subscription, alert, phase), claimed by a worker with a lease
// under FOR UPDATE SKIP LOCKED, like print_jobs.
export const pushOutbox = pgTable(
  "push_outbox",
  {
    id: text("id").primaryKey(),
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    venueId: text("venue_id").notNull(),
    alertId: text("alert_id").notNull(),
    phase: text("phase").$type<"created" | "escalated">().notNull(),
    alert: jsonb("alert").$type<StoredPushAlert>().notNull(),
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
    uniqueIndex("push_outbox_once_idx").on(t.subscriptionId, t.alertId, t.phase),
    index("push_outbox_due_idx").on(t.status, t.nextAttemptAt),
  ],
);
