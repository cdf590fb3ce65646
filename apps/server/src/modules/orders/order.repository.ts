import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import {
  orderCounters,
  orderVisitors,
  orders,
  openOrderStatuses,
  type StoredOrderType,
} from "../../db/schema/index";

export type OrderRow = typeof orders.$inferSelect;
// An eat-in order: the only kind with a table (delivery and takeaway orders have none).
export type TableOrderRow = OrderRow & { tableCode: string };
export const isTableOrder = (row: OrderRow): row is TableOrderRow =>
  row.orderType === "inside" && row.tableCode !== null;
export type NewOrderRow = typeof orders.$inferInsert;
type Exec = Db | Tx;

// 144 random bits, base64url: the order id is a key to the bill (contract secretIdSchema).
export const newOrderId = () => randomBytes(18).toString("base64url");
export const newShortId = () => randomBytes(9).toString("base64url");

// PostgreSQL's unique_violation. Drizzle wraps the driver's error (DrizzleQueryError), the code is on its
// cause: looking at the wrapper only, two first orders racing at one table on PostgreSQL got a 500.
export const isUniqueViolation = (err: unknown): boolean => {
  if (typeof err !== "object" || err === null) return false;
  if ("code" in err && (err as { code: unknown }).code === "23505") return true;
  return "cause" in err && err.cause !== err && isUniqueViolation(err.cause);
};

export function createOrderRepository(db: Db) {
  return {
    transaction: <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn),

    async find(id: string, exec: Exec = db): Promise<OrderRow | null> {
      const rows = await exec.select().from(orders).where(eq(orders.id, id)).limit(1);
      return rows[0] ?? null;
    },

    // Row lock: every change to an order (payments, appends, staff actions, sweeps) is serialised on it.
    async lock(tx: Tx, id: string): Promise<OrderRow | null> {
      const rows = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
      return rows[0] ?? null;
    },

    // Several rows locked in one statement, in id order (two batches never wait for each other in a cycle).
    async lockMany(tx: Tx, ids: string[]): Promise<OrderRow[]> {
      if (!ids.length) return [];
      return tx.select().from(orders).where(inArray(orders.id, ids)).orderBy(orders.id).for("update");
    },

    async findOpenByTable(code: string, exec: Exec = db): Promise<OrderRow | null> {
      const rows = await exec
        .select()
        .from(orders)
        .where(and(eq(orders.tableCode, code), inArray(orders.status, [...openOrderStatuses])))
        .limit(1);
      return rows[0] ?? null;
    },

    // The table's open order, locked: a create joins it (one statement where a read and a lock
    // were two; PostgreSQL re-checks the status after waiting for the lock, so a just-closed one is skipped).
    async lockOpenByTable(tx: Tx, code: string): Promise<OrderRow | null> {
      const rows = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.tableCode, code), inArray(orders.status, [...openOrderStatuses])))
        .limit(1)
        .for("update");
      return rows[0] ?? null;
    },

    // The eat-in order a cart last went into, if the cart has not changed since (a replay of that call).
    async placedFrom(tx: Tx, cartId: string, cartRevision: number): Promise<OrderRow | null> {
      const rows = await tx
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.cartId, cartId),
            eq(orders.cartRevision, cartRevision),
            eq(orders.orderType, "inside"),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    async insert(tx: Tx, row: NewOrderRow): Promise<OrderRow> {
      return (await tx.insert(orders).values(row).returning())[0]!;
    },

    // A new eat-in order in one statement: the venue's next serial (the counter's upsert), the
    // order numbered with it, and its first visitor. The counter row is locked from this statement to
    // the commit, which follows at once: creates of one venue queue on it for the shortest time.
    async insertNumbered(
      tx: Tx,
      row: Omit<NewOrderRow, "serial" | "localId"> & { tableCode: string },
      visitorId: string,
    ): Promise<OrderRow> {
      const counter = tx.$with("counter", { lastSerial: sql<number>`last_serial` }).as(
        sql`insert into ${orderCounters} (venue_id, last_serial) values (${row.venueId}, 1)
          on conflict (venue_id) do update set last_serial = ${orderCounters}.last_serial + 1
          returning last_serial`,
      );
      // The foreign key to the order is checked at the end of the statement, when the order exists.
      const visitor = tx
        .$with("visitor", {})
        .as(
          sql`insert into ${orderVisitors} (order_id, visitor_id) values (${row.id}, ${visitorId}) on conflict do nothing`,
        );
      const rows = await tx
        .with(counter, visitor)
        .insert(orders)
        .values({
          ...row,
          serial: sql`(select last_serial from counter)`,
          localId: sql`${row.tableCode} || '-' || (select last_serial from counter)`,
        })
        .returning();
      return rows[0]!;
    },

    async update(tx: Tx, id: string, patch: Partial<NewOrderRow>): Promise<OrderRow> {
      return (await tx.update(orders).set(patch).where(eq(orders.id, id)).returning())[0]!;
    },

    async nextSerial(tx: Tx, venueId: string): Promise<number> {
      const rows = await tx
        .insert(orderCounters)
        .values({ venueId, lastSerial: 1 })
        .onConflictDoUpdate({
          target: orderCounters.venueId,
          set: { lastSerial: sql`${orderCounters.lastSerial} + 1` },
        })
        .returning({ serial: orderCounters.lastSerial });
      return rows[0]!.serial;
    },

    async addVisitor(tx: Tx, orderId: string, visitorId: string): Promise<void> {
      await tx.insert(orderVisitors).values({ orderId, visitorId }).onConflictDoNothing();
    },

    async hasVisitor(orderId: string, visitorId: string): Promise<boolean> {
      const rows = await db
        .select({ id: orderVisitors.orderId })
        .from(orderVisitors)
        .where(and(eq(orderVisitors.orderId, orderId), eq(orderVisitors.visitorId, visitorId)))
        .limit(1);
      return rows.length > 0;
    },

    // SPEC §7 GET /archive: the visitor's orders of one type at the venue, newest first.
    async archive(
      venueId: string,
      visitorId: string,
      orderType: StoredOrderType,
      limit = 100,
    ): Promise<OrderRow[]> {
      const rows = await db
        .select({ order: orders })
        .from(orders)
        .innerJoin(orderVisitors, eq(orderVisitors.orderId, orders.id))
        .where(
          and(
            eq(orders.venueId, venueId),
            eq(orderVisitors.visitorId, visitorId),
            eq(orders.orderType, orderType),
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(limit);
      return rows.map((r) => r.order);
    },

    // Work for the sweeper, by id only: each is re-checked under the row lock before it is done.
    async dueAutoCancel(now: Date): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, "waiting"), lte(orders.autoCancelAt, now)));
      return rows.map((r) => r.id);
    },
    async dueSplitRefund(now: Date): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(isNotNull(orders.splitDeadlineAt), lte(orders.splitDeadlineAt, now)));
      return rows.map((r) => r.id);
    },
    // Orders, or appends to them, waiting for the staff since before `before`, oldest first, at most
    // `limit`. A delivery or takeaway order to be paid online waits until it is paid: the kitchen never
    // starts an unpaid one by itself. Two look-ups, each on its partial index (waiting orders;
    // orders with a waiting append), so a pass reads the waiting rows, not every open order of the evening.
    async waitingSince(before: Date, limit = 500): Promise<string[]> {
      const payable = sql`not (${orders.orderType} <> 'inside' and ${orders.payMethod} = 'online' and ${orders.paidAt} is null)`;
      const waiting = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, "waiting"), lte(orders.createdAt, before), payable))
        .orderBy(orders.createdAt)
        .limit(limit);
      const appended = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            sql`${orders.appends} @> '[{"status":"waiting"}]'::jsonb`,
            inArray(orders.status, [...openOrderStatuses]),
            payable,
            sql`exists (select 1 from jsonb_array_elements(${orders.appends}) a
              where a->>'status' = 'waiting' and (a->>'created_at')::timestamptz <= ${before.toISOString()})`,
          ),
        )
        .limit(limit);
      return [...new Set([...waiting, ...appended].map((r) => r.id))];
    },
  };
}
export type OrderRepository = ReturnType<typeof createOrderRepository>;
