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
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { DeliveryAddress } from "@tablewise/domain/contract/address";
import type { StoredChosenItem } from "./carts";
import { venues } from "./venues";

// An eat-in order line as stored: priced from the menu when ordered (docs/decisions/006). held_quantity
// is reserved by online payments still at the gateway, so two guests can never pay one item twice.
export type StoredOrderLine = {
  _id: string;
  menu_id: string;
  product_id: string;
  name: string;
  category: string;
  price: number; // unit price with variants and modifiers: the menu's decimal, like the names here
  // The unit price before a discount or comp split these units off their line (contract full_price).
  full_price?: number;
  quantity: number;
  paid_quantity: number;
  held_quantity: number;
  variants: StoredChosenItem[];
  modificators: StoredChosenItem[];
  guest_index: number;
  client_comment?: string;
  // Carried from the cart line: added from the "Goes well with" sheet of that product (the day counts it).
  suggested_by?: string;
  suggested_by_name?: string;
  // Who ordered it: a digest of the ordering visitor's id (never the id, which opens the bill), so the
  // bill counts the phones that ordered on it (SPEC §3 guests_count).
  orderer?: string;
};

// A void, comp or discount after acceptance (contract orderAdjustmentSchema): what the guest's bill says
// changed. Amount in minor units; who made and approved it is in the audit list (staff_actions).
export type StoredAdjustment = {
  _id: string;
  kind: "void" | "comp" | "discount";
  reason: string;
  percent?: number;
  amount: number;
  name?: string;
  quantity?: number;
  at: string;
};

export type StoredAppendStatus = "waiting" | "serving" | "cancelled";
// Lines added to an accepted order wait for the staff before they join the bill (SPEC §3 appends).
export type StoredAppend = {
  _id: string;
  status: StoredAppendStatus;
  created_at: string;
  lines: StoredOrderLine[];
  comment?: string;
  reason?: string;
};

const ts = (name: string) => timestamp(name, { withTimezone: true });
// Money columns hold whole minor units (docs/decisions/016-money-in-minor-units.md): bigint, read as a
// JavaScript number (exact up to 2^53, far past any bill).
const minorUnits = (name: string) => bigint(name, { mode: "number" });

// Server secrets generated on first boot when SECRET is unset, shared by every process of one database.
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
});

// serial_order_id per venue, handed out by one atomic upsert.
export const orderCounters = pgTable("order_counters", {
  venueId: text("venue_id")
    .primaryKey()
    .references(() => venues.id, { onDelete: "cascade" }),
  lastSerial: integer("last_serial").notNull(),
});

export const openOrderStatuses = ["waiting", "serving", "served", "paying"] as const;

// SPEC §3 Order.order_type: eat-in at a table, takeaway (preorder) or delivery.
export type StoredOrderType = "inside" | "preorder" | "delivery";
// The guest a delivery or takeaway order is for, copied from the client when ordered.
export type StoredOrderClient = { name: string; phone: string };
export type StoredFulfilment = "accepted" | "ready" | "out_for_delivery";

export const orders = pgTable(
  "orders",
  {
    id: text("id").primaryKey(),
    venueId: text("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    orderType: text("order_type").$type<StoredOrderType>().notNull().default("inside"),
    // Eat-in only; delivery and takeaway orders have no table.
    tableCode: text("table_code"),
    sectionName: text("section_name").notNull(),
    tableName: text("table_name").notNull(),
    status: text("status").notNull(),
    serial: integer("serial").notNull(),
    localId: text("local_id").notNull(),
    comment: text("comment"),
    reason: text("reason"),
    lines: jsonb("lines").$type<StoredOrderLine[]>().notNull(),
    appends: jsonb("appends").$type<StoredAppend[]>().notNull().default([]),
    adjustments: jsonb("adjustments").$type<StoredAdjustment[]>().notNull().default([]),
    createdBy: text("created_by").notNull(),
    createdAt: ts("created_at").notNull(),
    confirmedAt: ts("confirmed_at"),
    paidAt: ts("paid_at"),
    closedAt: ts("closed_at"),
    // SPEC §4: a waiting order is cancelled at this time by the sweeper.
    autoCancelAt: ts("auto_cancel_at"),
    // SPEC §4 split payment: held online parts are refunded at this time unless the bill is paid.
    splitDeadlineAt: ts("split_deadline_at"),
    updatedAt: ts("updated_at").notNull(),
    // Delivery and takeaway (SPEC §7 preorder create): the chosen time (null is asap), the address (its
    // point from the server's geocoder), the client, the fee and tariff, utensils and the way to pay.
    targetDate: ts("target_date"),
    address: jsonb("address").$type<DeliveryAddress>(),
    client: jsonb("client").$type<StoredOrderClient>(),
    clientId: text("client_id"),
    deliveryFee: minorUnits("delivery_fee"),
    deliveryTariffId: text("delivery_tariff_id"),
    utensils: integer("utensils"),
    payMethod: text("pay_method"),
    isContactless: boolean("is_contactless"),
    // The cart it was placed from and the cart's revision once emptied by it: the same cart sent again,
    // unchanged since, is a replay and gets this order back.
    cartId: text("cart_id"),
    cartRevision: integer("cart_revision"),
    // A takeaway or delivery order's stage once accepted (accepted, ready, out_for_delivery).
    fulfilment: text("fulfilment").$type<StoredFulfilment>(),
    // When the kitchen's stations bumped every line sent for this order (modules/kitchen): an eat-in
    // order is then ready to serve on the waiter's board. Cleared when an accepted addition sends more.
    kitchenReadyAt: ts("kitchen_ready_at"),
    // The venue's POS (modules/pos, docs/pos.md): its id for this order once it took it, and why it
    // refused the order when it did (SPEC §4, §8 external_pos_error; the order is cancelled then).
    posOrderId: text("pos_order_id"),
    posError: text("pos_error"),
  },
  (t) => [
    // One open order per table (inside guests share it, SPEC §6).
    uniqueIndex("orders_open_table_idx")
      .on(t.tableCode)
      .where(sql`${t.status} in ('waiting', 'serving', 'served', 'paying')`),
    index("orders_venue_idx").on(t.venueId),
    index("orders_cart_idx").on(t.cartId, t.cartRevision),
    // The table's access epoch (security/table-access.ts) is its last close time.
    index("orders_table_closed_idx").on(t.tableCode, t.closedAt),
    // The venue board's look-ups (open orders, and those ended in the last 2 hours).
    index("orders_venue_status_idx").on(t.venueId, t.status),
    index("orders_venue_closed_idx").on(t.venueId, t.closedAt),
    // The console's order history: a venue's orders newest first a page at a time, and by number.
    index("orders_venue_created_idx").on(t.venueId, t.createdAt.desc(), t.id.desc()),
    index("orders_venue_serial_idx").on(t.venueId, t.serial),
    // The sweeper's look-ups read only the rows they are about (waiting orders, split deadlines,
    // orders with a waiting append), not every order of the evening, once a second.
    index("orders_waiting_created_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'waiting'`),
    index("orders_waiting_cancel_idx")
      .on(t.autoCancelAt)
      .where(sql`${t.status} = 'waiting'`),
    index("orders_split_deadline_idx")
      .on(t.splitDeadlineAt)
      .where(sql`${t.splitDeadlineAt} is not null`),
    index("orders_waiting_appends_idx")
      .on(t.id)
      .where(
        sql`${t.appends} @> '[{"status":"waiting"}]'::jsonb and ${t.status} in ('waiting', 'serving', 'served', 'paying')`,
      ),
  ],
);

// Who ordered or appended: the archive is per visitor (SPEC §7 GET /archive), never per table.
export const orderVisitors = pgTable(
  "order_visitors",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    visitorId: text("visitor_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.visitorId] }),
    index("order_visitors_visitor_idx").on(t.visitorId),
  ],
);

// requested: cash or card the guest promised, waiting for the waiter; pending: online at the
// gateway; held: an online split part paid at the gateway, captured when the bill is settled (SPEC §4);
// paid: confirmed money. rejected: the waiter did not take it; cancelled: the guest started another
// payment instead; declined, expired: the gateway's answers; refunded: SPEC §4 split timeout.
export type PaymentStatusStored =
  "requested" | "pending" | "held" | "paid" | "rejected" | "cancelled" | "declined" | "expired" | "refunded";
export type StoredPaidItem = { line_id: string; quantity: number };
export type StoredShareCover =
  { kind: "amount" } | { kind: "split"; parts: number; take: number } | { kind: "rest" };

export const payments = pgTable(
  "payments",
  {
    id: text("id").primaryKey(), // secret: it is in the sandbox pay url
    publicId: text("public_id").notNull(), // shown as a split's _id
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    method: text("method").notNull(),
    status: text("status").$type<PaymentStatusStored>().notNull(),
    items: jsonb("items").$type<StoredPaidItem[]>().notNull(),
    // A share of the bill's money instead of items (docs/decisions/020-pay-a-share.md); items are then
    // empty and `amount` is the share the server priced.
    covers: jsonb("covers").$type<StoredShareCover>(),
    amount: minorUnits("amount").notNull(),
    tip: minorUnits("tip").notNull(),
    waiterId: text("waiter_id"),
    // The device that asked for it: a guest's new payment releases their own unconfirmed one.
    visitorId: text("visitor_id"),
    returnPath: text("return_path").notNull(),
    createdAt: ts("created_at").notNull(),
    // A pending online payment not settled by then is expired and its items released.
    expiresAt: ts("expires_at"),
    settledAt: ts("settled_at"),
    refundedAt: ts("refunded_at"),
    // Money given back through the gateway (a console refund may be part of it).
    refundedAmount: minorUnits("refunded_amount").notNull().default(0),
    // The gateway that took an online payment (its refunds go back through it) and the
    // gateway's own id of the checkout (Stripe: the Checkout Session id), for webhooks and reconciliation.
    gateway: text("gateway"),
    gatewayRef: text("gateway_ref"),
    // The gateway's hosted page of that checkout: "Pay now" sends the guest back to the same one.
    gatewayUrl: text("gateway_url"),
    // The venue's credentials reference the checkout was opened with (a name, never a secret): only a
    // notification verified with those credentials may settle, decline or refund this payment.
    gatewayAccount: text("gateway_account"),
  },
  (t) => [
    index("payments_order_idx").on(t.orderId),
    // The sweeper's look-ups of unconfirmed payments (expiry, demo autopilot).
    index("payments_open_idx")
      .on(t.status, t.createdAt)
      .where(sql`${t.status} in ('requested', 'pending')`),
    index("payments_gateway_ref_idx")
      .on(t.gateway, t.gatewayRef)
      .where(sql`${t.gatewayRef} is not null`),
  ],
);

// SPEC §9 call-waiter cooldown, kept in the database so a restart does not reset it.
export const waiterCalls = pgTable(
  "waiter_calls",
  {
    id: text("id").primaryKey(),
    tableCode: text("table_code").notNull(),
    visitorId: text("visitor_id"),
    calledAt: ts("called_at").notNull(),
    // The venue's console lists its calls; a waiter acknowledges one (who and when).
    venueId: text("venue_id").notNull(),
    acknowledgedAt: ts("acknowledged_at"),
    acknowledgedBy: text("acknowledged_by"),
  },
  (t) => [
    index("waiter_calls_table_idx").on(t.tableCode, t.calledAt),
    index("waiter_calls_venue_idx").on(t.venueId, t.calledAt),
  ],
);
