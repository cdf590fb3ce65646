import type { MinorUnits } from "@tablewise/domain/rules/money";
import { HttpError } from "../http/errors";
import type { OrderEvents } from "../realtime/order-room";
import type { OrderRepository } from "../modules/orders/index";
import type { PaymentRepository, PaymentRow } from "../modules/orders/index";
import { ExpiredPayment, type PaymentSettlement } from "./payment-settlement";
import { isAccountOf } from "./gateway-account";
import type { PaymentGateway, VerifiedNotification } from "./payment-gateway";

type Deps = {
  payments: PaymentRepository;
  orders: OrderRepository;
  settlement: PaymentSettlement;
  events: OrderEvents;
  clock: () => Date;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  // A notification naming no bill payment may name a reservation's deposit.
  deposits?: () => DepositNotifications | null;
};
export type DepositNotifications = {
  apply(gateway: PaymentGateway, n: Incoming): Promise<NotificationOutcome | null>;
};

// "foreign": the payment named was opened with other credentials than those that verified the
// notification (gateway-account.ts); nothing is changed and the webhook answers 400.
export type NotificationOutcome =
  "settled" | "declined" | "duplicate" | "unknown" | "mismatch" | "refunded_late" | "ignored" | "foreign";

type Incoming = Pick<VerifiedNotification, "gatewayRef" | "paymentId" | "kind" | "amount" | "eventId">;

const answered = new Set(["paid", "held", "refunded"]);
const givenUp = new Set(["expired", "cancelled", "declined"]);

// A payment is settled only by its gateway's verified notification (or the gateway's
// own answer to a reconciliation look-up), never by the guest's return. Every answer is
// idempotent: the settlement locks the order and settles a pending payment once, so "paid" delivered
// three times, or out of order with "failed", settles once. Money taken for a payment we no longer wait
// for (its hold ended, the guest cancelled) is given back in full, once (the key is the payment's).
export function createGatewayNotifications(deps: Deps) {
  const { payments, orders, settlement, events, log } = deps;

  async function find(gateway: PaymentGateway, n: Incoming): Promise<PaymentRow | null> {
    const byId = n.paymentId ? await payments.find(n.paymentId) : null;
    if (byId && byId.gateway === gateway.name) return byId;
    return n.gatewayRef ? payments.findByGatewayRef(gateway.name, n.gatewayRef) : null;
  }

  async function refundLate(gateway: PaymentGateway, payment: PaymentRow, amount: MinorUnits) {
    const ref = payment.gatewayRef;
    if (!ref || payment.refundedAmount > 0) return;
    await gateway.refund({ gatewayRef: ref, amount, idempotencyKey: `late-refund-${payment.id}` });
    await orders.transaction(async (tx) => {
      const now = deps.clock();
      await payments.update(tx, payment.id, { refundedAmount: amount, refundedAt: now });
    });
    log.warn({ payment: payment.publicId, gateway: gateway.name }, "paid after the hold ended: refunded");
  }

  async function approve(gateway: PaymentGateway, payment: PaymentRow, amount: MinorUnits) {
    try {
      const settled = await settlement.approve(payment.id);
      await events.publish(settled.orderId, { change: "updated", kind: "payment", id: payment.id });
      return "settled" as const;
    } catch (err) {
      if (err instanceof ExpiredPayment) await events.publish(err.orderId);
      else if (!(err instanceof HttpError)) throw err;
      const now = await payments.find(payment.id);
      if (now && answered.has(now.status)) return "duplicate" as const;
      if (now && (givenUp.has(now.status) || err instanceof HttpError)) {
        await refundLate(gateway, now, amount);
        return "refunded_late" as const;
      }
      throw err;
    }
  }

  return {
    async apply(gateway: PaymentGateway, n: Incoming): Promise<NotificationOutcome> {
      const payment = await find(gateway, n);
      // Unknown to us (another system's payment on the same account, or a test event): acknowledged.
      if (!payment) return (await deps.deposits?.()?.apply(gateway, n)) ?? "unknown";
      if (!isAccountOf(gateway, payment.gatewayAccount)) return "foreign";
      if (n.gatewayRef && payment.gatewayRef && n.gatewayRef !== payment.gatewayRef) return "mismatch";
      if (!payment.gatewayRef && n.gatewayRef) {
        const ref = n.gatewayRef;
        await orders.transaction((tx) => payments.update(tx, payment.id, { gatewayRef: ref }));
        payment.gatewayRef = ref;
      }
      const expected = payment.amount + payment.tip;
      const paid = n.amount;
      if (n.kind === "paid") {
        if (paid !== expected) {
          log.warn({ payment: payment.publicId, gateway: gateway.name }, "paid amount differs: not settled");
          return "mismatch";
        }
        if (answered.has(payment.status)) return "duplicate";
        if (givenUp.has(payment.status)) {
          await refundLate(gateway, payment, paid);
          return "refunded_late";
        }
        return approve(gateway, payment, paid);
      }
      if (n.kind === "failed") {
        if (payment.status !== "pending") return "duplicate";
        try {
          const settled = await settlement.decline(payment.id);
          await events.publish(settled.orderId, { change: "updated", kind: "payment", id: payment.id });
          return "declined";
        } catch (err) {
          if (err instanceof HttpError) return "duplicate";
          throw err;
        }
      }
      // A refund's own notification: we made it (console, split, late), nothing more to record.
      return "ignored";
    },
  };
}
export type GatewayNotifications = ReturnType<typeof createGatewayNotifications>;
