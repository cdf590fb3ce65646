import { HttpError, notFound } from "../../http/errors";
import { isFullyPaid, shiftQuantities } from "./bill";
import type { OrderRepository } from "./order.repository";
import { isOpen } from "./order-placement";
import { settleIfPaid, splitWindowMs as specSplitWindowMs } from "./order-payment";
import type { PaymentRepository, PaymentRow } from "./payment.repository";

type Deps = {
  orders: OrderRepository;
  payments: PaymentRepository;
  clock: () => Date;
  // SPEC §4 15-minute split window; settable for end-to-end tests (SPLIT_WINDOW_MS).
  splitWindowMs?: number;
};
export type Settled = { payment: PaymentRow; orderId: string };

const unpaidReason = {
  declined: "The online payment was declined",
  expired: "The online payment was not completed in time",
};

// The gateway's answers and the timers' work on online payments. The order row is locked first, then
// the payment re-read under it, so a replayed approve or a race with the sweeper settles once.
export function createPaymentSettlement(deps: Deps) {
  const { orders, payments, clock } = deps;
  const splitWindowMs = deps.splitWindowMs ?? specSplitWindowMs;

  async function release(paymentId: string, status: "declined" | "expired"): Promise<Settled | null> {
    const found = await payments.find(paymentId);
    if (!found) throw notFound("Payment");
    return orders.transaction(async (tx) => {
      const row = await orders.lock(tx, found.orderId);
      const payment = await payments.find(paymentId, tx);
      if (!row || payment?.status !== "pending") return null;
      const lines = shiftQuantities(row.lines, payment.items, "held_quantity", -1);
      const now = clock();
      // A delivery or takeaway order not yet accepted was placed to be paid online: unpaid, it is
      // cancelled (the guest sees why, SPEC §4) rather than left for the kitchen.
      const cancel =
        row.orderType !== "inside" && row.status === "waiting"
          ? { status: "cancelled", reason: unpaidReason[status], closedAt: now, autoCancelAt: null }
          : {};
      await orders.update(tx, row.id, { lines, ...cancel, updatedAt: now });
      return {
        payment: await payments.update(tx, paymentId, { status, settledAt: clock() }),
        orderId: row.id,
      };
    });
  }

  return {
    // Sandbox approve: the items move from held to paid. If that pays the whole bill every held part is
    // captured and the order closes; otherwise the payment is a held split part and the 15-minute window
    // of SPEC §4 starts with the first one.
    async approve(paymentId: string): Promise<Settled> {
      const found = await payments.find(paymentId);
      if (!found) throw notFound("Payment");
      const now = clock();
      return orders.transaction(async (tx) => {
        const row = await orders.lock(tx, found.orderId);
        const payment = await payments.find(paymentId, tx);
        if (!row || payment?.status !== "pending")
          throw new HttpError(409, "conflict", `The payment is already ${payment?.status ?? "gone"}`);
        if (!isOpen(row)) throw new HttpError(409, "conflict", `The order is ${row.status}`);
        if (row.orderType !== "inside") {
          // A delivery or takeaway order is paid whole, once: it stays with the kitchen (waiting or
          // accepted) until the staff close it.
          const paid = shiftQuantities(row.lines, payment.items, "held_quantity", -1);
          const lines = shiftQuantities(paid, payment.items, "paid_quantity", 1);
          await payments.update(tx, paymentId, { status: "paid", settledAt: now });
          await orders.update(tx, row.id, { lines, paidAt: now, updatedAt: now });
          return { payment: (await payments.find(paymentId, tx))!, orderId: row.id };
        }
        const moved = shiftQuantities(row.lines, payment.items, "held_quantity", -1);
        const lines = shiftQuantities(moved, payment.items, "paid_quantity", 1);
        const whole = isFullyPaid(lines);
        await payments.update(tx, paymentId, { status: whole ? "paid" : "held", settledAt: now });
        const updated = await orders.update(tx, row.id, {
          lines,
          splitDeadlineAt: whole ? null : (row.splitDeadlineAt ?? new Date(now.getTime() + splitWindowMs)),
          updatedAt: now,
        });
        await settleIfPaid(tx, deps, updated, now);
        return { payment: (await payments.find(paymentId, tx))!, orderId: row.id };
      });
    },

    async decline(paymentId: string): Promise<Settled> {
      const settled = await release(paymentId, "declined");
      if (!settled) throw new HttpError(409, "conflict", "The payment is already settled");
      return settled;
    },

    expire: (paymentId: string) => release(paymentId, "expired"),

    // SPEC §4: the split window passed without the whole bill paid: every held part is refunded and its
    // items are unpaid again. Returns whether anything changed.
    async refundSplit(orderId: string): Promise<boolean> {
      const now = clock();
      return orders.transaction(async (tx) => {
        const row = await orders.lock(tx, orderId);
        if (!row?.splitDeadlineAt || row.splitDeadlineAt > now) return false;
        let lines = row.lines;
        for (const p of await payments.listByOrder(orderId, tx)) {
          if (p.status !== "held") continue;
          lines = shiftQuantities(lines, p.items, "paid_quantity", -1);
          await payments.update(tx, p.id, { status: "refunded", refundedAt: now });
        }
        await orders.update(tx, orderId, { lines, splitDeadlineAt: null, updatedAt: now });
        return true;
      });
    },
  };
}
export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;
