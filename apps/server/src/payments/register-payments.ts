import type { FastifyInstance } from "fastify";
import type { MinorUnits } from "@tablewise/domain/rules/money";
import { z } from "zod";
import type { Tx } from "../db/client";
import { HttpError } from "../http/errors";
import { parse } from "../http/parse";
import { periodicSweep } from "../jobs/periodic-sweep";
import type { OrderEvents } from "../realtime/order-room";
import type { OrderRepository } from "../modules/orders/index";
import type { PaymentRepository, PaymentRow } from "../modules/orders/index";
import type { PaymentSettlement } from "./payment-settlement";
import { createGatewayNotifications, type DepositNotifications } from "./gateway-notifications";
import type { RefundRunner } from "./refund-runner";
import type { GatewayRegistry } from "./gateway-registry";
import { GatewayError, type PaymentGateway } from "./payment-gateway";

// A payment still pending this long after it began is looked up at its gateway.
export const reconcileAfterMs = 60_000;
// How far back a payment expired here is still looked up: the gateway's page lives 30 minutes.
const reconcileExpiredForMs = 35 * 60_000;
const reconcileSlice = 20;

const paramsSchema = z.object({ gateway: z.enum(["stripe", "liqpay"]) });

type Deps = {
  registry: GatewayRegistry;
  payments: PaymentRepository;
  orders: OrderRepository;
  settlement: PaymentSettlement;
  events: OrderEvents;
  clock: () => Date;
  reconcileIntervalMs: number;
  // Reservation deposits (registered later, so read when a notification arrives) and the
  // refund runner whose open attempts reconciliation finishes.
  deposits?: () => (DepositNotifications & { reconcile(): Promise<void> }) | null;
  refunds?: RefundRunner;
};

// The refund of the console, of a split window that passed, goes back through the
// gateway that took the payment (the venue's, by its current credentials). The sandbox moved no money.
export function gatewayRefunder(registry: GatewayRegistry) {
  return async (tx: Tx, venueId: string, payment: PaymentRow, amount: MinorUnits, key: string) => {
    if (!payment.gateway || payment.gateway === "sandbox") return;
    const gateway = await registry.forVenue(venueId, tx);
    if (!gateway || gateway.name !== payment.gateway || !payment.gatewayRef)
      throw new HttpError(409, "conflict", `The payment's gateway (${payment.gateway}) is not configured`, {
        reason: "refund_unavailable",
      });
    const result = await gateway
      .refund({ gatewayRef: payment.gatewayRef, amount, idempotencyKey: key })
      .catch((err: unknown) => {
        throw new HttpError(409, "conflict", "The gateway refused the refund; try again", {
          reason: err instanceof GatewayError ? "gateway_error" : "gateway_failed",
        });
      });
    if (result.status === "failed")
      throw new HttpError(409, "conflict", "The gateway refused the refund", { reason: "refund_failed" });
  };
}

export function registerPayments(app: FastifyInstance, deps: Deps) {
  const { registry, payments, orders, clock } = deps;
  const notifications = createGatewayNotifications({ ...deps, log: app.log });

  // One webhook per provider for every venue. The body is read raw (signatures are
  // over the exact bytes) in this scope only; the rest of the API keeps its JSON parser. The body is
  // verified against each configured credential of the provider: a forged or tampered one matches none
  // (400, logged without the signature); a genuine one is applied once and answered 200, also when the
  // payment is unknown to us (the provider would otherwise retry for days).
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    scope.post("/api/payments/:gateway/webhook", async (request, reply) => {
      const { gateway: name } = parse(paramsSchema, request.params, "params");
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      // Threat model, "Payments: whose notification": genuine under one venue's credentials but naming
      // a payment, deposit or refund opened with another's (their owner can sign anything). Another
      // credential that also verifies it is still tried (two references may hold one account's secret).
      let foreign = false;
      for (const gateway of await registry.allNamed(name)) {
        // An adapter that had to ask its gateway and got no answer: delivered again later (409).
        const parsed = await gateway.parseNotification(raw, request.headers).catch((err: unknown) => {
          if (!(err instanceof GatewayError)) throw err;
          request.log.warn({ gateway: name, err: err.message }, "notification not understood yet");
          throw new HttpError(409, "conflict", "The notification could not be checked; deliver it again");
        });
        if (!parsed.ok && parsed.reason === "forged") continue;
        if (!parsed.ok) return reply.code(200).send({ received: true });
        // A refund's own event settles the refund attempt it names, once.
        if (parsed.kind === "refunded" && parsed.refund) {
          const outcome = deps.refunds ? await deps.refunds.onNotification(gateway, parsed) : "ignored";
          if (outcome === "foreign") {
            foreign = true;
            continue;
          }
          request.log.info({ gateway: name, event: parsed.eventId, outcome }, "refund notification");
          return reply.code(200).send({ received: true });
        }
        // Not applied (the database or a late refund failing): a 409, so the provider delivers it again.
        const outcome = await notifications.apply(gateway, parsed).catch((err: unknown) => {
          request.log.warn(
            { gateway: name, event: parsed.eventId, err: String(err) },
            "notification not applied",
          );
          throw new HttpError(409, "conflict", "The notification was not applied; deliver it again");
        });
        if (outcome === "foreign") {
          foreign = true;
          continue;
        }
        request.log.info(
          { gateway: name, event: parsed.eventId, kind: parsed.kind, outcome },
          "payment notification",
        );
        return reply.code(200).send({ received: true });
      }
      // The same answer either way: the signer learns nothing of whose the payment is.
      const why = foreign ? "signed with credentials that did not open what it names" : "not genuine";
      request.log.warn({ gateway: name, bytes: raw.length }, `payment notification refused: ${why}`);
      throw new HttpError(400, "bad_request", "The notification's signature is not valid");
    });
  });

  // A payment that ended here (its hold ran out, or the guest chose to pay otherwise) while its page is
  // still open at the gateway: the gateway closes the page, so nobody pays what would only be given back
  // (and the venue would bear the gateway's fee). Best effort: until it is closed, money taken there is
  // refunded (gateway-notifications.ts), and the page closes by itself when its session ends.
  async function endCheckout(gateway: PaymentGateway, gatewayRef: string, publicId: string) {
    if (!gateway.endCheckout) return;
    const failed = await gateway.endCheckout(gatewayRef).then(
      () => null,
      (err: unknown) => err,
    );
    const where = { payment: publicId, gateway: gateway.name };
    // Refused: the page is no longer open (paid or closed meanwhile): the next pass reads which.
    if (!failed) app.log.info(where, "checkout of an ended payment closed at the gateway");
    else if (failed instanceof GatewayError && failed.refused)
      app.log.info(where, "checkout of an ended payment was no longer open");
    else app.log.warn({ ...where, err: String(failed) }, "closing an ended payment's checkout failed");
  }

  // A lost notification is recovered by asking the gateway, at start and on a timer,
  // for a bounded slice of the payments still waiting; its answer goes through the same idempotent path.
  const reconciler = periodicSweep("payment reconciliation", async () => {
    const now = clock();
    const due = await payments.dueReconcile(
      new Date(now.getTime() - reconcileAfterMs),
      new Date(now.getTime() - reconcileExpiredForMs),
      reconcileSlice,
    );
    for (const payment of due) {
      const order = await orders.find(payment.orderId);
      const gateway = order ? await registry.forVenue(order.venueId) : null;
      if (!gateway || gateway.name !== payment.gateway || !payment.gatewayRef) continue;
      const found = await gateway.lookup(payment.gatewayRef).catch((err: unknown) => {
        app.log.warn({ payment: payment.publicId, err: String(err) }, "gateway look-up failed");
        return null;
      });
      if (found?.status === "pending" && payment.status !== "pending") {
        await endCheckout(gateway, payment.gatewayRef, payment.publicId);
        continue;
      }
      if (!found || (found.status !== "paid" && found.status !== "failed")) continue;
      const outcome = await notifications.apply(gateway, {
        gatewayRef: payment.gatewayRef,
        paymentId: payment.id,
        kind: found.status,
        amount: found.amount ?? 0,
      });
      app.log.info({ payment: payment.publicId, outcome }, "payment reconciled");
    }
    await deps.deposits?.()?.reconcile();
  });
  app.addHook("onReady", () => reconciler.start(deps.reconcileIntervalMs, app.log));
  app.addHook("onClose", () => reconciler.stop());
  const refunds = deps.refunds?.reconciler;
  if (refunds) {
    app.addHook("onReady", () => refunds.start(deps.reconcileIntervalMs, app.log));
    app.addHook("onClose", () => refunds.stop());
  }
  return { notifications, reconcile: () => reconciler };
}
