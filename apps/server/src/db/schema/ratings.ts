import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orders } from "./orders";
import { venues } from "./venues";

// A guest's word after paying (contract/rating.ts): one per order, with the order's table as it was
// (a table renamed or retired later does not rewrite what the day view says). The comment is cleared by
// the retention sweep (modules/retention); the stars stay for the venue's statistics.
export const ratings = pgTable(
  "ratings",
  {
    id: text("id").primaryKey(),
    venueId: text("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderSerial: integer("order_serial").notNull(),
    orderType: text("order_type").notNull(),
    tableCode: text("table_code"),
    sectionName: text("section_name"),
    tableName: text("table_name"),
    stars: integer("stars").notNull(),
    comment: text("comment"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("ratings_order_unique").on(t.orderId),
    index("ratings_venue_created_idx").on(t.venueId, t.createdAt),
  ],
);
export type RatingRow = typeof ratings.$inferSelect;
