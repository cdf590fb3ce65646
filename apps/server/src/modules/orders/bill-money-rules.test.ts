import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderPayResponseSchema, orderResponseSchema } from "@tablewise/domain/contract/order-calls";
import { verifyGeolocationResponseSchema } from "@tablewise/domain/contract/inside";
import { createTestApp } from "../../test/test-app";
import { eatIn, errorOf, payBody, visitor } from "../../test/eat-in";
import { staffPayments } from "../../test/staff-payments";
import { createPaymentRepository } from "./payment.repository";

// Found by the random probe of a table's bill, each as the scenario that showed it.
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof eatIn>;
let waiter: ReturnType<typeof staffPayments>;
beforeAll(async () => {
  t = await createTestApp({ seed: "demo" });
  k = eatIn(t.app);
  waiter = staffPayments(t.app);
});
afterAll(() => t.close());

const read = async (id: string, accessCode: string) =>
  orderResponseSchema.parse((await k.getOrder(id, { "x-access-code": accessCode })).json()).data.order;

async function appendWaiting(orderId: string, accessCode: string) {
  const prepared = await k.prepare("111111");
  await k.fillCart(prepared.cart._id, k.napoleons(1));
  const res = await k.post(
    `/api/superapp/orders/${orderId}/append`,
    { cart_id: prepared.cart._id, visitor_id: visitor(9) },
    { "x-access-code": accessCode },
  );
  expect(res.statusCode, res.body).toBe(200);
}

async function approveOnline(orderId: string, accessCode: string, lineId: string, quantity: number) {
  const res = await k.pay(orderId, accessCode, payBody(lineId, quantity, { pay_method: "online" }));
  const data = orderPayResponseSchema.parse(res.json()).data;
  if (!data.require_online_payment) throw new Error("expected an online payment");
  expect((await t.app.inject({ method: "POST", url: `${data.data.pay_url}/approve` })).statusCode).toBe(303);
}

describe("the bill's money rules", () => {
  it("declining the only waiting append of a fully paid bill closes it", async () => {
    const { order, accessCode } = await k.servingOrder("111111", k.napoleons(2));
    await appendWaiting(order._id, accessCode);
    await k.pay(order._id, accessCode, payBody(order.list[0]!._id, 2));
    await waiter.confirmAll(order._id);
    expect(await read(order._id, accessCode)).toMatchObject({ status: "paying", closed_at: null });
    expect((await k.staff(order._id, "decline", { reason: "Out of napoleon" })).statusCode).toBe(200);
    const after = await read(order._id, accessCode);
    expect(after).toMatchObject({ status: "closed", payment_sums: { cash: 250 } });
    expect(after.closed_at).not.toBeNull();
  });

  it("a paid bill the waiter marked served closes too when its waiting append is declined", async () => {
    // Found by the bill model (apps/server/src/test/model): paid, confirmed, then marked served while an
    // append waited; declining the append left the order served with nothing to pay, never closed.
    const { order, accessCode } = await k.servingOrder("111111", k.napoleons(1));
    await k.pay(order._id, accessCode, payBody(order.list[0]!._id, 1));
    await appendWaiting(order._id, accessCode);
    await waiter.confirmAll(order._id);
    expect((await k.staff(order._id, "served")).statusCode).toBe(200);
    expect(await read(order._id, accessCode)).toMatchObject({ status: "served", closed_at: null });
    expect((await k.staff(order._id, "decline", { reason: "Out of napoleon" })).statusCode).toBe(200);
    const after = await read(order._id, accessCode);
    expect(after).toMatchObject({ status: "closed", payment_sums: { cash: 125 } });
    expect(after.closed_at).not.toBeNull();
  });

  it("declining a waiting append of an unpaid served bill leaves it served", async () => {
    const { order, accessCode } = await k.servingOrder("111111", k.napoleons(1));
    await appendWaiting(order._id, accessCode);
    expect((await k.staff(order._id, "served")).statusCode).toBe(200);
    expect((await k.staff(order._id, "decline", { reason: "Out of napoleon" })).statusCode).toBe(200);
    expect(await read(order._id, accessCode)).toMatchObject({ status: "served", closed_at: null });
    expect((await k.staff(order._id, "close")).statusCode).toBe(200);
  });

  it("a tip sent to a venue that takes no tips is refused, nothing charged", async () => {
    // demo-geo has tips switched off; its table needs a geolocation token to order.
    const geo = verifyGeolocationResponseSchema.parse(
      (await k.post("/api/superapp/inside/222222/verify-geolocation", { lat: 50.4649, lon: 30.5159 })).json(),
    ).data.result;
    const items = [{ menu_id: "geo-menu", product_id: "geo-p-croissant", quantity: 1 }];
    const { order, accessCode } = await k.order("222222", items, visitor(3), {
      geolocation_token: geo.geolocation_token,
    });
    expect((await k.staff(order._id, "accept")).statusCode).toBe(200);
    const line = order.list[0]!._id;
    const tipped = await k.pay(order._id, accessCode, payBody(line, 1, { tip: 10 }));
    expect(tipped.statusCode).toBe(400);
    expect(errorOf(tipped).code).toBe("tips_disabled");
    expect((await read(order._id, accessCode)).payment_requests).toEqual([]);
    expect((await k.pay(order._id, accessCode, payBody(line, 1))).statusCode).toBe(200);
    await waiter.confirmAll(order._id);
    expect(await read(order._id, accessCode)).toMatchObject({ status: "closed", tip_amount: 0 });
  });

  it("paying the rest online while an append waits keeps the split window of the earlier part", async () => {
    const { order, accessCode } = await k.servingOrder("111111", k.napoleons(2));
    const line = order.list[0]!._id;
    await approveOnline(order._id, accessCode, line, 1);
    const first = await createPaymentRepository(t.db.db).listByOrder(order._id);
    expect(first.map((p) => p.status)).toEqual(["held"]);
    await appendWaiting(order._id, accessCode);
    await approveOnline(order._id, accessCode, line, 1);
    const stored = await createPaymentRepository(t.db.db).listByOrder(order._id);
    // Both parts stay held under the window that started with the first: refundable until settled.
    expect(stored.map((p) => p.status)).toEqual(["held", "held"]);
    const row = await read(order._id, accessCode);
    expect(row.status).toBe("paying");
    expect(row.split_payments.filter((s) => s.paid_at)).toHaveLength(2);
    // The venue declines the append: the bill is settled, both parts are captured, the order closes.
    expect((await k.staff(order._id, "decline", { reason: "No more napoleon" })).statusCode).toBe(200);
    const settled = await createPaymentRepository(t.db.db).listByOrder(order._id);
    expect(settled.map((p) => p.status)).toEqual(["paid", "paid"]);
    expect((await read(order._id, accessCode)).status).toBe("closed");
  });
});
