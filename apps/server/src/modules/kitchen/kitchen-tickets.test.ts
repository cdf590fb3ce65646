import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io, type Socket } from "socket.io-client";
import {
  bumpTicketCall,
  counterBoardCall,
  stationBoardCall,
  stationBoardTicketCap,
  type Ticket,
} from "@tablewise/domain/contract/kitchen";
import type { ListenAck, UpdatePayload } from "@tablewise/domain/contract/realtime";
import { orderResponseSchema } from "@tablewise/domain/contract/order-calls";
import { staffNamespace } from "@tablewise/domain/contract/staff";
import { demoStaffToken } from "../staff/staff-auth";
import { asStaff, testStaffAuthenticator } from "../../test/staff-console";
import { createTestApp } from "../../test/test-app";
import { eatIn, visitor } from "../../test/eat-in";
import { preorders } from "../../test/preorder";

// The demo venue's Kitchen and Bar (seeded: drinks to the Bar, the rest falls to the Kitchen): tickets
// made by accepts, additions, cancellations and voids exactly once, bumps, recall, ready and the counter.
let now = new Date("2031-05-06T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof eatIn>;
let p: ReturnType<typeof preorders>;
let base = "";
let clientId = "";
const sockets: Socket[] = [];
const bearer = { authorization: `Bearer ${demoStaffToken}` };
const kitchenStation = "demo-station-kitchen";
const barStation = "demo-station-bar";
const kitchenBase = "/api/staff/venues/demo/kitchen";

beforeAll(async () => {
  t = await createTestApp({
    seed: "demo",
    clock: () => now,
    app: { staffAuthenticator: testStaffAuthenticator },
  });
  k = eatIn(t.app);
  p = preorders(t.app);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const cafeId = (await p.prepare("demo", "takeaway")).cafe._id;
  clientId = (await p.verifiedClient(cafeId, "+380671230077"))._id;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

const board = async (station: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: `${kitchenBase}/stations/${station}/board`,
    headers: bearer,
  });
  expect(res.statusCode, res.body).toBe(200);
  return stationBoardCall.response.parse(res.json()).data;
};
const ticketsOf = async (station: string, orderId: string) =>
  (await board(station)).tickets.filter((x) => x.order_id === orderId);
const bump = (ticketId: string, body: object = {}, headers: Record<string, string> = bearer) =>
  t.app.inject({ method: "POST", url: `${kitchenBase}/tickets/${ticketId}/bump`, payload: body, headers });
const bumped = async (ticketId: string, body: object = {}) => {
  const res = await bump(ticketId, body);
  expect(res.statusCode, res.body).toBe(200);
  return bumpTicketCall.response.parse(res.json()).data.ticket;
};
const recall = (ticketId: string) =>
  t.app.inject({ method: "POST", url: `${kitchenBase}/tickets/${ticketId}/recall`, headers: bearer });
const counter = async () => {
  const res = await t.app.inject({ method: "GET", url: `${kitchenBase}/counter`, headers: bearer });
  expect(res.statusCode, res.body).toBe(200);
  return counterBoardCall.response.parse(res.json()).data;
};
const staffAct = (id: string, action: string, key?: string, body?: object) =>
  t.app.inject({
    method: "POST",
    url: `/api/staff/orders/${id}/${action}`,
    headers: { ...bearer, ...(key ? { "idempotency-key": key } : {}) },
    ...(body ? { payload: body } : {}),
  });

const negronis = (quantity: number) => [{ menu_id: "demo-bar", product_id: "p-negroni", quantity }];
const dessertAndDrinks = [
  { menu_id: "demo-kitchen", product_id: "p-napoleon", quantity: 2 },
  ...negronis(1),
  { menu_id: "demo-bar", product_id: "p-aperol-spritz", quantity: 1 },
];
const names = (tickets: Ticket[]) =>
  tickets.flatMap((x) => x.lines.map((l) => `${l.quantity} ${l.name}`)).sort();

function staffSocket() {
  const socket = io(`${base}${staffNamespace}`, {
    transports: ["websocket"],
    forceNew: true,
    auth: { token: demoStaffToken, venue_id: "demo" },
  });
  sockets.push(socket);
  const tickets: Ticket[] = [];
  let counters = 0;
  socket.on("kitchen:ticket", (x: Ticket) => tickets.push(x));
  socket.on("kitchen:counter", () => void counters++);
  const connected = new Promise<void>((resolve) => socket.on("connect", () => resolve()));
  return { tickets, counters: () => counters, connected };
}
const until = async (test: () => boolean) => {
  for (let i = 0; i < 150 && !test(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(test()).toBe(true);
};

describe("routing", () => {
  it("splits an accepted order by station: a product's own route, its category's, else the first station", async () => {
    const routes = await t.app.inject({
      method: "POST",
      url: `${kitchenBase}/routes`,
      headers: bearer,
      payload: {
        routes: [
          { kind: "category", key: "c-cocktails", station_id: barStation },
          { kind: "product", key: "p-aperol-spritz", station_id: kitchenStation },
        ],
        auto_accept: { inside: false, preorder: false, delivery: false },
      },
    });
    expect(routes.statusCode, routes.body).toBe(200);
    const feed = staffSocket();
    await feed.connected;
    const { order } = await k.order("111111", dessertAndDrinks);
    expect(await ticketsOf(kitchenStation, order._id)).toEqual([]);
    expect((await staffAct(order._id, "accept")).statusCode).toBe(200);
    const kitchen = await ticketsOf(kitchenStation, order._id);
    const bar = await ticketsOf(barStation, order._id);
    // The napoleon's category (desserts) has no route: the first station, the Kitchen, makes it; the
    // spritz's own route overrides its category's (the Bar).
    expect(names(kitchen)).toEqual(["1 Aperol Spritz", "2 Napoleon cake"]);
    expect(names(bar)).toEqual(["1 Negroni"]);
    expect(kitchen[0]).toMatchObject({ kind: "new", table_name: expect.any(String), order_type: "inside" });
    await until(() => feed.tickets.filter((x) => x.order_id === order._id).length === 2);
    await staffAct(order._id, "close", undefined, { unpaid_reason: "other", note: "test over" });
  });
});

describe("exactly once", () => {
  it("a replayed accept and two accepts at once make one ticket per station", async () => {
    const { order } = await k.order("111112", dessertAndDrinks);
    const [a, b] = await Promise.all([staffAct(order._id, "accept"), staffAct(order._id, "accept")]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const again = await staffAct(order._id, "accept", "accept-key-1");
    expect(again.statusCode).toBe(409);
    expect(await ticketsOf(kitchenStation, order._id)).toHaveLength(1);
    expect(await ticketsOf(barStation, order._id)).toHaveLength(1);
    await staffAct(order._id, "close", undefined, { unpaid_reason: "other", note: "test over" });
  });

  it("an accepted addition makes its own tickets once, however often its accept is retried", async () => {
    const { order, accessCode } = await k.servingOrder("111113", k.napoleons(1));
    const prepared = await k.prepare("111113");
    await k.fillCart(prepared.cart._id, negronis(3));
    const res = await k.post(
      `/api/superapp/orders/${order._id}/append`,
      { cart_id: prepared.cart._id, visitor_id: visitor(7) },
      { "x-access-code": accessCode },
    );
    expect(res.statusCode, res.body).toBe(200);
    const key = "append-accept-1";
    const tries = await Promise.all([
      staffAct(order._id, "accept", key),
      staffAct(order._id, "accept", key),
      staffAct(order._id, "accept"),
    ]);
    expect(tries.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    const bar = await ticketsOf(barStation, order._id);
    expect(bar).toHaveLength(1);
    expect(names(bar)).toEqual(["3 Negroni"]);
    expect(await ticketsOf(kitchenStation, order._id)).toHaveLength(1);
    await staffAct(order._id, "close", undefined, { unpaid_reason: "other", note: "test over" });
  });

  it("a declined addition never reaches a station", async () => {
    const { order, accessCode } = await k.servingOrder("111114", k.napoleons(1));
    const prepared = await k.prepare("111114");
    await k.fillCart(prepared.cart._id, negronis(1));
    await k.post(
      `/api/superapp/orders/${order._id}/append`,
      { cart_id: prepared.cart._id, visitor_id: visitor(8) },
      { "x-access-code": accessCode },
    );
    expect((await staffAct(order._id, "decline", undefined, { reason: "No coffee today" })).statusCode).toBe(
      200,
    );
    expect(await ticketsOf(barStation, order._id)).toEqual([]);
    await staffAct(order._id, "close", undefined, { unpaid_reason: "other", note: "test over" });
  });
});

describe("changes reach the station", () => {
  it("a void after acceptance sends a cancel ticket of the voided units; a comp does not", async () => {
    const { order } = await k.servingOrder("111115", k.napoleons(3));
    const line = order.list[0]!;
    const comp = await t.app.inject({
      method: "POST",
      url: `/api/staff/orders/${order._id}/adjust`,
      headers: bearer,
      payload: { kind: "comp", line_id: line._id, quantity: 1, reason: "Birthday" },
    });
    expect(comp.statusCode, comp.body).toBe(200);
    expect((await ticketsOf(kitchenStation, order._id)).map((x) => x.kind)).toEqual(["new"]);
    // The desserts move to the Bar after the ticket was made: the void still goes to the Kitchen.
    const saveRoutes = (routes: object[]) =>
      t.app.inject({
        method: "POST",
        url: `${kitchenBase}/routes`,
        headers: bearer,
        payload: { routes, auto_accept: { inside: false, preorder: false, delivery: false } },
      });
    const before = (
      await t.app.inject({ method: "GET", url: `${kitchenBase}/setup`, headers: bearer })
    ).json().data.routes as object[];
    await saveRoutes([...before, { kind: "category", key: "c-desserts", station_id: barStation }]);
    const voided = await t.app.inject({
      method: "POST",
      url: `/api/staff/orders/${order._id}/adjust`,
      headers: bearer,
      payload: { kind: "void", line_id: line._id, quantity: 1, reason: "Dropped" },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    // Made at one instant (the test's clock): the board orders them by id then.
    const tickets = (await ticketsOf(kitchenStation, order._id)).sort((a, b) => b.kind.localeCompare(a.kind));
    expect(tickets.map((x) => x.kind)).toEqual(["new", "cancel"]);
    expect(tickets[1]).toMatchObject({ reason: "Dropped", lines: [{ name: "Napoleon cake", quantity: 1 }] });
    expect(await ticketsOf(barStation, order._id)).toEqual([]);
    await saveRoutes(before);
    await staffAct(order._id, "close", undefined, { unpaid_reason: "other", note: "test over" });
  });

  it("the original ticket shows the voided units struck out, live and after the slip is acknowledged", async () => {
    const { order } = await k.servingOrder("111115", k.napoleons(3));
    const line = order.list[0]!;
    const screen = staffSocket();
    await screen.connected;
    const voided = await t.app.inject({
      method: "POST",
      url: `/api/staff/orders/${order._id}/adjust`,
      headers: bearer,
      payload: { kind: "void", line_id: line._id, quantity: 2, reason: "Dropped" },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const tickets = await ticketsOf(kitchenStation, order._id);
    const original = tickets.find((x) => x.kind === "new")!;
    const slip = tickets.find((x) => x.kind === "cancel")!;
    expect(original.lines).toMatchObject([{ quantity: 3, cancelled: 2 }]);
    expect(slip.lines[0]).not.toHaveProperty("cancelled");
    // The slip's push carries the original ticket too, with the units struck out.
    await until(() => screen.tickets.some((x) => x._id === original._id && x.lines[0]!.cancelled === 2));
    const napoleonsToMake = async () =>
      (await board(kitchenStation)).all_day.find((x) => x.name === "Napoleon cake")?.quantity ?? 0;
    const before = await napoleonsToMake();
    // "Got it" on the slip: the units stay struck out and off the all-day count.
    await bumped(slip._id);
    expect((await ticketsOf(kitchenStation, order._id))[0]!.lines).toMatchObject([{ cancelled: 2 }]);
    expect(await napoleonsToMake()).toBe(before);
    await staffAct(order._id, "close", undefined, { unpaid_reason: "other", note: "test over" });
  });

  it("a takeaway cancelled after acceptance sends a cancel ticket of what was sent", async () => {
    const { cart } = await p.prepare("demo", "takeaway");
    await p.fillCart(cart._id, p.napoleons(2));
    const { order } = await p.created("demo", p.takeawayBody(cart._id, { client_id: clientId }));
    expect((await staffAct(order._id, "accept")).statusCode).toBe(200);
    const decline = await staffAct(order._id, "decline", undefined, { reason: "Oven broke" });
    expect(decline.statusCode, decline.body).toBe(200);
    const tickets = (await ticketsOf(kitchenStation, order._id)).sort((a, b) => b.kind.localeCompare(a.kind));
    expect(tickets.map((x) => [x.kind, x.reason ?? null])).toEqual([
      ["new", null],
      ["cancel", "Oven broke"],
    ]);
    expect(tickets[1]!.lines).toMatchObject([{ name: "Napoleon cake", quantity: 2 }]);
  });
});

describe("bump, recall and ready", () => {
  it("bumps are idempotent, recall brings a ticket back, and the last bump makes a takeaway ready live", async () => {
    const { cart } = await p.prepare("demo", "takeaway");
    await p.fillCart(cart._id, [...p.napoleons(1), ...negronis(2)]);
    const { order } = await p.created("demo", p.takeawayBody(cart._id, { client_id: clientId }));
    const guest = io(`${base}/order`, { transports: ["websocket"], forceNew: true });
    sockets.push(guest);
    const updates: UpdatePayload[] = [];
    guest.on("update", (u) => updates.push(u));
    const ack = await new Promise<ListenAck>((r) =>
      guest.emit("listen_preorder", { preorder_id: order._id }, r),
    );
    expect(ack).toEqual({ ok: true });
    expect((await staffAct(order._id, "accept")).statusCode).toBe(200);
    expect((await counter()).preparing.map((x) => x.serial)).toContain(order.serial_order_id);

    const [food] = await ticketsOf(kitchenStation, order._id);
    const [drinks] = await ticketsOf(barStation, order._id);
    const line = drinks!.lines[0]!;
    const once = await bumped(drinks!._id, { line_id: line.line_id });
    const bumpedAt = now.toISOString();
    now = new Date(now.getTime() + 60_000);
    const twice = await bumped(drinks!._id, { line_id: line.line_id });
    expect(twice).toEqual(once);
    expect(once.bumped_at).toBe(bumpedAt);
    expect((await board(barStation)).recent_bumped.map((x) => x._id)).toContain(drinks!._id);
    const back = await recall(drinks!._id);
    expect(back.statusCode, back.body).toBe(200);
    expect((await ticketsOf(barStation, order._id))[0]!.lines[0]!.bumped_at).toBeNull();
    expect((await recall(drinks!._id)).statusCode).toBe(200);
    await bumped(drinks!._id);
    const mid = orderResponseSchema.parse((await p.get(`/api/superapp/preorders/${order._id}`)).json()).data
      .order;
    expect(mid).not.toMatchObject({ fulfilment: "ready" });

    // Two tabs of one station bump the last ticket at once: one bump, one "ready".
    await Promise.all([bumped(food!._id), bumped(food!._id)]);
    await until(() => updates.some((u) => (u.order as { fulfilment?: string }).fulfilment === "ready"));
    const board2 = await counter();
    expect(board2.ready.map((x) => x.serial)).toContain(order.serial_order_id);
    expect(board2.preparing.map((x) => x.serial)).not.toContain(order.serial_order_id);
    const audit = await t.app.inject({
      method: "GET",
      url: `/api/staff/orders/${order._id}`,
      headers: bearer,
    });
    const actions = (audit.json() as { data: { audit: { action: string }[] } }).data.audit.map(
      (a) => a.action,
    );
    expect(actions.filter((a) => a === "kitchen_ready")).toHaveLength(1);
    // Recalled after the guest was told: the order stays ready.
    await recall(food!._id);
    expect((await counter()).ready.map((x) => x.serial)).toContain(order.serial_order_id);
  });

  it("an eat-in order whose every ticket is bumped is ready to serve on the waiter's board", async () => {
    const { order } = await k.servingOrder("123456", dessertAndDrinks);
    for (const station of [kitchenStation, barStation])
      for (const x of await ticketsOf(station, order._id)) await bumped(x._id);
    const res = await t.app.inject({ method: "GET", url: `/api/staff/orders/${order._id}`, headers: bearer });
    expect(res.json()).toMatchObject({ data: { kitchen_ready_at: now.toISOString() } });
    expect((await counter()).ready.map((x) => x.serial)).toContain(order.serial_order_id);
    expect((await staffAct(order._id, "served")).statusCode).toBe(200);
    expect((await counter()).ready.map((x) => x.serial)).not.toContain(order.serial_order_id);
    await staffAct(order._id, "close", undefined, { unpaid_reason: "other", note: "test over" });
  });
});

describe("who may", () => {
  it("bumps are the kitchen's, the manager's and the waiter's; another venue's ticket is not found", async () => {
    const { order } = await k.servingOrder("123457", k.napoleons(1));
    const [ticket] = await ticketsOf(kitchenStation, order._id);
    expect((await bump(ticket!._id, {}, asStaff("demo", "kitchen"))).statusCode).toBe(200);
    expect((await bump(ticket!._id, {}, asStaff("demo-geo", "kitchen"))).statusCode).toBe(403);
    const other = await t.app.inject({
      method: "POST",
      url: `/api/staff/venues/demo-geo/kitchen/tickets/${ticket!._id}/bump`,
      payload: {},
      headers: asStaff("demo-geo", "manager"),
    });
    expect(other.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "POST", url: `${kitchenBase}/tickets/${ticket!._id}/bump`, payload: {} }))
        .statusCode,
    ).toBe(401);
    expect((await bump("no-such-ticket")).statusCode).toBe(404);
    expect((await bump(ticket!._id, { line_id: "nope" })).statusCode).toBe(404);
    const bad = await bump(ticket!._id, { line_id: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, error: { code: expect.any(String) } });
    await staffAct(order._id, "close", undefined, { unpaid_reason: "other", note: "test over" });
  });
});

describe("a station with more open tickets than its board lists", () => {
  it("lists the oldest up to the cap, says how many are open in all, and a bump brings the next one in", async () => {
    const { order } = await k.servingOrder("111116", dessertAndDrinks);
    const before = await board(kitchenStation);
    const [model] = before.tickets.filter((x) => x.order_id === order._id);
    // Copies of a real ticket, each a second newer than the last: more than the cap, all open.
    const extra = stationBoardTicketCap + 1 - before.tickets.length + 5;
    await t.db.db.execute(sql`
      insert into kitchen_tickets (id, venue_id, station_id, order_id, kind, source_key, lines, context, created_at, bumped_at)
      select 'bulk-' || g, venue_id, station_id, order_id, kind, 'bulk-' || g, lines, context,
             created_at + g * interval '1 second', null
      from kitchen_tickets, generate_series(1, ${extra}) g where id = ${model!._id}`);
    try {
      const full = await board(kitchenStation);
      expect(full.open_total).toBe(before.open_total + extra);
      expect(full.tickets).toHaveLength(stationBoardTicketCap);
      // Oldest first: the ones to cook next are the ones listed.
      const created = full.tickets.map((x) => x.created_at);
      expect(created).toEqual([...created].sort());
      const unlisted = full.open_total - full.tickets.length;
      expect(unlisted).toBe(before.tickets.length + extra - stationBoardTicketCap);

      await bumped(full.tickets[0]!._id);
      const next = await board(kitchenStation);
      expect(next.open_total).toBe(full.open_total - 1);
      expect(next.tickets).toHaveLength(stationBoardTicketCap);
      expect(next.tickets.at(-2)!._id).toBe(full.tickets.at(-1)!._id);
    } finally {
      await t.db.db.execute(sql`delete from kitchen_tickets where id like 'bulk-%'`);
    }
  });
});
