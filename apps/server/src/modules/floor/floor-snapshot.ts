import { and, desc, eq, gte, inArray, isNull, lte, or } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import {
  insideTables,
  openOrderStatuses,
  orders,
  payments,
  ratings,
  waiterCalls,
  type PaymentStatusStored,
} from "../../db/schema/index";
import { lowRatingMaxStars, lowRatingsShownMs } from "@tablewise/domain/contract/rating";
import { boardOrderLimit } from "./floor-limits";
import { inScope, type FloorScope } from "./floor-scope";

// What is true on a venue's floor now, read in a few indexed look-ups: its tables, its open orders, their
// payments (and online ones that failed in the last hour), and the waiter calls of the last 2 hours (the
// board's window). Alerts and table states are derived from it (floor-facts.ts, table-states.ts).
export const failedPaymentShownMs = 60 * 60_000;
export const waiterCallShownMs = 2 * 60 * 60_000;

export type FloorSnapshot = Awaited<ReturnType<typeof readFloorSnapshot>>;
export type SnapshotOrder = FloorSnapshot["orders"][number];
export type SnapshotPayment = FloorSnapshot["payments"][number];

const livePayments: PaymentStatusStored[] = ["requested", "pending", "held", "paid"];
const failedPayments: PaymentStatusStored[] = ["declined", "expired"];

// Which tables come with it: the board shows every table of the venue ("all"); the alerts' pass needs only
// the tables its orders, calls, ratings and failed payments name ("named"), for their labels and halls.
// A venue's table list can be its largest read (thousands of codes in a food court), and the pass runs
// after every order: on a 20,000-table venue reading it whole cost about 1.8 ms of server CPU per order.
// A scope (floor-scope.ts) narrows every read to its orders and tables, with the tables named.
export type SnapshotTables = "all" | "named" | FloorScope;

const tableColumns = {
  code: insideTables.code,
  hall: insideTables.sectionName,
  name: insideTables.tableName,
};

export async function readFloorSnapshot(
  db: Db | Tx,
  venueId: string,
  now: Date,
  which: SnapshotTables = "all",
) {
  const liveTables = and(eq(insideTables.venueId, venueId), isNull(insideTables.retiredAt));
  const scope = typeof which === "object" ? which : null;
  const [allTables, open, calls, lowRatings] = await Promise.all([
    which === "all" ? db.select(tableColumns).from(insideTables).where(liveTables) : Promise.resolve(null),
    db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.venueId, venueId),
          inArray(orders.status, [...openOrderStatuses]),
          scope ? inScope(scope, orders.id, orders.tableCode) : undefined,
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(boardOrderLimit),
    db
      .select({
        id: waiterCalls.id,
        tableCode: waiterCalls.tableCode,
        calledAt: waiterCalls.calledAt,
        acknowledgedAt: waiterCalls.acknowledgedAt,
      })
      .from(waiterCalls)
      .where(
        and(
          eq(waiterCalls.venueId, venueId),
          gte(waiterCalls.calledAt, new Date(now.getTime() - waiterCallShownMs)),
          scope ? inScope(scope, null, waiterCalls.tableCode) : undefined,
        ),
      ),
    // The low ratings of the board's window (their orders are usually closed, so they carry their own
    // table and order number).
    db
      .select({
        id: ratings.id,
        orderId: ratings.orderId,
        serial: ratings.orderSerial,
        tableCode: ratings.tableCode,
        sectionName: ratings.sectionName,
        tableName: ratings.tableName,
      })
      .from(ratings)
      .where(
        and(
          eq(ratings.venueId, venueId),
          gte(ratings.createdAt, new Date(now.getTime() - lowRatingsShownMs)),
          lte(ratings.stars, lowRatingMaxStars),
          scope ? inScope(scope, ratings.orderId, ratings.tableCode) : undefined,
        ),
      ),
  ]);
  const openIds = open.map((o) => o.id);
  const paymentColumns = {
    id: payments.id,
    orderId: payments.orderId,
    method: payments.method,
    status: payments.status,
    amount: payments.amount,
    tip: payments.tip,
    // What a share payment covered (an amount, even parts, the rest): left to pay counts it.
    covers: payments.covers,
    createdAt: payments.createdAt,
    settledAt: payments.settledAt,
  };
  const [live, failed] = await Promise.all([
    openIds.length
      ? db
          .select(paymentColumns)
          .from(payments)
          .where(and(inArray(payments.orderId, openIds), inArray(payments.status, livePayments)))
      : Promise.resolve([]),
    // A failed payment's order may be gone from the open ones (a declined payment cancels a waiting order).
    db
      .select({ ...paymentColumns, serial: orders.serial, tableCode: orders.tableCode })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          eq(orders.venueId, venueId),
          eq(payments.method, "online"),
          inArray(payments.status, failedPayments),
          scope ? inScope(scope, orders.id, orders.tableCode) : undefined,
          or(
            gte(payments.settledAt, new Date(now.getTime() - failedPaymentShownMs)),
            and(
              isNull(payments.settledAt),
              gte(payments.createdAt, new Date(now.getTime() - failedPaymentShownMs)),
            ),
          ),
        ),
      ),
  ]);
  const tables = allTables ?? (await namedTables(db, liveTables, [open, calls, lowRatings, failed]));
  return { tables, orders: open, payments: live, failedPayments: failed, calls, lowRatings };
}

async function namedTables(
  db: Db | Tx,
  liveTables: ReturnType<typeof and>,
  named: { tableCode: string | null }[][],
) {
  const codes = new Set<string>();
  for (const rows of named) for (const r of rows) if (r.tableCode) codes.add(r.tableCode);
  if (!codes.size) return [];
  return db
    .select(tableColumns)
    .from(insideTables)
    .where(and(liveTables, inArray(insideTables.code, [...codes])));
}
