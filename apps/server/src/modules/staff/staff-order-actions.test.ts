import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderResponseSchema } from "@tablewise/domain/contract/order-calls";
import type { PreorderCreateBodyInput } from "@tablewise/domain/contract/preorder";
import { createTestApp } from "../../test/test-app";
import { errorOf, eatIn, visitor, tableFreed } from "../../test/eat-in";
import { preorders } from "../../test/preorder";
import { hintRecorder, staffConsole, testStaffAuthenticator } from "../../test/staff-console";

// The console's order actions for every kind of order, who may make them, their
// audit list, their idempotency and the hints the venue's console is sent.
let now = new Date("2026-11-23T10:00:00Z");
const recorder = hintRecorder();
let t: Awaited<ReturnType<typeof createTestApp>>;
let e: ReturnType<typeof eatIn>;
let k: ReturnType<typeof preorders>;
let s: ReturnType<typeof staffConsole>;
let clientId = "";
beforeAll(async () => {
  t = await createTestApp({
    seed: "demo",
    clock: () => now,
    sweepIntervalMs: 3_600_000,
    app: { staffAuthenticator: testStaffAuthenticator, notifyStaff: recorder.notifyStaff },
  });
  e = eatIn(t.app);
  k = preorders(t.app);
  s = staffConsole(t.app);
  clientId = (await k.verifiedClient("demo", "+380671230077"))._id;
});
afterAll(() => t.close());

const waiter = { role: "waiter", venueId: "demo" } as const;
const kitchen = { role: "kitchen", venueId: "demo" } as const;
const manager = { role: "manager", venueId: "demo" } as const;
const geoWaiter = { role: "waiter", venueId: "demo-geo" } as const;
const key = (n: number) => `key-${String(n).padStart(6, "0")}`;
const read = async (id: string) =>
  orderResponseSchema.parse((await k.get(`/api/superapp/preorders/${id}`)).json()).data.order;

async function takeaway(extra: Partial<PreorderCreateBodyInput> = {}) {
  const { cart } = await k.prepare("demo", "takeaway");
  await k.fillCart(cart._id, k.napoleons(2));
  return k.created("demo", k.takeawayBody(cart._id, { client_id: clientId, ...extra }));
}
async function delivery(extra: Partial<PreorderCreateBodyInput> = {}) {
  const { cart } = await k.prepare("demo", "delivery");
  await k.fillCart(cart._id, k.napoleons(2));
  const [house] = await k.findAddress("demo", "Khreshchatyk 22");
  return k.created("demo", {
    cart_id: cart._id,
    utensils: 0,
    is_delivery: true,
    target_date: null,
    address: k.toAddress(house!),
    pay_method: "cash",
    client_id: clientId,
    visitor_id: visitor(41),
    delivery_tariff_id: "demo-t-express",
    ...extra,
  });
}
const expectConflict = async (
  res: { statusCode: number; json: () => unknown; body: string },
  text: RegExp,
  code = "conflict",
) => {
  expect(res.statusCode, res.body).toBe(409);
  expect(errorOf(res)).toMatchObject({ code, message: expect.stringMatching(text) });
};

describe("eat-in order actions", () => {
  it("accepts, accepts and declines appends, serves and closes; each answers the staff order", async () => {
    const { order, accessCode } = await e.order("111111", e.napoleons(1));
    recorder.hints.length = 0;
    const accepted = await s.acted(order._id, "accept", { who: kitchen });
    expect(accepted).toMatchObject({
      order: { status: "serving" },
      fulfilment: null,
      tariff: null,
      payments: [],
    });
    expect(recorder.hints).toEqual([
      { venueId: "demo", hint: { kind: "order", id: order._id, change: "updated", at: now.toISOString() } },
    ]);
    await expectConflict(await s.orderAction(order._id, "accept"), /nothing to accept: the order is serving/);

    // Two appends: one accepted, the next declined with its reason.
    await e.order("111111", e.napoleons(1), visitor(2));
    const joined = await s.acted(order._id, "accept", { who: waiter });
    expect(joined.order.list).toHaveLength(2);
    await e.order("111111", e.napoleons(3), visitor(3));
    const declined = await s.acted(order._id, "decline", { body: { reason: "Out of napoleon" } });
    expect(declined.order.appends.at(-1)).toMatchObject({ status: "cancelled" });
    expect(declined.order.status).toBe("serving");
    await expectConflict(
      await s.orderAction(order._id, "decline", { body: { reason: "again" } }),
      /nothing to decline/,
    );
    expect((await s.orderAction(order._id, "decline", { body: {} })).statusCode).toBe(400);

    // Fulfilment stages are for takeaway and delivery.
    await expectConflict(
      await s.orderAction(order._id, "ready"),
      /for takeaway and delivery orders/,
      "wrong_order_type",
    );
    expect((await s.acted(order._id, "served", { who: kitchen })).order.status).toBe("served");
    // Closing is money (it settles the bill): not the kitchen's.
    expect((await s.orderAction(order._id, "close", { who: kitchen, body: tableFreed })).statusCode).toBe(
      403,
    );
    const closed = await s.acted(order._id, "close", { who: waiter, body: tableFreed });
    expect(closed.order.status).toBe("closed");
    await expectConflict(
      await s.orderAction(order._id, "close", { body: tableFreed }),
      /only an accepted open order can be closed/,
    );
    // The guest reads the same.
    expect((await e.getOrder(order._id, { "x-access-code": accessCode })).json()).toMatchObject({
      data: { order: { status: "closed" } },
    });
  });

  it("a declined addition keeps its lines and tells the guest the venue's reason (SPEC §4)", async () => {
    const { order, accessCode } = await e.order("111119", e.napoleons(1));
    await s.acted(order._id, "accept");
    await e.order("111119", e.napoleons(2), visitor(4));
    await s.acted(order._id, "decline", { body: { reason: "Sorry, napoleon is sold out tonight" } });
    const seen = orderResponseSchema.parse(
      (await e.getOrder(order._id, { "x-access-code": accessCode })).json(),
    ).data.order;
    expect(seen.appends).toHaveLength(1);
    expect(seen.appends[0]).toMatchObject({
      status: "cancelled",
      reason: "Sorry, napoleon is sold out tonight",
      list: [expect.objectContaining({ quantity: 2 })],
    });
    // The bill itself holds only the accepted lines.
    expect(seen.list).toHaveLength(1);
  });

  it("declines a waiting order with its reason; unknown ids are 404, unknown actions 404", async () => {
    const { order } = await e.order("111112", e.napoleons(1));
    const declined = await s.acted(order._id, "decline", { body: { reason: "Kitchen closed" } });
    expect(declined.order).toMatchObject({ status: "cancelled", reason: "Kitchen closed" });
    expect((await s.orderAction("A".repeat(24), "accept")).statusCode).toBe(404);
    expect((await s.orderAction(order._id, "explode")).statusCode).toBe(404);
  });

  it("refuses another venue's staff (404 for its order) and callers without credentials (401)", async () => {
    const { order } = await e.order("111113", e.napoleons(1));
    expect((await s.orderAction(order._id, "accept", { who: geoWaiter })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/staff/orders/${order._id}`,
          headers: { "x-test-staff": "manager:demo-geo" },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "POST", url: `/api/staff/orders/${order._id}/accept` })).statusCode,
    ).toBe(401);
    // Untouched by the refusals.
    expect((await s.detail(order._id)).order.status).toBe("waiting");
    await s.acted(order._id, "decline", { body: { reason: "cleanup" } });
  });
});

describe("takeaway and delivery actions", () => {
  it("takeaway: accepted, ready, delivered records the cash; the guest's order shows the stage", async () => {
    const { order } = await takeaway();
    expect(order.fulfilment).toBeNull();
    const accepted = await s.acted(order._id, "accept", { who: kitchen });
    expect(accepted).toMatchObject({
      order: { status: "serving", fulfilment: "accepted" },
      fulfilment: "accepted",
    });
    expect((await read(order._id)).fulfilment).toBe("accepted");
    await expectConflict(
      await s.orderAction(order._id, "out_for_delivery"),
      /only a delivery order/,
      "wrong_order_type",
    );
    expect((await s.acted(order._id, "ready", { who: kitchen })).fulfilment).toBe("ready");
    await expectConflict(await s.orderAction(order._id, "ready"), /already ready/);
    expect((await s.orderAction(order._id, "delivered", { who: kitchen })).statusCode).toBe(403);
    const done = await s.acted(order._id, "delivered", { who: waiter });
    expect(done.order).toMatchObject({
      status: "closed",
      payment_sums: { cash: 250 },
      payment_statuses: { cash: "paid" },
    });
    expect(done.payments).toMatchObject([{ method: "cash", status: "paid", amount: 250 }]);
    await expectConflict(await s.orderAction(order._id, "delivered"), /only an accepted open order/);
  });

  it("delivery: out for delivery, with its tariff's name; delivered before acceptance is refused", async () => {
    const { order } = await delivery();
    await expectConflict(await s.orderAction(order._id, "delivered"), /this one is waiting/);
    await expectConflict(await s.orderAction(order._id, "ready"), /only an accepted order can be ready/);
    const accepted = await s.acted(order._id, "accept");
    expect(accepted.tariff).toBe("Express");
    const out = await s.acted(order._id, "out_for_delivery", { who: manager });
    expect(out).toMatchObject({ fulfilment: "out_for_delivery", order: { fulfilment: "out_for_delivery" } });
    await expectConflict(await s.orderAction(order._id, "out_for_delivery"), /already out for delivery/);
    expect((await s.acted(order._id, "delivered")).order.status).toBe("closed");
  });

  it("served is refused on takeaway and delivery (their stages are named) and changes nothing", async () => {
    for (const [made, stages] of [
      [await takeaway(), /takeaway order goes ready, delivered/],
      [await delivery(), /delivery order goes ready, out_for_delivery, delivered/],
    ] as const) {
      const { order } = made;
      await s.acted(order._id, "accept");
      recorder.hints.length = 0;
      await expectConflict(await s.orderAction(order._id, "served"), stages, "wrong_order_type");
      expect(await read(order._id)).toMatchObject({ status: "serving", fulfilment: "accepted" });
      expect((await s.detail(order._id)).audit.map((a) => a.action)).toEqual(["accept"]);
      expect(recorder.hints).toEqual([]);
      expect((await s.acted(order._id, "ready")).fulfilment).toBe("ready");
      await s.acted(order._id, "decline", { body: { reason: "cleanup" } });
    }
  });

  it("declining an accepted order paid online cancels it and refunds the payment in full", async () => {
    const { order, payment } = await takeaway({ pay_method: "online" });
    expect((await t.app.inject({ method: "POST", url: `${payment!.pay_url}/approve` })).statusCode).toBe(303);
    await s.acted(order._id, "accept");
    const declined = await s.acted(order._id, "decline", { body: { reason: "Oven broke" } });
    expect(declined.order).toMatchObject({
      status: "cancelled",
      reason: "Oven broke",
      payment_statuses: { online: "refunded" },
      payment_sums: { online: 0 },
    });
    expect(declined.payments).toMatchObject([{ status: "refunded", refunded_amount: 250 }]);
  });
});

describe("idempotency and the audit list", () => {
  it("answers a repeated key with the first answer without acting again; another action's key is 409", async () => {
    const { order } = await takeaway();
    const first = await s.acted(order._id, "accept", { key: key(1), who: waiter });
    recorder.hints.length = 0;
    const again = await s.acted(order._id, "accept", { key: key(1), who: waiter });
    expect(again).toEqual(first);
    expect(recorder.hints).toEqual([]); // nothing happened, nothing to tell
    await expectConflict(await s.orderAction(order._id, "ready", { key: key(1) }), /used for another action/);
    // Without a key a repeat is refused by the order's state.
    await expectConflict(await s.orderAction(order._id, "accept"), /nothing to accept/);
    const audit = (await s.detail(order._id)).audit;
    expect(audit.filter((a) => a.action === "accept")).toEqual([
      { action: "accept", actor: { kind: "staff", name: "Test waiter" }, at: now.toISOString() },
    ]);
    await s.acted(order._id, "decline", { body: { reason: "cleanup" } });
  });

  it("two calls at once with one key act once and both answer the same", async () => {
    const { order } = await takeaway();
    const [a, b] = await Promise.all([
      s.orderAction(order._id, "accept", { key: key(2) }),
      s.orderAction(order._id, "accept", { key: key(2) }),
    ]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect((await s.detail(order._id)).audit.filter((x) => x.action === "accept")).toHaveLength(1);
    await s.acted(order._id, "decline", { body: { reason: "cleanup" } });
  });

  it("refuses a malformed key (400)", async () => {
    const { order } = await takeaway();
    expect((await s.orderAction(order._id, "accept", { key: "short" })).statusCode).toBe(400);
    await s.acted(order._id, "decline", { body: { reason: "cleanup" } });
  });

  it("lists who did what, with the system's own auto-cancel", async () => {
    const { order } = await takeaway();
    now = new Date(now.getTime() + 60 * 60_000); // past auto_cancel_at
    await t.app.sweepOrders();
    const found = await s.detail(order._id);
    expect(found.order).toMatchObject({ status: "cancelled" });
    expect(found.audit).toEqual([
      {
        action: "auto_cancel",
        actor: { kind: "system", name: "system" },
        at: now.toISOString(),
        reason: "The venue did not accept the order in time",
      },
    ]);
    await expectConflict(
      await s.orderAction(order._id, "accept"),
      /nothing to accept: the order is cancelled/,
    );
  });
});

describe("staff hints", () => {
  it("an online payment settled at the gateway is an update of that payment", async () => {
    const { order, payment } = await takeaway({ pay_method: "online" });
    const paymentId = payment!.pay_url.split("/").at(-1)!;
    recorder.hints.length = 0;
    expect((await t.app.inject({ method: "POST", url: `${payment!.pay_url}/approve` })).statusCode).toBe(303);
    expect(recorder.hints.map((h) => [h.venueId, h.hint.kind, h.hint.id, h.hint.change])).toEqual([
      ["demo", "payment", paymentId, "updated"],
    ]);
    await s.acted(order._id, "decline", { body: { reason: "cleanup" } });
  });

  it("the same create or append sent again (its answer lost) tells the venue nothing new", async () => {
    recorder.hints.length = 0;
    const { order, cartId } = await e.order("123457", e.napoleons(1), visitor(6));
    const again = await e.post(`/api/superapp/inside/123457/create`, {
      cart_id: cartId,
      visitor_id: visitor(6),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.order._id).toBe(order._id);
    expect(recorder.hints.filter((h) => h.hint.change === "created").map((h) => h.hint.id)).toEqual([
      order._id,
    ]);
    await s.acted(order._id, "decline", { body: { reason: "cleanup" } });
  });

  it("a new eat-in order, an append, a cash request and a takeaway order are created for the venue", async () => {
    recorder.hints.length = 0;
    const { order, accessCode } = await e.order("123456", e.napoleons(1));
    await s.acted(order._id, "accept");
    await e.order("123456", e.napoleons(1), visitor(5));
    await s.acted(order._id, "accept");
    const pay = await e.pay(order._id, accessCode, {
      pay_method: "cash",
      selected_items: [{ line_id: order.list[0]!._id, quantity: 1 }],
      tip: 0,
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const requested = (await s.detail(order._id)).payments.find((p) => p.status === "requested")!;
    const { order: pre } = await takeaway();
    expect(recorder.hints.map((h) => [h.venueId, h.hint.kind, h.hint.id, h.hint.change])).toEqual([
      ["demo", "order", order._id, "created"],
      ["demo", "order", order._id, "updated"],
      ["demo", "order", order._id, "created"],
      ["demo", "order", order._id, "updated"],
      ["demo", "payment", requested.id, "created"],
      ["demo", "order", pre._id, "created"],
    ]);
    recorder.hints.length = 0;
    await s.paid(requested.id, "confirm", { who: waiter });
    expect(recorder.hints.map((h) => [h.hint.kind, h.hint.id, h.hint.change])).toEqual([
      ["payment", requested.id, "updated"],
    ]);
    expect((await s.detail(order._id)).audit.map((a) => [a.action, a.actor.kind])).toEqual([
      ["accept", "service"],
      ["accept", "service"],
      ["confirm", "staff"],
    ]);
    await s.acted(pre._id, "decline", { body: { reason: "cleanup" } });
    await s.acted(order._id, "close", { body: tableFreed });
  });
});
