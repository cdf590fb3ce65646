import { fromMinorUnits, type MinorUnits } from "@tablewise/domain/rules/money";
import { HttpError, notFound } from "../http/errors";
import type { Tx } from "../db/client";
import { shiftQuantities } from "../modules/orders/index";
import type { PaymentRepository, PaymentRow } from "../modules/orders/index";
import type { PaymentDeps, PaymentLock, Settled } from "./payment-lock";
import type { RefundAttemptRow } from "./refund-attempts.repository";

// Money given back: the console's refund in three steps (recorded, sent with no lock held, settled)
// and the sweeper's refund of a split window that passed (SPEC §4).
export function createPaymentRefunds(deps: PaymentDeps, { withLocked, refundIfDue }: PaymentLock) {
  const { orders, payments, clock } = deps;

  // Gives `amount` (the rest when undefined) of a paid or held online payment back in our books, under
  // the order's lock. `viaHook`: the money is moved here by refundAtGateway (the sandbox, or a caller
  // without an attempt); with an attempt it was moved before (step 2, no lock held).
  async function applyRefund(
    outer: Tx | undefined,
    paymentId: string,
    amount: MinorUnits | undefined,
    viaHook = false,
  ) {
    const done = await withLocked(
      paymentId,
      ["paid", "held"],
      async ({ tx, row, payment, now }) => {
        if (payment.method !== "online")
          throw new HttpError(409, "conflict", "Only an online payment is refunded through the gateway");
        // Whole minor units compare exactly: no tolerance for binary noise is needed.
        const left = payment.amount + payment.tip - payment.refundedAmount;
        const give = amount ?? left;
        if (give > left) throw leftToRefund(left);
        if (viaHook) {
          const key = `refund-${payment.id}-${payment.refundedAmount}-${give}`;
          await deps.refundAtGateway?.(tx, row.venueId, payment, give, key);
        }
        const refundedAmount = payment.refundedAmount + give;
        const isFull = refundedAmount >= payment.amount + payment.tip;
        const updated = await payments.update(tx, paymentId, {
          refundedAmount,
          ...(isFull ? { status: "refunded" as const, refundedAt: now } : {}),
        });
        await deps.fiscal?.refunded(tx, row, payment, give, now);
        if (isFull && payment.status === "held") {
          const lines = shiftQuantities(row.lines, payment.items, "paid_quantity", -1);
          const others = (await payments.listByOrder(row.id, tx)).some(
            (p) => p.id !== paymentId && p.status === "held",
          );
          await orders.update(tx, row.id, {
            lines,
            ...(others ? {} : { splitDeadlineAt: null }),
            updatedAt: now,
          });
        }
        return { payment: updated, orderId: row.id, amount: give };
      },
      outer,
    );
    if (!done) {
      const payment = await payments.find(paymentId, outer);
      throw new HttpError(
        409,
        "conflict",
        payment?.status === "refunded"
          ? "The payment is already refunded"
          : `Only a paid or held payment can be refunded, this one is ${payment?.status ?? "gone"}`,
      );
    }
    deps.fiscal?.wake();
    return done;
  }

  return {
    // The venue gives money of an online payment back through its gateway, in full or in
    // part (at most what is left of it). Money back, the bill unchanged: the refunded items stay paid
    // (the guest had them; a refund is the venue's goodwill or a correction, not an unpaid bill) and the
    // guest's payment_sums count only what the venue kept. Two exceptions follow SPEC §4's split refund:
    // a held part refunded in full is a hold given back, so its items are unpaid again and the split
    // window ends if nothing else is held. A payment refunded in full is `refunded`.
    // Step 1 of the console's refund: under the order's lock, checks it and
    // records the attempt (its own short transaction) before any gateway is called. An attempt still
    // open for this payment (a crash, a gateway that did not answer) is reused when the amount is the
    // same: same amount, same key, never a second refund; another amount waits for it (409). The key is
    // the console's Idempotency-Key when it sent one, so its retry finds the same attempt. Answers null
    // for the sandbox (no money moves; step 3 alone records it).
    async beginRefund(
      paymentId: string,
      amount: MinorUnits | undefined,
      consoleKey?: string,
    ): Promise<RefundAttemptRow | null> {
      const attempts = deps.attempts;
      const done = await withLocked(paymentId, ["paid", "held"], async ({ tx, row, payment }) => {
        if (payment.method !== "online")
          throw new HttpError(409, "conflict", "Only an online payment is refunded through the gateway");
        if (!attempts || !payment.gateway || payment.gateway === "sandbox" || !payment.gatewayRef)
          return { attempt: null };
        const left = payment.amount + payment.tip - payment.refundedAmount;
        const give = amount ?? left;
        // Minor units are the cents the key has always named, so a key is the same as before.
        const key = consoleKey
          ? `refund-${payment.id}-${consoleKey}`
          : `refund-${payment.id}-${payment.refundedAmount}-${give}`;
        const open = await attempts.openFor(paymentId, tx);
        if (open) {
          // Only this request's own attempt (its key: the same Idempotency-Key, or without one the same
          // amount from the same refunded sum, i.e. its retry) is finished here. Any other request would
          // answer 200 for money it did not move: it is told to wait for the one in flight.
          if (open.idempotencyKey === key) return { attempt: open };
          throw new HttpError(
            409,
            "conflict",
            `A refund of ${fromMinorUnits(open.amount)} is still waiting for the gateway`,
            {
              reason: "refund_in_progress",
            },
          );
        }
        const before = await attempts.find(key, tx);
        // A replay of a refund already made: step 3 answers it without moving money again.
        if (before?.status === "succeeded") return { attempt: before };
        if (give > left) throw leftToRefund(left);
        const attempt = await attempts.record(tx, {
          idempotencyKey: key,
          subject: "payment",
          paymentId,
          venueId: row.venueId,
          amount: give,
          gateway: payment.gateway,
          gatewayRef: payment.gatewayRef,
          gatewayAccount: payment.gatewayAccount,
        });
        return { attempt: attempt.status === "failed" ? await attempts.reopen(tx, key) : attempt };
      });
      if (!done) {
        const payment = await payments.find(paymentId);
        throw new HttpError(
          409,
          "conflict",
          payment?.status === "refunded"
            ? "The payment is already refunded"
            : `Only a paid or held payment can be refunded, this one is ${payment?.status ?? "gone"}`,
        );
      }
      return done.attempt;
    },

    // Step 3 (or the whole refund for the sandbox): the money recorded under the order's lock. With an
    // attempt the gateway already gave the money back: the attempt is settled once (a second settlement
    // of the same attempt changes nothing and answers the payment as it is, `settledHere` false: the
    // caller that shares the attempt without sharing its Idempotency-Key learns it moved nothing).
    async refund(
      paymentId: string,
      amount: MinorUnits | undefined,
      outer?: Tx,
      attempt?: RefundAttemptRow,
    ): Promise<Settled & { amount: MinorUnits; settledHere: boolean }> {
      if (attempt) {
        const run = async (tx: Tx) => {
          const payment = await payments.find(paymentId, tx);
          if (!payment) throw notFound("Payment");
          const order = await orders.lock(tx, payment.orderId);
          const unchanged = async (settledHere = false) => ({
            payment: (await payments.find(paymentId, tx))!,
            orderId: payment.orderId,
            amount: attempt.amount,
            settledHere,
          });
          if (!(await deps.attempts!.finish(tx, attempt.idempotencyKey, "succeeded"))) return unchanged();
          // A payment given up already (a split part refunded, a declined preorder's
          // payment): the bill changed with that decision, only the money is recorded now.
          if ((await payments.find(paymentId, tx))!.status === "refunded") {
            const before = (await payments.find(paymentId, tx))!;
            const given = await recordRefundedMoney(tx, payments, before, attempt.amount, clock());
            if (order && given > 0) await deps.fiscal?.refunded(tx, order, before, given, clock());
            return unchanged(true);
          }
          return { ...(await applyRefund(tx, paymentId, attempt.amount)), settledHere: true };
        };
        if (outer) return run(outer);
        const done = await orders.transaction(run);
        deps.fiscal?.wake();
        return done;
      }
      return { ...(await applyRefund(outer, paymentId, amount, true)), settledHere: true };
    },

    // The sweeper's refund of a split window that passed. Returns whether anything changed.
    async refundSplit(orderId: string): Promise<boolean> {
      const now = clock();
      const sent: RefundAttemptRow[] = [];
      const changed = await orders.transaction(async (tx) => {
        const row = await orders.lock(tx, orderId);
        return row !== null && (await refundIfDue(tx, row, now, sent)) !== null;
      });
      // The gateway is asked after the commit, with no lock held.
      if (sent.length) await deps.sendRefunds?.(sent);
      return changed;
    },
  };
}

// The gateway gave `amount` of a payment already given up back: recorded once (the caller finished
// the attempt in the same transaction), never beyond what was paid. Answers what was recorded now.
async function recordRefundedMoney(
  tx: Tx,
  payments: PaymentRepository,
  p: PaymentRow,
  amount: MinorUnits,
  now: Date,
): Promise<MinorUnits> {
  const total = p.amount + p.tip;
  const refundedAmount = Math.min(total, p.refundedAmount + amount);
  await payments.update(tx, p.id, { refundedAmount, refundedAt: now });
  return refundedAmount - p.refundedAmount;
}

// The wire names money in SPEC §7 decimals, also in an error's message.
const leftToRefund = (left: MinorUnits) =>
  new HttpError(409, "conflict", `At most ${fromMinorUnits(left)} is left to refund`);
