import { HttpError, notFound } from "../../http/errors";
import type { OrderRepository, OrderRow } from "../orders/order.repository";
import type { PaymentRepository } from "../orders/payment.repository";
import type { Transition } from "./order-transitions";
import { settlePreorderChange } from "./preorder-settlement";

// Applies a transition under the order's row lock; the caller pushes the update.
export function createOrderTransitions(
  orders: OrderRepository,
  clock: () => Date,
  payments?: PaymentRepository,
) {
  async function apply(id: string, decide: (row: OrderRow, now: Date) => Transition): Promise<boolean> {
    return orders.transaction(async (tx) => {
      const row = await orders.lock(tx, id);
      if (!row) throw notFound("Order");
      const result = decide(row, clock());
      if ("refused" in result) return false;
      const updated = await orders.update(tx, id, result.patch);
      if (payments) await settlePreorderChange(tx, { orders, payments }, updated, clock());
      // The venue closing a bill settles it: online split parts still held are captured, never left
      // held with no deadline to refund them (SPEC §4 holds them only until the bill is settled).
      if (result.patch.status === "closed" && payments)
        for (const p of await payments.listByOrder(id, tx))
          if (p.status === "held") await payments.update(tx, p.id, { status: "paid" });
      return true;
    });
  }

  return {
    apply,
    // For the staff API: a refusal is a 409.
    async applyOrRefuse(id: string, decide: (row: OrderRow, now: Date) => Transition): Promise<void> {
      let why = "";
      const done = await apply(id, (row, now) => {
        const result = decide(row, now);
        if ("refused" in result) why = result.refused;
        return result;
      });
      if (!done) throw new HttpError(409, "conflict", why);
    },
  };
}
export type OrderTransitions = ReturnType<typeof createOrderTransitions>;
