import {
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
import type { StoredTicketLine, StoredTicketContext } from "./kitchen-types";
import { orders } from "./orders";
import { venues } from "./venues";

const ts = (name: string) => timestamp(name, { withTimezone: true });

// A place where food or drink is made (Kitchen, Bar, Pastry): its tickets are shown on its station screen
// and printed on its printers. A removed station keeps its past tickets (archived_at set, no new ones).
// warn_after_s / late_after_s colour a ticket's age on the station screen.
export const stations = pgTable(
  "stations",
  {
    id: text("id").primaryKey(),
    venueId: text("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    sort: integer("sort").notNull().default(0),
    warnAfterS: integer("warn_after_s").notNull().default(600),
    lateAfterS: integer("late_after_s").notNull().default(1200),
    createdAt: ts("created_at").notNull(),
    archivedAt: ts("archived_at"),
  },
  (t) => [index("stations_venue_idx").on(t.venueId)],
);

// Which station makes what: a menu category routed to a station, and a product's own override of its
// category's route (kind "category" or "product", key the category's or the product's id from the menu).
export const stationRoutes = pgTable(
  "station_routes",
  {
    venueId: text("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"category" | "product">().notNull(),
    key: text("key").notNull(),
    stationId: text("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.kind, t.key] })],
);

// Per mode, whether a new order needs a person to accept it (false, SPEC §4's waiting) or goes straight
// to the stations (true: accepted on arrival by the system). A venue without a row accepts by hand.
export const kitchenSettings = pgTable("kitchen_settings", {
  venueId: text("venue_id")
    .primaryKey()
    .references(() => venues.id, { onDelete: "cascade" }),
  autoAcceptInside: boolean("auto_accept_inside").notNull().default(false),
  autoAcceptPreorder: boolean("auto_accept_preorder").notNull().default(false),
  autoAcceptDelivery: boolean("auto_accept_delivery").notNull().default(false),
  updatedAt: ts("updated_at").notNull(),
});

// One station's share of an accepted order or accepted addition ("new"), or what it must stop making
// ("cancel": a declined addition, a cancelled order, a voided line, a line stopped after it was sent).
// source_key names the event that made it (e.g. "accept:<order id>", "append:<append id>",
// "void:<adjustment id>"): unique per station, so a retried or replayed transition cannot make a
// second ticket (exactly once, written in the transition's own transaction).
export const kitchenTickets = pgTable(
  "kitchen_tickets",
  {
    id: text("id").primaryKey(),
    venueId: text("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    stationId: text("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"new" | "cancel">().notNull(),
    sourceKey: text("source_key").notNull(),
    lines: jsonb("lines").$type<StoredTicketLine[]>().notNull(),
    context: jsonb("context").$type<StoredTicketContext>().notNull(),
    createdAt: ts("created_at").notNull(),
    // Every line bumped (done); null while any is still to make. Recall sets it back to null.
    bumpedAt: ts("bumped_at"),
  },
  (t) => [
    uniqueIndex("kitchen_tickets_station_source_idx").on(t.stationId, t.sourceKey),
    index("kitchen_tickets_open_idx").on(t.stationId, t.bumpedAt, t.createdAt),
    index("kitchen_tickets_order_idx").on(t.orderId),
  ],
);

// A network thermal printer of a station (ESC/POS over TCP, port 9100 by default; 58 or 80 mm paper).
// role "backup" takes the station's jobs while its main printer does not answer.
// status is what the print worker last saw: "online", "offline" (the last attempt failed) or "unknown".
export const printers = pgTable(
  "printers",
  {
    id: text("id").primaryKey(),
    venueId: text("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    stationId: text("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    host: text("host").notNull(),
    port: integer("port").notNull().default(9100),
    widthMm: integer("width_mm").notNull().default(80),
    role: text("role").$type<"main" | "backup">().notNull().default("main"),
    status: text("status").$type<"online" | "offline" | "unknown">().notNull().default("unknown"),
    lastError: text("last_error"),
    lastSeenAt: ts("last_seen_at"),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [index("printers_station_idx").on(t.stationId)],
);

// The durable print queue (an outbox): a ticket's print job is written in the same transaction as the
// ticket, so a print is never lost to a crash; a worker claims a job with a lease (FOR UPDATE SKIP
// LOCKED), sends it and marks it printed. A job whose lease ran out mid-send may have printed: it is
// sent again marked "COPY", never silently twice. kind "copy" is a person's reprint, "test" a test print.
export const printJobs = pgTable(
  "print_jobs",
  {
    id: text("id").primaryKey(),
    venueId: text("venue_id")
      .notNull()
      .references(() => venues.id, { onDelete: "cascade" }),
    stationId: text("station_id")
      .notNull()
      .references(() => stations.id, { onDelete: "cascade" }),
    ticketId: text("ticket_id").references(() => kitchenTickets.id, { onDelete: "cascade" }),
    // A test print names its printer; a ticket's job goes to the station's main printer, or its backup.
    printerId: text("printer_id").references(() => printers.id, { onDelete: "set null" }),
    kind: text("kind").$type<"ticket" | "copy" | "test">().notNull(),
    status: text("status").$type<"queued" | "printing" | "printed" | "failed">().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    // Set when a send may have reached the paper (a lease ran out): the next send says COPY.
    inDoubt: boolean("in_doubt").notNull().default(false),
    nextAttemptAt: ts("next_attempt_at").notNull(),
    leaseUntil: ts("lease_until"),
    lastError: text("last_error"),
    createdAt: ts("created_at").notNull(),
    printedAt: ts("printed_at"),
  },
  (t) => [
    index("print_jobs_due_idx").on(t.status, t.nextAttemptAt),
    index("print_jobs_station_idx").on(t.stationId, t.status),
  ],
);
