import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { WebhookEvent, WebhookEventType } from "@tablewise/domain/contract/webhooks";
import { venues } from "./venues";

const ts = (name: string) => timestamp(name, { withTimezone: true });

// A venue's webhook endpoint. The secret signs every delivery; after a rotation the previous one signs
// too until previous_secret_until (docs/webhooks.md).
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: text("id").primaryKey(),
    venueId: text("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: jsonb("events").$type<WebhookEventType[]>().notNull(),
    enabled: boolean("enabled").notNull().default(true),
    secret: text("secret").notNull(),
    previousSecret: text("previous_secret"),
    previousSecretUntil: ts("previous_secret_until"),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [index("webhook_endpoints_venue_idx").on(t.venueId)],
);

// The durable outbox: one row per (endpoint, event), written with the change that made the event where
// the change allows it. Claimed by a worker with a lease under FOR UPDATE SKIP LOCKED, like push_outbox.
// status: pending (waiting or being sent), delivered, failed (given up).
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    endpointId: text("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    venueId: text("venue_id").notNull(),
    eventId: text("event_id").notNull(),
    event: text("event").notNull(),
    payload: jsonb("payload").$type<WebhookEvent>().notNull(),
    status: text("status").$type<"pending" | "delivered" | "failed">().notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at"),
    leaseUntil: ts("lease_until"),
    lastStatus: integer("last_status"),
    lastAnswer: text("last_answer"),
    createdAt: ts("created_at").notNull(),
    deliveredAt: ts("delivered_at"),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_once_idx").on(t.endpointId, t.eventId),
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
  ],
);
