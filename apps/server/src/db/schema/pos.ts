import type { PosMenuSync } from "@tablewise/domain/contract/pos";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { venues } from "./venues";

const ts = (name: string) => timestamp(name, { withTimezone: true });

// A venue's POS (docs/pos.md). The account token is sealed with a key derived from the server secret
// (AES-256-GCM) and no call returns it. table_map and product_map: our table code or product id → the
// POS's id (the menu import fills the products; the manager the tables).
export const posSettings = pgTable("pos_settings", {
  venueId: text("venue_id")
    .primaryKey()
    .references(() => venues.id, { onDelete: "cascade" }),
  provider: text("provider").$type<"none" | "poster">().notNull(),
  tokenSealed: text("token_sealed"),
  spotId: text("spot_id"),
  tableMap: jsonb("table_map").$type<Record<string, string>>().notNull().default({}),
  productMap: jsonb("product_map").$type<Record<string, string>>().notNull().default({}),
  updatedAt: ts("updated_at").notNull(),
  // The menu the POS menu sync fills, its last result, and the lease one process holds while it syncs
  // the venue (so two processes never sync one venue at once).
  menuId: text("menu_id"),
  menuSync: jsonb("menu_sync").$type<PosMenuSync>(),
  menuSyncLeaseUntil: ts("menu_sync_lease_until"),
});

// What is sent: our product id (mapped to the POS's when sent), how many, the unit price in minor units.
export type StoredPosLine = { product_id: string; name: string; count: number; price: number };

// One row per accepted order or addition (source_key unique: a replayed accept queues nothing twice).
// `claims` counts how often a worker took the row: past the first, a send may have reached the POS before
// the process stopped, so the worker looks the order up in the POS by its key before sending again.
export const posJobs = pgTable(
  "pos_jobs",
  {
    id: text("id").primaryKey(),
    venueId: text("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    orderId: text("order_id").notNull(),
    sourceKey: text("source_key").notNull(),
    kind: text("kind").$type<"order" | "append">().notNull(),
    // The append's id when kind is append.
    appendId: text("append_id"),
    orderType: text("order_type").notNull(),
    tableCode: text("table_code"),
    lines: jsonb("lines").$type<StoredPosLine[]>().notNull(),
    comment: text("comment").notNull(),
    phone: text("phone"),
    clientName: text("client_name"),
    address: text("address"),
    status: text("status").$type<"queued" | "sending" | "sent" | "refused" | "failed">().notNull(),
    attempts: integer("attempts").notNull().default(0),
    claims: integer("claims").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at").notNull(),
    leaseUntil: ts("lease_until"),
    lastError: text("last_error"),
    posOrderId: text("pos_order_id"),
    createdAt: ts("created_at").notNull(),
    sentAt: ts("sent_at"),
  },
  (t) => [
    uniqueIndex("pos_jobs_source_idx").on(t.sourceKey),
    index("pos_jobs_due_idx").on(t.status, t.nextAttemptAt),
    index("pos_jobs_order_idx").on(t.orderId),
  ],
);
