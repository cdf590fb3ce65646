import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { secretIdSchema } from "@tablewise/domain/contract/common";
import { notFound } from "../http/errors";
import { parse } from "../http/parse";
import type { OrderEvents } from "../realtime/order-room";
import type { VenueCache } from "../modules/venue/index";
import type { OrderRepository } from "../modules/orders/index";
import type { PaymentRepository } from "../modules/orders/index";
import { ExpiredPayment, type PaymentSettlement } from "./payment-settlement";
import { renderSandboxPage, sandboxCss, sandboxCssPath } from "./sandbox-page";

const paramsSchema = z.object({ paymentId: secretIdSchema });

type Deps = {
  payments: PaymentRepository;
  orders: OrderRepository;
  venues: VenueCache;
  settlement: PaymentSettlement;
  events: OrderEvents;
};

// The sandbox gateway: GET shows the payment, the forms post approve or decline, the server settles once
// (a replay is a 409), pushes the order update and sends the browser back to the guest's receipt (303).
export function registerSandboxRoutes(app: FastifyInstance, deps: Deps) {
  return app.register(async (scope) => {
    // The forms post application/x-www-form-urlencoded with no fields; the body is not read.
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_r, _b, done) =>
      done(null, undefined),
    );

    // The gateway page's stylesheet (CSP style-src 'self').
    scope.get(sandboxCssPath, async (_request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return reply.type("text/css; charset=utf-8").send(sandboxCss);
    });

    scope.get("/api/sandbox/pay/:paymentId", async (request, reply) => {
      const { paymentId } = parse(paramsSchema, request.params, "params");
      const payment = await deps.payments.find(paymentId);
      const order = payment ? await deps.orders.find(payment.orderId) : null;
      if (!payment || !order || (payment.gateway ?? "sandbox") !== "sandbox") throw notFound("Payment");
      const currency = (await deps.venues.byId(order.venueId))?.venue.currency ?? "";
      reply.header("cache-control", "no-store");
      return reply.type("text/html; charset=utf-8").send(renderSandboxPage(payment, currency));
    });

    for (const action of ["approve", "decline"] as const) {
      scope.post(`/api/sandbox/pay/:paymentId/${action}`, async (request, reply) => {
        const { paymentId } = parse(paramsSchema, request.params, "params");
        // The sandbox settles only its own payments; a Stripe or LiqPay payment is settled by its
        // gateway's signed notification, never here (even in demo mode, with its id).
        const own = await deps.payments.find(paymentId);
        if (!own || (own.gateway ?? "sandbox") !== "sandbox") throw notFound("Payment");
        const settled = await deps.settlement[action](paymentId).catch(async (err: unknown) => {
          // An approve after the hold ended released it: the guests hear of that, the gateway gets 409.
          if (err instanceof ExpiredPayment) await deps.events.publish(err.orderId);
          throw err;
        });
        // The venue hears of an online payment settled (paid or held) or declined.
        await deps.events.publish(settled.orderId, { change: "updated", kind: "payment", id: paymentId });
        return reply.redirect(settled.payment.returnPath, 303);
      });
    }
  });
}
