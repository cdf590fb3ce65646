import type { Tx } from "../../db/client";
import { periodicSweep } from "../../jobs/periodic-sweep";
import { eachInTurn, inSlices } from "../../jobs/slices";
import type { OrderEvents } from "../../realtime/order-room";
import { recordStaffAction, systemActor } from "./order-audit";
import type { Decide, OrderLifecycle } from "./order-lifecycle";
import { autoCancel, decideOrderAction } from "./order-transitions";
import type { OrderRepository } from "./order.repository";
import type { PaymentRepository } from "./payment.repository";

// What the sweeper asks of the payments area (payments/payment-settlement.ts) when a payment's deadline
// passed or the demo autopilot plays the waiter: the money is settled there, never here.
export type SweptPayments = {
  expire(paymentId: string): Promise<unknown>;
  refundSplit(orderId: string): Promise<boolean>;
  confirm(paymentId: string, tx: Tx): Promise<{ orderId: string }>;
};

type Deps = {
  orders: OrderRepository;
  payments: PaymentRepository;
  settlement: SweptPayments;
  lifecycle: OrderLifecycle;
  publish: OrderEvents["publish"];
  clock: () => Date;
  // DEMO_MODE autopilot: accept orders and appends waiting this long; null when off.
  autopilotMs: number | null;
  // DEMO_MODE autopilot: confirm cash and card requests this old; null when off.
  autopilotPaymentMs?: number | null;
  // Waiting orders of venues that send their mode straight to the stations (kitchen settings).
  autoAcceptDue?: () => Promise<string[]>;
};

// The autopilot accepts this many orders per transaction, yielding to requests between two
// (measured with bench:server: 20 held the event loop 40 ms at p99, 5 about 20, 2 about 14).
const autopilotSlice = 2;

// Deadlines live in the database (auto_cancel_at, split_deadline_at, payment expires_at, created_at),
// so a sweep after a restart does what the stopped process would have done (SPEC §4 auto-cancel and split
// refund). Every step re-checks under the row lock, so processes sharing one database sweep safely.
export function createOrderSweeper(deps: Deps) {
  const { orders, payments, settlement, lifecycle, publish, clock } = deps;

  async function sweep(): Promise<void> {
    const now = clock();
    const touched = new Set<string>();
    const payDone: { orderId: string; paymentId: string }[] = [];
    // Each item is a transaction of its own; requests run between two (jobs in slices).
    await eachInTurn(await payments.dueExpiry(now), async (p) => {
      if (await settlement.expire(p.id)) touched.add(p.orderId);
    });
    await eachInTurn(await orders.dueSplitRefund(now), async (id) => {
      if (await settlement.refundSplit(id)) touched.add(id);
    });
    // The lifecycle records and pushes its own transitions (to the guests and the venue).
    await eachInTurn(await orders.dueAutoCancel(now), async (id) => {
      await lifecycle.apply(id, autoCancel, "auto_cancel");
    });
    // The venue's own setting, in every mode of the server: a new order of a mode it auto-accepts is
    // accepted by the system (actor system in the audit list) through the lifecycle, so its tickets are
    // made in the accept's transaction. From the database on each sweep: one placed just before a crash
    // is accepted by the next process, and one waiting for its online payment once the payment settled.
    if (deps.autoAcceptDue) {
      const accept: Decide = (row, at) => decideOrderAction("accept", row, {}, at);
      await eachInTurn(await deps.autoAcceptDue(), (id) =>
        lifecycle
          .apply(id, accept, "auto_accept")
          .then(() => undefined)
          .catch(() => undefined),
      );
    }
    // DEMO_MODE only (register-eat-in.ts passes null otherwise): outside demo mode nothing is accepted
    // but by the venue's people.
    if (deps.autopilotMs !== null) {
      const before = new Date(now.getTime() - deps.autopilotMs);
      const accept: Decide = (row, at) => decideOrderAction("accept", row, {}, at);
      await inSlices(await orders.waitingSince(before), autopilotSlice, async (ids) => {
        // One order the batch cannot take must not hold the others back: they go one by one then.
        await lifecycle
          .applyBatch(ids, accept, "autopilot_accept")
          .catch(() =>
            eachInTurn(ids, (id) => lifecycle.apply(id, accept, "autopilot_accept").then(() => undefined)),
          );
      });
    }
    if (deps.autopilotPaymentMs) {
      const before = new Date(now.getTime() - deps.autopilotPaymentMs);
      await eachInTurn(await payments.requestedBefore(before), async (p) => {
        // Recorded like a waiter's confirm, by the system (the audit list names the autopilot).
        const done = await orders
          .transaction(async (tx) => {
            const settled = await settlement.confirm(p.id, tx);
            const row = await orders.find(settled.orderId, tx);
            if (row)
              await recordStaffAction(
                tx,
                {
                  venueId: row.venueId,
                  subjectType: "payment",
                  subjectId: p.id,
                  orderId: row.id,
                  action: "autopilot_confirm",
                  actor: systemActor,
                },
                clock(),
              );
            return settled;
          })
          .catch(() => null);
        if (done) payDone.push({ orderId: done.orderId, paymentId: p.id });
      });
    }
    for (const id of touched) await publish(id, { change: "updated" });
    for (const d of payDone)
      await publish(d.orderId, { change: "updated", kind: "payment", id: d.paymentId });
  }

  return { sweep, ...periodicSweep("order", sweep) };
}
export type OrderSweeper = ReturnType<typeof createOrderSweeper>;
