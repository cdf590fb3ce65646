import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderResponseSchema } from "@tablewise/domain/contract/order-calls";
import { createTestApp } from "../../test/test-app";
import { eatIn, errorOf, visitor } from "../../test/eat-in";

// SPEC §7 create and append sent again with the same cart (a client retrying after a dropped answer, or
// a double tap): the lines are ordered once. Found by `npm run crash`: the order used to be
// placed in one transaction and the cart emptied after it, so a crash in between, or two calls at once,
// ordered the cart twice.
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof eatIn>;
beforeAll(async () => {
  t = await createTestApp({ seed: "demo" });
  k = eatIn(t.app);
});
afterAll(() => t.close());

const orderOf = (res: { json: () => unknown }) => orderResponseSchema.parse(res.json()).data.order;

describe("POST /inside/:code/create sent twice with one cart", () => {
  it("answers the same order to a replay, with the lines once", async () => {
    const prepared = await k.prepare("111111");
    await k.fillCart(prepared.cart._id, k.napoleons(2));
    const body = { cart_id: prepared.cart._id, visitor_id: visitor(1), comment: "once" };
    const first = await k.post("/api/superapp/inside/111111/create", body);
    expect(first.statusCode, first.body).toBe(200);
    const again = await k.post("/api/superapp/inside/111111/create", body);
    expect(again.statusCode, again.body).toBe(200);
    expect(orderOf(again)._id).toBe(orderOf(first)._id);
    expect(orderOf(again)).toMatchObject({ sum: 250, comment: "once", list: [{ quantity: 2 }] });
    await k.staff(orderOf(first)._id, "decline", { reason: "test" });
  });

  it("places two calls at once as one order", async () => {
    const prepared = await k.prepare("111112");
    await k.fillCart(prepared.cart._id, k.napoleons(1));
    const body = { cart_id: prepared.cart._id, visitor_id: visitor(2) };
    const [a, b] = await Promise.all([
      k.post("/api/superapp/inside/111112/create", body),
      k.post("/api/superapp/inside/111112/create", body),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(orderOf(a)._id).toBe(orderOf(b)._id);
    const order = orderOf(await k.getOrder(orderOf(a)._id, { "x-access-code": prepared.inside.access_code }));
    expect(order).toMatchObject({ sum: 125, list: [{ quantity: 1 }] });
    expect(order.list).toHaveLength(1);
    await k.staff(order._id, "decline", { reason: "test" });
  });

  it("orders the cart afresh once it changed, and refuses an empty cart never ordered", async () => {
    const { order, cartId } = await k.order("123456", k.napoleons(1), visitor(3));
    await k.fillCart(cartId, k.napoleons(1));
    const more = await k.post("/api/superapp/inside/123456/create", {
      cart_id: cartId,
      visitor_id: visitor(3),
    });
    expect(orderOf(more)).toMatchObject({ _id: order._id, sum: 250 });
    await k.staff(order._id, "decline", { reason: "test" });

    const empty = (await k.prepare("123457")).cart._id;
    const refused = await k.post("/api/superapp/inside/123457/create", {
      cart_id: empty,
      visitor_id: visitor(3),
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe("conflict");
  });
});

describe("first orders racing at a free table", () => {
  // On PostgreSQL the losers meet the one-open-order-per-table index and retry as appends; on PGlite the
  // calls take turns. Either way: one order, every guest's lines in it, no 500.
  it("become one order with every cart's lines", async () => {
    const carts = [];
    for (let i = 0; i < 5; i++) {
      const prepared = await k.prepare("123457");
      await k.fillCart(prepared.cart._id, k.napoleons(1));
      carts.push(prepared.cart._id);
    }
    const answers = await Promise.all(
      carts.map((cart_id, i) =>
        k.post("/api/superapp/inside/123457/create", { cart_id, visitor_id: visitor(10 + i) }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((a) => orderOf(a)._id));
    expect(ids.size).toBe(1);
    const last = answers.map(orderOf).reduce((a, b) => (b.list.length > a.list.length ? b : a));
    expect(last).toMatchObject({ sum: 625 });
    expect(last.list).toHaveLength(5);
    await k.staff(last._id, "decline", { reason: "test" });
  });
});

describe("POST /orders/:id/append sent twice with one cart", () => {
  it("appends the lines once", async () => {
    const { order, accessCode } = await k.servingOrder("111111", k.napoleons(1));
    const prepared = await k.prepare("111111");
    await k.fillCart(prepared.cart._id, k.napoleons(2));
    const send = () =>
      k.post(
        `/api/superapp/orders/${order._id}/append`,
        { cart_id: prepared.cart._id, visitor_id: visitor(5) },
        { "x-access-code": accessCode },
      );
    expect((await send()).statusCode).toBe(200);
    const again = await send();
    expect(again.statusCode, again.body).toBe(200);
    expect(orderOf(again).appends).toHaveLength(1);
    expect(orderOf(again).appends[0]).toMatchObject({ status: "waiting", list: [{ quantity: 2 }] });
    await k.staff(order._id, "close");
  });
});
