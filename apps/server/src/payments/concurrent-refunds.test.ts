import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderPayResponseSchema } from "@tablewise/domain/contract/order-calls";
import { staffPaymentResponseSchema } from "@tablewise/domain/contract/staff";
import { eatIn, errorOf, payBody } from "../test/eat-in";
import { staffConsole } from "../test/staff-console";
import { createStripeDemoApp } from "../test/stripe-demo-app";
import type { StripeStandIn } from "../test/stripe-stand-in";
import type { createTestApp } from "../test/test-app";

// The console's refund under real concurrency, through HTTP on the real database: each caller
// must learn whether its own request moved money. A 200 answers a refund that this request made at the
// gateway (or the replay of the same Idempotency-Key); a request that moved nothing because another one
// was refunding the same payment answers a 4xx in the envelope.
const now = new Date("2026-11-24T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let stand: StripeStandIn;
let e: ReturnType<typeof eatIn>;
let s: ReturnType<typeof staffConsole>;
const manager = { role: "manager", venueId: "demo" } as const;

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

// A bill of two napoleons paid online through Stripe and settled by its signed webhook.
async function paidOnline(code: string) {
  const { order, accessCode } = await e.servingOrder(code, e.napoleons(2));
  const res = await e.pay(order._id, accessCode, payBody(order.list[0]!._id, 2, { pay_method: "online" }));
  expect(res.statusCode, res.body).toBe(200);
  const data = orderPayResponseSchema.parse(res.json()).data;
  if (!data.require_online_payment) throw new Error("expected an online payment");
  const session = stand.markPaid(data.data.pay_url.split("/").at(-1)!);
  const paid = stand.event("checkout.session.completed", session);
  const hook = await t.app.inject({
    method: "POST",
    url: "/api/payments/stripe/webhook",
    headers: { "content-type": "application/json", "stripe-signature": paid.signature },
    payload: paid.payload,
  });
  expect(hook.statusCode).toBe(200);
  const payment = (await s.detail(order._id)).payments.at(-1)!;
  expect(payment).toMatchObject({ status: "paid" });
  return { orderId: order._id, payment, intent: `pi_for_${session.id}` };
}

const refundsAt = (intent: string) => stand.refunds.filter((r) => r.payment_intent === intent);

describe("concurrent console refunds of one payment", () => {
  it("ten at once with ten keys: as many 200s as refunds Stripe made, each 200 its own refund, the rest 409", async () => {
    const { orderId, payment, intent } = await paidOnline("111111");
    // Stripe takes a moment to answer, so the requests overlap at the gateway as they do in production.
    stand.setAnswerDelay(40);
    const keys = Array.from({ length: 10 }, (_, i) => `console-refund-${i}`);
    const answers = await Promise.all(
      keys.map((key) => s.paymentAction(payment.id, "refund", { who: manager, key, body: { amount: 10 } })),
    );
    stand.setAnswerDelay(0);
    const ok = keys.filter((_, i) => answers[i]!.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode !== 200);
    const made = refundsAt(intent);
    expect(ok.length).toBeGreaterThan(0);
    expect(ok.length).toBe(made.length);
    // Each 200 is the refund its own key asked for; no refused key has one.
    expect(made.map((r) => r.metadata.refund_key).sort()).toEqual(
      ok.map((key) => `refund-${payment.id}-${key}`).sort(),
    );
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).details).toMatchObject({ reason: "refund_in_progress" });
    }
    expect((await s.detail(orderId)).payments[0]).toMatchObject({ refunded_amount: 10 * made.length });
    // The answers of the 200s: the payment as each refund left it.
    const refunded = ok.map(
      (key) =>
        staffPaymentResponseSchema.parse(answers[keys.indexOf(key)]!.json()).data.payment.refunded_amount,
    );
    expect(refunded.sort((a, b) => a - b)).toEqual(made.map((_, i) => 10 * (i + 1)));
  });

  it("ten identical ones at once without a key: as many 200s as refunds Stripe made, the rest 409", async () => {
    const { orderId, payment, intent } = await paidOnline("111112");
    stand.setAnswerDelay(40);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        s.paymentAction(payment.id, "refund", { who: manager, body: { amount: 10 } }),
      ),
    );
    stand.setAnswerDelay(0);
    const ok = answers.filter((a) => a.statusCode === 200);
    const made = refundsAt(intent);
    expect(ok.length).toBeGreaterThan(0);
    expect(ok.length).toBe(made.length);
    for (const res of answers.filter((a) => a.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).details).toMatchObject({
        reason: expect.stringMatching(/^(refund_in_progress|refund_made_by_another_request)$/),
      });
    }
    expect((await s.detail(orderId)).payments[0]).toMatchObject({ refunded_amount: 10 * made.length });
  });

  it("the same key ten times at once: one refund, and every answer is that refund's", async () => {
    const { orderId, payment, intent } = await paidOnline("111113");
    stand.setAnswerDelay(40);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        s.paymentAction(payment.id, "refund", {
          who: manager,
          key: "one-console-refund",
          body: { amount: 10 },
        }),
      ),
    );
    stand.setAnswerDelay(0);
    expect(refundsAt(intent)).toHaveLength(1);
    expect((await s.detail(orderId)).payments[0]).toMatchObject({ refunded_amount: 10 });
    for (const res of answers.filter((a) => a.statusCode === 200))
      expect(staffPaymentResponseSchema.parse(res.json()).data.payment.refunded_amount).toBe(10);
    // A twin still waiting for Stripe's answer to the same key is told so; none claims another refund.
    for (const res of answers.filter((a) => a.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).details).toMatchObject({ reason: expect.stringMatching(/^refund_/) });
    }
  });
});
