import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderPayResponseSchema } from "@tablewise/domain/contract/order-calls";
import { refundAttempts, venues } from "../db/schema/index";
import type { createTestApp } from "../test/test-app";
import { createStripeDemoApp } from "../test/stripe-demo-app";
import { errorOf, eatIn, visitor } from "../test/eat-in";
import { preorders } from "../test/preorder";
import { preorderPayCall } from "@tablewise/domain/contract/preorder";
import { orderResponseSchema } from "@tablewise/domain/contract/order-calls";
import { staffConsole } from "../test/staff-console";
import type { StripeStandIn } from "../test/stripe-stand-in";

// The bill paid through Stripe Checkout (the official client against a local
// stand-in), settled only by the signed webhook, once; forged notifications refused; refunds with
// idempotency keys; a lost notification recovered by reconciliation; money taken late given back.
let now = new Date("2026-11-24T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let e: ReturnType<typeof eatIn>;
let s: ReturnType<typeof staffConsole>;
let stand: StripeStandIn;
const manager = { role: "manager", venueId: "demo" } as const;

beforeAll(async () => {
  ({ t, stand } = await createStripeDemoApp(() => now));
  expect((await t.db.db.select().from(venues).where(eq(venues.id, "demo")))[0]!.data.currency).toBe("₴");
  e = eatIn(t.app);
  s = staffConsole(t.app);
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
  await stand.close();
});

const webhook = (payload: string, signature?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/payments/stripe/webhook",
    headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
    payload,
  });

// Starts an online payment of `quantity` napoleons; the gateway's page and our payment's ids.
async function startOnline(code: string, quantity = 2, itemsInOrder = 2) {
  const { order, accessCode } = await e.servingOrder(code, e.napoleons(itemsInOrder));
  const res = await e.pay(order._id, accessCode, {
    pay_method: "online",
    selected_items: [{ line_id: order.list[0]!._id, quantity }],
    tip: 0,
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = orderPayResponseSchema.parse(res.json()).data;
  if (!data.require_online_payment) throw new Error("expected an online payment");
  const payment = (await s.detail(order._id)).payments.at(-1)!;
  const sessionId = data.data.pay_url.split("/").at(-1)!;
  return { order, accessCode, link: data.data, payment, session: stand.sessions.get(sessionId)! };
}

const statusOf = async (orderId: string, paymentId: string) =>
  (await s.detail(orderId)).payments.find((p) => p.id === paymentId)?.status;

describe("Stripe Checkout", () => {
  it("sends the guest to the hosted page; the return settles nothing, the signed webhook settles once", async () => {
    const { order, link, payment, session } = await startOnline("111111");
    expect(link.gateway).toBe("stripe");
    expect(link.pay_url).toBe(`${stand.url}/pay/${session.id}`);
    // Minor units, the venue's currency, our payment id as the idempotency key and the reference.
    expect(session).toMatchObject({
      amount_total: Math.round(payment.total * 100),
      // The venue shows "₴": Stripe is asked for its ISO code.
      currency: "uah",
      client_reference_id: payment.id,
    });
    expect(stand.requests.find((r) => r.path === "/v1/checkout/sessions")?.idempotencyKey).toBe(
      `checkout-${payment.id}`,
    );

    // The guest pays and comes back: the receipt only shows the state, still pending.
    const back = await fetch(link.pay_url, { redirect: "manual" });
    expect(back.status).toBe(303);
    const returnUrl = new URL(back.headers.get("location")!);
    expect(returnUrl.pathname).toBe(`/inside/111111/receipt/${order._id}`);
    expect(await t.app.inject({ method: "GET", url: returnUrl.pathname + returnUrl.search })).toBeDefined();
    expect(await statusOf(order._id, payment.id)).toBe("pending");
    // The demo sandbox's own routes know nothing of a Stripe payment, even given its id.
    for (const url of [`/api/sandbox/pay/${payment.id}`, `/api/sandbox/pay/${payment.id}/approve`]) {
      const sandbox = await t.app.inject({ method: url.endsWith("approve") ? "POST" : "GET", url });
      expect(sandbox.statusCode, url).toBe(404);
    }
    expect(await statusOf(order._id, payment.id)).toBe("pending");

    // Paid, delivered three times at once, then a stale "expired" out of order: settled once.
    const paid = () => stand.event("checkout.session.completed", session);
    const answers = await Promise.all([paid(), paid(), paid()].map((d) => webhook(d.payload, d.signature)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const stale = stand.event("checkout.session.expired", { ...session, status: "expired" });
    expect((await webhook(stale.payload, stale.signature)).statusCode).toBe(200);
    const detail = await s.detail(order._id);
    expect(detail.payments).toMatchObject([{ id: payment.id, status: "paid" }]);
    expect(detail.order).toMatchObject({ status: "closed", list: [{ paid_quantity: 2 }] });
  });

  it("refuses forged and tampered notifications (400) and acknowledges unknown payments (200)", async () => {
    const { order, payment, session } = await startOnline("111112");
    stand.markPaid(session.id);
    const genuine = stand.event("checkout.session.completed", session);
    const tampered = genuine.payload.replace(`"amount_total":${session.amount_total}`, '"amount_total":1');
    expect(tampered).not.toBe(genuine.payload);
    expect((await webhook(tampered, genuine.signature)).statusCode).toBe(400);
    const forged = stand.event("checkout.session.completed", session, "whsec_someone_else");
    const res = await webhook(forged.payload, forged.signature);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe("bad_request");
    expect((await webhook(genuine.payload)).statusCode).toBe(400);
    expect(await statusOf(order._id, payment.id)).toBe("pending");

    const unknown = stand.event("checkout.session.completed", {
      ...session,
      id: "cs_test_elsewhere",
      client_reference_id: "not-ours",
      metadata: {},
    });
    expect((await webhook(unknown.payload, unknown.signature)).statusCode).toBe(200);
    expect(await statusOf(order._id, payment.id)).toBe("pending");
    // The genuine one still settles.
    expect((await webhook(genuine.payload, genuine.signature)).statusCode).toBe(200);
    expect(await statusOf(order._id, payment.id)).toBe("paid");
  });

  it("refunds through Stripe with an idempotency key; a refused refund records nothing", async () => {
    const { order, payment, session } = await startOnline("111113");
    const paid = stand.event("checkout.session.completed", stand.markPaid(session.id));
    expect((await webhook(paid.payload, paid.signature)).statusCode).toBe(200);

    stand.failNextRequests(1);
    const refused = await s.paymentAction(payment.id, "refund", { who: manager, body: { amount: 100 } });
    expect(refused.statusCode).toBe(409);
    expect(stand.refunds).toHaveLength(0);
    expect((await s.detail(order._id)).payments[0]).toMatchObject({ status: "paid", refunded_amount: 0 });

    const part = await s.paid(payment.id, "refund", {
      who: manager,
      body: { amount: 100 },
      key: "refund-0001",
    });
    expect(part).toMatchObject({ refunded_amount: 100 });
    expect(stand.refunds).toMatchObject([{ amount: 10000, payment_intent: `pi_for_${session.id}` }]);
    const keys = stand.requests.filter((r) => r.path === "/v1/refunds").map((r) => r.idempotencyKey);
    // The console's Idempotency-Key names the attempt, so its retry finds the same one.
    expect(keys.at(-1)).toBe(`refund-${payment.id}-refund-0001`);
    // The console's replay (same key) refunds nothing more at Stripe.
    await s.paid(payment.id, "refund", { who: manager, body: { amount: 100 }, key: "refund-0001" });
    expect(stand.refunds).toHaveLength(1);
  });

  it("answers 409 when Stripe does not answer the checkout, and frees the items at once", async () => {
    const { order, accessCode } = await e.servingOrder("111114", e.napoleons(1));
    stand.failNextRequests(1);
    const body = {
      pay_method: "online",
      selected_items: [{ line_id: order.list[0]!._id, quantity: 1 }],
      tip: 0,
    };
    const res = await e.pay(order._id, accessCode, body);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe("online_payment_unavailable");
    expect((await s.detail(order._id)).payments).toMatchObject([{ status: "cancelled" }]);
    expect((await e.pay(order._id, accessCode, body)).statusCode).toBe(200);
  });
});

describe("refund attempts", () => {
  const attemptsOf = (paymentId: string) =>
    t.db.db.select().from(refundAttempts).where(eq(refundAttempts.paymentId, paymentId));

  it("records the attempt before Stripe is called; a retry after a lost answer reuses its amount and key", async () => {
    const { order, payment, session } = await startOnline("111111");
    const paid = stand.event("checkout.session.completed", stand.markPaid(session.id));
    expect((await webhook(paid.payload, paid.signature)).statusCode).toBe(200);
    // Stripe refunds, but no answer reaches us (the client's own retries included).
    stand.dropRefundAnswers(3);
    const lost = await s.paymentAction(payment.id, "refund", { who: manager, body: { amount: 60 } });
    expect(lost.statusCode).toBe(409);
    expect(errorOf(lost).details).toMatchObject({ reason: "refund_pending" });
    expect(stand.refunds.filter((r) => r.payment_intent === `pi_for_${session.id}`)).toHaveLength(1);
    // The row keeps minor units: 60.00 is 6000.
    expect(await attemptsOf(payment.id)).toMatchObject([{ status: "requested", amount: 6000 }]);
    expect((await s.detail(order._id)).payments[0]).toMatchObject({ refunded_amount: 0 });
    // Another amount waits for the open one.
    const other = await s.paymentAction(payment.id, "refund", { who: manager, body: { amount: 70 } });
    expect(errorOf(other).details).toMatchObject({ reason: "refund_in_progress" });
    // The retry: the same attempt, the same key; Stripe answers its first refund; recorded once.
    const retried = await s.paid(payment.id, "refund", { who: manager, body: { amount: 60 } });
    expect(retried).toMatchObject({ refunded_amount: 60 });
    const mine = stand.refunds.filter((r) => r.payment_intent === `pi_for_${session.id}`);
    expect(mine).toEqual([expect.objectContaining({ amount: 6000 })]);
    expect(await attemptsOf(payment.id)).toMatchObject([{ status: "succeeded", amount: 6000 }]);
  });

  it("reconciliation finishes a refund a crash left between Stripe and our books, once", async () => {
    const { order, payment, session } = await startOnline("111112");
    const paid = stand.event("checkout.session.completed", stand.markPaid(session.id));
    expect((await webhook(paid.payload, paid.signature)).statusCode).toBe(200);
    stand.dropRefundAnswers(3);
    expect((await s.paymentAction(payment.id, "refund", { who: manager })).statusCode).toBe(409);
    now = new Date(now.getTime() + 31_000);
    await expect
      .poll(async () => (await s.detail(order._id)).payments[0]?.status, { timeout: 5000 })
      .toBe("refunded");
    expect((await s.detail(order._id)).payments[0]).toMatchObject({
      refunded_amount: payment.total,
    });
    expect(stand.refunds.filter((r) => r.payment_intent === `pi_for_${session.id}`)).toHaveLength(1);
  });

  it("holds no lock while Stripe answers: the bill stays readable during a slow refund", async () => {
    const { order, payment, session } = await startOnline("123457");
    const paid = stand.event("checkout.session.completed", stand.markPaid(session.id));
    expect((await webhook(paid.payload, paid.signature)).statusCode).toBe(200);
    stand.setAnswerDelay(1500);
    const started = Date.now();
    const refund = s.paymentAction(payment.id, "refund", { who: manager, body: { amount: 10 } });
    await new Promise((r) => setTimeout(r, 300));
    await s.detail(order._id);
    const readAfter = Date.now() - started;
    stand.setAnswerDelay(0);
    expect((await refund).statusCode).toBe(200);
    expect(readAfter).toBeLessThan(1200);
  });
});

describe("takeaway through Stripe", () => {
  it("links the takeaway order to the hosted page, the same one on Pay now, and settles it by webhook", async () => {
    const k = preorders(t.app);
    const cafeId = (await k.prepare("demo", "takeaway")).cafe._id;
    const clientId = (await k.verifiedClient(cafeId, "+380671230091"))._id;
    const { cart } = await k.prepare("demo", "takeaway");
    await k.fillCart(cart._id, k.napoleons(1));
    const { order, payment } = await k.created(
      "demo",
      k.takeawayBody(cart._id, { client_id: clientId, pay_method: "online" }),
    );
    expect(payment).toMatchObject({ gateway: "stripe" });
    expect(payment!.pay_url.startsWith(`${stand.url}/pay/cs_test_`)).toBe(true);
    const again = await t.app.inject({ method: "POST", url: `/api/superapp/preorders/${order._id}/pay` });
    expect(preorderPayCall.response.parse(again.json()).data.payment).toEqual(payment);

    const session = stand.markPaid(payment!.pay_url.split("/").at(-1)!);
    const paid = stand.event("checkout.session.completed", session);
    expect((await webhook(paid.payload, paid.signature)).statusCode).toBe(200);
    const read = await t.app.inject({ method: "GET", url: `/api/superapp/preorders/${order._id}` });
    expect(orderResponseSchema.parse(read.json()).data.order).toMatchObject({
      payment_statuses: { online: "paid" },
    });
    // The venue declines it: the money goes back through Stripe, once.
    const refundsBefore = stand.refunds.length;
    expect((await e.staff(order._id, "decline", { reason: "Oven broke" })).statusCode).toBe(200);
    expect(stand.refunds.slice(refundsBefore)).toMatchObject([
      { payment_intent: `pi_for_${session.id}`, amount: session.amount_total },
    ]);
    const keys = stand.requests.filter((r) => r.path === "/v1/refunds").map((r) => r.idempotencyKey);
    expect(keys.at(-1)).toMatch(/^cancel-refund-/);
  });
});

describe("reconciliation", () => {
  it("settles a payment whose notification was lost, once a minute has passed", async () => {
    const { order, payment, session } = await startOnline("111115");
    stand.markPaid(session.id);
    now = new Date(now.getTime() + 30_000);
    await new Promise((r) => setTimeout(r, 400));
    expect(await statusOf(order._id, payment.id)).toBe("pending");
    now = new Date(now.getTime() + 31_000);
    await expect.poll(() => statusOf(order._id, payment.id), { timeout: 5000 }).toBe("paid");
  });

  it("gives back money taken after the hold ended, once", async () => {
    const { order, payment, session } = await startOnline("111116");
    // The guest pays as the hold runs out; Stripe's webhook comes after the sweeper has expired it (and
    // the page is paid, so reconciliation cannot close it before).
    const paid = stand.event("checkout.session.completed", stand.markPaid(session.id));
    now = new Date(now.getTime() + 6 * 60_000);
    await t.app.sweepOrders();
    expect(await statusOf(order._id, payment.id)).toBe("expired");
    for (let i = 0; i < 2; i++) expect((await webhook(paid.payload, paid.signature)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    const late = stand.refunds.filter((r) => r.payment_intent === `pi_for_${session.id}`);
    expect(late).toEqual([expect.objectContaining({ amount: Math.round(payment.total * 100) })]);
    expect((await s.detail(order._id)).payments[0]).toMatchObject({ status: "expired" });
  });
});

describe("the Stripe page of a payment that ended here", () => {
  const expireCalls = (sessionId: string) =>
    stand.requests.filter((r) => r.path === `/v1/checkout/sessions/${sessionId}/expire`).length;

  it("is closed once its hold has run out, and takes no money after", async () => {
    const { order, payment, session } = await startOnline("111117");
    now = new Date(now.getTime() + 6 * 60_000);
    await t.app.sweepOrders();
    expect(await statusOf(order._id, payment.id)).toBe("expired");
    await expect.poll(() => session.status, { timeout: 5000 }).toBe("expired");
    // Later passes read it expired at Stripe and ask nothing more of it.
    await new Promise((r) => setTimeout(r, 500));
    expect(expireCalls(session.id)).toBe(1);
    const pay = await fetch(`${stand.url}/pay/${session.id}`, { redirect: "manual" });
    expect(pay.status).toBe(410);
    expect(session.payment_status).toBe("unpaid");
    expect(await statusOf(order._id, payment.id)).toBe("expired");
  });

  it("is closed when the guest chooses to pay otherwise; money it took before, its notification lost, is given back", async () => {
    const { order, accessCode } = await e.servingOrder("111118", e.napoleons(2));
    const line = order.list[0]!._id;
    // One napoleon, paid by the guest `who` (x-visitor-id: a guest's new payment releases their own
    // earlier one) online or in cash.
    const payOne = async (who: number, method: "online" | "cash") => {
      const res = await e.post(
        `/api/superapp/orders/${order._id}/pay`,
        { pay_method: method, selected_items: [{ line_id: line, quantity: 1 }], tip: 0 },
        { "x-access-code": accessCode, "x-visitor-id": visitor(who) },
      );
      expect(res.statusCode, res.body).toBe(200);
      const data = orderPayResponseSchema.parse(res.json()).data;
      const payment = (await s.detail(order._id)).payments.at(-1)!;
      if (!data.require_online_payment) return { payment, session: null };
      return { payment, session: stand.sessions.get(data.data.pay_url.split("/").at(-1)!)! };
    };
    const refundsOf = (sessionId: string) =>
      stand.refunds.filter((r) => r.payment_intent === `pi_for_${sessionId}`);

    // A guest opens a checkout, then another: the first one's hold is released (cancelled here), and its
    // page is closed once reconciliation reaches it (a minute after it began).
    const first = await payOne(7, "online");
    const second = await payOne(7, "online");
    expect(await statusOf(order._id, first.payment.id)).toBe("cancelled");
    now = new Date(now.getTime() + 61_000);
    await expect.poll(() => first.session!.status, { timeout: 5000 }).toBe("expired");
    expect(second.session!.status).toBe("open");

    // Another guest's page took the money just before they chose cash instead, and Stripe's webhook
    // was lost: reconciliation finds the money and gives it back, once; nothing is closed.
    const late = await payOne(8, "online");
    stand.markPaid(late.session!.id);
    await payOne(8, "cash");
    expect(await statusOf(order._id, late.payment.id)).toBe("cancelled");
    now = new Date(now.getTime() + 61_000);
    await expect.poll(() => refundsOf(late.session!.id).length, { timeout: 5000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(refundsOf(late.session!.id)).toEqual([
      expect.objectContaining({ amount: Math.round(late.payment.total * 100) }),
    ]);
    expect(expireCalls(late.session!.id)).toBe(0);
    expect(await statusOf(order._id, late.payment.id)).toBe("cancelled");
  });
});

describe("split refund through Stripe", () => {
  it("gives a held part back at Stripe when the SPEC §4 window passes, once", async () => {
    const { order, payment, session } = await startOnline("123456", 1, 2);
    const paid = stand.event("checkout.session.completed", stand.markPaid(session.id));
    expect((await webhook(paid.payload, paid.signature)).statusCode).toBe(200);
    expect(await statusOf(order._id, payment.id)).toBe("held");
    now = new Date(now.getTime() + 16 * 60_000);
    await t.app.sweepOrders();
    await t.app.sweepOrders();
    expect(await statusOf(order._id, payment.id)).toBe("refunded");
    expect(stand.refunds.filter((r) => r.payment_intent === `pi_for_${session.id}`)).toEqual([
      expect.objectContaining({ amount: Math.round(payment.total * 100) }),
    ]);
    const keys = stand.requests.filter((r) => r.path === "/v1/refunds").map((r) => r.idempotencyKey);
    expect(keys).toContain(`split-refund-${payment.id}`);
  });
});
