import { randomBytes } from "node:crypto";
import { and, asc, eq, gte, inArray, isNotNull, lte, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { payments } from "../../db/schema/index";

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type PaymentStatus = PaymentRow["status"];
type Exec = Db | Tx;

// 144 random bits: the payment id is in the sandbox pay url and settles the payment.
export const newPaymentId = () => randomBytes(18).toString("base64url");

export function createPaymentRepository(db: Db) {
  return {
    async insert(tx: Tx, row: NewPaymentRow): Promise<PaymentRow> {
      return (await tx.insert(payments).values(row).returning())[0]!;
    },
    async find(id: string, exec: Exec = db): Promise<PaymentRow | null> {
      const rows = await exec.select().from(payments).where(eq(payments.id, id)).limit(1);
      return rows[0] ?? null;
    },
    async update(tx: Tx, id: string, patch: Partial<NewPaymentRow>): Promise<PaymentRow> {
      return (await tx.update(payments).set(patch).where(eq(payments.id, id)).returning())[0]!;
    },
    async listByOrder(orderId: string, exec: Exec = db): Promise<PaymentRow[]> {
      return exec
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(asc(payments.createdAt));
    },
    async listByOrders(orderIds: string[], exec: Exec = db): Promise<PaymentRow[]> {
      if (!orderIds.length) return [];
      return exec
        .select()
        .from(payments)
        .where(inArray(payments.orderId, orderIds))
        .orderBy(asc(payments.createdAt));
    },
    // Demo mode only: the autopilot plays the waiter and confirms cash and card
    // requests this old.
    async requestedBefore(before: Date): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.status, "requested"), lte(payments.createdAt, before)));
    },
    // The payment a gateway's notification names by the gateway's own id of the checkout.
    async findByGatewayRef(gateway: string, ref: string): Promise<PaymentRow | null> {
      const rows = await db
        .select()
        .from(payments)
        .where(and(eq(payments.gateway, gateway), eq(payments.gatewayRef, ref)))
        .limit(1);
      return rows[0] ?? null;
    },
    // Payments whose gateway's answer may have been lost: still pending a minute after they began, or
    // ended here (expired, or cancelled when the guest paid otherwise) while the gateway's page could
    // still take the money (since `since`): reconciliation gives such money back and closes the page.
    // A bounded slice: the pending first (their guests wait on the answer), then oldest first.
    async dueReconcile(before: Date, since: Date, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            isNotNull(payments.gatewayRef),
            ne(payments.gateway, "sandbox"),
            lte(payments.createdAt, before),
            or(
              eq(payments.status, "pending"),
              and(
                inArray(payments.status, ["expired", "cancelled"]),
                gte(payments.createdAt, since),
                eq(payments.refundedAmount, 0),
              ),
            ),
          ),
        )
        .orderBy(sql`${payments.status} <> 'pending'`, asc(payments.createdAt))
        .limit(limit);
    },
    // Online payments never settled at the gateway: their held items go back to the bill.
    async dueExpiry(now: Date): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.status, "pending"), lte(payments.expiresAt, now)));
    },
  };
}
export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
