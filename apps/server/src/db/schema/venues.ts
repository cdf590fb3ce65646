import { randomBytes } from "node:crypto";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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
  // The venue's online payment gateway ("stripe", "liqpay", "sandbox") and the name of
  // its credentials in the environment (STRIPE_MAIN -> STRIPE_MAIN_SECRET_KEY); never a secret itself.
  paymentGateway: text("payment_gateway"),
  paymentCredentialsRef: text("payment_credentials_ref"),
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

// 192 random bits, base64url (32 characters).
export const newTableToken = () => randomBytes(24).toString("base64url");

export const insideTables = pgTable(
  "inside_tables",
  {
    code: text("code").primaryKey(),
    venueId: text("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    sectionName: text("section_name").notNull(),
    tableName: text("table_name").notNull(),
    // The QR's key to the table (/new/{token}), >= 128 random bits; kept across re-imports.
    token: text("token")
      .notNull()
      .$defaultFn(() => newTableToken()),
    // A retired table is kept for the venue's history, but opens nothing for guests.
    retiredAt: timestamp("retired_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("inside_tables_token_idx").on(t.token)],
);
