import { and, asc, eq, isNull, lte } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { refundAttempts, type RefundAttemptRow, type RefundAttemptStatus } from "../db/schema/index";
import type { RefundAttempts, RefundAttemptState } from "./liqpay/refund-attempts";

export type { RefundAttemptRow };
export type NewRefundAttempt = Omit<
  typeof refundAttempts.$inferInsert,
  "status" | "createdAt" | "updatedAt" | "refundRef" | "dispatchedAt"
>;
type Exec = Db | Tx;

// The durable record of refund attempts. Written in a short
// transaction of its own (or with the decision that causes it) before the gateway is called; settled
// in a second one; reconciliation picks up what a crash left "requested".
export function createRefundAttemptRepository(db: Db, clock: () => Date) {
  const find = async (key: string, exec: Exec = db): Promise<RefundAttemptRow | null> =>
    (await exec.select().from(refundAttempts).where(eq(refundAttempts.idempotencyKey, key)).limit(1))[0] ??
    null;

  return {
    find,
    // Records the attempt unless its key is already recorded; answers the row as stored (the first one:
    // a retry reuses its amount and key).
    async record(exec: Exec, attempt: NewRefundAttempt): Promise<RefundAttemptRow> {
      const now = clock();
      await exec
        .insert(refundAttempts)
        .values({ ...attempt, status: "requested", createdAt: now, updatedAt: now })
        .onConflictDoNothing();
      return (await find(attempt.idempotencyKey, exec))!;
    },
    // The attempt of one payment still waiting for the gateway's answer (at most one is opened at a time).
    async openFor(paymentId: string, exec: Exec = db): Promise<RefundAttemptRow | null> {
      const rows = await exec
        .select()
        .from(refundAttempts)
        .where(and(eq(refundAttempts.paymentId, paymentId), eq(refundAttempts.status, "requested")))
        .orderBy(asc(refundAttempts.createdAt))
        .limit(1);
      return rows[0] ?? null;
    },
    async findByRefundRef(gateway: string, refundRef: string): Promise<RefundAttemptRow | null> {
      const rows = await db
        .select()
        .from(refundAttempts)
        .where(and(eq(refundAttempts.gateway, gateway), eq(refundAttempts.refundRef, refundRef)))
        .limit(1);
      return rows[0] ?? null;
    },
    // Moves a requested attempt to its final state, once: answers false when it was no longer requested.
    async finish(exec: Exec, key: string, status: Exclude<RefundAttemptStatus, "requested">) {
      const rows = await exec
        .update(refundAttempts)
        .set({ status, updatedAt: clock() })
        .where(and(eq(refundAttempts.idempotencyKey, key), eq(refundAttempts.status, "requested")))
        .returning({ key: refundAttempts.idempotencyKey });
      return rows.length > 0;
    },
    // A failed attempt (nothing moved) asked again under its key: open again, to be sent again.
    async reopen(exec: Exec, key: string) {
      await exec
        .update(refundAttempts)
        .set({ status: "requested", dispatchedAt: null, refundRef: null, updatedAt: clock() })
        .where(and(eq(refundAttempts.idempotencyKey, key), eq(refundAttempts.status, "failed")));
      return (await find(key, exec))!;
    },
    async setRefundRef(key: string, refundRef: string) {
      await db
        .update(refundAttempts)
        .set({ refundRef, updatedAt: clock() })
        .where(eq(refundAttempts.idempotencyKey, key));
    },
    // Reconciliation's bounded slice: attempts still requested since before `before`, oldest first.
    async due(before: Date, limit: number): Promise<RefundAttemptRow[]> {
      return db
        .select()
        .from(refundAttempts)
        .where(and(eq(refundAttempts.status, "requested"), lte(refundAttempts.createdAt, before)))
        .orderBy(asc(refundAttempts.createdAt))
        .limit(limit);
    },

    // The LiqPay adapter's port on the same rows. LiqPay has no idempotency key, so "sent" is when the
    // request left (dispatched_at), not when the attempt was recorded: an attempt recorded and never sent
    // (the process died first) is sent by the retry; one sent and never answered is not sent again.
    port(): RefundAttempts {
      return {
        async begin(key, orderId, amount): Promise<RefundAttemptState | null> {
          const now = clock();
          const claimed = await db
            .update(refundAttempts)
            .set({ dispatchedAt: now, updatedAt: now })
            .where(
              and(
                eq(refundAttempts.idempotencyKey, key),
                eq(refundAttempts.status, "requested"),
                isNull(refundAttempts.dispatchedAt),
              ),
            )
            .returning({ key: refundAttempts.idempotencyKey });
          if (claimed.length) return null;
          const before = await find(key);
          if (!before) {
            // A refund made without a recorded attempt (the adapter used on its own): recorded now.
            const inserted = await db
              .insert(refundAttempts)
              .values({
                idempotencyKey: key,
                subject: "payment",
                paymentId: orderId,
                venueId: "",
                amount,
                gateway: "liqpay",
                gatewayRef: orderId,
                status: "requested",
                dispatchedAt: now,
                createdAt: now,
                updatedAt: now,
              })
              .onConflictDoNothing()
              .returning({ key: refundAttempts.idempotencyKey });
            return inserted.length ? null : "sent";
          }
          if (before.status === "failed") {
            // Nothing moved: the same key may be sent again.
            await db
              .update(refundAttempts)
              .set({ status: "requested", dispatchedAt: now, updatedAt: now })
              .where(eq(refundAttempts.idempotencyKey, key));
            return "failed";
          }
          return before.status === "succeeded" ? "succeeded" : "sent";
        },
        // An attempt the refund runner recorded is settled by the runner (with the money, in one
        // transaction) from the adapter's answer; only the adapter's own records are finished here.
        async finish(key, state) {
          await db
            .update(refundAttempts)
            .set({ status: state, updatedAt: clock() })
            .where(and(eq(refundAttempts.idempotencyKey, key), eq(refundAttempts.venueId, "")));
        },
      };
    },
  };
}
export type RefundAttemptRepository = ReturnType<typeof createRefundAttemptRepository>;
