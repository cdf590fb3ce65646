import type { FastifyBaseLogger } from "fastify";
import type { RefundAttemptRow } from "../db/schema/index";
import type { OrderMoney, OrdersCore } from "../modules/orders/index";
import type { GatewayRegistry } from "./gateway-registry";
import { createOrderPayment, splitWindowMs } from "./order-payment";
import { createPaymentSettlement } from "./payment-settlement";
import type { FiscalHook } from "./payment-lock";
import { settlePreorderChange } from "./preorder-settlement";
import { gatewayRefunder } from "./register-payments";
import type { RefundRunner } from "./refund-runner";

type Deps = {
  clock: () => Date;
  gateways: GatewayRegistry;
  publicUrl: string | null;
  // SPEC §4 15-minute split window; settable for end-to-end tests (SPLIT_WINDOW_MS).
  splitWindowMs?: number;
  // The durable refund attempts' runner (absent: refunds are recorded with no gateway to send them to).
  refunds?: RefundRunner;
  log: FastifyBaseLogger;
  // Fiscal receipts of settled payments and refunds (modules/fiscal).
  fiscal?: FiscalHook;
};

// Where an order's money is created and settled (ARCHITECTURE.md), wired to the orders module's parts:
// the guest's pay calls, the gateway's and the waiter's answers, refunds, and a preorder's money after
// the venue's decision. Answers the orders module's port and the settlement the routes above use.
export function createOrderMoney(core: OrdersCore, deps: Deps) {
  const { orders, payments, reader, events } = core;
  const { clock } = deps;
  // The split refund's and a declined preorder's attempts, recorded with the
  // decision, are sent once it committed: the gateway answers with no order lock held; an answer that
  // does not come (a crash, a timeout) is finished by the refund reconciliation with the same key.
  const sendRefunds = async (list: RefundAttemptRow[]) => {
    for (const attempt of list) {
      const outcome = await (deps.refunds?.drive(attempt) ?? Promise.resolve("unavailable"));
      deps.log.info({ key: attempt.idempotencyKey, outcome }, "automatic refund");
      if (outcome === "failed")
        deps.log.warn({ key: attempt.idempotencyKey }, "the gateway refused an automatic refund");
      const paid = await payments.find(attempt.paymentId);
      if (paid && outcome === "succeeded")
        await events.publish(paid.orderId, { change: "updated", kind: "payment", id: paid.id });
    }
  };
  const settlement = createPaymentSettlement({
    orders,
    payments,
    clock,
    splitWindowMs: deps.splitWindowMs ?? splitWindowMs,
    // The sandbox's console refund (no money moves) and a caller without attempts.
    refundAtGateway: gatewayRefunder(deps.gateways),
    attempts: deps.refunds?.attempts,
    sendRefunds,
    fiscal: deps.fiscal,
  });
  const pay = createOrderPayment({
    orders,
    payments,
    reader,
    clock,
    gateways: deps.gateways,
    publicUrl: deps.publicUrl,
  });
  const attempts = deps.refunds?.attempts;
  const money: OrderMoney = {
    settleMoney: (tx, row, now, sent) =>
      settlePreorderChange(tx, { orders, payments, attempts, fiscal: deps.fiscal }, row, now, sent),
    sendRefunds,
    pay,
    sweep: settlement,
  };
  return { money, settlement };
}
export type OrderMoneyParts = ReturnType<typeof createOrderMoney>;
