import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { venues } from "./venues";

const ts = (name: string) => timestamp(name, { withTimezone: true });

// The service as booked: names and prices copied from the menu at booking time (like order lines).
export type StoredBookedService = {
  product_id: string;
  name: string;
  price: number;
  variants: { group_id: string; group_name: string; item_id: string; name: string; price: number }[];
};

// SPEC §3 Reservation. The id is secret: it opens the guest's details, receipt, PDF and invite.
export const reservations = pgTable(
  "reservations",
  {
    id: text("id").primaryKey(),
    venueId: text("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    status: text("status").$type<"pending" | "confirmed" | "cancelled">().notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    comment: text("comment"),
    persons: integer("persons").notNull(),
    startsAt: ts("starts_at").notNull(),
    service: jsonb("service").$type<StoredBookedService>().notNull(),
    // Minor units (docs/decisions/016-money-in-minor-units.md).
    deposit: bigint("deposit", { mode: "number" }).notNull(),
    paid: boolean("paid").notNull(),
    // The sandbox payment of the deposit: secret, in the pay url.
    paymentId: text("payment_id").unique(),
    createdAt: ts("created_at").notNull(),
    paidAt: ts("paid_at"),
    // An unpaid pending reservation holds its places until then; the sweeper frees them.
    expiresAt: ts("expires_at"),
    // Changes with what the receipt and invite show (status, paid): their cache's version.
    updatedAt: ts("updated_at").notNull(),
    // The venue's decision (confirm or decline with a reason), who took it and when,
    // and when a paid deposit was given back through its gateway.
    reason: text("reason"),
    decidedAt: ts("decided_at"),
    decidedBy: text("decided_by"),
    refundedAt: ts("refunded_at"),
    // The venue's gateway that took the deposit, its id of the checkout (for its signed
    // notification and reconciliation) and its hosted page (the payment form answers the same one).
    gateway: text("gateway"),
    gatewayRef: text("gateway_ref"),
    gatewayUrl: text("gateway_url"),
    // The credentials reference the deposit's checkout was opened with (payments.gateway_account).
    gatewayAccount: text("gateway_account"),
  },
  (t) => [
    index("reservations_venue_idx").on(t.venueId),
    index("reservations_venue_starts_idx").on(t.venueId, t.startsAt),
    index("reservations_expires_idx").on(t.expiresAt),
    index("reservations_venue_phone_idx").on(t.venueId, t.phone),
    index("reservations_gateway_ref_idx")
      .on(t.gateway, t.gatewayRef)
      .where(sql`${t.gatewayRef} is not null`),
  ],
);

// Places taken per service and slot start (SPEC §9 capacity). One row per slot, updated with a guarded
// increment, so two guests racing for the last place cannot both get it, on PGlite and PostgreSQL alike.
export const reservationSlots = pgTable(
  "reservation_slots",
  {
    venueId: text("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    serviceId: text("service_id").notNull(),
    startsAt: ts("starts_at").notNull(),
    taken: integer("taken").notNull(),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.serviceId, t.startsAt] })],
);

// SPEC §4/§5 phone verification: a 4-digit code, stored hashed, expiring, with limited attempts.
export const phoneVerifications = pgTable(
  "phone_verifications",
  {
    token: text("token").primaryKey(), // secret, given to the guest
    venueId: text("venue_id").notNull(),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull(),
    createdAt: ts("created_at").notNull(),
    expiresAt: ts("expires_at").notNull(),
    verifiedAt: ts("verified_at"),
    // The visitor (device) that asked; only it is "already verified" later.
    visitorId: text("visitor_id"),
    // A verified token is used once, by one reservation or client save.
    usedAt: ts("used_at"),
  },
  (t) => [index("phone_verifications_phone_idx").on(t.venueId, t.phone)],
);

// Demo mode's message provider writes here; GET /api/dev/outbox reads it (never outside demo mode).
export const outboxMessages = pgTable("outbox_messages", {
  id: text("id").primaryKey(),
  channel: text("channel").notNull(),
  recipient: text("recipient").notNull(),
  text: text("text").notNull(),
  createdAt: ts("created_at").notNull(),
});
