import { HttpError, notFound } from "../http/errors";
import type { Tx } from "../db/client";
import type { MinorUnits } from "@tablewise/domain/rules/money";
import { shiftQuantities } from "../modules/orders/index";
import type { OrderRepository, OrderRow } from "../modules/orders/index";
import { lockOrderOfPayment } from "../modules/orders/index";
import type { PaymentRepository, PaymentRow, PaymentStatus } from "../modules/orders/index";
import type { RefundAttemptRepository, RefundAttemptRow } from "./refund-attempts.repository";

export type PaymentDeps = {
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
  // Fiscal receipts (modules/fiscal): a settled payment and a refund are queued in the same
  // transaction that records them, and the worker woken after (docs/fiscal.md).
  fiscal?: FiscalHook;
};
// What hears the money (the fiscal receipts, then the payment webhooks wrapped around them): `settled` for
// a payment now paid, `refunded` with the payment as it was before this refund and the amount given back;
// both write to the caller's transaction, so what they queue exists exactly when the money committed.
export type FiscalHook = {
  settled(tx: Tx, order: OrderRow, payment: PaymentRow, now: Date): Promise<unknown>;
  refunded(tx: Tx, order: OrderRow, payment: PaymentRow, amount: MinorUnits, now: Date): Promise<unknown>;
  wake(): void;
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

// pays: every payment of the order, read under the lock (payment is one of them).
export type Locked = { tx: Tx; row: OrderRow; payment: PaymentRow; pays: PaymentRow[]; now: Date };
// Checks the locked order before anything about its payment is looked at (the staff's venue;
// throws a 404 for another venue's, so its payments' states cannot be probed).
export type OrderGuard = (row: OrderRow) => void;

// Every settlement of a payment runs here: the order row is locked first, then the payment re-read
// under it, so a replayed approve or confirm, or a race with the sweeper, settles once. The lock finds
// the order by the payment in its own statement, and the payment is read with the order's others in one
// (the bill's closing and the push need them all). A split window that passed is refunded first.
export function createPaymentLock(deps: PaymentDeps) {
  const { orders, payments, clock } = deps;

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
      const attempt = await giveUpPayment(tx, deps, row, p, `split-refund-${p.id}`, now);
      if (attempt) sent.push(attempt);
      lines = shiftQuantities(lines, p.items, "paid_quantity", -1);
    }
    return orders.update(tx, row.id, { lines, splitDeadlineAt: null, updatedAt: now });
  }

  const refused = async (paymentId: string, exec?: Tx) => {
    const payment = await payments.find(paymentId, exec);
    return new HttpError(409, "conflict", `The payment is already ${payment?.status ?? "gone"}`);
  };

  return { withLocked, refundIfDue, refused };
}
export type PaymentLock = ReturnType<typeof createPaymentLock>;

// A paid or held online payment given up by a decision (the split window passed, a
// takeaway or delivery order declined or cancelled), in the decision's transaction. Its status becomes
// refunded at once (the bill no longer counts it); its money is recorded when it is really given back:
// at once for the sandbox (no money moved), else when the gateway answers the attempt recorded here
// (refunded_amount and refunded_at then). `key` is derived from the payment and the reason, so a crash
// and a retry find the same attempt and the gateway the same refund. A console refund still open for
// this payment counts: only the rest is asked for. Answers the attempt to send after the commit.
// The money hook hears the refund when its money is recorded: here for the sandbox, at the gateway's
// answer otherwise (payment-refunds.ts).
export async function giveUpPayment(
  tx: Tx,
  deps: { payments: PaymentRepository; attempts?: RefundAttemptRepository; fiscal?: FiscalHook },
  order: OrderRow,
  p: PaymentRow,
  key: string,
  now: Date,
): Promise<RefundAttemptRow | null> {
  const venueId = order.venueId;
  const left = p.amount + p.tip - p.refundedAmount;
  const atGateway = p.gateway && p.gateway !== "sandbox" && p.gatewayRef;
  if (!deps.attempts || !atGateway || left <= 0) {
    await deps.payments.update(tx, p.id, {
      status: "refunded",
      refundedAt: now,
      refundedAmount: p.amount + p.tip,
    });
    if (left > 0) await deps.fiscal?.refunded(tx, order, p, left, now);
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
