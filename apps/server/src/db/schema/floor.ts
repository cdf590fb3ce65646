import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { AlertKind } from "@tablewise/domain/contract/floor";
import type { StaffRole } from "@tablewise/domain/contract/staff";
import { venues } from "./venues";

const ts = (name: string) => timestamp(name, { withTimezone: true });

// A person's shift on the floor: the halls and tables they follow. One row per person: a new shift
// replaces the old one; /shift/end and signing out set ended_at. The person's name and role are kept with
// it (the floor shows who follows a table; escalation tells managers and the other waiters).
export const staffShifts = pgTable(
  "staff_shifts",
  {
    staffId: text("staff_id").primaryKey(),
    venueId: text("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    sessionId: text("session_id"),
    staffName: text("staff_name").notNull(),
    role: text("role").$type<StaffRole>().notNull(),
    halls: jsonb("halls").$type<string[]>().notNull(),
    tables: jsonb("tables").$type<string[]>().notNull(),
    startedAt: ts("started_at").notNull(),
    endedAt: ts("ended_at"),
  },
  (t) => [index("staff_shifts_venue_idx").on(t.venueId), index("staff_shifts_session_idx").on(t.sessionId)],
);

export type FloorAlertStatusStored = "open" | "acknowledged" | "resolved";

// An alert on the floor, derived from what is true (modules/floor/reconcile-floor.ts). source_key names
// the fact (a waiting order, a call, a payment...), unique per venue: the same fact never makes two alerts,
// whichever process or how many reconciles see it.
export const floorAlerts = pgTable(
  "floor_alerts",
  {
    id: text("id").primaryKey(),
    venueId: text("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    kind: text("kind").$type<AlertKind>().notNull(),
    sourceKey: text("source_key").notNull(),
    status: text("status").$type<FloorAlertStatusStored>().notNull(),
    tableCode: text("table_code"),
    tableLabel: text("table_label"),
    orderId: text("order_id"),
    serial: integer("serial"),
    // Minor units (the payment, or what is left to pay).
    amount: bigint("amount", { mode: "number" }),
    createdAt: ts("created_at").notNull(),
    acknowledgedAt: ts("acknowledged_at"),
    acknowledgedBy: text("acknowledged_by"),
    acknowledgedById: text("acknowledged_by_id"),
    escalatedAt: ts("escalated_at"),
    resolvedAt: ts("resolved_at"),
  },
  (t) => [
    uniqueIndex("floor_alerts_source_idx").on(t.venueId, t.sourceKey),
    index("floor_alerts_venue_status_idx").on(t.venueId, t.status),
    index("floor_alerts_venue_resolved_idx").on(t.venueId, t.resolvedAt),
  ],
);

// The venue's alert timings in minutes (contract alertTimingsSchema; a venue without a row has the
// contract's defaults).
export const floorTimings = pgTable("floor_timings", {
  venueId: text("venue_id")
    .primaryKey()
    .references(() => venues.id, { onDelete: "cascade" }),
  partPaidAfterMin: integer("part_paid_after_min").notNull(),
  walkoutAfterMin: integer("walkout_after_min").notNull(),
  escalateAfterMin: integer("escalate_after_min").notNull(),
  updatedAt: ts("updated_at").notNull(),
});
