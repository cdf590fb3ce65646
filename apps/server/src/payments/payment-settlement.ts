import { HttpError } from "../http/errors";
import { isPaidInFull, shiftQuantities } from "../modules/orders/index";
import { releasePaymentRow } from "./payment-holds";
import { isSettledWith, releaseBill, settleBill } from "../modules/orders/index";
import type { NewOrderRow } from "../modules/orders/index";
import { isOpen } from "../modules/orders/index";
import { splitWindowMs as specSplitWindowMs } from "./order-payment";
import {
  createPaymentLock,
  type Locked,
  type OrderGuard,
  type PaymentDeps,
  type Settled,
} from "./payment-lock";
import { createPaymentRefunds } from "./payment-refunds";
import type { Tx } from "../db/client";

export type { FiscalHook, OrderGuard, RefundAtGateway, Settled } from "./payment-lock";

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

// Where an order's money is settled (ARCHITECTURE.md): the gateway's and the waiter's answers, and the
// timers' work, on payments not yet confirmed, each under the order's lock (payment-lock.ts), and the
// refunds (payment-refunds.ts). What that means for the order's status is order-lifecycle.ts's.
export function createPaymentSettlement(deps: PaymentDeps) {
  const { orders, payments, clock } = deps;
  const splitWindowMs = deps.splitWindowMs ?? specSplitWindowMs;
  const lock = createPaymentLock(deps);
  const { withLocked, refused } = lock;

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
    // Every payment this made paid (the bill settling captures the held split parts too) gets its receipt;
    // one already queued is not queued again.
    if (deps.fiscal) {
      const after = settled.payments ?? pays;
      for (const p of after)
        if (
          p.status === "paid" &&
          (p.id === payment.id || l.pays.find((o) => o.id === p.id)?.status !== "paid")
        )
          await deps.fiscal.settled(l.tx, settled.row ?? l.row, p, l.now);
    }
    return { payment, orderId: l.row.id, row: settled.row, payments: settled.payments };
  }

  async function release(paymentId: string, status: "declined" | "expired"): Promise<Settled | null> {
    return withLocked(paymentId, "pending", async ({ tx, row, payment, now }) => {
      const { lines, payment: released } = await releasePaymentRow(tx, deps, row.lines, payment, status, now);
      // The order's status (cancelled when a preorder was to be paid online) is the lifecycle's. A share
      // of a takeaway order declined or expired cancels nothing: the others may still pay it.
      await releaseBill(tx, orders, row, lines, unpaidReason[status], now, { keepOpen: !!payment.covers });
      return { payment: released, orderId: row.id };
    });
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
          // A delivery or takeaway order is paid whole, once, or (takeaway) in shares that each are
          // paid at once: it is paid when they reach its total (docs/decisions/020-pay-a-share.md). It
          // stays with the kitchen (waiting or accepted) until the staff close it.
          const paid = shiftQuantities(l.row.lines, l.payment.items, "held_quantity", -1);
          const lines = shiftQuantities(paid, l.payment.items, "paid_quantity", 1);
          const payment = await payments.update(l.tx, paymentId, { status: "paid", settledAt: l.now });
          const paysAfter = l.pays.map((p) => (p.id === payment.id ? payment : p));
          const isPaid = !payment.covers || isPaidInFull(lines, paysAfter);
          const updated = await orders.update(l.tx, l.row.id, {
            lines,
            ...(isPaid ? { paidAt: l.now } : {}),
            updatedAt: l.now,
          });
          await deps.fiscal?.settled(l.tx, updated, payment, l.now);
          return { payment, orderId: l.row.id };
        }
        const after = shiftQuantities(
          shiftQuantities(l.row.lines, l.payment.items, "held_quantity", -1),
          l.payment.items,
          "paid_quantity",
          1,
        );
        const paysAfter = l.pays.map((p) => (p.id === l.payment.id ? { ...p, status: "paid" as const } : p));
        if (isSettledWith({ lines: after, appends: l.row.appends }, paysAfter))
          return confirmUnits(l, "paid");
        const deadline = l.row.splitDeadlineAt ?? new Date(l.now.getTime() + splitWindowMs);
        return confirmUnits(l, "held", { splitDeadlineAt: deadline });
      });
      if (!done) throw await refused(paymentId);
      deps.fiscal?.wake();
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
      // In the caller's transaction the row commits later: the worker's poll finds it then.
      if (!outer) deps.fiscal?.wake();
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

    ...createPaymentRefunds(deps, lock),
  };
}
export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;
