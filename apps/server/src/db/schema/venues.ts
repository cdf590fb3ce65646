import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { Menu } from "@tablewise/domain/contract/menu";
import type { PayReceiver, Venue } from "@tablewise/domain/contract/venue";

// Venue trees are stored as contract documents (docs/decisions/002).
export const venues = pgTable("venues", {
  id: text("id").primaryKey(),
  link: text("link").notNull().unique(),
  data: jsonb("data").$type<Venue>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  // Bumped by every import: caches of the venue's menus are keyed by it, in every server process.
  revision: integer("revision").notNull().default(1),
});

export const menus = pgTable(
  "menus",
  {
    id: text("id").primaryKey(),
    venueId: text("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    data: jsonb("data").$type<Menu>().notNull(),
  },
  (t) => [index("menus_venue_idx").on(t.venueId)],
);

export const payReceivers = pgTable("pay_receivers", {
  id: text("id").primaryKey(),
  venueId: text("venue_id")
    .notNull()
    .references(() => venues.id, { onDelete: "cascade" }),
  data: jsonb("data").$type<PayReceiver>().notNull(),
});

export const insideTables = pgTable("inside_tables", {
  code: text("code").primaryKey(),
  venueId: text("venue_id")
    .notNull()
    .references(() => venues.id, { onDelete: "cascade" }),
  sectionName: text("section_name").notNull(),
  tableName: text("table_name").notNull(),
});
