import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { SavedAddress } from "@tablewise/domain/contract/address";
import { venues } from "./venues";

const ts = (name: string) => timestamp(name, { withTimezone: true });

// SPEC §3 Client, one per venue: the guest's name, phone (E.164) and saved addresses. The id is secret: a
// guest's device keeps it and it opens their saved addresses (SPEC §7 GET /clients/profile/{id}).
export const clients = pgTable(
  "clients",
  {
    id: text("id").primaryKey(),
    venueId: text("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    superAddresses: jsonb("super_addresses").$type<SavedAddress[]>().notNull().default([]),
    // When this phone was proven with a code at this venue (client_app.verify_client_phone).
    phoneVerifiedAt: ts("phone_verified_at"),
    // SHA-256 of the secret the creating device keeps; without it the id opens no addresses.
    secretHash: text("secret_hash"),
    createdAt: ts("created_at").notNull(),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [index("clients_venue_phone_idx").on(t.venueId, t.phone)],
);
