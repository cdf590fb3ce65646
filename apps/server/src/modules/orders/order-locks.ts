import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { orders, payments } from "../../db/schema/index";
import type { OrderRow } from "./order.repository";

// The order a payment belongs to, locked in one statement (the payment's order_id never
// changes, so looking it up inside the lock's own statement locks the same row a look-up before it
// would). The payment itself is read again after this, under the lock: its status may have changed
// while this waited.
export async function lockOrderOfPayment(tx: Tx, paymentId: string): Promise<OrderRow | null> {
  const rows = await tx
    .select()
    .from(orders)
    .where(
      sql`${orders.id} = (select ${payments.orderId} from ${payments} where ${payments.id} = ${paymentId})`,
    )
    .for("update");
  return rows[0] ?? null;
}

// The venue of a payment's order (one statement), for looking an Idempotency-Key up after a refused action.
export async function venueOfPayment(db: Db, paymentId: string): Promise<string | null> {
  const rows = await db
    .select({ venueId: orders.venueId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  return rows[0]?.venueId ?? null;
}

export async function venueOfOrder(db: Db, orderId: string): Promise<string | null> {
  const rows = await db
    .select({ venueId: orders.venueId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return rows[0]?.venueId ?? null;
}
