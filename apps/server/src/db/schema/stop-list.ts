import { sql } from "drizzle-orm";
import { integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { venues } from "./venues";

// Products, or items of their variant groups, the venue cannot serve now. One row per
// entry: a null variant item stops the whole product.
export const stopList = pgTable(
  "stop_list",
  {
    venueId: text("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    productId: text("product_id").notNull(),
    variantItemId: text("variant_item_id"),
    stoppedAt: timestamp("stopped_at", { withTimezone: true }).notNull().defaultNow(),
    // Who stopped it: a staff member's name, or "service" for the POS credential.
    stoppedBy: text("stopped_by").notNull(),
  },
  (t) => [
    uniqueIndex("stop_list_entry_idx").on(t.venueId, t.productId, sql`coalesce(${t.variantItemId}, '')`),
  ],
);

// Bumped in the transaction of every stop list change (clearing one too, which leaves no row behind):
// part of the venue's data version, so every process sharing the database rebuilds its menu snapshot
// and the prepare ETags move (venue.repository.ts toVenueVersion).
export const stopListVersions = pgTable("stop_list_versions", {
  venueId: text("venue_id")
    .primaryKey()
    .references(() => venues.id, { onDelete: "cascade" }),
  revision: integer("revision").notNull().default(0),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});
