import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { venues } from "./venues";

// A cart line as stored: what the guest chose, priced by the server when it was added (docs/decisions/006).
// The name and prices are kept so a line whose menu is gone can still be shown (SPEC §2 unavailable items).
export type StoredChosenItem = {
  group_id: string;
  group_name: string;
  item_id: string;
  name: string;
  price: number;
};
export type StoredCartLine = {
  _id: string;
  menu_id: string;
  product_id: string;
  name: string;
  variants: StoredChosenItem[];
  modificators: StoredChosenItem[];
  quantity: number;
  base_price: number;
  weight?: number;
  guest_index: number;
  client_comment?: string;
  // The product whose "Goes well with" sheet added it (checked against that product's suggestions).
  suggested_by?: string;
};

export type StoredCartOrigin = "inside" | "preview" | "preorder";

export const carts = pgTable(
  "carts",
  {
    id: text("id").primaryKey(),
    venueId: text("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    items: jsonb("items").$type<StoredCartLine[]>().notNull().default([]),
    // Bumped on every change: part of the prepare ETag.
    revision: integer("revision").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // Where the cart was made and whose it is (cart/cart-ids.ts): a keyed hash of the table
    // code for "inside", of the visitor id for "preorder", none for "preview". Null before migration 0007.
    origin: text("origin").$type<StoredCartOrigin>(),
    owner: text("owner"),
  },
  (t) => [index("carts_venue_idx").on(t.venueId)],
);
