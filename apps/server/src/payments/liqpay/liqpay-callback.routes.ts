import type { FastifyInstance } from "fastify";
import { HttpError } from "../../http/errors";
import type { PaymentGateway, VerifiedNotification } from "../payment-gateway";
import { liqpayCallbackPath } from "./liqpay-gateway";

type Deps = {
  // Every configured LiqPay shop (one callback URL serves every venue): a callback is genuine when one
  // of their private keys made its signature.
  gateways: () => Promise<PaymentGateway[]>;
  // Settles from the verified notification, idempotently (payments/gateway-notifications.ts).
  apply: (gateway: PaymentGateway, n: VerifiedNotification) => Promise<string>;
};

// LiqPay's server-to-server callback (liqpay.ua/documentation/en/api/callback): POST, form-encoded
// `data` and `signature`. A genuine one is applied and answered 200 (also when it names a payment we do
// not know, or repeats one already settled: LiqPay needs no second try). A forged or tampered one is
// refused with 400 and logged, without the signature or the data. The guest's browser comes back to
// result_url, a page of the app that only shows the state: nothing here is reachable from that return.
export function registerLiqpayCallback(app: FastifyInstance, deps: Deps) {
  return app.register(async (scope) => {
    // The exact text is kept: the signature is over `data` as sent, never over a re-encoding.
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_r, body, done) =>
      done(null, body),
    );

    scope.post(liqpayCallbackPath, async (request, reply) => {
      const raw = typeof request.body === "string" ? request.body : "";
      let refusal = "no LiqPay shop is configured";
      for (const gateway of await deps.gateways()) {
        const n = await gateway.parseNotification(raw, request.headers);
        if (n.ok) {
          const outcome = await deps.apply(gateway, n);
          request.log.info({ gateway: "liqpay", kind: n.kind, outcome }, "LiqPay callback");
          return reply.code(200).send({ ok: true });
        }
        if (n.reason === "ignored") {
          request.log.info({ gateway: "liqpay", detail: n.detail }, "LiqPay callback ignored");
          return reply.code(200).send({ ok: true });
        }
        refusal = n.detail;
      }
      request.log.warn({ gateway: "liqpay", reason: refusal, ip: request.ip }, "LiqPay callback refused");
      throw new HttpError(400, "bad_request", "The callback's signature is not valid");
    });
  });
}
