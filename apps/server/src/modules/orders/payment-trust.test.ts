import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { homepageResponseSchema } from "@tablewise/domain/contract/homepage";
import { orderPayResponseSchema, orderResponseSchema } from "@tablewise/domain/contract/order-calls";
import { EnvError, loadEnv } from "../../config/env";
import { createTestApp } from "../../test/test-app";
import { eatIn, errorOf, payBody, visitor } from "../../test/eat-in";
import { staffPayments } from "../../test/staff-payments";

// Money moves only through a gateway's confirmation or a waiter's.
const productionToken = "production-staff-token-1234";

describe("production mode: no sandbox, no online payment without a gateway", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let k: ReturnType<typeof eatIn>;
  beforeAll(async () => {
    t = await createTestApp({ seed: "demo", demo: false, env: { STAFF_TOKEN: productionToken } });
    k = eatIn(t.app);
  });
  afterAll(() => t.close());

  it("offers no online pay method and refuses one with online_payment_unavailable", async () => {
    const home = homepageResponseSchema.parse(
      (await t.app.inject({ method: "GET", url: "/api/superapp/homepage/demo" })).json(),
    ).data.cafe;
    expect(home.pay_methods).toMatchObject({ cash: true, online: false });
    expect(home.delivery.pay_methods.online).toBe(false);
    expect(home.preorder.pay_methods.online).toBe(false);
    const prepared = await k.prepare("111111");
    expect(prepared.cafe.pay_methods.online).toBe(false);

    const { order, accessCode } = await k.order("111111", k.napoleons(1));
    const auth = { authorization: `Bearer ${productionToken}` };
    await k.post(`/api/staff/orders/${order._id}/accept`, undefined, auth);
    const res = await k.pay(order._id, accessCode, payBody(order.list[0]!._id, 1, { pay_method: "online" }));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe("online_payment_unavailable");
    const after = orderResponseSchema.parse(
      (await k.getOrder(order._id, { "x-access-code": accessCode })).json(),
    ).data.order;
    expect(after.list[0]).toMatchObject({ paid_quantity: 0, held_quantity: 0 });
    expect(after.payment_requests).toEqual([]);
  });

  it("has no sandbox gateway routes", async () => {
    for (const [method, url] of [
      ["GET", "/api/sandbox/pay/AAAAAAAAAAAAAAAAAAAAAAAA"],
      ["POST", "/api/sandbox/pay/AAAAAAAAAAAAAAAAAAAAAAAA/approve"],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it("refuses the sandbox outside demo mode at start-up", () => {
    expect(() => loadEnv({ DEMO_MODE: "false", PAYMENT_GATEWAY: "sandbox" })).toThrow(EnvError);
    expect(loadEnv({ DEMO_MODE: "true", PAYMENT_GATEWAY: "sandbox" }).PAYMENT_GATEWAY).toBe("sandbox");
  });
});

describe("cash and card are requests until the waiter confirms them", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let k: ReturnType<typeof eatIn>;
  let waiter: ReturnType<typeof staffPayments>;
  beforeAll(async () => {
    t = await createTestApp({ seed: "demo" });
    k = eatIn(t.app);
    waiter = staffPayments(t.app);
  });
  afterAll(() => t.close());
  const bill = async (id: string, accessCode: string) =>
    orderResponseSchema.parse((await k.getOrder(id, { "x-access-code": accessCode })).json()).data.order;

  it("holds the items, counts nothing and keeps the order open until confirmed", async () => {
    const { order, accessCode } = await k.servingOrder("111111", k.napoleons(2));
    const line = order.list[0]!._id;
    const res = await k.pay(order._id, accessCode, payBody(line, 2, { tip: 10 }));
    expect(res.statusCode, res.body).toBe(200);
    const held = await bill(order._id, accessCode);
    expect(held).toMatchObject({
      status: "paying",
      closed_at: null,
      paid_at: null,
      list: [{ paid_quantity: 0, held_quantity: 2 }],
      payment_sums: { cash: 0 },
      payment_statuses: { cash: "unpaid" },
      payment_requests: [{ method: "cash", status: "requested", total: 275, tip: 25 }],
    });
    // Held: another guest cannot promise the same items.
    const second = await k.pay(order._id, accessCode, payBody(line, 1, { pay_method: "card" }));
    expect(second.statusCode).toBe(409);
    // Staff cannot close over a promise nobody took.
    expect((await k.staff(order._id, "close")).statusCode).toBe(409);

    const [payment] = await waiter.list(order._id);
    expect(payment).toMatchObject({ status: "requested", method: "cash", total: 275 });
    expect(
      (await waiter.act(payment!.id, "confirm", { authorization: "Bearer wrong-token-123456" })).statusCode,
    ).toBe(401);
    expect((await waiter.act(payment!.id, "confirm", {})).statusCode).toBe(401);
    expect((await waiter.act(payment!.id, "confirm")).statusCode).toBe(200);
    expect((await waiter.act(payment!.id, "confirm")).statusCode).toBe(409);
    expect((await waiter.act(payment!.id, "reject")).statusCode).toBe(409);
    expect(await bill(order._id, accessCode)).toMatchObject({
      status: "closed",
      list: [{ paid_quantity: 2, held_quantity: 0 }],
      payment_sums: { cash: 275 },
      payment_statuses: { cash: "paid" },
      payment_requests: [],
      tip_amount: 25,
    });
  });

  it("a rejected request gives the items back to pay", async () => {
    const { order, accessCode } = await k.servingOrder("111111", k.napoleons(2));
    const line = order.list[0]!._id;
    await k.pay(order._id, accessCode, payBody(line, 2, { pay_method: "card" }));
    const [payment] = await waiter.list(order._id);
    expect((await waiter.act(payment!.id, "reject")).statusCode).toBe(200);
    expect(await bill(order._id, accessCode)).toMatchObject({
      status: "paying",
      list: [{ paid_quantity: 0, held_quantity: 0 }],
      payment_sums: { card: 0 },
      payment_requests: [],
    });
    expect((await k.pay(order._id, accessCode, payBody(line, 2))).statusCode).toBe(200);
    await waiter.confirmAll(order._id);
    expect((await bill(order._id, accessCode)).status).toBe("closed");
  });

  it("answers unknown and malformed payment ids with 4xx envelopes", async () => {
    expect((await waiter.act("A".repeat(24), "confirm")).statusCode).toBe(404);
    const bad = await waiter.act("not-an-id", "confirm");
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe("validation_failed");
  });

  it("a guest's new payment releases their own unconfirmed one, not another guest's", async () => {
    const { order, accessCode } = await k.servingOrder("111111", k.napoleons(2));
    const line = order.list[0]!._id;
    const as = (who: string) => ({ "x-access-code": accessCode, "x-visitor-id": who });
    const payAs = (who: string, body: object) =>
      k.post(`/api/superapp/orders/${order._id}/pay`, body, as(who));
    const online = await payAs(visitor(1), payBody(line, 2, { pay_method: "online" }));
    expect(orderPayResponseSchema.parse(online.json()).data.require_online_payment).toBe(true);
    expect((await payAs(visitor(2), payBody(line, 1))).statusCode).toBe(409);
    // The same guest changes their mind: the online hold goes, the cash request takes its place.
    expect((await payAs(visitor(1), payBody(line, 2))).statusCode).toBe(200);
    const after = await bill(order._id, accessCode);
    expect(after.payment_requests).toEqual([
      expect.objectContaining({ method: "cash", status: "requested" }),
    ]);
    expect(after.list[0]).toMatchObject({ held_quantity: 2 });
    const pays = await waiter.list(order._id);
    expect(pays.map((p) => p.status)).toEqual(["cancelled", "requested"]);
    const sandbox = `/api/sandbox/pay/${pays[0]!.id}/approve`;
    expect((await t.app.inject({ method: "POST", url: sandbox })).statusCode).toBe(409);
    await waiter.confirmAll(order._id);
  });
});

describe("the demo autopilot confirms requests", () => {
  let now = new Date("2031-08-01T12:00:00Z");
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: "demo", clock: () => now, autopilotMs: 4000, sweepIntervalMs: 20 });
  });
  afterAll(() => t.close());

  it("confirms a cash request a few seconds after it is made", async () => {
    const k = eatIn(t.app);
    const { order, accessCode } = await k.servingOrder("111111", k.napoleons(1));
    await k.pay(order._id, accessCode, payBody(order.list[0]!._id, 1));
    await new Promise((r) => setTimeout(r, 100));
    const read = async () =>
      orderResponseSchema.parse((await k.getOrder(order._id, { "x-access-code": accessCode })).json()).data
        .order;
    expect((await read()).status).toBe("paying");
    now = new Date(now.getTime() + 4001);
    await expect.poll(async () => (await read()).status, { timeout: 3000 }).toBe("closed");
    expect((await read()).payment_sums.cash).toBe(125);
    // The audit list names the autopilot (the system) as who confirmed it.
    const staffView = await t.app.inject({
      method: "GET",
      url: `/api/staff/orders/${order._id}`,
      headers: { authorization: "Bearer demo-staff-token" },
    });
    expect(staffView.json()).toMatchObject({
      data: { audit: [{ action: "accept" }, { action: "autopilot_confirm", actor: { kind: "system" } }] },
    });
  });
});

describe("holds that expire (one online hold per visitor, released after 5 minutes)", () => {
  let now = new Date("2031-08-02T12:00:00Z");
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: "demo", clock: () => now, sweepIntervalMs: 20 });
  });
  afterAll(() => t.close());

  it("frees the items of an abandoned online payment after 5 minutes", async () => {
    const k = eatIn(t.app);
    const { order, accessCode } = await k.servingOrder("111111", k.napoleons(1));
    const line = order.list[0]!._id;
    await k.pay(order._id, accessCode, payBody(line, 1, { pay_method: "online" }));
    const read = async () =>
      orderResponseSchema.parse((await k.getOrder(order._id, { "x-access-code": accessCode })).json()).data
        .order;
    const pending = await read();
    expect(pending.payment_requests).toEqual([
      expect.objectContaining({
        status: "pending",
        expires_at: new Date(now.getTime() + 5 * 60_000).toISOString(),
      }),
    ]);
    now = new Date(now.getTime() + 4 * 60_000);
    await new Promise((r) => setTimeout(r, 100));
    expect((await read()).list[0]!.held_quantity).toBe(1);
    now = new Date(now.getTime() + 60_001);
    await expect.poll(async () => (await read()).list[0]!.held_quantity, { timeout: 3000 }).toBe(0);
    expect((await read()).payment_requests).toEqual([]);
    expect((await k.pay(order._id, accessCode, payBody(line, 1))).statusCode).toBe(200);
    await staffPayments(t.app).confirmAll(order._id);
  });

  it("a waiter's confirmation after the split window refunds the held part instead of capturing it", async () => {
    const k = eatIn(t.app);
    const { order, accessCode } = await k.servingOrder("111112", k.napoleons(2));
    const line = order.list[0]!._id;
    const pay = orderPayResponseSchema.parse(
      (await k.pay(order._id, accessCode, payBody(line, 1, { pay_method: "online" }))).json(),
    ).data;
    if (!pay.require_online_payment) throw new Error("expected an online payment");
    expect((await t.app.inject({ method: "POST", url: `${pay.data.pay_url}/approve` })).statusCode).toBe(303);
    expect((await k.pay(order._id, accessCode, payBody(line, 1))).statusCode).toBe(200);
    // SPEC §4: 15 minutes pass with no sweep; the waiter then confirms the cash for the rest.
    now = new Date(now.getTime() + 15 * 60_000 + 1);
    const waiter = staffPayments(t.app);
    await waiter.confirmAll(order._id);
    expect((await waiter.list(order._id)).map((p) => p.status)).toEqual(["refunded", "paid"]);
    const after = orderResponseSchema.parse(
      (await k.getOrder(order._id, { "x-access-code": accessCode })).json(),
    ).data.order;
    expect(after).toMatchObject({ status: "paying", payment_sums: { online: 0, cash: 125 } });
    expect(after.list[0]).toMatchObject({ paid_quantity: 1, held_quantity: 0 });
  });
});

describe("a gateway answer after the hold ended (deadlines hold between sweeps)", () => {
  let now = new Date("2031-08-03T12:00:00Z");
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // No sweep during the test: only the approve itself can see that the hold ended.
    t = await createTestApp({ seed: "demo", clock: () => now, sweepIntervalMs: 3_600_000 });
  });
  afterAll(() => t.close());

  it("refuses the approve, releases the items and counts nothing", async () => {
    const k = eatIn(t.app);
    const { order, accessCode } = await k.servingOrder("111111", k.napoleons(1));
    const line = order.list[0]!._id;
    const pay = orderPayResponseSchema.parse(
      (await k.pay(order._id, accessCode, payBody(line, 1, { pay_method: "online" }))).json(),
    ).data;
    if (!pay.require_online_payment) throw new Error("expected an online payment");
    now = new Date(now.getTime() + 5 * 60_000 + 1);
    const late = await t.app.inject({ method: "POST", url: `${pay.data.pay_url}/approve` });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe("conflict");
    const after = orderResponseSchema.parse(
      (await k.getOrder(order._id, { "x-access-code": accessCode })).json(),
    ).data.order;
    expect(after.list[0]).toMatchObject({ paid_quantity: 0, held_quantity: 0 });
    expect(after).toMatchObject({ payment_sums: { online: 0 }, payment_requests: [] });
    // A replay of the late approve changes nothing either.
    expect((await t.app.inject({ method: "POST", url: `${pay.data.pay_url}/approve` })).statusCode).toBe(409);
    expect((await k.pay(order._id, accessCode, payBody(line, 1))).statusCode).toBe(200);
  });
});
