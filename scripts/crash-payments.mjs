// npm run crash (second part) — online payments and refunds through the Stripe adapter survive SIGKILL.
// The real server runs on PGlite with the demo venue set to Stripe, the official
// client pointed at the local Stripe stand-in (apps/server/src/test/stripe-stand-in.ts) that lives in this
// process, so its record of sessions and refunds outlives every kill. Guests at three tables order and pay
// online; the "paid" webhook is delivered one to three times (retried until a 200, as Stripe does); the
// manager refunds each paid payment in two parts, each call retried with its Idempotency-Key after a drop.
// The server is SIGKILLed at random moments and restarted. At the end: no order has two settled payments,
// every payment whose webhook was acknowledged is settled, and for every payment the money Stripe gave
// back equals what our database recorded as refunded (no refund lost, none doubled).
// A fourth guest pays half a bill online (a held split part, SPEC §4) and leaves it: the
// window (SPLIT_WINDOW_MS, 1.5 s here) passes and the sweeper refunds the part through Stripe after its
// commit, so kills land in split refunds too. After the last kill the server is started once more, past
// the refund reconciliation's 30 s, so attempts a kill left open are finished; then: no attempt left
// open, every split part given back in full, and no idempotency key refunded twice at the stand-in.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { tsImport } from "tsx/esm/api";
import { eatInClient, freshCart, staffToken } from "./lib/eat-in-client.mjs";
import { parseFlags, startServer, stopServer, waitHealthy } from "./lib/server-process.mjs";
// Closing a bill with money unpaid needs the venue's reason (SPEC §4); a paid bill ignores it.
const unpaidClose = { unpaid_reason: "other", note: "freed by the crash test" };

const { startStripeStandIn, standInSecretKey, standInWebhookSecret } = await tsImport(
  "../apps/server/src/test/stripe-stand-in.ts",
  import.meta.url,
);

const opts = parseFlags(process.argv.slice(2), {
  kills: 20,
  port: 8351,
  "min-up-ms": 1500,
  "max-up-ms": 5000,
  seed: Date.now() % 1_000_000,
  // Accepted for `npm run crash -- ...` (crash-orders.mjs's flags); not used here.
  "check-every": 0,
  clients: 0,
  "data-dir": "",
});
const tables = ["111111", "111112", "123457"];
const splitTable = "111113";
const baseUrl = `http://127.0.0.1:${opts.port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "crash-payments-"));

let rngState = opts.seed || 1;
const random = () => {
  rngState = (rngState * 1_103_515_245 + 12_345) % 2 ** 31;
  return rngState / 2 ** 31;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Stripe refunds at once and answers 150 ms later: kills land between its refund and our commit.
const stand = await startStripeStandIn({ answerDelayMs: 150 });
const serverEnv = {
  AUTOPILOT_ACCEPT_MS: "0",
  AUTOPILOT_CONFIRM_MS: "0",
  WEB_DIST: dataDir,
  RATE_LIMIT_ORDER: "0",
  RATE_LIMIT_PAY: "0",
  RATE_LIMIT_TABLE: "0",
  RATE_LIMIT_TABLE_CODE: "0",
  RATE_LIMIT_TABLE_MISS: "0",
  RATE_LIMIT_STAFF_LOGIN: "0",
  STRIPE_CRASH_SECRET_KEY: standInSecretKey,
  STRIPE_CRASH_WEBHOOK_SECRET: standInWebhookSecret,
  STRIPE_API_URL: stand.url,
  SPLIT_WINDOW_MS: "1500",
};

let server;
let upGate;
let openUp = () => {};
const closeGate = () => (upGate = new Promise((resolve) => (openUp = resolve)));
closeGate();
async function boot() {
  server = startServer({ port: opts.port, dataDir, env: serverEnv, quiet: true });
  await waitHealthy(server);
  openUp();
}

const stats = { kills: 0, payments: 0, webhooks: 0, refundCalls: 0, retried: 0, splitParts: 0 };
const heldParts = new Set(); // our payment ids of split parts whose "paid" got a 200
let stopping = false;

// One call, retried after a dropped connection or a 5xx once the server is back, as a client would.
async function withRetry(fn) {
  for (;;) {
    let res;
    try {
      res = await fn();
    } catch (err) {
      if (stopping) throw err;
      stats.retried++;
      await sleep(20);
      await upGate;
      continue;
    }
    if (res.status >= 500) {
      stats.retried++;
      await sleep(50);
      await upGate;
      continue;
    }
    return res;
  }
}

const client = eatInClient(baseUrl);
const staff = { authorization: `Bearer ${staffToken}` };
const acknowledgedWebhooks = new Set(); // our payment ids whose "paid" got a 200
const acknowledgedRefunds = new Map(); // payment id -> money the console acknowledged refunding

async function deliver(session) {
  const { payload, signature } = stand.event("checkout.session.completed", session);
  const res = await withRetry(() =>
    fetch(`${baseUrl}/api/payments/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
      signal: AbortSignal.timeout(15_000),
    }).then((r) => r.text().then(() => ({ status: r.status }))),
  );
  stats.webhooks++;
  if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
}

async function guest(index, table, split = false) {
  const visitorId = `crash-pay-visitor-${index}`;
  let n = 0;
  while (!stopping) {
    n++;
    let cart;
    try {
      cart = await withRetry(async () => {
        try {
          return { status: 200, ...(await freshCart(client, table, undefined, split ? 2 : 1)) };
        } catch (err) {
          if (String(err).includes(": 5")) return { status: 503 };
          throw err;
        }
      });
    } catch {
      continue;
    }
    const created = await withRetry(() =>
      client.create(table, { cart_id: cart.cartId, visitor_id: visitorId, comment: `pay-${index}-${n}` }),
    ).catch(() => null);
    if (!created || created.status !== 200) {
      if (process.env.CRASH_DEBUG) console.log("create", created?.status, JSON.stringify(created?.body));
      continue;
    }
    const orderId = created.body.data.order._id;
    const accessCode = cart.accessCode;
    await withRetry(() => client.staff(orderId, "accept")).catch(() => null);
    const read = await withRetry(() => client.getOrder(orderId, accessCode)).catch(() => null);
    if (!read || read.status !== 200) continue;
    const lines = read.body.data.order.list.filter((l) => l.quantity > l.paid_quantity);
    if (!lines.length) continue;
    const body = {
      pay_method: "online",
      selected_items: split
        ? [{ line_id: lines[0]._id, quantity: 1 }]
        : lines.map((l) => ({ line_id: l._id, quantity: l.quantity - l.paid_quantity })),
      tip: 0,
    };
    const paid = await withRetry(() => client.pay(orderId, accessCode, body)).catch(() => null);
    if (!paid || paid.status !== 200 || !paid.body.data.require_online_payment) {
      if (process.env.CRASH_DEBUG) console.log("pay", paid?.status, JSON.stringify(paid?.body));
      continue;
    }
    const sessionId = paid.body.data.data.pay_url.split("/").at(-1);
    const session = stand.markPaid(sessionId);
    const paymentId = session.client_reference_id;
    stats.payments++;
    const deliveries = 1 + Math.floor(random() * 3);
    try {
      await Promise.all(Array.from({ length: deliveries }, () => deliver(session)));
    } catch {
      continue;
    }
    acknowledgedWebhooks.add(paymentId);
    if (split) {
      // A held part: nobody pays the rest, the window passes, the sweeper gives it back. The rest of
      // the venue then closes the bill, so the table takes the next order.
      heldParts.add(paymentId);
      stats.splitParts++;
      await sleep(2500);
      await withRetry(() => client.staff(orderId, "close", unpaidClose)).catch(() => null);
      continue;
    }
    // The manager refunds it in two parts, each retried with its own key.
    for (const [part, amount] of [
      ["a", 10],
      ["b", undefined],
    ]) {
      const key = `crash-refund-${paymentId.slice(0, 20)}-${part}`.replace(/[^A-Za-z0-9_-]/g, "x");
      const res = await withRetry(() =>
        client.call(
          "POST",
          `/api/staff/payments/${paymentId}/refund`,
          amount === undefined ? {} : { amount },
          { ...staff, "idempotency-key": key },
        ),
      ).catch(() => null);
      stats.refundCalls++;
      if (res?.status === 200) {
        const given = res.body.data.payment.refunded_amount;
        acknowledgedRefunds.set(paymentId, Math.max(acknowledgedRefunds.get(paymentId) ?? 0, given));
      }
    }
  }
}

async function killer() {
  for (let i = 0; i < opts.kills; i++) {
    await sleep(opts["min-up-ms"] + random() * (opts["max-up-ms"] - opts["min-up-ms"]));
    closeGate();
    await stopServer(server, "SIGKILL");
    stats.kills++;
    await boot();
  }
}

async function main() {
  console.log(`crash-payments: ${opts.kills} kills, data dir ${dataDir}, seed ${opts.seed}`);
  // First start seeds the demo venues; then the demo venue is switched to Stripe while the server is down.
  await boot();
  await stopServer(server, "SIGTERM");
  const setup = new PGlite(path.join(dataDir, "pglite"));
  await setup.query(
    `update venues set payment_gateway = 'stripe', payment_credentials_ref = 'STRIPE_CRASH' where id = 'demo'`,
  );
  await setup.close();
  closeGate();
  await boot();

  const guests = [...tables.map((table, i) => guest(i, table)), guest(tables.length, splitTable, true)];
  await killer();
  stopping = true;
  await Promise.allSettled(guests);
  await sleep(500);
  await stopServer(server, "SIGTERM");
  // The refund reconciliation finishes attempts open for 30 s, at start and every minute: one more
  // start once the last one is that old, as after a night's downtime.
  await sleep(31_000);
  closeGate();
  await boot();
  await sleep(4000);
  await stopServer(server, "SIGTERM");

  const db = new PGlite(path.join(dataDir, "pglite"));
  const { rows } = await db.query(
    `select id, order_id, status, amount, tip, refunded_amount, gateway_ref from payments where gateway = 'stripe'`,
  );
  const { rows: attempts } = await db.query(
    `select idempotency_key, status, payment_id, amount from refund_attempts`,
  );
  await db.close();
  const failures = [];
  for (const a of attempts)
    if (a.status === "requested") failures.push(`refund attempt ${a.idempotency_key} still open`);
  // The stand-in's own refunds by idempotency key: each key gave money back at most once.
  const byKey = new Map();
  for (const r of stand.refunds) {
    const key = r.metadata?.refund_key ?? "(no key)";
    byKey.set(key, (byKey.get(key) ?? 0) + 1);
  }
  for (const [key, count] of byKey) if (count > 1) failures.push(`key ${key} refunded ${count} times`);
  const settled = new Set(["paid", "held", "refunded"]);
  const perOrder = new Map();
  for (const p of rows)
    if (settled.has(p.status)) perOrder.set(p.order_id, (perOrder.get(p.order_id) ?? 0) + 1);
  for (const [orderId, count] of perOrder)
    if (count > 1) failures.push(`order ${orderId} has ${count} settled payments`);
  const byId = new Map(rows.map((p) => [p.id, p]));
  for (const id of acknowledgedWebhooks) {
    const p = byId.get(id);
    if (!p || !settled.has(p.status)) failures.push(`payment ${id} acknowledged paid but is ${p?.status}`);
  }
  // Money Stripe gave back per session, against what we recorded.
  const sessionOf = new Map([...stand.sessions.values()].map((s) => [`pi_for_${s.id}`, s.id]));
  const given = new Map();
  for (const r of stand.refunds) {
    const sid = sessionOf.get(r.payment_intent);
    given.set(sid, (given.get(sid) ?? 0) + r.amount);
  }
  // The rows hold whole cents (bigint, read back as a string or a bigint); the console answers decimals.
  for (const p of rows) {
    const recorded = Number(p.refunded_amount);
    const atStripe = given.get(p.gateway_ref) ?? 0;
    if (recorded !== atStripe)
      failures.push(`payment ${p.id}: recorded refunded ${recorded}, Stripe gave back ${atStripe}`);
    if (heldParts.has(p.id) && (p.status !== "refunded" || recorded !== Number(p.amount) + Number(p.tip)))
      failures.push(`split part ${p.id}: ${p.status}, refunded ${recorded} (not given back in full)`);
    const acknowledged = acknowledgedRefunds.get(p.id);
    if (acknowledged !== undefined && recorded < Math.round(acknowledged * 100))
      failures.push(`payment ${p.id}: acknowledged refund ${acknowledged} lost (${recorded / 100})`);
  }
  await stand.close();
  const kinds = { console: 0, split: 0, other: 0 };
  for (const r of stand.refunds) {
    const key = r.metadata?.refund_key ?? "";
    if (key.startsWith("split-refund-")) kinds.split++;
    else if (key.startsWith("refund-")) kinds.console++;
    else kinds.other++;
  }
  console.log(
    `  ${stats.kills} kills, ${stats.payments} online payments (${stats.splitParts} held split parts), ` +
      `${stats.webhooks} webhook deliveries, ${stats.refundCalls} console refund calls, ` +
      `${stand.refunds.length} refunds at Stripe (${kinds.console} console, ${kinds.split} split, ` +
      `${kinds.other} other), ${attempts.length} refund attempts (${attempts.filter((a) => a.status === "succeeded").length} succeeded), ` +
      `${rows.length} payments checked, ${stats.retried} retries`,
  );
  if (stats.splitParts === 0) failures.push("no split part was held");
  if (kinds.split === 0) failures.push("no split refund reached Stripe");
  if (stats.payments === 0) failures.push("no online payment was made");
  if (stand.refunds.length === 0) failures.push("no refund reached Stripe");
  if (failures.length) {
    console.log(`crash-payments FAILED (${failures.length}):\n  ${failures.slice(0, 20).join("\n  ")}`);
    console.log(`  data dir kept: ${dataDir}`);
    process.exit(1);
  }
  rmSync(dataDir, { recursive: true, force: true });
  console.log("crash-payments: ok");
}

main().catch(async (err) => {
  console.error(err);
  if (server) await stopServer(server, "SIGKILL");
  process.exit(1);
});
