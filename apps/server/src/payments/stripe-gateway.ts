import Stripe from "stripe";
import { fromCurrencyUnits, toCurrencyUnits } from "./minor-units";
import {
  GatewayError,
  type LookupResult,
  type NotificationHeaders,
  type ParsedNotification,
  type PaymentGateway,
} from "./payment-gateway";

export type StripeCredentials = { secretKey: string; webhookSecret: string };
// Where the Stripe API is: unset is api.stripe.com; tests point the official client at a local stand-in.
export type StripeApi = { host: string; port: number; protocol: "http" | "https" };

// Stripe Checkout lets a session live at least 30 minutes; a payment we stopped waiting for and that
// is paid later anyway is refunded (payments/gateway-notifications.ts).
const sessionTtlSeconds = 30 * 60;

export function parseStripeApiUrl(url: string | undefined): StripeApi | undefined {
  if (!url) return undefined;
  const u = new URL(url);
  const protocol = u.protocol === "http:" ? "http" : "https";
  return { host: u.hostname, port: Number(u.port || (protocol === "http" ? 80 : 443)), protocol };
}

const header = (headers: NotificationHeaders, name: string) => {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
};

const refundEvents = new Set([
  "charge.refunded",
  "refund.created",
  "refund.updated",
  "refund.failed",
  "charge.refund.updated",
]);

type SessionLike = {
  id: string;
  client_reference_id?: string | null;
  metadata?: Record<string, string> | null;
  amount_total?: number | null;
  currency?: string | null;
  status?: string | null;
  payment_status?: string | null;
};

// Stripe Checkout Sessions through the official client. Idempotency keys on every
// create and refund are the caller's (derived from our payment id / refund record), so a retry after a
// crash gets Stripe's first answer back instead of a second session or a second refund.
export function createStripeGateway(creds: StripeCredentials, api?: StripeApi): PaymentGateway {
  const stripe = new Stripe(creds.secretKey, {
    ...(api ?? {}),
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
  });
  const fail = (what: string, err: unknown): never => {
    // The client's error message names the request, never the key.
    const detail = err instanceof Error ? err.message : String(err);
    const status = (err as { statusCode?: number } | null)?.statusCode ?? 0;
    throw new GatewayError("stripe", `${what}: ${detail}`, status >= 400 && status < 500);
  };
  // Our payment id from a payment intent (checkout sets it in payment_intent_data.metadata).
  const paymentIdOfIntent = async (intent: string | null | undefined) => {
    if (!intent) return undefined;
    try {
      const pi = await stripe.paymentIntents.retrieve(intent);
      return pi.metadata?.payment_id || undefined;
    } catch (err) {
      // Not Stripe's answer (no network): the webhook answers 409 and Stripe delivers it again. A
      // payment intent Stripe does not know here is another account's: acknowledged and ignored.
      const status = (err as { statusCode?: number } | null)?.statusCode ?? 0;
      if (status >= 400 && status < 500) return undefined;
      return fail("payment intent lookup", err);
    }
  };
  // refund.updated / refund.created / charge.refund.updated carry the refund (our key
  // in its metadata, its id, its status); charge.refunded carries the charge, named by its payment
  // intent only. Either settles a refund attempt still waiting; an unknown one is acknowledged.
  async function refundNotification(event: Stripe.Event): Promise<ParsedNotification> {
    const obj = event.data.object as {
      object?: string;
      id?: string;
      status?: string | null;
      amount?: number;
      amount_refunded?: number;
      currency?: string | null;
      payment_intent?: string | { id: string } | null;
      metadata?: Record<string, string> | null;
    };
    const intent = typeof obj.payment_intent === "string" ? obj.payment_intent : obj.payment_intent?.id;
    const isRefund = obj.object === "refund";
    const key = isRefund ? obj.metadata?.refund_key || undefined : undefined;
    const paymentId = key ? undefined : (obj.metadata?.payment_id ?? (await paymentIdOfIntent(intent)));
    const status: "succeeded" | "failed" | "pending" = !isRefund
      ? "succeeded"
      : obj.status === "succeeded"
        ? "succeeded"
        : obj.status === "failed" || obj.status === "canceled"
          ? "failed"
          : "pending";
    return {
      ok: true,
      eventId: event.id,
      kind: "refunded",
      paymentId,
      amount: fromCurrencyUnits((isRefund ? obj.amount : obj.amount_refunded) ?? 0, obj.currency ?? ""),
      refund: { key, refundRef: isRefund ? obj.id : undefined, status },
    };
  }
  // An amount Stripe cannot take in its currency (hundredths of a yen) is the gateway refusing it.
  const stripeAmount = (units: number, currency: string) => {
    try {
      return toCurrencyUnits(units, currency);
    } catch (err) {
      throw new GatewayError("stripe", err instanceof Error ? err.message : String(err));
    }
  };
  const paymentIdOf = (s: SessionLike) => s.client_reference_id ?? s.metadata?.payment_id ?? undefined;
  const amountOf = (s: SessionLike) => fromCurrencyUnits(s.amount_total ?? 0, s.currency ?? "");

  return {
    name: "stripe",
    logoId: "stripe",
    displayName: "Stripe",

    async createCheckout(req) {
      const currency = req.currency.toLowerCase();
      const session = await stripe.checkout.sessions
        .create(
          {
            mode: "payment",
            client_reference_id: req.paymentId,
            metadata: { payment_id: req.paymentId },
            payment_intent_data: { metadata: { payment_id: req.paymentId } },
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency,
                  unit_amount: stripeAmount(req.amount, currency),
                  product_data: { name: req.description },
                },
              },
            ],
            success_url: req.returnUrl,
            cancel_url: req.returnUrl,
            expires_at: Math.floor(Date.now() / 1000) + sessionTtlSeconds,
          },
          { idempotencyKey: req.idempotencyKey },
        )
        .catch((err: unknown) => fail("checkout session not created", err));
      if (!session.url) throw new GatewayError("stripe", "checkout session has no url");
      return { redirectUrl: session.url, gatewayRef: session.id };
    },

    async parseNotification(rawBody, headers): Promise<ParsedNotification> {
      const signature = header(headers, "stripe-signature");
      if (!signature) return { ok: false, reason: "forged", detail: "no Stripe-Signature header" };
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, creds.webhookSecret);
      } catch {
        return { ok: false, reason: "forged", detail: "signature verification failed" };
      }
      if (refundEvents.has(event.type)) return refundNotification(event);
      const s = event.data.object as SessionLike;
      const base = {
        ok: true as const,
        eventId: event.id,
        gatewayRef: s.id,
        paymentId: paymentIdOf(s),
        amount: amountOf(s),
        currency: s.currency?.toUpperCase(),
      };
      switch (event.type) {
        case "checkout.session.completed":
          // A delayed method (a bank debit) completes unpaid and is settled by async_payment_succeeded.
          return s.payment_status === "paid"
            ? { ...base, kind: "paid" }
            : { ok: false, reason: "ignored", detail: `completed, ${s.payment_status}` };
        case "checkout.session.async_payment_succeeded":
          return { ...base, kind: "paid" };
        case "checkout.session.async_payment_failed":
        case "checkout.session.expired":
          return { ...base, kind: "failed" };
        default:
          return { ok: false, reason: "ignored", detail: event.type };
      }
    },

    async refund(req) {
      const session = await stripe.checkout.sessions
        .retrieve(req.gatewayRef)
        .catch((err: unknown) => fail("session lookup for refund", err));
      const intent =
        typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new GatewayError("stripe", "the session has no payment to refund");
      const refund = await stripe.refunds
        .create(
          {
            payment_intent: intent,
            amount: stripeAmount(req.amount, session.currency ?? ""),
            // The refund's events name our attempt by this key.
            metadata: { refund_key: req.idempotencyKey },
          },
          { idempotencyKey: req.idempotencyKey },
        )
        .catch((err: unknown) => fail("refund not created", err));
      const status =
        refund.status === "succeeded"
          ? "succeeded"
          : refund.status === "failed" || refund.status === "canceled"
            ? "failed"
            : "pending";
      return { status, refundRef: refund.id };
    },

    async lookup(gatewayRef): Promise<LookupResult> {
      const s = await stripe.checkout.sessions
        .retrieve(gatewayRef)
        .catch((err: unknown) => fail("session lookup", err));
      const amount = amountOf(s);
      if (s.payment_status === "paid") return { status: "paid", amount };
      if (s.status === "expired") return { status: "failed", amount };
      return { status: "pending", amount };
    },

    // POST /v1/checkout/sessions/{id}/expire: only an open session can be expired; Stripe answers an
    // error for one already complete or expired (a refusal).
    async endCheckout(gatewayRef) {
      await stripe.checkout.sessions.expire(gatewayRef).catch((err: unknown) => fail("session expiry", err));
    },
  };
}
