import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io, type Socket } from "socket.io-client";
import type {
  ClientToServerEvents,
  ListenAck,
  ServerToClientEvents,
  UpdatePayload,
} from "@tablewise/domain/contract/realtime";
import { orderPayResponseSchema } from "@tablewise/domain/contract/order-calls";
import { createTestApp } from "../../test/test-app";
import { errorOf, eatIn, visitor, tableFreed } from "../../test/eat-in";
import { preorders } from "../../test/preorder";
import { staffConsole, testStaffAuthenticator } from "../../test/staff-console";

// Refunds of online payments (in full or in part, what the guest then sees),
// and the board.
let now = new Date("2026-11-23T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let e: ReturnType<typeof eatIn>;
let k: ReturnType<typeof preorders>;
let s: ReturnType<typeof staffConsole>;
let url = "";
let clientId = "";
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp({
    seed: "demo",
    clock: () => now,
    sweepIntervalMs: 3_600_000,
    app: { staffAuthenticator: testStaffAuthenticator },
  });
  e = eatIn(t.app);
  k = preorders(t.app);
  s = staffConsole(t.app);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/order`;
  clientId = (await k.verifiedClient("demo", "+380671230078"))._id;
});
afterAll(async () => {
  for (const x of sockets) x.disconnect();
  await t.close();
});

const manager = { role: "manager", venueId: "demo" } as const;
const waiter = { role: "waiter", venueId: "demo" } as const;
const kitchen = { role: "kitchen", venueId: "demo" } as const;

async function listen(orderId: string, accessCode: string) {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(url, {
    transports: ["websocket"],
    forceNew: true,
  });
  sockets.push(socket);
  const updates: UpdatePayload[] = [];
  socket.on("update", (u) => updates.push(u));
  const ack = await new Promise<ListenAck>((resolve) =>
    socket.emit("listen", { order_id: orderId, access_code: accessCode }, resolve),
  );
  expect(ack).toEqual({ ok: true });
  return updates;
}

// Pays `quantity` napoleons of the order online through the sandbox; the payment's staff id.
async function payOnline(orderId: string, accessCode: string, lineId: string, quantity: number) {
  const res = await e.pay(orderId, accessCode, {
    pay_method: "online",
    selected_items: [{ line_id: lineId, quantity }],
    tip: 0,
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = orderPayResponseSchema.parse(res.json()).data;
  if (!data.require_online_payment) throw new Error("expected an online payment");
  const approve = await t.app.inject({ method: "POST", url: `${data.data.pay_url}/approve` });
  expect(approve.statusCode).toBe(303);
  return data.data.pay_url.split("/").at(-1)!;
}

describe("refunds", () => {
  it("refunds a paid online payment in part, then the rest; the items stay paid, the guest sees it live", async () => {
    const { order, accessCode } = await e.servingOrder("111111", e.napoleons(2));
    const paymentId = await payOnline(order._id, accessCode, order.list[0]!._id, 2);
    const updates = await listen(order._id, accessCode);
    expect((await s.detail(order._id)).order.status).toBe("closed");

    // Money is the manager's: a waiter may confirm cash, not refund.
    expect(
      (await s.paymentAction(paymentId, "refund", { who: waiter, body: { amount: 50 } })).statusCode,
    ).toBe(403);
    const part = await s.paid(paymentId, "refund", {
      who: manager,
      body: { amount: 100 },
      key: "refund-0001",
    });
    expect(part).toMatchObject({ status: "paid", total: 250, refunded_amount: 100 });
    // The same key again refunds nothing more.
    expect(
      await s.paid(paymentId, "refund", { who: manager, body: { amount: 100 }, key: "refund-0001" }),
    ).toEqual(part);
    await expect.poll(() => updates.at(-1)?.order.payment_sums.online, { timeout: 3000 }).toBe(150);
    expect(updates.at(-1)!.order.payment_statuses.online).toBe("paid");
    // The guest's receipt reads the refund on the payment itself.
    expect(updates.at(-1)!.order.payments).toMatchObject([{ total: 250, refunded_amount: 100 }]);

    const tooMuch = await s.paymentAction(paymentId, "refund", { body: { amount: 200 } });
    expect(tooMuch.statusCode).toBe(409);
    expect(errorOf(tooMuch).message).toMatch(/At most 150 is left/);
    expect((await s.paymentAction(paymentId, "refund", { body: { amount: -1 } })).statusCode).toBe(400);

    const rest = await s.paid(paymentId, "refund");
    expect(rest).toMatchObject({ status: "refunded", refunded_amount: 250 });
    await expect
      .poll(() => updates.at(-1)?.order.payment_statuses.online, { timeout: 3000 })
      .toBe("refunded");
    expect(updates.at(-1)!.order).toMatchObject({
      status: "closed",
      payment_sums: { online: 0 },
      payments: [{ status: "refunded", refunded_amount: 250 }],
      list: [{ paid_quantity: 2 }],
    });
    const again = await s.paymentAction(paymentId, "refund");
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toMatch(/already refunded/);
    expect((await s.detail(order._id)).audit.filter((a) => a.action === "refund")).toEqual([
      {
        action: "refund",
        actor: { kind: "staff", name: "Test manager" },
        at: now.toISOString(),
        amount: 100,
      },
      { action: "refund", actor: { kind: "service", name: "service" }, at: now.toISOString(), amount: 150 },
    ]);
  });

  it("a held split part refunded in full gives its items back to pay and ends the split window", async () => {
    const { order, accessCode } = await e.servingOrder("111112", e.napoleons(2));
    const paymentId = await payOnline(order._id, accessCode, order.list[0]!._id, 1);
    const before = await s.detail(order._id);
    expect(before.order.split_deadline_at).not.toBeNull();
    expect(before.payments).toMatchObject([{ status: "held" }]);
    const refunded = await s.paid(paymentId, "refund");
    expect(refunded.status).toBe("refunded");
    const after = await s.detail(order._id);
    expect(after.order).toMatchObject({
      split_deadline_at: null,
      list: [{ paid_quantity: 0 }],
      payment_sums: { online: 0 },
    });
    await s.acted(order._id, "close", { body: tableFreed });
  });

  it("refuses a cash payment, a request not yet confirmed, the kitchen, and another venue's staff", async () => {
    const { order, accessCode } = await e.servingOrder("111113", e.napoleons(1));
    const res = await e.pay(order._id, accessCode, {
      pay_method: "cash",
      selected_items: [{ line_id: order.list[0]!._id, quantity: 1 }],
      tip: 0,
    });
    expect(res.statusCode).toBe(200);
    const cash = (await s.detail(order._id)).payments[0]!;
    expect((await s.paymentAction(cash.id, "confirm", { who: kitchen })).statusCode).toBe(403);
    expect(
      (await s.paymentAction(cash.id, "confirm", { who: { role: "manager", venueId: "demo-geo" } }))
        .statusCode,
    ).toBe(404);
    const early = await s.paymentAction(cash.id, "refund");
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toMatch(
      /Only a paid or held payment can be refunded, this one is requested/,
    );
    await s.paid(cash.id, "confirm", { who: waiter });
    const notOnline = await s.paymentAction(cash.id, "refund");
    expect(notOnline.statusCode).toBe(409);
    expect(errorOf(notOnline).message).toMatch(/Only an online payment/);
    expect((await s.paymentAction("A".repeat(24), "refund")).statusCode).toBe(404);
  });
});

describe("the board", () => {
  it("shows open orders of every kind with payments and stages, recent ended ones, and only to its venue", async () => {
    const eat = await e.order("123456", e.napoleons(1));
    const served = await e.servingOrder("123457", e.napoleons(2));
    const cashRes = await e.pay(served.order._id, served.accessCode, {
      pay_method: "cash",
      selected_items: [{ line_id: served.order.list[0]!._id, quantity: 1 }],
      tip: 0,
    });
    expect(cashRes.statusCode).toBe(200);
    await payOnline(served.order._id, served.accessCode, served.order.list[0]!._id, 1);
    const { cart } = await k.prepare("demo", "delivery");
    await k.fillCart(cart._id, k.napoleons(2));
    const [house] = await k.findAddress("demo", "Khreshchatyk 22");
    const del = await k.created("demo", {
      cart_id: cart._id,
      utensils: 0,
      is_delivery: true,
      target_date: null,
      address: k.toAddress(house!),
      pay_method: "card",
      client_id: clientId,
      visitor_id: visitor(41),
      delivery_tariff_id: "demo-t-express",
    });
    await s.acted(del.order._id, "accept");
    await s.acted(del.order._id, "ready");
    const { cart: cart2 } = await k.prepare("demo", "takeaway");
    await k.fillCart(cart2._id, k.napoleons(1));
    const gone = await k.created("demo", k.takeawayBody(cart2._id, { client_id: clientId }));
    await s.acted(gone.order._id, "decline", { body: { reason: "Sold out" } });

    const board = await s.board("demo", waiter);
    expect(board.generated_at).toBe(now.toISOString());
    expect(board.reservations).toEqual([]);
    expect(board.waiter_calls).toEqual([]);
    const byId = new Map(board.orders.map((o) => [o.order._id, o]));
    expect(byId.get(eat.order._id)).toMatchObject({ order: { status: "waiting" }, fulfilment: null });
    const split = byId.get(served.order._id)!;
    expect(split.order.split_deadline_at).not.toBeNull();
    expect(split.payments.map((p) => [p.method, p.status])).toEqual([
      ["cash", "requested"],
      ["online", "held"],
    ]);
    expect(byId.get(del.order._id)).toMatchObject({
      fulfilment: "ready",
      tariff: "Express",
      order: { order_type: "delivery", client: { name: "Olena" } },
    });
    expect(byId.get(gone.order._id)).toMatchObject({ order: { status: "cancelled", reason: "Sold out" } });
    // Another venue's staff: 403 for this venue's board; its own board has none of these orders.
    expect((await s.boardRes("demo", { role: "manager", venueId: "demo-geo" })).statusCode).toBe(403);
    expect((await s.board("demo-geo", { role: "kitchen", venueId: "demo-geo" })).orders).toEqual([]);
    expect((await s.boardRes("no-such-venue")).statusCode).toBe(404);

    // Two hours after it ended an order leaves the board; open ones stay.
    now = new Date(now.getTime() + 2 * 60 * 60_000 + 1000);
    const later = await s.board("demo");
    const ids = later.orders.map((o) => o.order._id);
    expect(ids).not.toContain(gone.order._id);
    expect(ids).toContain(del.order._id);
  });
});
