import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { venues } from "./venues";

const ts = (name: string) => timestamp(name, { withTimezone: true });

// SPEC §7 telemetry/init. Anonymous by design: no visitor or client id, no IP, no user agent, no cookie;
// only the venue, the mode, a short platform name and the screen size. The id is secret (only the page
// that started the session can write to it).
export const telemetrySessions = pgTable(
  "telemetry_sessions",
  {
    id: text("id").primaryKey(),
    venueId: text("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    mode: text("mode").notNull(),
    platform: text("platform").notNull(),
    screenWidth: integer("screen_width").notNull(),
    screenHeight: integer("screen_height").notNull(),
    // Every write to the session counts here; a guarded increment caps what one session may store.
    writes: integer("writes").notNull().default(0),
    createdAt: ts("created_at").notNull(),
    lastSeenAt: ts("last_seen_at").notNull(),
  },
  (t) => [index("telemetry_sessions_venue_idx").on(t.venueId, t.createdAt)],
);

export type TelemetryRecordKind = "gestures" | "event" | "target";

// Gesture batches, events and target changes as received (already validated by the contract).
export const telemetryRecords = pgTable(
  "telemetry_records",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => telemetrySessions.id, { onDelete: "cascade" }),
    kind: text("kind").$type<TelemetryRecordKind>().notNull(),
    data: jsonb("data").$type<unknown>().notNull(),
    receivedAt: ts("received_at").notNull(),
  },
  (t) => [index("telemetry_records_session_idx").on(t.sessionId, t.id)],
);

// A milestone is reached once per session: a repeat keeps the first time.
export const telemetryMilestones = pgTable(
  "telemetry_milestones",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => telemetrySessions.id, { onDelete: "cascade" }),
    milestone: text("milestone").notNull(),
    reachedAt: ts("reached_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.milestone] })],
);
