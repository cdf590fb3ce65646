import { HttpError, notFound } from "../../http/errors";
import type { OrderRepository, OrderRow } from "../orders/order.repository";
import type { PaymentRepository, PaymentRow } from "../orders/payment.repository";
import type { Transition } from "./order-transitions";
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
      const result = decide(row, clock());
      if ("refused" in result) return null;
      const updated = await orders.update(tx, id, result.patch);
      const settled = await settlePreorderChange(tx, { orders, payments }, updated, clock());
      // Read under the lock, so the pushed update is the state this transition committed.
      const pays = await payments.listByOrder(id, tx);
      // The venue closing a bill settles it: online split parts still held are captured, never left
      // held with no deadline to refund them (SPEC §4 holds them only until the bill is settled).
      if (result.patch.status === "closed")
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
