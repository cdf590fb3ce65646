import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderPayResponseSchema } from "@tablewise/domain/contract/order-calls";
import { refundAttempts } from "../db/schema/index";
import type { createTestApp } from "../test/test-app";
import { createStripeDemoApp } from "../test/stripe-demo-app";
import { eatIn } from "../test/eat-in";
import { preorders } from "../test/preorder";
import { staffConsole } from "../test/staff-console";
import type { StripeStandIn } from "../test/stripe-stand-in";

// The split refund (SPEC §4, the sweeper's, after the window) and the refund of a
// declined takeaway order go the console refund's three steps: the attempt recorded with the decision
// under the order's lock (its key derived from the payment and the reason), Stripe asked after the
// commit with no lock held, the money recorded when it answers; a crash in between is finished once
// by reconciliation.
let now = new Date("2026-11-25T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let e: ReturnType<typeof eatIn>;
let s: ReturnType<typeof staffConsole>;
let stand: StripeStandIn;

beforeAll(async () => {
  ({ t, stand } = await createStripeDemoApp(() => now));
  e = eatIn(t.app);
  s = staffConsole(t.app);
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
  await stand.close();
});

const webhook = (payload: string, signature: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/payments/stripe/webhook",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    payload,
  });
const attemptsOf = (paymentId: string) =>
  t.db.db.select().from(refundAttempts).where(eq(refundAttempts.paymentId, paymentId));
const refundsFor = (sessionId: string) =>
  stand.refunds.filter((r) => r.payment_intent === `pi_for_${sessionId}`);
const keysSent = () => stand.requests.filter((r) => r.path === "/v1/refunds").map((r) => r.idempotencyKey);

// One napoleon of two paid online and confirmed by Stripe: a held split part (SPEC §4).
async function heldPart(code: string) {
  const { order, accessCode } = await e.servingOrder(code, e.napoleons(2));
  const res = await e.pay(order._id, accessCode, {
    pay_method: "online",
    selected_items: [{ line_id: order.list[0]!._id, quantity: 1 }],
    tip: 0,
  });
  const data = orderPayResponseSchema.parse(res.json()).data;
  if (!data.require_online_payment) throw new Error("expected an online payment");
  const session = stand.markPaid(data.data.pay_url.split("/").at(-1)!);
  const paid = stand.event("checkout.session.completed", session);
  expect((await webhook(paid.payload, paid.signature)).statusCode).toBe(200);
  const payment = (await s.detail(order._id)).payments.at(-1)!;
  expect(payment.status).toBe("held");
  return { order, payment, session };
}

// A takeaway order paid online through Stripe, not yet accepted.
async function paidTakeaway(phone: string) {
  const k = preorders(t.app);
  const cafeId = (await k.prepare("demo", "takeaway")).cafe._id;
  const clientId = (await k.verifiedClient(cafeId, phone))._id;
  const { cart } = await k.prepare("demo", "takeaway");
  await k.fillCart(cart._id, k.napoleons(1));
  const { order, payment } = await k.created(
    "demo",
    k.takeawayBody(cart._id, { client_id: clientId, pay_method: "online" }),
  );
  const session = stand.markPaid(payment!.pay_url.split("/").at(-1)!);
  const paid = stand.event("checkout.session.completed", session);
  expect((await webhook(paid.payload, paid.signature)).statusCode).toBe(200);
  const paymentRow = (await s.detail(order._id)).payments.at(-1)!;
  expect(paymentRow.status).toBe("paid");
  return { order, payment: paymentRow, session };
}

describe("the split refund (SPEC §4 window passed)", () => {
  it("asks Stripe with no lock held: the bill stays readable while a slow refund answers", async () => {
    const { order, payment, session } = await heldPart("111111");
    now = new Date(now.getTime() + 16 * 60_000);
    stand.setAnswerDelay(1500);
    const started = Date.now();
    const sweep = t.app.sweepOrders();
    await new Promise((r) => setTimeout(r, 300));
    const read = await s.detail(order._id);
    const readAfter = Date.now() - started;
    // Given up at once (the items are unpaid again); the money is recorded when Stripe answers.
    expect(read.payments.find((p) => p.id === payment.id)).toMatchObject({
      status: "refunded",
      refunded_amount: 0,
    });
    await sweep;
    stand.setAnswerDelay(0);
    expect(readAfter).toBeLessThan(1200);
    expect((await s.detail(order._id)).payments.find((p) => p.id === payment.id)).toMatchObject({
      status: "refunded",
      refunded_amount: payment.total,
    });
    expect(refundsFor(session.id)).toEqual([
      expect.objectContaining({ amount: Math.round(payment.total * 100) }),
    ]);
    expect(keysSent()).toContain(`split-refund-${payment.id}`);
    expect(await attemptsOf(payment.id)).toMatchObject([
      { idempotencyKey: `split-refund-${payment.id}`, status: "succeeded" },
    ]);
  });

  it("a crash between Stripe's refund and our books is finished by reconciliation, once", async () => {
    const { order, payment, session } = await heldPart("111112");
    now = new Date(now.getTime() + 16 * 60_000);
    // Stripe refunds but no answer arrives (the client's retries included): as if we died meanwhile.
    stand.dropRefundAnswers(3);
    await t.app.sweepOrders();
    expect(await attemptsOf(payment.id)).toMatchObject([
      // The row keeps minor units; the console answers decimals.
      {
        idempotencyKey: `split-refund-${payment.id}`,
        status: "requested",
        amount: Math.round(payment.total * 100),
      },
    ]);
    expect((await s.detail(order._id)).payments.find((p) => p.id === payment.id)).toMatchObject({
      status: "refunded",
      refunded_amount: 0,
    });
    // Another sweep changes nothing: the window is over, the attempt is already recorded.
    await t.app.sweepOrders();
    expect(await attemptsOf(payment.id)).toHaveLength(1);
    now = new Date(now.getTime() + 31_000);
    await expect
      .poll(async () => (await attemptsOf(payment.id))[0]?.status, { timeout: 5000 })
      .toBe("succeeded");
    expect((await s.detail(order._id)).payments.find((p) => p.id === payment.id)).toMatchObject({
      refunded_amount: payment.total,
    });
    // Stripe answered its first refund again under the same key: one refund, never two.
    expect(refundsFor(session.id)).toHaveLength(1);
  });
});

describe("the refund of a declined takeaway order", () => {
  it("asks Stripe after the decline committed: the order stays readable during a slow refund", async () => {
    const { order, payment, session } = await paidTakeaway("+380671230101");
    stand.setAnswerDelay(1500);
    const started = Date.now();
    const decline = e.staff(order._id, "decline", { reason: "Oven broke" });
    await new Promise((r) => setTimeout(r, 300));
    const read = await t.app.inject({ method: "GET", url: `/api/superapp/preorders/${order._id}` });
    const readAfter = Date.now() - started;
    expect(read.statusCode).toBe(200);
    expect((await decline).statusCode).toBe(200);
    stand.setAnswerDelay(0);
    expect(readAfter).toBeLessThan(1200);
    expect(refundsFor(session.id)).toEqual([expect.objectContaining({ amount: session.amount_total })]);
    expect(keysSent()).toContain(`cancel-refund-${payment.id}`);
    expect((await s.detail(order._id)).payments.at(-1)).toMatchObject({
      status: "refunded",
      refunded_amount: payment.total,
    });
  });

  it("a lost answer leaves the attempt open; reconciliation records it once", async () => {
    const { order, payment, session } = await paidTakeaway("+380671230102");
    stand.dropRefundAnswers(3);
    expect((await e.staff(order._id, "decline", { reason: "Closed early" })).statusCode).toBe(200);
    expect(await attemptsOf(payment.id)).toMatchObject([
      { idempotencyKey: `cancel-refund-${payment.id}`, status: "requested" },
    ]);
    expect((await s.detail(order._id)).payments.at(-1)).toMatchObject({
      status: "refunded",
      refunded_amount: 0,
    });
    now = new Date(now.getTime() + 31_000);
    await expect
      .poll(async () => (await s.detail(order._id)).payments.at(-1)?.refunded_amount, { timeout: 5000 })
      .toBe(payment.total);
    expect(refundsFor(session.id)).toHaveLength(1);
    expect(await attemptsOf(payment.id)).toMatchObject([{ status: "succeeded" }]);
  });
});

describe("Stripe's refund events", () => {
  const manager = { role: "manager", venueId: "demo" } as const;
  const deliver = async (type: string, object: object) => {
    const d = stand.event(type, object);
    return (await webhook(d.payload, d.signature)).statusCode;
  };

  it("refund.updated settles the refund attempt its metadata names, once, without asking Stripe again", async () => {
    const { order, payment, session } = await paidTakeaway("+380671230103");
    stand.dropRefundAnswers(3);
    const lost = await s.paymentAction(payment.id, "refund", { who: manager, body: { amount: 10 } });
    expect(lost.statusCode).toBe(409);
    const [attempt] = await attemptsOf(payment.id);
    expect(attempt).toMatchObject({ status: "requested", amount: 1000 }); // minor units: 10.00
    const made = refundsFor(session.id);
    expect(made).toHaveLength(1);
    expect(made[0]!.metadata).toEqual({ refund_key: attempt!.idempotencyKey });
    const sentBefore = keysSent().length;
    // Delivered three times, at once: recorded once.
    const answers = await Promise.all([1, 2, 3].map(() => deliver("refund.updated", made[0]!)));
    expect(answers).toEqual([200, 200, 200]);
    expect(await attemptsOf(payment.id)).toMatchObject([{ status: "succeeded" }]);
    expect((await s.detail(order._id)).payments.find((p) => p.id === payment.id)).toMatchObject({
      refunded_amount: 10,
    });
    expect(keysSent()).toHaveLength(sentBefore);
    expect(refundsFor(session.id)).toHaveLength(1);
  });

  it("charge.refunded names only the payment intent: the open attempt is settled by Stripe's answer to its key", async () => {
    const { order, payment, session } = await heldPart("111114");
    now = new Date(now.getTime() + 16 * 60_000);
    stand.dropRefundAnswers(3);
    await t.app.sweepOrders();
    expect(await attemptsOf(payment.id)).toMatchObject([{ status: "requested" }]);
    const charge = {
      id: `ch_for_${session.id}`,
      object: "charge",
      amount: session.amount_total,
      amount_refunded: session.amount_total,
      currency: session.currency,
      payment_intent: `pi_for_${session.id}`,
      metadata: {},
      refunded: true,
    };
    expect(await deliver("charge.refunded", charge)).toBe(200);
    expect(await deliver("charge.refunded", charge)).toBe(200);
    expect(await attemptsOf(payment.id)).toMatchObject([{ status: "succeeded" }]);
    expect((await s.detail(order._id)).payments.find((p) => p.id === payment.id)).toMatchObject({
      status: "refunded",
      refunded_amount: payment.total,
    });
    expect(refundsFor(session.id)).toHaveLength(1);
  });

  it("a failed refund.updated closes the attempt with no money recorded; unknown refund events are acknowledged", async () => {
    const { order, payment, session } = await paidTakeaway("+380671230104");
    stand.dropRefundAnswers(3);
    await s.paymentAction(payment.id, "refund", { who: manager, body: { amount: 5 } });
    const made = refundsFor(session.id)[0]!;
    expect(await deliver("refund.updated", { ...made, status: "failed" })).toBe(200);
    expect(await attemptsOf(payment.id)).toMatchObject([{ status: "failed" }]);
    expect((await s.detail(order._id)).payments.find((p) => p.id === payment.id)).toMatchObject({
      refunded_amount: 0,
    });
    const unknown = {
      id: "re_elsewhere",
      object: "refund",
      amount: 100,
      currency: "uah",
      status: "succeeded",
      payment_intent: "pi_elsewhere",
      metadata: {},
    };
    expect(await deliver("refund.updated", unknown)).toBe(200);
    expect(
      await deliver("charge.refunded", { id: "ch_x", object: "charge", payment_intent: "pi_elsewhere" }),
    ).toBe(200);
    expect(await deliver("refund.updated", { ...unknown, metadata: { refund_key: "not-ours" } })).toBe(200);
  });
});
