import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { BoardHint } from "@tablewise/domain/contract/staff";
import type { Tx } from "../../db/client";
import { floorAlerts, orders, payments, ratings, waiterCalls } from "../../db/schema/index";

// What a board hint says changed: an order, a payment, a waiter call or a rating. The pass after it needs
// only the facts those can touch (DESIGN's floor module), not the venue's whole floor: a venue with 500
// open orders read all 500 with their lines after every order, and on the embedded database that pass
// was the largest share of an order's server CPU. Hints about anything else (setup, stop list,
// reservations) and the sweeper still reconcile the whole floor.
export type FloorSubjects = { orders: string[]; payments: string[]; calls: string[]; ratings: string[] };
const noSubjects = (): FloorSubjects => ({ orders: [], payments: [], calls: [], ratings: [] });

// null: the hint may touch anything on the floor (a whole pass).
export function subjectsOfHint(hint: BoardHint): FloorSubjects | null {
  const s = noSubjects();
  if (hint.kind === "order") s.orders.push(hint.id);
  else if (hint.kind === "payment") s.payments.push(hint.id);
  else if (hint.kind === "waiter_call") s.calls.push(hint.id);
  else if (hint.kind === "rating") s.ratings.push(hint.id);
  else return null;
  return s;
}

// Several hints before one pass: one pass over all they named (null, a whole pass, absorbs the rest).
export function mergeSubjects(a: FloorSubjects | null, b: FloorSubjects | null): FloorSubjects | null {
  if (!a || !b) return null;
  const join = (x: string[], y: string[]) => [...new Set([...x, ...y])];
  return {
    orders: join(a.orders, b.orders),
    payments: join(a.payments, b.payments),
    calls: join(a.calls, b.calls),
    ratings: join(a.ratings, b.ratings),
  };
}

// The part of the floor a pass looks at: these orders and everything at these tables. A fact about an
// order depends on its table's calls (the walkout rule's last guest activity), and a call's fact names
// the open order at its table, so the tables of the named orders come in whole.
export type FloorScope = { orderIds: string[]; tableCodes: string[] };

export async function scopeOf(tx: Tx, venueId: string, s: FloorSubjects): Promise<FloorScope> {
  const none = Promise.resolve([] as { orderId: string | null; tableCode: string | null }[]);
  const found = await Promise.all([
    s.orders.length
      ? tx
          .select({ orderId: orders.id, tableCode: orders.tableCode })
          .from(orders)
          .where(and(eq(orders.venueId, venueId), inArray(orders.id, s.orders)))
      : none,
    s.payments.length
      ? tx
          .select({ orderId: payments.orderId, tableCode: orders.tableCode })
          .from(payments)
          .innerJoin(orders, eq(orders.id, payments.orderId))
          .where(and(eq(orders.venueId, venueId), inArray(payments.id, s.payments)))
      : none,
    s.calls.length
      ? tx
          .select({ orderId: sql<string | null>`null`, tableCode: waiterCalls.tableCode })
          .from(waiterCalls)
          .where(and(eq(waiterCalls.venueId, venueId), inArray(waiterCalls.id, s.calls)))
      : none,
    s.ratings.length
      ? tx
          .select({ orderId: ratings.orderId, tableCode: ratings.tableCode })
          .from(ratings)
          .where(and(eq(ratings.venueId, venueId), inArray(ratings.id, s.ratings)))
      : none,
  ]);
  const orderIds = new Set(s.orders);
  const tableCodes = new Set<string>();
  for (const rows of found)
    for (const r of rows) {
      if (r.orderId) orderIds.add(r.orderId);
      if (r.tableCode) tableCodes.add(r.tableCode);
    }
  return { orderIds: [...orderIds], tableCodes: [...tableCodes] };
}

// Rows about one of the scope's orders or at one of its tables (false when the scope names neither).
export function inScope(scope: FloorScope, orderId: AnyPgColumn | null, tableCode: AnyPgColumn): SQL {
  const parts = [
    orderId && scope.orderIds.length ? inArray(orderId, scope.orderIds) : undefined,
    scope.tableCodes.length ? inArray(tableCode, scope.tableCodes) : undefined,
  ].filter((p): p is SQL => p !== undefined);
  return or(...parts) ?? sql`false`;
}

// The open alerts a scoped pass may resolve: those about its orders, and those at its tables. A waiter
// call's alert is a fact of its table (it names the table's open order only for the phone), so it is
// resolved only by a pass that read its table's calls.
export function alertsInScope(scope: FloorScope): SQL {
  const ofOrders = scope.orderIds.length
    ? and(inArray(floorAlerts.orderId, scope.orderIds), sql`${floorAlerts.kind} <> 'waiter_call'`)
    : undefined;
  const atTables = scope.tableCodes.length ? inArray(floorAlerts.tableCode, scope.tableCodes) : undefined;
  return or(ofOrders, atTables) ?? sql`false`;
}
