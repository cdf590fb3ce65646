import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  estimateSplitResponseSchema,
  orderPayResponseSchema,
  orderResponseSchema,
} from "@tablewise/domain/contract/order-calls";
import { createTestApp } from "../../test/test-app";
import { eatIn, errorOf, payBody, visitor } from "../../test/eat-in";
import { staffPayments } from "../../test/staff-payments";
import { createPaymentRepository } from "./payment.repository";

// SPEC §4, §6, §7 order calls: access, payment, tampering, concurrency, on a real database.
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof eatIn>;
let waiter: ReturnType<typeof staffPayments>;
beforeAll(async () => {
  t = await createTestApp({ seed: "demo" });
  k = eatIn(t.app);
  waiter = staffPayments(t.app);
});
afterAll(() => t.close());

describe("access to an order", () => {
  it("is given by the table's access code or the ordering visitor, refused to another table", async () => {
    const { order, accessCode } = await k.order("111111", k.napoleons(1), visitor(1));
    const other = (await k.prepare("111112")).inside.access_code;
    expect((await k.getOrder(order._id, { "x-access-code": accessCode })).statusCode).toBe(200);
    expect((await k.getOrder(order._id, { "x-visitor-id": visitor(1) })).statusCode).toBe(200);
    const foreign = await k.getOrder(order._id, { "x-access-code": other });
    expect(foreign.statusCode).toBe(403);
    expect(errorOf(foreign).code).toBe("forbidden");
    expect((await k.getOrder(order._id, {})).statusCode).toBe(403);
    expect((await k.getOrder(order._id, { "x-visitor-id": visitor(2) })).statusCode).toBe(403);
    await k.staff(order._id, "accept");
    const paid = await k.pay(order._id, other, payBody(order.list[0]!._id, 1));
    expect(paid.statusCode).toBe(403);
    const unknown = await k.getOrder("A".repeat(24), { "x-access-code": accessCode });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe("not_found");
    await k.staff(order._id, "close");
  });
});

describe("POST /orders/:id/pay", () => {
  it("refuses to pay a waiting order (409)", async () => {
    const { order, accessCode } = await k.order("111111", k.napoleons(1));
    const res = await k.pay(order._id, accessCode, payBody(order.list[0]!._id, 1));
    expect(res.statusCode).toBe(409);
    await k.staff(order._id, "decline", { reason: "test" });
  });

  it("refuses tampered payloads with 4xx and charges nothing", async () => {
    const { order, accessCode } = await k.servingOrder("111111", k.napoleons(2));
    const line = order.list[0]!._id;
    const cases: [unknown, number][] = [
      [payBody(line, 2, { amount: 1 }), 400],
      [{ ...payBody(line, 2), selected_items: [{ line_id: line, quantity: 2, price: 0 }] }, 400],
      [payBody(line, 3), 409],
      [payBody("no-such-line", 1), 400],
      [payBody(line, 1, { tip: 7 }), 400],
      [payBody(line, 0), 400],
      [
        {
          ...payBody(line, 1),
          selected_items: [
            { line_id: line, quantity: 1 },
            { line_id: line, quantity: 1 },
          ],
        },
        400,
      ],
      [payBody(line, 1, { pay_method: "bitcoin" }), 400],
      [payBody(line, 1, { waiter_id: "nobody" }), 400],
    ];
    for (const [body, status] of cases) {
      const res = await k.pay(order._id, accessCode, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(errorOf(res).code).toBeTruthy();
    }
    const after = orderResponseSchema.parse(
      (await k.getOrder(order._id, { "x-access-code": accessCode })).json(),
    );
    expect(after.data.order.list[0]!.paid_quantity).toBe(0);
    expect(after.data.order.payment_sums.cash).toBe(0);
    await k.staff(order._id, "close");
  });

  it("charges once when two guests pay the same items at the same time", async () => {
    const { order, accessCode } = await k.servingOrder("111111", k.napoleons(2));
    const body = payBody(order.list[0]!._id, 2, { tip: 10 });
    const results = await Promise.all([
      k.pay(order._id, accessCode, body),
      k.pay(order._id, accessCode, body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const won = orderPayResponseSchema.parse(results.find((r) => r.statusCode === 200)!.json()).data;
    if (won.require_online_payment) throw new Error("expected an offline payment");
    expect(won.data.paid_order).toMatchObject({ sum: 250, tip_amount: 25, total: 275 });
    // A request until the waiter takes the money.
    expect(won.data.request).toMatchObject({ method: "cash", status: "requested", total: 275 });
    expect(won.data.unpaid_order).toMatchObject({ status: "paying", payment_sums: { cash: 0 } });
    await waiter.confirmAll(order._id);
    const after = orderResponseSchema.parse(
      (await k.getOrder(order._id, { "x-access-code": accessCode })).json(),
    );
    expect(after.data.order).toMatchObject({ status: "closed", payment_sums: { cash: 275 } });
    // A retry of the same payment is refused too: the order is closed.
    expect((await k.pay(order._id, accessCode, body)).statusCode).toBe(409);
  });

  it("pays part of a line and leaves the rest unpaid", async () => {
    const { order, accessCode } = await k.servingOrder("111111", k.napoleons(3));
    const res = await k.pay(
      order._id,
      accessCode,
      payBody(order.list[0]!._id, 1, { pay_method: "card", tip: 5 }),
    );
    const data = orderPayResponseSchema.parse(res.json()).data;
    if (data.require_online_payment) throw new Error("expected an offline payment");
    expect(data.data.paid_order).toMatchObject({ sum: 125, tip_amount: 6.25, total: 131.25 });
    expect(data.data.unpaid_order).toMatchObject({
      status: "paying",
      list: [{ quantity: 3, paid_quantity: 0, held_quantity: 1 }],
    });
    await waiter.confirmAll(order._id);
    const after = orderResponseSchema.parse(
      (await k.getOrder(order._id, { "x-access-code": accessCode })).json(),
    ).data.order;
    expect(after).toMatchObject({
      status: "paying",
      list: [{ quantity: 3, paid_quantity: 1, held_quantity: 0 }],
      payment_sums: { card: 131.25 },
    });
    await k.staff(order._id, "close");
  });
});

describe("online payment through the sandbox gateway", () => {
  it("holds the items while at the gateway, settles once on approve and redirects to the receipt", async () => {
    const { order, accessCode } = await k.servingOrder("111111", k.napoleons(2));
    const line = order.list[0]!._id;
    const res = await k.pay(order._id, accessCode, payBody(line, 2, { pay_method: "online" }));
    const data = orderPayResponseSchema.parse(res.json()).data;
    if (!data.require_online_payment) throw new Error("expected an online payment");
    expect(data.data.gateway).toBe("sandbox");
    // Held: another guest cannot pay the same items meanwhile.
    expect((await k.pay(order._id, accessCode, payBody(line, 1))).statusCode).toBe(409);
    const page = await t.app.inject({ method: "GET", url: data.data.pay_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("/approve");
    expect(page.body).not.toContain("<script");
    const approve = await t.app.inject({
      method: "POST",
      url: `${data.data.pay_url}/approve`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(approve.statusCode).toBe(303);
    // Back to the receipt of this payment.
    expect(approve.headers.location).toBe(
      `/inside/111111/receipt/${order._id}?payment=${data.data.payment_id}`,
    );
    const replay = await t.app.inject({ method: "POST", url: `${data.data.pay_url}/approve` });
    expect(replay.statusCode).toBe(409);
    const after = orderResponseSchema.parse(
      (await k.getOrder(order._id, { "x-access-code": accessCode })).json(),
    );
    expect(after.data.order).toMatchObject({ status: "closed", payment_sums: { online: 250 } });
  });

  it("a staff close captures the held part of an unfinished split instead of leaving it held", async () => {
    const { order, accessCode } = await k.servingOrder("111111", k.napoleons(2));
    const line = order.list[0]!._id;
    const data = orderPayResponseSchema.parse(
      (await k.pay(order._id, accessCode, payBody(line, 1, { pay_method: "online" }))).json(),
    ).data;
    if (!data.require_online_payment) throw new Error("expected an online payment");
    await t.app.inject({ method: "POST", url: `${data.data.pay_url}/approve` });
    const held = orderResponseSchema.parse(
      (await k.getOrder(order._id, { "x-access-code": accessCode })).json(),
    ).data.order;
    expect(held.split_payments.map((s) => s.total)).toEqual([125, 125]);
    expect((await k.staff(order._id, "close")).statusCode).toBe(200);
    const after = orderResponseSchema.parse(
      (await k.getOrder(order._id, { "x-access-code": accessCode })).json(),
    ).data.order;
    expect(after).toMatchObject({ status: "closed", payment_sums: { online: 125 } });
    expect(after.payment_statuses.online).toBe("paid");
    // Captured, so no split is open any more and nothing is refunded.
    expect(after.split_payments).toEqual([expect.objectContaining({ total: 125, refunded_at: null })]);
    const stored = await createPaymentRepository(t.db.db).listByOrder(order._id);
    expect(stored.map((p) => p.status)).toEqual(["paid"]);
  });

  it("releases the items on decline", async () => {
    const { order, accessCode } = await k.servingOrder("111111", k.napoleons(1));
    const line = order.list[0]!._id;
    const data = orderPayResponseSchema.parse(
      (await k.pay(order._id, accessCode, payBody(line, 1, { pay_method: "online" }))).json(),
    ).data;
    if (!data.require_online_payment) throw new Error("expected an online payment");
    const decline = await t.app.inject({ method: "POST", url: `${data.data.pay_url}/decline` });
    expect(decline.statusCode).toBe(303);
    expect((await k.pay(order._id, accessCode, payBody(line, 1))).statusCode).toBe(200);
    await waiter.confirmAll(order._id);
  });

  it("estimates splits: the selection, then the rest", async () => {
    const { order, accessCode } = await k.servingOrder("111111", k.napoleons(4));
    const res = await k.post(
      `/api/superapp/orders/${order._id}/estimate-split-payments`,
      { items: [{ line_id: order.list[0]!._id, quantity: 1 }] },
      { "x-access-code": accessCode },
    );
    expect(estimateSplitResponseSchema.parse(res.json()).data.splits).toEqual([
      { total: 125, paid_at: null },
      { total: 375, paid_at: null },
    ]);
    const tampered = await k.post(
      `/api/superapp/orders/${order._id}/estimate-split-payments`,
      { items: [{ line_id: order.list[0]!._id, quantity: 5 }] },
      { "x-access-code": accessCode },
    );
    expect(tampered.statusCode).toBe(409);
    await k.staff(order._id, "close");
  });
});

describe("staff API", () => {
  it("needs the staff token and answers envelopes for bad ids and bodies", async () => {
    const { order } = await k.order("111111", k.napoleons(1));
    expect((await k.staff(order._id, "accept", undefined, "wrong-token-123456")).statusCode).toBe(401);
    expect((await k.staff("A".repeat(24), "accept")).statusCode).toBe(404);
    expect((await k.staff(order._id, "decline", {})).statusCode).toBe(400);
    expect((await k.staff(order._id, "served")).statusCode).toBe(409);
    expect((await k.staff(order._id, "decline", { reason: "Kitchen closed" })).statusCode).toBe(200);
    const after = orderResponseSchema.parse(
      (await k.getOrder(order._id, { "x-visitor-id": visitor() })).json(),
    );
    expect(after.data.order).toMatchObject({ status: "cancelled", reason: "Kitchen closed" });
  });

  it("appends to an accepted order wait for the staff before they join the bill", async () => {
    const { order, accessCode } = await k.servingOrder("111111", k.napoleons(1));
    const prepared = await k.prepare("111111");
    await k.fillCart(prepared.cart._id, k.napoleons(2));
    const res = await k.post(
      `/api/superapp/orders/${order._id}/append`,
      { cart_id: prepared.cart._id, visitor_id: visitor(5) },
      { "x-access-code": accessCode },
    );
    expect(res.statusCode, res.body).toBe(200);
    const appended = orderResponseSchema.parse(res.json()).data.order;
    expect(appended).toMatchObject({ sum: 125, appends: [{ status: "waiting", list: [{ quantity: 2 }] }] });
    await k.staff(order._id, "accept");
    const after = orderResponseSchema.parse(
      (await k.getOrder(order._id, { "x-visitor-id": visitor(5) })).json(),
    );
    expect(after.data.order).toMatchObject({ sum: 375, appends: [{ status: "serving" }] });
    await k.staff(order._id, "close");
  });
});
