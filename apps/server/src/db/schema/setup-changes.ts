import { bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { venues } from "./venues";

// Every change of a venue's setup, who made it and when (the console's change log).
// staff_id is null for the service credential (a POS integration), whose name is "service".
export const setupChanges = pgTable(
  "setup_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    venueId: text("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    staffId: text("staff_id"),
    staffName: text("staff_name").notNull(),
    // venue, menu, menu_order, product, translations, table, image, import, csv_import (contract setup.ts)
    kind: text("kind").notNull(),
    targetId: text("target_id"),
    summary: text("summary").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("setup_changes_venue_at_idx").on(t.venueId, t.at.desc())],
);
