import { periodicSweep } from "../../jobs/periodic-sweep";
import { accept, autoCancel } from "../staff/order-transitions";
import type { OrderTransitions } from "../staff/staff.service";
import type { OrderRepository } from "./order.repository";
import type { PaymentRepository } from "./payment.repository";
import type { PaymentSettlement } from "./payment-settlement";

type Deps = {
  orders: OrderRepository;
  payments: PaymentRepository;
  settlement: PaymentSettlement;
  transitions: OrderTransitions;
  publish: (orderId: string) => Promise<void>;
  clock: () => Date;
  // DEMO_MODE autopilot: accept orders and appends waiting this long; null when off.
  autopilotMs: number | null;
  // DEMO_MODE autopilot: confirm cash and card requests this old; null when off.
  autopilotPaymentMs?: number | null;
};

// Deadlines live in the database (auto_cancel_at, split_deadline_at, payment expires_at, created_at),
// so a sweep after a restart does what the stopped process would have done (SPEC §4 auto-cancel and split
// refund). Every step re-checks under the row lock, so processes sharing one database sweep safely.
export function createOrderSweeper(deps: Deps) {
  const { orders, payments, settlement, transitions, publish, clock } = deps;

  async function sweep(): Promise<void> {
    const now = clock();
    const touched = new Set<string>();
    for (const p of await payments.dueExpiry(now)) if (await settlement.expire(p.id)) touched.add(p.orderId);
    for (const id of await orders.dueSplitRefund(now)) if (await settlement.refundSplit(id)) touched.add(id);
    for (const id of await orders.dueAutoCancel(now))
      if (await transitions.apply(id, autoCancel)) touched.add(id);
    if (deps.autopilotMs !== null) {
      const before = new Date(now.getTime() - deps.autopilotMs);
      for (const id of await orders.waitingSince(before))
        if (await transitions.apply(id, accept)) touched.add(id);
    }
    if (deps.autopilotPaymentMs) {
      const before = new Date(now.getTime() - deps.autopilotPaymentMs);
      for (const p of await payments.requestedBefore(before)) {
        const done = await settlement.confirm(p.id).catch(() => null);
        if (done) touched.add(done.orderId);
      }
    }
    for (const id of touched) await publish(id);
  }

  return { sweep, ...periodicSweep("order", sweep) };
}
export type OrderSweeper = ReturnType<typeof createOrderSweeper>;
