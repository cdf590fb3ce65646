import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderPayResponseSchema, orderResponseSchema } from "@tablewise/domain/contract/order-calls";
import { createTestApp } from "../../test/test-app";
import { eatIn, errorOf, payBody, visitor } from "../../test/eat-in";
import { staffPayments } from "../../test/staff-payments";

// A guest releases their own unconfirmed payment at once; one visitor never holds
// more than one; confirmed payments are listed for their receipts.
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof eatIn>;
let waiter: ReturnType<typeof staffPayments>;
beforeAll(async () => {
  t = await createTestApp({ seed: "demo" });
  k = eatIn(t.app);
  waiter = staffPayments(t.app);
});
afterAll(() => t.close());

const body = (lineId: string, quantity: number, method = "online", extra: object = {}) =>
  payBody(lineId, quantity, { pay_method: method, ...extra });

async function table(quantity = 3) {
  const { order, accessCode } = await k.servingOrder("111111", k.napoleons(quantity));
  const as = (who?: string) => ({ "x-access-code": accessCode, ...(who ? { "x-visitor-id": who } : {}) });
  const pay = (who: string, b: object) => k.post(`/api/superapp/orders/${order._id}/pay`, b, as(who));
  const cancel = (who: string | undefined, paymentId: string) =>
    k.post(`/api/superapp/orders/${order._id}/payments/${paymentId}/cancel`, undefined, as(who));
  const read = async () => orderResponseSchema.parse((await k.getOrder(order._id, as())).json()).data.order;
  return { order, line: order.list[0]!._id, pay, cancel, read };
}

const onlineId = (res: { json: () => unknown }) => {
  const data = orderPayResponseSchema.parse(res.json()).data;
  if (!data.require_online_payment) throw new Error("not an online payment");
  return data.data.payment_id!;
};

describe("POST /orders/:id/payments/:paymentId/cancel", () => {
  it("releases the guest's own pending payment: its items are free at once, the gateway refuses it", async () => {
    const { order, line, pay, cancel, read } = await table(2);
    const started = await pay(visitor(1), body(line, 2));
    expect(started.statusCode).toBe(200);
    const id = onlineId(started);
    expect((await pay(visitor(2), body(line, 1, "cash"))).statusCode).toBe(409);

    const res = await cancel(visitor(1), id);
    expect(res.statusCode, res.body).toBe(200);
    const released = orderResponseSchema.parse(res.json()).data.order;
    expect(released.list[0]).toMatchObject({ held_quantity: 0, paid_quantity: 0 });
    expect(released.payment_requests).toEqual([]);
    // Another guest pays the same items right away, with no 5-minute wait.
    expect((await pay(visitor(2), body(line, 2, "cash"))).statusCode).toBe(200);
    const [cancelled] = await waiter.list(order._id);
    expect(cancelled!.status).toBe("cancelled");
    const approve = await t.app.inject({ method: "POST", url: `/api/sandbox/pay/${cancelled!.id}/approve` });
    expect(approve.statusCode).toBe(409);
    expect((await read()).list[0]).toMatchObject({ held_quantity: 2, paid_quantity: 0 });
    await waiter.confirmAll(order._id);
    expect((await read()).status).toBe("closed");
  });

  it("refuses another guest's payment (404), one without a visitor id (404) and a settled one (409)", async () => {
    const { order, line, pay, cancel, read } = await table(2);
    const id = onlineId(await pay(visitor(1), body(line, 1)));
    const foreign = await cancel(visitor(2), id);
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).code).toBe("not_found");
    expect((await cancel(undefined, id)).statusCode).toBe(404);
    expect((await cancel(visitor(1), "nope")).statusCode).toBe(404);
    expect((await read()).list[0]!.held_quantity).toBe(1);

    const [pending] = await waiter.list(order._id);
    await t.app.inject({ method: "POST", url: `/api/sandbox/pay/${pending!.id}/approve` });
    const settled = await cancel(visitor(1), id);
    expect(settled.statusCode).toBe(409);
    expect(errorOf(settled).code).toBe("conflict");
    expect((await read()).list[0]).toMatchObject({ held_quantity: 0, paid_quantity: 1 });
    await k.staff(order._id, "close");
  });

  it("one visitor never holds more than one unconfirmed payment, whatever the order of their calls", async () => {
    const { order, line, pay, read } = await table(3);
    // Three payments of one guest at once, of one unit each: the order lock serialises them and each
    // releases the one before, so one hold of one unit is left.
    const answers = await Promise.all(
      [1, 2, 3].map((n) => pay(visitor(1), body(line, 1, n === 2 ? "cash" : "online"))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const after = await read();
    expect(after.payment_requests).toHaveLength(1);
    expect(after.list[0]).toMatchObject({ held_quantity: 1 });
    const statuses = (await waiter.list(order._id)).map((p) => p.status).sort();
    expect(statuses.filter((s) => s === "cancelled")).toHaveLength(2);
    // A second guest holds their own beside it.
    expect((await pay(visitor(2), body(line, 2, "cash"))).statusCode).toBe(200);
    expect((await read()).payment_requests).toHaveLength(2);
    for (const p of await waiter.list(order._id))
      if (p.status === "requested") await waiter.act(p.id, "reject");
    await k.staff(order._id, "close");
  });
});

describe("the order's confirmed payments", () => {
  it("lists each confirmed payment with its items, tip, waiter and method; requests are not in it", async () => {
    const { order, line, pay, read } = await table(2);
    const waiterId = (await k.prepare("111111")).tips.waiters[0]?._id;
    const tipped = waiterId ? { tip: 10, waiter_id: waiterId } : {};
    expect((await pay(visitor(1), body(line, 1, "cash", tipped))).statusCode).toBe(200);
    expect((await read()).payments).toEqual([]);
    await waiter.confirmAll(order._id);
    const after = await read();
    expect(after.status).toBe("paying");
    expect(after.payments).toEqual([
      expect.objectContaining({
        method: "cash",
        status: "paid",
        amount: order.list[0]!.price,
        items: [{ line_id: line, quantity: 1 }],
        waiter_id: waiterId ?? null,
      }),
    ]);
    expect(after.payments[0]!.tip).toBe(waiterId ? 12.5 : 0);
    expect((await pay(visitor(2), body(line, 1, "cash"))).statusCode).toBe(200);
    await waiter.confirmAll(order._id);
    expect((await read()).payments).toHaveLength(2);
  });
});
