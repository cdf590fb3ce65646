import { fromMinorUnits, type MinorUnits } from "@tablewise/domain/rules/money";
import { HttpError, notFound } from "../http/errors";
import type { Tx } from "../db/client";
import { shiftQuantities } from "../modules/orders/bill";
import { releasePaymentRow } from "./payment-holds";
import { isSettled, releaseBill, settleBill } from "../modules/orders/order-lifecycle";
import type { NewOrderRow, OrderRepository, OrderRow } from "../modules/orders/order.repository";
import { lockOrderOfPayment } from "../modules/orders/order-locks";
import { isOpen } from "../modules/orders/order-placement";
import { splitWindowMs as specSplitWindowMs } from "./order-payment";
import type { PaymentRepository, PaymentRow, PaymentStatus } from "../modules/orders/payment.repository";
import type { RefundAttemptRepository, RefundAttemptRow } from "./refund-attempts.repository";

type Deps = {
  orders: OrderRepository;
  payments: PaymentRepository;
  clock: () => Date;
  // SPEC §4 15-minute split window; settable for end-to-end tests (SPLIT_WINDOW_MS).
  splitWindowMs?: number;
  // Money given back at the gateway that took it, under the order's lock and before
  // the refund is recorded; throws (an HttpError) when the gateway refuses, so nothing is recorded. The
  // idempotency key is derived from the payment and what was refunded before, so a retry after a crash
  // between the gateway's refund and our commit reuses the gateway's first refund.
  refundAtGateway?: RefundAtGateway;
  // The console's refund is recorded here first, sent with no lock held, and
  // settled after (staff.service.ts); reconciliation settles what a crash left open.
  attempts?: RefundAttemptRepository;
  // The split refund's attempts, recorded under the order's lock, are sent here once
  // that transaction committed (no lock held while the gateway answers).
  sendRefunds?: (attempts: RefundAttemptRow[]) => Promise<void>;
};
export type RefundAtGateway = (
  tx: Tx,
  venueId: string,
  payment: PaymentRow,
  amount: MinorUnits,
  key: string,
) => Promise<void>;
// row, payments: the order and all its payments as the change committed them (the staff's
// confirm and reject push them without reading the order again), when the settlement knows them.
export type Settled = { payment: PaymentRow; orderId: string; row?: OrderRow; payments?: PaymentRow[] };

// The gateway answered after the payment's hold had ended (deadlines hold even between two
// sweeps). The hold is released as the sweeper would have; the caller pushes that and refuses the answer.
export class ExpiredPayment extends HttpError {
  constructor(readonly orderId: string) {
    super(409, "conflict", "The payment expired before the gateway confirmed it");
  }
}

const unpaidReason = {
  declined: "The online payment was declined",
  expired: "The online payment was not completed in time",
};

// pays: every payment of the order, read under the lock (payment is one of them).
type Locked = { tx: Tx; row: OrderRow; payment: PaymentRow; pays: PaymentRow[]; now: Date };
// Checks the locked order before anything about its payment is looked at (the staff's venue;
// throws a 404 for another venue's, so its payments' states cannot be probed).
export type OrderGuard = (row: OrderRow) => void;

// The gateway's and the waiter's answers, and the timers' work, on payments not yet confirmed. The order
// row is locked first, then the payment re-read under it, so a replayed approve or confirm, or a race with
// the sweeper, settles once. The lock finds the order by the payment in its own statement, and
// the payment is read with the order's others in one (the bill's closing and the push need them all).
export function createPaymentSettlement(deps: Deps) {
  const { orders, payments, clock } = deps;
  const splitWindowMs = deps.splitWindowMs ?? specSplitWindowMs;

  // Runs `fn` under the order's lock when the payment is still in `expected`; otherwise answers null.
  // `outer`: the caller's transaction (a staff action records itself in the same one).
  async function withLocked<T>(
    paymentId: string,
    expected: PaymentStatus | readonly PaymentStatus[],
    fn: (l: Locked) => Promise<T>,
    outer?: Tx,
    guard?: OrderGuard,
  ): Promise<T | null> {
    const statuses: readonly PaymentStatus[] = typeof expected === "string" ? [expected] : expected;
    const sent: RefundAttemptRow[] = [];
    const run = async (tx: Tx) => {
      const locked = await lockOrderOfPayment(tx, paymentId);
      if (!locked) throw notFound("Payment");
      guard?.(locked);
      let pays = await payments.listByOrder(locked.id, tx);
      const payment = pays.find((p) => p.id === paymentId);
      if (!payment || !statuses.includes(payment.status)) return null;
      const now = clock();
      // A split window that passed since the last sweep is refunded first, so a late answer can never
      // capture parts SPEC §4 says are refunded (deadlines hold between sweeps).
      const refunded = await refundIfDue(tx, locked, now, sent, pays);
      if (refunded) pays = await payments.listByOrder(locked.id, tx);
      return fn({ tx, row: refunded ?? locked, payment, pays, now });
    };
    // In the caller's transaction the attempts are not committed yet: reconciliation sends them.
    if (outer) return run(outer);
    const done = await orders.transaction(run);
    if (sent.length) await deps.sendRefunds?.(sent);
    return done;
  }

  // SPEC §4: the split window passed without the whole bill paid: every held part is refunded and its
  // items are unpaid again. Answers the updated row, or null when no window is due. A
  // part taken at a real gateway is given up here (status refunded, items unpaid) and its refund
  // recorded as an attempt keyed by the payment (`split-refund-<id>`, stable across a crash) into
  // `sent`; the caller sends it after the commit and the money is recorded when the gateway answers.
  async function refundIfDue(
    tx: Tx,
    row: OrderRow,
    now: Date,
    sent: RefundAttemptRow[],
    pays?: PaymentRow[],
  ): Promise<OrderRow | null> {
    if (!row.splitDeadlineAt || row.splitDeadlineAt > now) return null;
    let lines = row.lines;
    for (const p of pays ?? (await payments.listByOrder(row.id, tx))) {
      if (p.status !== "held") continue;
      const attempt = await giveUpPayment(tx, deps, row.venueId, p, `split-refund-${p.id}`, now);
      if (attempt) sent.push(attempt);
      lines = shiftQuantities(lines, p.items, "paid_quantity", -1);
    }
    return orders.update(tx, row.id, { lines, splitDeadlineAt: null, updatedAt: now });
  }

  const refused = async (paymentId: string, exec?: Tx) => {
    const payment = await payments.find(paymentId, exec);
    return new HttpError(409, "conflict", `The payment is already ${payment?.status ?? "gone"}`);
  };

  // Units of a confirmed payment move from held to paid; the bill closes if that settles it. `extra`:
  // more of the order to change in the same update.
  async function confirmUnits(
    l: Locked,
    status: "paid" | "held",
    extra: Partial<NewOrderRow> = {},
  ): Promise<Settled> {
    const moved = shiftQuantities(l.row.lines, l.payment.items, "held_quantity", -1);
    const lines = shiftQuantities(moved, l.payment.items, "paid_quantity", 1);
    const payment = await payments.update(l.tx, l.payment.id, { status, settledAt: l.now });
    const pays = l.pays.map((p) => (p.id === payment.id ? payment : p));
    const patch = { ...extra, lines };
    const settled = await settleBill(l.tx, deps, { ...l.row, ...patch }, l.now, patch, pays);
    return { payment, orderId: l.row.id, row: settled.row, payments: settled.payments };
  }

  async function release(paymentId: string, status: "declined" | "expired"): Promise<Settled | null> {
    return withLocked(paymentId, "pending", async ({ tx, row, payment, now }) => {
      const { lines, payment: released } = await releasePaymentRow(tx, deps, row.lines, payment, status, now);
      // The order's status (cancelled when a preorder was to be paid online) is the lifecycle's.
      await releaseBill(tx, orders, row, lines, unpaidReason[status], now);
      return { payment: released, orderId: row.id };
    });
  }

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
    return done;
  }

  return {
    // The gateway approved: the items move from held to paid. If that settles the bill every held part is
    // captured and the order closes; otherwise the payment is a held split part and the 15-minute window
    // of SPEC §4 starts with the first one (and is kept while an append waits).
    async approve(paymentId: string): Promise<Settled> {
      const pending = await payments.find(paymentId);
      if (pending?.status === "pending" && pending.expiresAt && pending.expiresAt <= clock()) {
        const expired = await release(paymentId, "expired");
        if (expired) throw new ExpiredPayment(expired.orderId);
      }
      const done = await withLocked(paymentId, "pending", async (l) => {
        if (!isOpen(l.row)) throw new HttpError(409, "conflict", `The order is ${l.row.status}`);
        if (l.row.orderType !== "inside") {
          // A delivery or takeaway order is paid whole, once: it stays with the kitchen (waiting or
          // accepted) until the staff close it.
          const paid = shiftQuantities(l.row.lines, l.payment.items, "held_quantity", -1);
          const lines = shiftQuantities(paid, l.payment.items, "paid_quantity", 1);
          const payment = await payments.update(l.tx, paymentId, { status: "paid", settledAt: l.now });
          await orders.update(l.tx, l.row.id, { lines, paidAt: l.now, updatedAt: l.now });
          return { payment, orderId: l.row.id };
        }
        const after = shiftQuantities(
          shiftQuantities(l.row.lines, l.payment.items, "held_quantity", -1),
          l.payment.items,
          "paid_quantity",
          1,
        );
        if (isSettled(after, l.row.appends)) return confirmUnits(l, "paid");
        const deadline = l.row.splitDeadlineAt ?? new Date(l.now.getTime() + splitWindowMs);
        return confirmUnits(l, "held", { splitDeadlineAt: deadline });
      });
      if (!done) throw await refused(paymentId);
      return done;
    },

    async decline(paymentId: string): Promise<Settled> {
      const settled = await release(paymentId, "declined");
      if (!settled) throw await refused(paymentId);
      return settled;
    },

    expire: (paymentId: string) => release(paymentId, "expired"),

    // The waiter took the cash or card payment the guest asked for. Only now do its
    // units count as paid; the bill closes if that settles it.
    async confirm(paymentId: string, outer?: Tx, guard?: OrderGuard): Promise<Settled> {
      const done = await withLocked(paymentId, "requested", (l) => confirmUnits(l, "paid"), outer, guard);
      if (!done) throw await refused(paymentId, outer);
      return done;
    },

    // The waiter did not get the money: the units go back to the bill, to pay again.
    async reject(paymentId: string, outer?: Tx, guard?: OrderGuard): Promise<Settled> {
      const done = await withLocked(
        paymentId,
        "requested",
        async ({ tx, row, payment, pays, now }) => {
          const released = await releasePaymentRow(tx, deps, row.lines, payment, "rejected", now);
          const updated = await orders.update(tx, row.id, { lines: released.lines, updatedAt: now });
          const after = pays.map((p) => (p.id === paymentId ? released.payment : p));
          return { payment: released.payment, orderId: row.id, row: updated, payments: after };
        },
        outer,
        guard,
      );
      if (!done) throw await refused(paymentId, outer);
      return done;
    },

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
          await orders.lock(tx, payment.orderId);
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
            await recordRefundedMoney(tx, payments, paymentId, attempt.amount, clock());
            return unchanged(true);
          }
          return { ...(await applyRefund(tx, paymentId, attempt.amount)), settledHere: true };
        };
        return outer ? run(outer) : orders.transaction(run);
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
export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;

// A paid or held online payment given up by a decision (the split window passed, a
// takeaway or delivery order declined or cancelled), in the decision's transaction. Its status becomes
// refunded at once (the bill no longer counts it); its money is recorded when it is really given back:
// at once for the sandbox (no money moved), else when the gateway answers the attempt recorded here
// (refunded_amount and refunded_at then). `key` is derived from the payment and the reason, so a crash
// and a retry find the same attempt and the gateway the same refund. A console refund still open for
// this payment counts: only the rest is asked for. Answers the attempt to send after the commit.
export async function giveUpPayment(
  tx: Tx,
  deps: { payments: PaymentRepository; attempts?: RefundAttemptRepository },
  venueId: string,
  p: PaymentRow,
  key: string,
  now: Date,
): Promise<RefundAttemptRow | null> {
  const left = p.amount + p.tip - p.refundedAmount;
  const atGateway = p.gateway && p.gateway !== "sandbox" && p.gatewayRef;
  if (!deps.attempts || !atGateway || left <= 0) {
    await deps.payments.update(tx, p.id, {
      status: "refunded",
      refundedAt: now,
      refundedAmount: p.amount + p.tip,
    });
    return null;
  }
  await deps.payments.update(tx, p.id, { status: "refunded" });
  const open = await deps.attempts.openFor(p.id, tx);
  const give = left - (open?.amount ?? 0);
  if (give <= 0) return null;
  const attempt = await deps.attempts.record(tx, {
    idempotencyKey: key,
    subject: "payment",
    paymentId: p.id,
    venueId,
    amount: give,
    gateway: p.gateway!,
    gatewayRef: p.gatewayRef!,
    gatewayAccount: p.gatewayAccount,
  });
  return attempt.status === "requested" ? attempt : null;
}

// The gateway gave `amount` of a payment already given up back: recorded once (the caller finished
// the attempt in the same transaction), never beyond what was paid.
async function recordRefundedMoney(
  tx: Tx,
  payments: PaymentRepository,
  paymentId: string,
  amount: MinorUnits,
  now: Date,
) {
  const p = (await payments.find(paymentId, tx))!;
  const total = p.amount + p.tip;
  await payments.update(tx, paymentId, {
    refundedAmount: Math.min(total, p.refundedAmount + amount),
    refundedAt: now,
  });
}

// The wire names money in SPEC §7 decimals, also in an error's message.
const leftToRefund = (left: MinorUnits) =>
  new HttpError(409, "conflict", `At most ${fromMinorUnits(left)} is left to refund`);
