import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { venues } from "./venues";

const ts = (name: string) => timestamp(name, { withTimezone: true });

// A venue's fiscal provider (docs/fiscal.md). The license key and the cashier's password are sealed with
// a key derived from the server secret (AES-256-GCM): a database dump alone does not give them away, and
// no call ever returns them.
export const fiscalSettings = pgTable("fiscal_settings", {
  venueId: text("venue_id")
    .primaryKey()
    .references(() => venues.id, { onDelete: "cascade" }),
  provider: text("provider").$type<"none" | "checkbox">().notNull(),
  cashierLogin: text("cashier_login"),
  licenseKeySealed: text("license_key_sealed"),
  cashierPasswordSealed: text("cashier_password_sealed"),
  receiptsForCard: boolean("receipts_for_card").notNull().default(false),
  receiptsForCash: boolean("receipts_for_cash").notNull().default(false),
  updatedAt: ts("updated_at").notNull(),
});

export type StoredFiscalGood = { code: string; name: string; price: number; quantity: number };

// One row per payment settled or refund recorded (source_key is unique: a settlement replayed queues
// nothing twice). receipt_id is the client-generated receipt id sent to the provider, so a retry after a
// crash between the provider's answer and marking the row finds the receipt it made instead of a second.
export const fiscalReceipts = pgTable(
  "fiscal_receipts",
  {
    id: text("id").primaryKey(),
    venueId: text("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    orderId: text("order_id").notNull(),
    paymentId: text("payment_id").notNull(),
    sourceKey: text("source_key").notNull(),
    kind: text("kind").$type<"sale" | "return">().notNull(),
    receiptId: text("receipt_id").notNull(),
    goods: jsonb("goods").$type<StoredFiscalGood[]>().notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    paymentType: text("payment_type").$type<"CASH" | "CASHLESS">().notNull(),
    status: text("status").$type<"queued" | "sending" | "issued" | "failed">().notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at").notNull(),
    leaseUntil: ts("lease_until"),
    lastError: text("last_error"),
    fiscalCode: text("fiscal_code"),
    receiptUrl: text("receipt_url"),
    createdAt: ts("created_at").notNull(),
    issuedAt: ts("issued_at"),
  },
  (t) => [
    uniqueIndex("fiscal_receipts_source_idx").on(t.sourceKey),
    index("fiscal_receipts_due_idx").on(t.status, t.nextAttemptAt),
    index("fiscal_receipts_order_idx").on(t.orderId),
  ],
);
