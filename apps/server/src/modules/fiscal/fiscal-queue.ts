import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { multiplyMinor, toMinorUnits } from "@tablewise/domain/rules/money";
import type { Db, Tx } from "../../db/client";
import { fiscalReceipts, fiscalSettings, type StoredFiscalGood } from "../../db/schema/index";
import type { OrderRow, PaymentRow } from "../orders/index";

export type FiscalReceiptRow = typeof fiscalReceipts.$inferSelect;
type Exec = Db | Tx;

// Which payments get a receipt: online always, card and cash as the venue chose (SPEC §4 payment methods).
async function wants(tx: Exec, venueId: string, method: string): Promise<boolean> {
  const rows = await tx.select().from(fiscalSettings).where(eq(fiscalSettings.venueId, venueId)).limit(1);
  const s = rows[0];
  if (!s || s.provider === "none") return false;
  if (method === "online") return true;
  if (method === "card") return s.receiptsForCard;
  if (method === "cash") return s.receiptsForCash;
  return false;
}

const paymentTypeOf = (method: string) => (method === "cash" ? ("CASH" as const) : ("CASHLESS" as const));

// The receipt's goods: the order lines this payment paid, unit prices in minor units, and the tip as its
// own line (it is money the venue took). The receipt's total is what was paid; the lines' sum above it
// (a discount, a comp) goes on the receipt as a discount, and a sum below it as a "Service" line.
export function goodsOf(order: Pick<OrderRow, "lines">, payment: PaymentRow): StoredFiscalGood[] {
  const goods: StoredFiscalGood[] = [];
  for (const item of payment.items) {
    const line = order.lines.find((l) => l._id === item.line_id);
    if (!line || item.quantity <= 0) continue;
    goods.push({
      code: line.product_id,
      name: line.name.slice(0, 128),
      price: toMinorUnits(line.price),
      quantity: item.quantity,
    });
  }
  const sum = goods.reduce((s, g) => s + multiplyMinor(g.price, g.quantity), 0);
  if (sum < payment.amount)
    goods.push({ code: "service", name: "Service", price: payment.amount - sum, quantity: 1 });
  if (payment.tip > 0) goods.push({ code: "tip", name: "Tip", price: payment.tip, quantity: 1 });
  return goods;
}

async function insert(
  tx: Exec,
  row: Omit<
    FiscalReceiptRow,
    | "id"
    | "receiptId"
    | "status"
    | "attempts"
    | "leaseUntil"
    | "lastError"
    | "fiscalCode"
    | "receiptUrl"
    | "issuedAt"
    | "nextAttemptAt"
  >,
) {
  const written = await tx
    .insert(fiscalReceipts)
    .values({
      ...row,
      id: randomUUID(),
      receiptId: randomUUID(),
      status: "queued",
      nextAttemptAt: row.createdAt,
    })
    .onConflictDoNothing()
    .returning({ id: fiscalReceipts.id });
  return written.length > 0;
}

// In the settlement's own transaction: the receipt is queued exactly when the payment is settled.
// UNIQUE source_key: a replayed approve or confirm queues nothing twice.
export async function enqueueSale(
  tx: Exec,
  order: OrderRow,
  payment: PaymentRow,
  now: Date,
): Promise<boolean> {
  if (!(await wants(tx, order.venueId, payment.method))) return false;
  return insert(tx, {
    venueId: order.venueId,
    orderId: order.id,
    paymentId: payment.id,
    sourceKey: `sale:${payment.id}`,
    kind: "sale",
    goods: goodsOf(order, payment),
    amount: payment.amount + payment.tip,
    paymentType: paymentTypeOf(payment.method),
    createdAt: now,
  });
}

// A refund of `amount` when `before` was already given back: the key names that step, so the same refund
// recorded twice queues one return. A whole refund returns the sale's lines; a part is one line.
export async function enqueueReturn(
  tx: Exec,
  order: OrderRow,
  payment: PaymentRow,
  amount: number,
  before: number,
  now: Date,
): Promise<boolean> {
  const sale = await tx
    .select({ id: fiscalReceipts.id, goods: fiscalReceipts.goods, amount: fiscalReceipts.amount })
    .from(fiscalReceipts)
    .where(eq(fiscalReceipts.sourceKey, `sale:${payment.id}`))
    .limit(1);
  // No sale receipt, no return receipt: a payment settled before the venue named a provider was not fiscalized.
  if (!sale[0]) return false;
  const whole = before === 0 && amount === sale[0].amount;
  return insert(tx, {
    venueId: order.venueId,
    orderId: order.id,
    paymentId: payment.id,
    sourceKey: `return:${payment.id}:${before}:${amount}`,
    kind: "return",
    goods: whole ? sale[0].goods : [{ code: "refund", name: "Refund", price: amount, quantity: 1 }],
    amount,
    paymentType: paymentTypeOf(payment.method),
    createdAt: now,
  });
}

export type ClaimedReceipt = FiscalReceiptRow & { leaseUntil: Date };

export function createFiscalQueue(db: Db) {
  const fence = (job: ClaimedReceipt) =>
    and(
      eq(fiscalReceipts.id, job.id),
      eq(fiscalReceipts.status, "sending"),
      eq(fiscalReceipts.leaseUntil, job.leaseUntil),
    );
  return {
    // Due rows, and rows whose lease ran out mid-send (the process holding them stopped): the retry sends
    // the same receipt id, so the provider answers with the receipt it made, never a second one.
    async claim(now: Date, leaseMs: number, limit: number): Promise<ClaimedReceipt[]> {
      const leaseUntil = new Date(now.getTime() + leaseMs);
      const result = await db.execute(sql`
        update fiscal_receipts r
           set status = 'sending', lease_until = ${leaseUntil.toISOString()}::timestamptz
         where r.id in (
           select id from fiscal_receipts
            where (status = 'queued' and next_attempt_at <= ${now.toISOString()}::timestamptz)
               or (status = 'sending' and lease_until < ${now.toISOString()}::timestamptz)
            order by created_at, id
            limit ${limit}
            for update skip locked)
        returning r.id`);
      const ids = (result.rows as { id: string }[]).map((r) => r.id);
      if (!ids.length) return [];
      const rows = await db.select().from(fiscalReceipts).where(inArray(fiscalReceipts.id, ids));
      return rows.map((r) => ({ ...r, leaseUntil }));
    },
    async issued(job: ClaimedReceipt, fiscalCode: string, url: string | null, now: Date) {
      await db
        .update(fiscalReceipts)
        .set({
          status: "issued",
          fiscalCode,
          receiptUrl: url,
          issuedAt: now,
          leaseUntil: null,
          lastError: null,
          attempts: sql`${fiscalReceipts.attempts} + 1`,
        })
        .where(fence(job));
    },
    async failed(job: ClaimedReceipt, error: string, retryAt: Date | null) {
      await db
        .update(fiscalReceipts)
        .set({
          status: retryAt ? "queued" : "failed",
          attempts: sql`${fiscalReceipts.attempts} + 1`,
          lastError: error.slice(0, 300),
          nextAttemptAt: retryAt ?? job.leaseUntil,
          leaseUntil: null,
        })
        .where(fence(job));
    },
    async list(venueId: string, filter: { status?: "queued" | "issued" | "failed"; orderId?: string }) {
      const where = [eq(fiscalReceipts.venueId, venueId)];
      if (filter.orderId) where.push(eq(fiscalReceipts.orderId, filter.orderId));
      if (filter.status === "queued") where.push(sql`${fiscalReceipts.status} in ('queued', 'sending')`);
      else if (filter.status) where.push(eq(fiscalReceipts.status, filter.status));
      return db
        .select()
        .from(fiscalReceipts)
        .where(and(...where))
        .orderBy(desc(fiscalReceipts.createdAt))
        .limit(200);
    },
    // A person's retry of a failed receipt: queued again now, with the same receipt id.
    async retry(venueId: string, id: string, now: Date) {
      const rows = await db
        .update(fiscalReceipts)
        .set({ status: "queued", nextAttemptAt: now, lastError: null })
        .where(
          and(
            eq(fiscalReceipts.id, id),
            eq(fiscalReceipts.venueId, venueId),
            eq(fiscalReceipts.status, "failed"),
          ),
        )
        .returning();
      return rows[0] ?? null;
    },
    async find(venueId: string, id: string) {
      const rows = await db
        .select()
        .from(fiscalReceipts)
        .where(and(eq(fiscalReceipts.id, id), eq(fiscalReceipts.venueId, venueId)))
        .limit(1);
      return rows[0] ?? null;
    },
    async issuedOf(orderId: string) {
      return db
        .select()
        .from(fiscalReceipts)
        .where(and(eq(fiscalReceipts.orderId, orderId), eq(fiscalReceipts.status, "issued")))
        .orderBy(fiscalReceipts.createdAt);
    },
  };
}
export type FiscalQueue = ReturnType<typeof createFiscalQueue>;
