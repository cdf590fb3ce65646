import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { renderHostedPage } from "./stripe-stand-in-page";

// A local HTTP stand-in speaking the part of Stripe's API the adapter uses (Checkout
// Sessions, refunds, idempotency keys), with a hosted "pay" page and signed webhooks. The official
// `stripe` client is pointed at it (STRIPE_API_URL -> host/port/protocol). The server tests and the crash
// script deliver webhooks themselves (`event`); the e2e (scripts/stripe-stand-in.mjs) gives a `webhookUrl`
// and the stand-in then serves a hosted checkout page and delivers the webhook itself, as Stripe does.
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
  cancel_url: string;
  description: string;
};
type Refund = {
  id: string;
  object: "refund";
  amount: number;
  payment_intent: string;
  status: "succeeded";
  metadata: Record<string, string>;
};

const metadataOf = (body: URLSearchParams) =>
  Object.fromEntries(
    [...body.entries()].flatMap(([k, v]) => {
      const m = /^metadata\[(.+)\]$/.exec(k);
      return m ? [[m[1]!, v]] : [];
    }),
  );

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => resolve(body));
  });

type StandInOptions = {
  // Stripe has refunded (and remembered the key) before its answer arrives; the crash test widens that
  // window so a kill lands in it.
  answerDelayMs?: number;
  // 0: any free port.
  port?: number;
  secretKey?: string;
  webhookSecret?: string;
  // Set: GET /pay/:id is an HTML checkout page whose Pay button (POST /pay/:id) marks the session paid,
  // delivers a signed checkout.session.completed here, then sends the guest to the success url.
  // Unset: GET /pay/:id marks it paid and redirects at once; the test delivers webhooks itself.
  webhookUrl?: string;
};

export async function startStripeStandIn({
  answerDelayMs: initialDelay = 0,
  port = 0,
  secretKey = standInSecretKey,
  webhookSecret = standInWebhookSecret,
  webhookUrl,
}: StandInOptions = {}) {
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
  // Hosted-page mode: sessions whose webhook a test holds back (the guest's return comes first), and
  // every delivery's answer, for a test to inspect.
  const held = new Set<string>();
  const deliveries: { sessionId: string; status: number }[] = [];

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", base);
    const body = new URLSearchParams(await readBody(req));
    const key = req.headers["idempotency-key"] as string | undefined;
    requests.push({ method: req.method ?? "", path: url.pathname, idempotencyKey: key });
    if (webhookUrl) {
      const handled = await hostedPage(req, res, url);
      if (handled) return;
    }
    // The hosted page: the guest "pays" and is sent back to the success url (no settlement from here).
    const pay = /^\/pay\/([^/]+)$/.exec(url.pathname);
    if (pay) {
      const s = sessions.get(pay[1]!);
      if (!s) return json(res, 404, {});
      if (s.status === "expired") return json(res, 410, { error: "This checkout session has expired" });
      markPaid(s.id);
      res.writeHead(303, { location: s.success_url });
      return res.end();
    }
    if (req.headers.authorization !== `Bearer ${secretKey}`)
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
          metadata: metadataOf(body),
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
        cancel_url: body.get("cancel_url") ?? "",
        description: body.get("line_items[0][price_data][product_data][name]") ?? "",
      };
      sessions.set(id, s);
      return remember(s);
    }
    // Only an open session can be expired; Stripe answers an error for one complete or expired.
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
    if (req.method === "POST" && expire) {
      const s = sessions.get(expire[1]!);
      if (!s) return json(res, 404, { error: { type: "invalid_request_error", message: "No such session" } });
      if (s.status !== "open")
        return json(res, 400, {
          error: { type: "invalid_request_error", message: `Session is ${s.status}, it cannot be expired` },
        });
      s.status = "expired";
      return json(res, 200, s);
    }
    const get = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && get) {
      const s = sessions.get(get[1]!);
      return s ? json(res, 200, s) : json(res, 404, { error: { type: "invalid_request_error" } });
    }
    // A payment intent carries the metadata checkout gave it (payment_intent_data.metadata).
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && intent) {
      const s = [...sessions.values()].find((x) => x.payment_intent === intent[1]);
      return s
        ? json(res, 200, { id: intent[1], object: "payment_intent", metadata: s.metadata })
        : json(res, 404, { error: { type: "invalid_request_error", message: "no such payment_intent" } });
    }
    if (req.method === "POST" && url.pathname === "/v1/refunds") {
      const refund: Refund = {
        id: `re_${++seq}`,
        object: "refund",
        amount: Number(body.get("amount")),
        payment_intent: body.get("payment_intent") ?? "",
        status: "succeeded",
        metadata: metadataOf(body),
      };
      refunds.push(refund);
      if (key) byKey.set(`${req.method} ${url.pathname} ${key}`, refund);
      if (answerDelayMs) await new Promise((r) => setTimeout(r, answerDelayMs));
      return remember(refund);
    }
    return json(res, 404, { error: { type: "invalid_request_error", message: "no such route" } });
  };
  // A request the stand-in cannot read answers 500, as Stripe would, instead of an unhandled rejection.
  const server = createServer((req, res) => {
    answer(req, res).catch(() =>
      json(res, 500, { error: { type: "api_error", message: "stand-in failed" } }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // The guest pays on the hosted page; an expired session's page takes nothing (it stays expired).
  function markPaid(id: string) {
    const s = sessions.get(id)!;
    if (s.status === "expired") return s;
    s.status = "complete";
    s.payment_status = "paid";
    s.payment_intent = `pi_for_${id}`;
    return s;
  }

  const stripe = new Stripe(standInSecretKey);
  let eventSeq = 0;
  // A webhook delivery as Stripe signs it: the exact payload and its Stripe-Signature header.
  // `session`: the event's object (a Checkout Session, or a refund or charge for refund events).
  function event(type: string, session: object, secret = webhookSecret) {
    const payload = JSON.stringify({
      id: `evt_${++eventSeq}`,
      object: "event",
      type,
      data: { object: session },
    });
    return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  // Stripe retries a delivery that is not answered 2xx (for days; here a few times, quickly).
  async function deliver(session: Session) {
    const { payload, signature } = event("checkout.session.completed", session);
    let status = 0;
    for (let attempt = 0; attempt < 3 && !(status >= 200 && status < 300); attempt++) {
      if (attempt) await new Promise((r) => setTimeout(r, 300));
      status = await fetch(webhookUrl!, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      }).then(
        (r) => r.arrayBuffer().then(() => r.status),
        () => 0,
      );
    }
    deliveries.push({ sessionId: session.id, status });
    return status;
  }

  // Hosted-page mode's routes; false: not one of them.
  async function hostedPage(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method === "GET" && (url.pathname === "/" || url.pathname === "/favicon.ico")) {
      res.writeHead(url.pathname === "/" ? 200 : 204, { "content-type": "text/plain" });
      res.end(url.pathname === "/" ? "stripe stand-in" : "");
      return true;
    }
    // Test control: the refunds made so far, so an e2e spec sees the money go back at the gateway.
    if (req.method === "GET" && url.pathname === "/__stand-in/refunds") {
      json(res, 200, { refunds });
      return true;
    }
    // Test controls: hold a session's webhook back until released (the guest's return comes first).
    const control = /^\/__stand-in\/sessions\/([^/]+)\/(hold|release)$/.exec(url.pathname);
    if (req.method === "POST" && control) {
      const s = sessions.get(control[1]!);
      if (!s) json(res, 404, {});
      else if (control[2] === "hold") {
        held.add(s.id);
        json(res, 200, { held: true });
      } else {
        held.delete(s.id);
        json(res, 200, { delivered: s.payment_status === "paid" ? await deliver(s) : 0 });
      }
      return true;
    }
    const pay = /^\/pay\/([^/]+)$/.exec(url.pathname);
    if (!pay || (req.method !== "GET" && req.method !== "POST")) return false;
    const s = sessions.get(pay[1]!);
    if (!s) {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("no such checkout session");
      return true;
    }
    if (req.method === "GET") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      res.end(renderHostedPage(s, s.cancel_url));
      return true;
    }
    // Paid: the signed webhook first (unless held), then the guest goes back, as Stripe orders them.
    if (s.status === "open") {
      markPaid(s.id);
      if (!held.has(s.id)) await deliver(s);
    }
    res.writeHead(303, { location: s.success_url });
    res.end();
    return true;
  }

  return {
    url: base,
    deliveries,
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
