import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

// Issue 20 point 5: a local HTTP stand-in speaking the part of Stripe's API the adapter uses (Checkout
// Sessions, refunds, idempotency keys), with a hosted "pay" page and signed webhooks. The official
// `stripe` client is pointed at it (STRIPE_API_URL -> host/port/protocol).
export const standInSecretKey = "sk_test_standin_0000000000000000";
export const standInWebhookSecret = "whsec_standin_0000000000000000";

type Session = {
  id: string;
  object: "checkout.session";
  url: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  payment_intent: string | null;
  success_url: string;
};
type Refund = { id: string; object: "refund"; amount: number; payment_intent: string; status: "succeeded" };

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => resolve(body));
  });

// answerDelayMs: Stripe has refunded (and remembered the key) before its answer arrives; the crash test
// widens that window so a kill lands in it.
export async function startStripeStandIn({ answerDelayMs: initialDelay = 0 } = {}) {
  let answerDelayMs = initialDelay;
  const sessions = new Map<string, Session>();
  const refunds: Refund[] = [];
  // Stripe's idempotency: the same key answers the first response again, whatever the body.
  const byKey = new Map<string, unknown>();
  const requests: { method: string; path: string; idempotencyKey: string | undefined }[] = [];
  let seq = 0;
  let failNext = 0;
  // Refunds made whose answers never arrive (the connection drops), also on the client's own retries.
  let dropRefunds = 0;
  let base = "";

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", base);
    const body = new URLSearchParams(await readBody(req));
    const key = req.headers["idempotency-key"] as string | undefined;
    requests.push({ method: req.method ?? "", path: url.pathname, idempotencyKey: key });
    // The hosted page: the guest "pays" and is sent back to the success url (no settlement from here).
    const pay = /^\/pay\/([^/]+)$/.exec(url.pathname);
    if (pay) {
      const s = sessions.get(pay[1]!);
      if (!s) return json(res, 404, {});
      markPaid(s.id);
      res.writeHead(303, { location: s.success_url });
      return res.end();
    }
    if (req.headers.authorization !== `Bearer ${standInSecretKey}`)
      return json(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key" } });
    if (failNext > 0) {
      failNext--;
      return json(res, 400, { error: { type: "api_error", message: "stand-in failure" } });
    }
    if (dropRefunds > 0 && req.method === "POST" && url.pathname === "/v1/refunds") {
      dropRefunds--;
      if (key && !byKey.has(`POST /v1/refunds ${key}`)) {
        const refund: Refund = {
          id: `re_${++seq}`,
          object: "refund",
          amount: Number(body.get("amount")),
          payment_intent: body.get("payment_intent") ?? "",
          status: "succeeded",
        };
        refunds.push(refund);
        byKey.set(`POST /v1/refunds ${key}`, refund);
      }
      return req.socket.destroy();
    }
    if (key && byKey.has(`${req.method} ${url.pathname} ${key}`))
      return json(res, 200, byKey.get(`${req.method} ${url.pathname} ${key}`));
    const remember = (value: unknown) => {
      if (key) byKey.set(`${req.method} ${url.pathname} ${key}`, value);
      return json(res, 200, value);
    };
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const id = `cs_test_${++seq}`;
      const unit = Number(body.get("line_items[0][price_data][unit_amount]"));
      const quantity = Number(body.get("line_items[0][quantity]") ?? 1);
      const s: Session = {
        id,
        object: "checkout.session",
        url: `${base}/pay/${id}`,
        client_reference_id: body.get("client_reference_id"),
        metadata: { payment_id: body.get("metadata[payment_id]") ?? "" },
        amount_total: unit * quantity,
        currency: body.get("line_items[0][price_data][currency]") ?? "",
        status: "open",
        payment_status: "unpaid",
        payment_intent: null,
        success_url: body.get("success_url") ?? "",
      };
      sessions.set(id, s);
      return remember(s);
    }
    const get = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && get) {
      const s = sessions.get(get[1]!);
      return s ? json(res, 200, s) : json(res, 404, { error: { type: "invalid_request_error" } });
    }
    if (req.method === "POST" && url.pathname === "/v1/refunds") {
      const refund: Refund = {
        id: `re_${++seq}`,
        object: "refund",
        amount: Number(body.get("amount")),
        payment_intent: body.get("payment_intent") ?? "",
        status: "succeeded",
      };
      refunds.push(refund);
      if (key) byKey.set(`${req.method} ${url.pathname} ${key}`, refund);
      if (answerDelayMs) await new Promise((r) => setTimeout(r, answerDelayMs));
      return remember(refund);
    }
    return json(res, 404, { error: { type: "invalid_request_error", message: "no such route" } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function markPaid(id: string) {
    const s = sessions.get(id)!;
    s.status = "complete";
    s.payment_status = "paid";
    s.payment_intent = `pi_for_${id}`;
    return s;
  }

  const stripe = new Stripe(standInSecretKey);
  let eventSeq = 0;
  // A webhook delivery as Stripe signs it: the exact payload and its Stripe-Signature header.
  function event(type: string, session: Session, secret = standInWebhookSecret) {
    const payload = JSON.stringify({
      id: `evt_${++eventSeq}`,
      object: "event",
      type,
      data: { object: session },
    });
    return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  return {
    url: base,
    sessions,
    refunds,
    requests,
    markPaid,
    event,
    failNextRequests: (n: number) => (failNext = n),
    dropRefundAnswers: (n: number) => (dropRefunds = n),
    setAnswerDelay: (ms: number) => (answerDelayMs = ms),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
