import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderResponseSchema } from "@tablewise/domain/contract/order-calls";
import type { PreorderCreateBodyInput } from "@tablewise/domain/contract/preorder";
import { preorderPayCall } from "@tablewise/domain/contract/preorder";
import { createTestApp } from "../../test/test-app";
import { eatIn, errorOf, visitor } from "../../test/eat-in";
import { preorders } from "../../test/preorder";

// A takeaway order placed to be paid online, paid in shares by whoever has its receipt
// (docs/decisions/020-pay-a-share.md): each share its own payment at the gateway, priced by the server;
// the order is paid exactly when the shares reach its total, and a cancelled order gives them all back.
const now = new Date("2026-11-23T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof preorders>;
let e: ReturnType<typeof eatIn>;
let clientId = "";
beforeAll(async () => {
  t = await createTestApp({ seed: "demo", clock: () => now });
  k = preorders(t.app);
  e = eatIn(t.app);
  const cafeId = (await k.prepare("demo", "takeaway")).cafe._id;
  clientId = (await k.verifiedClient(cafeId, "+380671230022"))._id;
});
afterAll(() => t.close());

// Two napoleons at 125.00: 250.00 to pay.
async function placed(extra: Partial<PreorderCreateBodyInput> = {}) {
  const { cart } = await k.prepare("demo", "takeaway");
  await k.fillCart(cart._id, k.napoleons(2));
  return k.created("demo", k.takeawayBody(cart._id, { client_id: clientId, pay_method: "online", ...extra }));
}
const pay = (id: string, body?: object, who?: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/superapp/preorders/${id}/pay`,
    ...(body ? { payload: body } : {}),
    headers: who ? { "x-visitor-id": who } : {},
  });
const shareLink = async (id: string, body: object, who?: string) => {
  const res = await pay(id, body, who);
  expect(res.statusCode, res.body).toBe(200);
  return preorderPayCall.response.parse(res.json()).data.payment;
};
const gateway = (url: string, answer: "approve" | "decline") =>
  t.app.inject({ method: "POST", url: `${url}/${answer}` });
const read = async (id: string) =>
  orderResponseSchema.parse((await k.get(`/api/superapp/preorders/${id}`)).json()).data.order;

describe("POST /preorders/{id}/pay with a share", () => {
  it("splits 250.00 three ways as 83.33 + 83.33 + 83.34 and is paid when the last part is", async () => {
    const { order, payment: whole } = await placed();
    expect(await read(order._id)).toMatchObject({ left_to_pay: 250, share_base: 250, paid_by_amount: false });

    const first = await shareLink(order._id, { split: { parts: 3, take: 1 } }, visitor(1));
    // Asking for a share ended the whole-order payment at the gateway: it can no longer be paid.
    expect((await gateway(whole!.pay_url, "approve")).statusCode).toBe(409);
    expect((await read(order._id)).list[0]).toMatchObject({ held_quantity: 0, paid_quantity: 0 });
    expect((await gateway(first.pay_url, "approve")).statusCode).toBe(303);
    let after = await read(order._id);
    expect(after).toMatchObject({ paid_at: null, left_to_pay: 166.67, paid_by_amount: true, status: "waiting" });
    expect(after.payments).toMatchObject([{ amount: 83.33, status: "paid", covers: { kind: "split", parts: 3, take: 1 } }]);

    const second = await shareLink(order._id, { split: { parts: 3, take: 1 } }, visitor(2));
    expect((await gateway(second.pay_url, "approve")).statusCode).toBe(303);
    const last = await shareLink(order._id, { split: { parts: 3, take: 1 } }, visitor(3));
    expect((await read(order._id)).left_to_pay).toBe(0);
    expect((await gateway(last.pay_url, "approve")).statusCode).toBe(303);
    after = await read(order._id);
    expect(after.payments.map((p) => p.amount)).toEqual([83.33, 83.33, 83.34]);
    expect(after).toMatchObject({ paid_at: now.toISOString(), left_to_pay: 0, payment_sums: { online: 250 } });
    // Nothing is left: no share and no whole payment.
    const more = await pay(order._id, { rest: true });
    expect(more.statusCode).toBe(409);
    expect((await pay(order._id)).statusCode).toBe(409);
  });

  it("prices an amount and the rest; refuses more than is left, the whole order once shares began, and bad bodies", async () => {
    const { order } = await placed();
    const tooMuch = await pay(order._id, { amount_minor: 25_001 });
    expect(tooMuch.statusCode).toBe(409);
    expect(errorOf(tooMuch).details).toMatchObject({ reason: "too_much" });
    for (const bad of [{ amount_minor: 0 }, { amount_minor: 10.5 }, { rest: true, amount_minor: 100 }, { tip: 10 }]) {
      const res = await pay(order._id, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(errorOf(res).code).toBe("validation_failed");
    }

    const part = await shareLink(order._id, { amount_minor: 10_000 }, visitor(4));
    // The same device asking again replaces its own share still at the gateway, never holds two.
    const again = await shareLink(order._id, { amount_minor: 12_000 }, visitor(4));
    expect((await gateway(part.pay_url, "approve")).statusCode).toBe(409);
    expect((await read(order._id)).left_to_pay).toBe(130);
    const whole = await pay(order._id);
    expect(whole.statusCode).toBe(409);
    expect(errorOf(whole).details).toMatchObject({ reason: "paid_by_amount" });
    expect((await gateway(again.pay_url, "approve")).statusCode).toBe(303);

    const rest = await shareLink(order._id, { rest: true }, visitor(5));
    expect((await gateway(rest.pay_url, "approve")).statusCode).toBe(303);
    const paid = await read(order._id);
    expect(paid.payments.map((p) => [p.amount, p.covers?.kind])).toEqual([
      [120, "amount"],
      [130, "rest"],
    ]);
    expect(paid.paid_at).not.toBeNull();
  });

  it("a declined share leaves the order open for the others; a cancelled order refunds every share paid", async () => {
    const { order } = await placed();
    const declined = await shareLink(order._id, { amount_minor: 5_000 }, visitor(6));
    expect((await gateway(declined.pay_url, "decline")).statusCode).toBeLessThan(400);
    expect(await read(order._id)).toMatchObject({ status: "waiting", left_to_pay: 250, paid_by_amount: false });

    const paid = await shareLink(order._id, { split: { parts: 2, take: 1 } }, visitor(6));
    expect((await gateway(paid.pay_url, "approve")).statusCode).toBe(303);
    expect((await e.staff(order._id, "decline", { reason: "Oven broke" })).statusCode).toBe(200);
    const after = await read(order._id);
    expect(after.status).toBe("cancelled");
    expect(after.payment_statuses.online).toBe("refunded");
    expect(after.payments).toMatchObject([{ amount: 125, status: "refunded" }]);
  });

  it("a cash order and an unknown order are not paid in shares", async () => {
    const { cart } = await k.prepare("demo", "takeaway");
    await k.fillCart(cart._id, k.napoleons(1));
    const cash = await k.created("demo", k.takeawayBody(cart._id, { client_id: clientId }));
    expect((await pay(cash.order._id, { rest: true })).statusCode).toBe(409);
    expect((await pay("A".repeat(24), { rest: true })).statusCode).toBe(404);
  });
});
