import { customType, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { venues } from "./venues";

// PGlite hands bytea back as a Uint8Array, node-postgres as a Buffer: one Buffer for both.
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// Uploaded photos, one row per rendition (key = content hash, width), in the database
// so every server process on one PostgreSQL serves them (modules/media/media-store.ts).
export const media = pgTable(
  "media",
  {
    key: text("key").notNull(),
    width: integer("width").notNull(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // The venue that uploaded it first (the same bytes from another venue share the row).
    venueId: text("venue_id").references(() => venues.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.key, t.width] })],
);
