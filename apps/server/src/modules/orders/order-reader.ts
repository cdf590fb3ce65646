import type { Order } from "@tablewise/domain/contract/order";
import type { OrderRepository, OrderRow } from "./order.repository";
import type { PaymentRepository } from "./payment.repository";
import { presentOrder } from "./present-order";

// Orders as the guest sees them: the row plus its payments, mapped to the contract.
export function createOrderReader(orders: OrderRepository, payments: PaymentRepository) {
  const present = async (row: OrderRow): Promise<Order> =>
    presentOrder(row, await payments.listByOrder(row.id));
  return {
    present,
    async load(id: string): Promise<Order | null> {
      const row = await orders.find(id);
      return row ? present(row) : null;
    },
    async loadWithPayments(id: string) {
      const row = await orders.find(id);
      if (!row) return null;
      const pays = await payments.listByOrder(row.id);
      return { order: presentOrder(row, pays), payments: pays };
    },
    async presentMany(rows: OrderRow[]): Promise<Order[]> {
      const all = await payments.listByOrders(rows.map((r) => r.id));
      return rows.map((r) =>
        presentOrder(
          r,
          all.filter((p) => p.orderId === r.id),
        ),
      );
    },
  };
}
export type OrderReader = ReturnType<typeof createOrderReader>;
