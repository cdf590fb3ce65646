import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createStationCall,
  kitchenSetupCall,
  saveKitchenRoutesCall,
  type AutoAccept,
} from "@tablewise/domain/contract/kitchen";
import { setupChangesCall } from "@tablewise/domain/contract/setup";
import { staffOrderCall } from "@tablewise/domain/contract/staff";
import { demoStaffToken } from "../staff/staff-auth";
import { asStaff, testStaffAuthenticator } from "../../test/staff-console";
import { createTestApp } from "../../test/test-app";
import { eatIn, errorOf } from "../../test/eat-in";
import { preorders } from "../../test/preorder";

// The kitchen's setup calls (stations, routes, auto-accept): who may, what is refused, the change log,
// and auto-accept per mode through the lifecycle.
const now = new Date("2031-05-06T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof eatIn>;
let p: ReturnType<typeof preorders>;
let clientId = "";
const manager = asStaff("demo", "manager");
const base = "/api/staff/venues/demo/kitchen";
const manual: AutoAccept = { inside: false, preorder: false, delivery: false };

beforeAll(async () => {
  t = await createTestApp({
    seed: "demo",
    clock: () => now,
    app: { staffAuthenticator: testStaffAuthenticator },
  });
  k = eatIn(t.app);
  p = preorders(t.app);
  const cafeId = (await p.prepare("demo", "takeaway")).cafe._id;
  clientId = (await p.verifiedClient(cafeId, "+380671230078"))._id;
});
afterAll(async () => {
  await t.close();
});

const call = (
  method: "GET" | "POST",
  url: string,
  headers: Record<string, string> = manager,
  payload?: unknown,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const setup = async () => kitchenSetupCall.response.parse((await call("GET", `${base}/setup`)).json()).data;
const saveRoutes = (body: unknown, headers = manager) => call("POST", `${base}/routes`, headers, body);

describe("kitchen setup", () => {
  it("the demo venue starts with a Kitchen and a Bar, drinks routed to the Bar, every mode accepted by hand", async () => {
    const s = await setup();
    expect(s.stations.map((x) => x.name)).toEqual(["Kitchen", "Bar"]);
    expect(
      s.routes
        .filter((r) => r.station_id === "demo-station-bar")
        .map((r) => r.key)
        .sort(),
    ).toEqual(["c-cocktails", "c-coffee", "c-lemonades"]);
    expect(s.auto_accept).toEqual(manual);
  });

  it("creates, renames and removes a station, each in the change log", async () => {
    const made = await call("POST", `${base}/stations`, manager, { name: "Pastry", warn_after_s: 300 });
    expect(made.statusCode, made.body).toBe(200);
    const station = createStationCall.response.parse(made.json()).data.station;
    expect(station).toMatchObject({ name: "Pastry", warn_after_s: 300, late_after_s: 1200 });
    const renamed = await call("POST", `${base}/stations/${station._id}`, manager, { name: "Pâtisserie" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const late = await call("POST", `${base}/stations/${station._id}`, manager, {
      name: "P",
      late_after_s: 240,
    });
    expect(late.statusCode).toBe(400);
    expect((await call("POST", `${base}/stations/${station._id}/remove`)).statusCode).toBe(200);
    expect((await setup()).stations.map((x) => x.name)).toEqual(["Kitchen", "Bar"]);
    expect((await call("POST", `${base}/stations/${station._id}/remove`)).statusCode).toBe(404);
    const log = setupChangesCall.response.parse(
      (await call("GET", "/api/staff/venues/demo/setup/changes")).json(),
    ).data.changes;
    expect(log.filter((c) => c.kind === "kitchen").map((c) => c.summary)).toEqual([
      'station "Pâtisserie" removed',
      'station "Pastry" -> "Pâtisserie"',
      'station "Pastry" added',
    ]);
  });

  it("refuses routes to keys outside the venue's menus (400) and to stations not the venue's (404)", async () => {
    const unknownKey = await saveRoutes({
      routes: [{ kind: "category", key: "c-nowhere", station_id: "demo-station-bar" }],
      auto_accept: manual,
    });
    expect(unknownKey.statusCode).toBe(400);
    const productAsCategory = await saveRoutes({
      routes: [{ kind: "category", key: "p-negroni", station_id: "demo-station-bar" }],
      auto_accept: manual,
    });
    expect(productAsCategory.statusCode).toBe(400);
    const twice = await saveRoutes({
      routes: [
        { kind: "product", key: "p-negroni", station_id: "demo-station-bar" },
        { kind: "product", key: "p-negroni", station_id: "demo-station-kitchen" },
      ],
      auto_accept: manual,
    });
    expect(twice.statusCode).toBe(400);
    const stranger = await saveRoutes({
      routes: [{ kind: "product", key: "p-negroni", station_id: "someone-elses" }],
      auto_accept: manual,
    });
    expect(stranger.statusCode).toBe(404);
    expect(errorOf(stranger).code).toBe("not_found");
    for (const body of [
      { routes: "all", auto_accept: manual },
      { routes: [], auto_accept: { inside: "yes", preorder: false, delivery: false } },
      { routes: [{ kind: "table", key: "x", station_id: "demo-station-bar" }], auto_accept: manual },
      { routes: [], auto_accept: manual, extra: 1 },
      {
        routes: Array.from({ length: 2001 }, (_, i) => ({ kind: "product", key: `p-${i}`, station_id: "s" })),
        auto_accept: manual,
      },
    ]) {
      const res = await saveRoutes(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(errorOf(res).code).toBe("validation_failed");
    }
    const huge = await saveRoutes({
      routes: Array.from({ length: 2000 }, (_, i) => ({
        kind: "product",
        key: `p-${"x".repeat(200)}-${i}`,
        station_id: "s",
      })),
      auto_accept: manual,
    });
    expect(huge.statusCode).toBe(413);
    expect((await setup()).routes).toHaveLength(3);
  });

  it("answers a guest 401, another venue's staff 403 and the kitchen 403 on writes (reading is allowed)", async () => {
    const body = { routes: [], auto_accept: manual };
    expect((await call("GET", `${base}/setup`, {})).statusCode).toBe(401);
    expect((await saveRoutes(body, {})).statusCode).toBe(401);
    expect((await call("GET", `${base}/setup`, asStaff("demo-geo", "manager"))).statusCode).toBe(403);
    expect((await saveRoutes(body, asStaff("demo-geo", "manager"))).statusCode).toBe(403);
    expect((await call("GET", `${base}/setup`, asStaff("demo", "kitchen"))).statusCode).toBe(200);
    expect((await saveRoutes(body, asStaff("demo", "kitchen"))).statusCode).toBe(403);
    expect(
      (await call("POST", `${base}/stations`, asStaff("demo", "waiter"), { name: "X" })).statusCode,
    ).toBe(403);
    // Another venue's station through its own path: not found, never "not yours".
    const geo = await call(
      "POST",
      "/api/staff/venues/demo-geo/kitchen/stations/demo-station-bar",
      asStaff("demo-geo", "manager"),
      { name: "Mine" },
    );
    expect(geo.statusCode).toBe(404);
    expect(
      (await call("GET", `${base}/stations/demo-station-bar/board`, asStaff("demo-geo", "kitchen")))
        .statusCode,
    ).toBe(403);
  });
});

describe("auto-accept per mode", () => {
  it("accepts a new order of an auto-accepted mode as the system, with its tickets; others wait", async () => {
    const saved = await saveRoutes({
      routes: (await setup()).routes,
      auto_accept: { inside: false, preorder: true, delivery: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saveKitchenRoutesCall.response.parse(saved.json()).data.auto_accept.preorder).toBe(true);

    const { cart } = await p.prepare("demo", "takeaway");
    await p.fillCart(cart._id, p.napoleons(1));
    const { order } = await p.created("demo", p.takeawayBody(cart._id, { client_id: clientId }));
    // Placed online and not yet paid: it waits for its payment (a failed payment cancels it unmade).
    const { cart: cart2 } = await p.prepare("demo", "takeaway");
    await p.fillCart(cart2._id, p.napoleons(1));
    const online = await p.created(
      "demo",
      p.takeawayBody(cart2._id, { client_id: clientId, pay_method: "online" }),
    );
    const inside = await k.order("111116", k.napoleons(1));
    await t.app.sweepOrders();

    const detail = async (id: string) =>
      staffOrderCall.response.parse(
        (await call("GET", `/api/staff/orders/${id}`, { authorization: `Bearer ${demoStaffToken}` })).json(),
      ).data;
    const accepted = await detail(order._id);
    expect(accepted).toMatchObject({ order: { status: "serving" }, fulfilment: "accepted" });
    expect(accepted.audit.map((a) => [a.action, a.actor.kind])).toContainEqual(["auto_accept", "system"]);
    expect((await detail(online.order._id)).order.status).toBe("waiting");
    expect((await detail(inside.order._id)).order.status).toBe("waiting");
    const board = await call("GET", `${base}/stations/demo-station-kitchen/board`);
    expect(board.json().data.tickets.map((x: { order_id: string }) => x.order_id)).toContain(order._id);
    await saveRoutes({ routes: (await setup()).routes, auto_accept: manual });
  });
});

describe("auto-accept of eat-in additions", () => {
  it("an addition to an order of an auto-accepted mode goes to the stations too", async () => {
    await saveRoutes({ routes: (await setup()).routes, auto_accept: { ...manual, inside: true } });
    const { order, accessCode } = await k.order("111115", k.napoleons(1));
    await t.app.sweepOrders();
    const prepared = await k.prepare("111115");
    await k.fillCart(prepared.cart._id, k.napoleons(2));
    const res = await k.post(
      `/api/superapp/orders/${order._id}/append`,
      { cart_id: prepared.cart._id, visitor_id: "visitor-0009" },
      { "x-access-code": accessCode },
    );
    expect(res.statusCode, res.body).toBe(200);
    await t.app.sweepOrders();
    const board = await call("GET", `${base}/stations/demo-station-kitchen/board`);
    const mine = (board.json().data.tickets as { order_id: string; lines: { quantity: number }[] }[]).filter(
      (x) => x.order_id === order._id,
    );
    expect(mine.map((x) => x.lines[0]!.quantity).sort()).toEqual([1, 2]);
    await saveRoutes({ routes: (await setup()).routes, auto_accept: manual });
    await call(
      "POST",
      `/api/staff/orders/${order._id}/close`,
      { authorization: `Bearer ${demoStaffToken}` },
      {
        unpaid_reason: "other",
        note: "test over",
      },
    );
  });
});

describe("a venue without stations", () => {
  it("makes no tickets: accepting works as before", async () => {
    for (const id of ["demo-station-kitchen", "demo-station-bar"])
      expect((await call("POST", `${base}/stations/${id}/remove`)).statusCode).toBe(200);
    expect((await setup()).stations).toEqual([]);
    const { order } = await k.order("111114", k.napoleons(1));
    const accepted = await call("POST", `/api/staff/orders/${order._id}/accept`, {
      authorization: `Bearer ${demoStaffToken}`,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const board = await call("GET", `${base}/stations/demo-station-kitchen/board`);
    expect(board.json().data.tickets.map((x: { order_id: string }) => x.order_id)).not.toContain(order._id);
    const counter = (await call("GET", `${base}/counter`)).json().data as { preparing: { serial: number }[] };
    expect(counter.preparing.map((x) => x.serial)).not.toContain(order.serial_order_id);
  });
});
