import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderPayResponseSchema, orderResponseSchema } from "@tablewise/domain/contract/order-calls";
import { createTestApp } from "../test/test-app";
import { eatIn, errorOf, payBody, visitor } from "../test/eat-in";
import { staffPayments } from "../test/staff-payments";

// Paying a share of the bill's money (docs/decisions/020-pay-a-share.md): a custom amount, k of N even
// parts, the rest; held like items, refunded by the split window (SPEC §4), closing the bill exactly.
let now = new Date("2026-11-28T12:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof eatIn>;
let waiter: ReturnType<typeof staffPayments>;
beforeAll(async () => {
  t = await createTestApp({ seed: "demo", clock: () => now, sweepIntervalMs: 24 * 3_600_000 });
  k = eatIn(t.app);
  waiter = staffPayments(t.app);
});
afterAll(() => t.close());

// Two napoleons: 250.00, which three parts do not divide evenly.
async function table(code = "111111") {
  const { order, accessCode } = await k.servingOrder(code, k.napoleons(2));
  const as = (who: string) => ({ "x-access-code": accessCode, "x-visitor-id": who });
  const pay = (who: string, b: object) =>
    k.post(`/api/superapp/orders/${order._id}/pay`, { pay_method: "online", tip: 0, ...b }, as(who));
  const read = async () =>
    orderResponseSchema.parse((await k.getOrder(order._id, { "x-access-code": accessCode })).json()).data
      .order;
  // The gateway approves the payment (the sandbox's own page); by its public id.
  const approve = async (publicId: string) => {
    const p = (await waiter.list(order._id)).find(
      (x) => (x as { public_id?: string }).public_id === publicId,
    )!;
    const res = await t.app.inject({ method: "POST", url: `/api/sandbox/pay/${p.id}/approve` });
    expect(res.statusCode, res.body).toBeLessThan(400);
  };
  const free = () => k.staff(order._id, "close");
  return { order, line: order.list[0]!._id, pay, read, approve, free };
}

const publicIdOf = (res: { json: () => unknown }) => {
  const data = orderPayResponseSchema.parse(res.json()).data;
  if (!data.require_online_payment) throw new Error("not an online payment");
  return data.data.payment_id!;
};

describe("paying a share of the bill", () => {
  it("splits 250.00 evenly three ways online: 83.33, 83.33, 83.34, and the bill closes exactly", async () => {
    const b = await table();
    const shares: number[] = [];
    for (const n of [1, 2, 3]) {
      const res = await b.pay(visitor(n), { split: { parts: 3, take: 1 } });
      expect(res.statusCode, res.body).toBe(200);
      const id = publicIdOf(res);
      await b.approve(id);
      const bill = await b.read();
      const mine = bill.payments.find((p) => p._id === id)!;
      shares.push(mine.amount);
      expect(mine.covers).toEqual({ kind: "split", parts: 3, take: 1 });
      if (n < 3) {
        expect(bill.status).toBe("paying");
        expect(bill.split_deadline_at).not.toBeNull();
        expect(bill.paid_by_amount).toBe(true);
      } else {
        expect(bill.status).toBe("closed");
        expect(bill.left_to_pay).toBe(0);
        expect(bill.payments.map((p) => p.status)).toEqual(["paid", "paid", "paid"]);
      }
    }
    expect(shares).toEqual([83.33, 83.33, 83.34]);
    expect(shares.reduce((a, x) => a + x * 100, 0)).toBe(25_000);
  });

  it("takes a custom amount in cash, refuses over-paying, and then only amounts (the mixing rule)", async () => {
    const b = await table();
    expect((await b.pay(visitor(1), { pay_method: "cash", amount_minor: 25_001 })).statusCode).toBe(409);
    const zero = await b.pay(visitor(1), { pay_method: "cash", amount_minor: 0 });
    expect(zero.statusCode).toBe(400);
    expect(errorOf(zero).code).toBe("validation_failed");
    const both = await b.pay(visitor(1), { amount_minor: 100, rest: true });
    expect(both.statusCode).toBe(400);

    const res = await b.pay(visitor(1), { pay_method: "cash", amount_minor: 10_000 });
    expect(res.statusCode, res.body).toBe(200);
    let bill = await b.read();
    expect(bill.payment_requests).toMatchObject([{ total: 100, covers: { kind: "amount" } }]);
    expect(bill.left_to_pay).toBe(150);
    // Which napoleon the 100.00 paid is unknowable: items can no longer be paid.
    const items = await b.pay(visitor(2), payBody(b.line, 1));
    expect(items.statusCode).toBe(409);
    expect(errorOf(items).details).toMatchObject({ reason: "paid_by_amount" });
    expect((await b.pay(visitor(2), { pay_method: "cash", amount_minor: 15_001 })).statusCode).toBe(409);

    await waiter.confirmAll(b.order._id);
    bill = await b.read();
    expect(bill.status).toBe("paying");
    expect(bill.payments).toMatchObject([{ status: "paid", amount: 100, items: [] }]);
    const rest = await b.pay(visitor(2), { pay_method: "cash", rest: true, tip: 10 });
    expect(rest.statusCode, rest.body).toBe(200);
    await waiter.confirmAll(b.order._id);
    bill = await b.read();
    expect(bill.status).toBe("closed");
    // SPEC §9: the tip is a share of what this payment covered (10 % of 150.00).
    expect(bill.payments.at(-1)).toMatchObject({ amount: 150, tip: 15, covers: { kind: "rest" } });
    expect(bill.list[0]).toMatchObject({ paid_quantity: 0 });
  });

  it("lets one of two guests racing for the rest win; the other gets a 409", async () => {
    const b = await table();
    const [x, y] = await Promise.all([b.pay(visitor(1), { rest: true }), b.pay(visitor(2), { rest: true })]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    const loser = x.statusCode === 409 ? x : y;
    expect(errorOf(loser).code).toBe("conflict");
    // What the winner holds is not open to anyone else until the gateway answers.
    expect((await b.pay(visitor(3), { amount_minor: 1 })).statusCode).toBe(409);
    expect((await b.read()).left_to_pay).toBe(0);
    await b.approve(publicIdOf(x.statusCode === 200 ? x : y));
    expect((await b.read()).status).toBe("closed");
  });

  it("refunds held amount parts when the split window passes, and the items are payable again", async () => {
    const b = await table();
    const res = await b.pay(visitor(1), { split: { parts: 2, take: 1 } });
    expect(res.statusCode, res.body).toBe(200);
    await b.approve(publicIdOf(res));
    let bill = await b.read();
    expect(bill.payments).toMatchObject([{ status: "held", amount: 125 }]);
    expect(bill.left_to_pay).toBe(125);

    now = new Date(now.getTime() + 16 * 60_000);
    await t.app.sweepOrders();
    bill = await b.read();
    expect(bill.payments).toMatchObject([{ status: "refunded", refunded_amount: 125 }]);
    expect(bill.left_to_pay).toBe(250);
    expect(bill.paid_by_amount).toBe(false);
    expect((await b.pay(visitor(2), payBody(b.line, 2))).statusCode).toBe(200);
    await waiter.confirmAll(b.order._id);
    expect((await b.read()).status).toBe("closed");
  });

  it("splits what items left: after one napoleon paid by items, two parts of 125.00 are 62.50 each", async () => {
    const b = await table();
    expect((await b.pay(visitor(1), payBody(b.line, 1))).statusCode).toBe(200);
    await waiter.confirmAll(b.order._id);
    const first = await b.pay(visitor(2), { pay_method: "cash", split: { parts: 2, take: 1 } });
    expect(first.statusCode, first.body).toBe(200);
    let bill = await b.read();
    expect(bill.share_base).toBe(125);
    expect(bill.payment_requests).toMatchObject([{ total: 62.5 }]);
    await waiter.confirmAll(b.order._id);
    const second = await b.pay(visitor(3), { pay_method: "cash", split: { parts: 2, take: 1 } });
    expect(second.statusCode, second.body).toBe(200);
    await waiter.confirmAll(b.order._id);
    bill = await b.read();
    expect(bill.status).toBe("closed");
    // Items already paid stay shown as paid.
    expect(bill.list[0]).toMatchObject({ paid_quantity: 1 });
  });

  it("the venue closing a bill part paid by amount is told what is really unpaid", async () => {
    const b = await table();
    const res = await b.pay(visitor(1), { pay_method: "cash", amount_minor: 10_000 });
    expect(res.statusCode, res.body).toBe(200);
    await waiter.confirmAll(b.order._id);
    const refused = await k.staff(b.order._id, "close", {});
    expect(refused.statusCode).toBe(409);
    // 250.00 less the 100.00 paid, not the whole bill as the items alone would say.
    expect(errorOf(refused)).toMatchObject({ details: { reason: "unpaid_bill", unpaid: 150 } });
    const closed = await k.staff(b.order._id, "close", { unpaid_reason: "walked_out" });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await b.read()).status).toBe("closed");
  });
});
