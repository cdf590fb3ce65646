import { bigint, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { DayMoney } from "@tablewise/domain/rules/day-money";
import { venues } from "./venues";

const minorUnits = (name: string) => bigint(name, { mode: "number" });

// An end-of-shift close-out of a venue day (the venue's wall-clock date, "YYYY-MM-DD"): who closed it and
// when, the cash the drawer should have held, what was counted, their difference and a note, and the
// day's money by method as it stood then (minor units). Redone, it adds a version; none is overwritten.
// staff_id is null only if the person has been removed since (their name stays).
export const dayCloseOuts = pgTable(
  "day_close_outs",
  {
    id: text("id").primaryKey(),
    venueId: text("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    version: integer("version").notNull(),
    staffId: text("staff_id"),
    staffName: text("staff_name").notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }).notNull(),
    expectedCash: minorUnits("expected_cash").notNull(),
    countedCash: minorUnits("counted_cash").notNull(),
    difference: minorUnits("difference").notNull(),
    note: text("note"),
    money: jsonb("money").$type<DayMoney>().notNull(),
  },
  (t) => [uniqueIndex("day_close_outs_venue_day_version_idx").on(t.venueId, t.day, t.version)],
);
