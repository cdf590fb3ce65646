import { createHash } from "node:crypto";
import { fromMinorUnits, toMinorUnits } from "@tablewise/domain/rules/money";
import {
  GatewayError,
  type CheckoutRequest,
  type LookupResult,
  type ParsedNotification,
  type PaymentGateway,
  type RefundRequest,
  type RefundResult,
} from "../payment-gateway";
import {
  decodeData,
  formBody,
  liqpayCurrency,
  liqpayVersion,
  readSignedForm,
  signMessage,
  verifySignature,
  type LiqpayParams,
} from "./liqpay-protocol";
import type { RefundAttempts } from "./refund-attempts";

// LiqPay's order_id for one of our payments. Not the payment id itself: the checkout's data is base64,
// not encrypted, so the guest (and anyone they share the link with) reads it, and our payment id is a
// secret (it settles a payment through the demo sandbox's approve). Derived, so the same payment always
// makes the same checkout; the notification names it and the payment is found by its gatewayRef.
export const liqpayOrderId = (paymentId: string) =>
  `tw-${createHash("sha256").update(`liqpay-order:${paymentId}`, "utf8").digest("base64url").slice(0, 32)}`;

// One LiqPay callback URL, the generic webhook every gateway uses.
export const liqpayCallbackPath = "/api/payments/liqpay/webhook";
export const liqpayDefaultApiUrl = "https://www.liqpay.ua";

export type LiqpayConfig = {
  publicKey: string;
  privateKey: string;
  /** LiqPay's origin (LIQPAY_API_URL): the checkout page and /api/request; a stand-in's in tests. */
  apiUrl: string;
  /** Our public origin: LiqPay posts its callback to <origin>/api/payments/liqpay/webhook. */
  publicUrl: string;
  /** LiqPay's test mode (LIQPAY_SANDBOX): checkouts carry sandbox=1 and only then is the status
   *  "sandbox" (a test payment, no money) taken as paid. */
  sandbox: boolean;
  attempts: RefundAttempts;
  timeoutMs?: number;
  /** A warning for the log (no secret, signature or card data is ever passed). */
  warn?: (msg: string, detail: Record<string, unknown>) => void;
};

type Status = LookupResult["status"];

// LiqPay's payment statuses (liqpay.ua/en/doc/callback): final ones map to ours; every *_verify, wait_*,
// processing, prepared... is still pending. wait_accept (money taken, the shop not yet verified by
// LiqPay) is pending too: LiqPay may still return it, so it does not settle a bill.
function statusOf(liqpayStatus: unknown, sandbox: boolean): Status {
  switch (liqpayStatus) {
    case "success":
      return "paid";
    case "sandbox":
      return sandbox ? "paid" : "pending";
    case "failure":
    case "error":
      return "failed";
    case "reversed":
      return "refunded";
    default:
      return "pending";
  }
}

// LiqPay speaks decimals (12.5); the port, minor units. A value that is no amount stays NaN.
const amountOf = (v: unknown) => {
  const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : NaN;
  return Number.isFinite(n) ? toMinorUnits(n) : NaN;
};

export function createLiqpayGateway(config: LiqpayConfig): PaymentGateway {
  const apiUrl = config.apiUrl.replace(/\/+$/, "");
  const timeoutMs = config.timeoutMs ?? 10_000;
  const warn = config.warn ?? (() => {});

  // A server-to-server call (liqpay.ua/documentation/en/data_signature): POST data & signature to
  // /api/request, a JSON answer. Network trouble and LiqPay's 5xx are GatewayErrors (the caller answers
  // a 4xx); LiqPay's own refusals come back as { result: "error", err_code }.
  async function request(params: LiqpayParams): Promise<Record<string, unknown>> {
    const message = signMessage(config.privateKey, {
      version: liqpayVersion,
      public_key: config.publicKey,
      ...params,
    });
    let res: Response;
    try {
      res = await fetch(`${apiUrl}/api/request`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: formBody(message),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new GatewayError(
        "liqpay",
        `LiqPay ${String(params.action)} did not answer: ${(err as Error).name}`,
      );
    }
    if (!res.ok)
      throw new GatewayError("liqpay", `LiqPay ${String(params.action)} answered HTTP ${res.status}`);
    const body: unknown = await res.json().catch(() => null);
    if (!body || typeof body !== "object")
      throw new GatewayError("liqpay", `LiqPay ${String(params.action)} answered no JSON`);
    return body as Record<string, unknown>;
  }

  async function lookup(orderId: string): Promise<LookupResult> {
    const answer = await request({ action: "status", order_id: orderId });
    // result "error" is LiqPay refusing the request itself (no such order, a bad key or signature);
    // a payment that failed comes with result "ok" and its own status.
    if (answer.result !== "ok") {
      if (answer.err_code === "payment_not_found" || answer.err_code === "order_not_found")
        return { status: "unknown" };
      throw new GatewayError("liqpay", `LiqPay status refused: ${String(answer.err_code ?? "error")}`);
    }
    const amount = amountOf(answer.amount);
    return {
      status: statusOf(answer.status, config.sandbox),
      ...(Number.isFinite(amount) ? { amount } : {}),
    };
  }

  return {
    name: "liqpay",
    logoId: "liqpay",
    displayName: "LiqPay",

    // Client-server checkout (liqpay.ua/documentation/en/data_signature): the guest's browser goes to
    // /api/3/checkout with data & signature. order_id is derived from our payment id (liqpayOrderId), so
    // the same payment always makes the same checkout (a retry after a crash is the same page) and
    // LiqPay's callback names it.
    async createCheckout(req: CheckoutRequest) {
      const orderId = liqpayOrderId(req.paymentId);
      const currency = liqpayCurrency(req.currency);
      if (!currency) throw new GatewayError("liqpay", `LiqPay takes no payment in ${req.currency}`);
      const message = signMessage(config.privateKey, {
        version: liqpayVersion,
        public_key: config.publicKey,
        action: "pay",
        amount: fromMinorUnits(req.amount),
        currency,
        description: req.description,
        order_id: orderId,
        result_url: req.returnUrl,
        server_url: `${config.publicUrl}${liqpayCallbackPath}`,
        ...(config.sandbox ? { sandbox: 1 } : {}),
      });
      const query = new URLSearchParams(message).toString();
      return { redirectUrl: `${apiUrl}/api/3/checkout?${query}`, gatewayRef: orderId };
    },

    // LiqPay's callback (liqpay.ua/documentation/en/api/callback): a form with data & signature. Only a
    // signature made with this venue's private key counts; the public key inside must be this venue's too.
    async parseNotification(rawBody): Promise<ParsedNotification> {
      const message = readSignedForm(typeof rawBody === "string" ? rawBody : rawBody.toString("utf8"));
      if (!message) return { ok: false, reason: "forged", detail: "no data or signature" };
      if (!verifySignature(config.privateKey, message))
        return { ok: false, reason: "forged", detail: "signature mismatch" };
      const data = decodeData(message.data);
      if (!data) return { ok: false, reason: "forged", detail: "data is not base64 JSON" };
      if (data.public_key !== config.publicKey)
        return { ok: false, reason: "forged", detail: "another shop's public key" };
      if (typeof data.order_id !== "string" || !data.order_id)
        return { ok: false, reason: "ignored", detail: "no order_id" };
      if (data.status === "sandbox" && !config.sandbox) {
        warn("LiqPay test-mode payment refused in live mode", { order_id: data.order_id });
        return { ok: false, reason: "ignored", detail: "test-mode payment in live mode" };
      }
      const status = statusOf(data.status, config.sandbox);
      if (status === "pending" || status === "unknown")
        return { ok: false, reason: "ignored", detail: `status ${String(data.status)}` };
      const amount = amountOf(data.amount);
      return {
        ok: true,
        ...(data.payment_id !== undefined
          ? { eventId: `${String(data.payment_id)}:${String(data.status)}` }
          : {}),
        gatewayRef: data.order_id,
        kind: status,
        amount: Number.isFinite(amount) ? amount : 0,
        ...(typeof data.currency === "string" ? { currency: data.currency } : {}),
      };
    },

    // API refund (liqpay.ua/documentation/en/api/aquiring/refund): full or partial by amount, and no
    // idempotency key at LiqPay. So: LiqPay's status is read first (a full refund that
    // went through before a crash shows as "reversed": answered without a second call), then the attempt
    // is recorded under our key BEFORE the call. A key already answered is answered again; a key whose
    // attempt was interrupted (sent, no answer) is left pending for a person to check in LiqPay's
    // cabinet: never sent twice.
    async refund(req: RefundRequest): Promise<RefundResult> {
      const amount = req.amount;
      const seen = await lookup(req.gatewayRef);
      if (seen.status === "refunded") {
        await config.attempts.finish(req.idempotencyKey, "succeeded");
        return { status: "succeeded" };
      }
      const before = await config.attempts.begin(req.idempotencyKey, req.gatewayRef, amount);
      if (before === "succeeded") return { status: "succeeded" };
      if (before === "sent") {
        warn("LiqPay refund interrupted earlier, not sent again: check it in LiqPay", {
          order_id: req.gatewayRef,
          amount: fromMinorUnits(amount),
        });
        return { status: "pending" };
      }
      if (seen.status !== "paid") {
        await config.attempts.finish(req.idempotencyKey, "failed");
        return { status: "failed" };
      }
      const answer = await request({
        action: "refund",
        order_id: req.gatewayRef,
        amount: fromMinorUnits(amount),
      });
      if (answer.result === "ok" && (answer.status === "reversed" || answer.status === "success")) {
        await config.attempts.finish(req.idempotencyKey, "succeeded");
        return { status: "succeeded" };
      }
      if (answer.result === "error" || answer.status === "error" || answer.status === "failure") {
        // LiqPay refused it: nothing moved, so the same key may be tried again.
        await config.attempts.finish(req.idempotencyKey, "failed");
        warn("LiqPay refused a refund", { order_id: req.gatewayRef, err_code: answer.err_code });
        return { status: "failed" };
      }
      return { status: "pending" };
    },

    lookup,
  };
}
