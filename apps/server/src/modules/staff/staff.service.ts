import { HttpError, notFound } from "../../http/errors";
import type { OrderRepository, OrderRow } from "../orders/order.repository";
import type { PaymentRepository, PaymentRow } from "../orders/payment.repository";
import { isActive, type Transition } from "./order-transitions";
import { closeIfSettled, isSettled } from "../orders/bill-closure";
import { shiftQuantities } from "../orders/bill";
import { settlePreorderChange } from "./preorder-settlement";

// The order and its payments as the transition committed them: enough to present and push the update
// without reading the order again after the commit.
export type Applied = { row: OrderRow; payments: PaymentRow[] };

// Applies a transition under the order's row lock; the caller pushes the update.
export function createOrderTransitions(
  orders: OrderRepository,
  clock: () => Date,
  payments: PaymentRepository,
) {
  async function apply(
    id: string,
    decide: (row: OrderRow, now: Date) => Transition,
  ): Promise<Applied | null> {
    return orders.transaction(async (tx) => {
      const row = await orders.lock(tx, id);
      if (!row) throw notFound("Order");
      const now = clock();
      const result = decide(row, now);
      if ("refused" in result) return null;
      const isClosing = result.patch.status === "closed";
      let patch = result.patch;
      if (isClosing && row.orderType === "inside") {
        const open = (await payments.listByOrder(id, tx)).filter(
          (p) => p.status === "requested" || p.status === "pending",
        );
        // Issue 16: a guest's cash or card request is the waiter's to confirm or reject, never to lose
        // in a close. An online payment still at the gateway is cancelled: the bill is settled now.
        if (open.some((p) => p.status === "requested"))
          throw new HttpError(409, "conflict", "Confirm or reject the payments waiting for the waiter first");
        let lines = patch.lines ?? row.lines;
        for (const p of open) {
          await payments.update(tx, p.id, { status: "cancelled", settledAt: now });
          lines = shiftQuantities(lines, p.items, "held_quantity", -1);
        }
        if (open.length) patch = { ...patch, lines };
      }
      let updated = await orders.update(tx, id, patch);
      // Issue 26 point 1: declining the append that was all that stood between a paid bill and its
      // closing settles the bill, so the table is freed, whether the waiter had marked the order paying
      // or served (the model test of issue 26 found a served one left open).
      if (updated.orderType === "inside" && isActive(updated) && isSettled(updated.lines, updated.appends))
        updated = await closeIfSettled(tx, { orders, payments }, updated, now);
      const settled = await settlePreorderChange(tx, { orders, payments }, updated, now);
      // Read under the lock, so the pushed update is the state this transition committed.
      const pays = await payments.listByOrder(id, tx);
      // The venue closing a bill settles it: online split parts still held are captured, never left
      // held with no deadline to refund them (SPEC §4 holds them only until the bill is settled).
      if (isClosing)
        for (const [i, p] of pays.entries())
          if (p.status === "held") pays[i] = await payments.update(tx, p.id, { status: "paid" });
      return { row: settled, payments: pays };
    });
  }

  return {
    apply,
    // For the staff API: a refusal is a 409.
    async applyOrRefuse(id: string, decide: (row: OrderRow, now: Date) => Transition): Promise<Applied> {
      let why = "";
      const done = await apply(id, (row, now) => {
        const result = decide(row, now);
        if ("refused" in result) why = result.refused;
        return result;
      });
      if (!done) throw new HttpError(409, "conflict", why);
      return done;
    },
  };
}
export type OrderTransitions = ReturnType<typeof createOrderTransitions>;
