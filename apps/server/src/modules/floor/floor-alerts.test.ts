import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AlertKind, FloorAlert } from "@tablewise/domain/contract/floor";
import { stationBoardCall } from "@tablewise/domain/contract/kitchen";
import { staffWaiterCallsCall } from "@tablewise/domain/contract/staff";
import { asPerson, floorPeopleAuthenticator, readFloorSettled } from "../../test/floor-people";
import { createTestApp } from "../../test/test-app";
import { eatIn, payBody } from "../../test/eat-in";
import { staffPayments } from "../../test/staff-payments";
import type { AlertEvent } from "./index";

// Alerts derived from the floor's state (the demo venue): each kind made once when its fact holds and
// resolved when it is gone, the time-based kinds and escalation on the sweeper's pass under fake time,
// concurrent passes making one alert, and who hears each (the onAlert hook).
let now = new Date("2031-05-06T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof eatIn>;
let waiter: ReturnType<typeof staffPayments>;
const heard: AlertEvent[] = [];
const floorUrl = "/api/staff/venues/demo/floor";
const minutes = (n: number) => (now = new Date(now.getTime() + n * 60_000));

beforeAll(async () => {
  t = await createTestApp({
    seed: "demo",
    clock: () => now,
    app: { staffAuthenticator: floorPeopleAuthenticator },
  });
  k = eatIn(t.app);
  waiter = staffPayments(t.app);
  t.app.floor.onAlert((e) => void heard.push(e));
});
afterAll(async () => {
  await t.close();
});

const alerts = async () => (await readFloorSettled(t.app)).alerts;
const sweep = async () => {
  await t.app.floor.settled();
  await t.app.floor.sweep();
};
const ofKind = (list: FloorAlert[], kind: AlertKind, orderId?: string) =>
  list.filter((a) => a.kind === kind && (orderId === undefined || a.order_id === orderId));
const startShift = async (id: string, body: object) => {
  const res = await t.app.inject({
    method: "POST",
    url: `${floorUrl}/shift`,
    headers: asPerson(id, "waiter"),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
};
const endShift = (id: string) =>
  t.app.inject({ method: "POST", url: `${floorUrl}/shift/end`, headers: asPerson(id, "waiter") });
const free = async (orderId: string) => {
  expect((await k.staff(orderId, "close")).statusCode).toBe(200);
};

describe("alerts made once and resolved", () => {
  it("a new order waiting: one alert however many passes, resolved when accepted", async () => {
    const { order } = await k.order("111111");
    await t.app.floor.reconcile("demo");
    await sweep();
    const made = ofKind(await alerts(), "order_waiting", order._id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ status: "open", table_code: "111111", table_label: "Hall · 1" });
    expect(heard.filter((e) => e.alert._id === made[0]!._id && e.phase === "created")).toHaveLength(1);
    expect((await k.staff(order._id, "accept")).statusCode).toBe(200);
    expect(ofKind(await alerts(), "order_waiting", order._id)[0]!.status).toBe("resolved");
    await free(order._id);
  });

  it("an addition waiting: its own alert, resolved when accepted", async () => {
    const { order } = await k.servingOrder("111112");
    await k.order("111112", k.napoleons(1));
    const made = ofKind(await alerts(), "addition_waiting", order._id);
    expect(made.map((a) => a.status)).toEqual(["open"]);
    expect((await k.staff(order._id, "accept")).statusCode).toBe(200);
    expect(ofKind(await alerts(), "addition_waiting", order._id).map((a) => a.status)).toEqual(["resolved"]);
    await free(order._id);
  });

  it("a waiter call: one alert, resolved when the call is answered", async () => {
    expect((await k.post("/api/superapp/inside/111113/call-waiter", {})).statusCode).toBe(200);
    const made = ofKind(await alerts(), "waiter_call").filter((a) => a.table_code === "111113");
    expect(made.map((a) => a.status)).toEqual(["open"]);
    const calls = await t.app.inject({
      method: "GET",
      url: "/api/staff/venues/demo/waiter-calls",
      headers: asPerson("w1", "waiter"),
    });
    const call = staffWaiterCallsCall.response
      .parse(calls.json())
      .data.waiter_calls.find((c) => c.table_code === "111113");
    const ack = await t.app.inject({
      method: "POST",
      url: `/api/staff/waiter-calls/${call!.id}/acknowledge`,
      headers: asPerson("w1", "waiter"),
    });
    expect(ack.statusCode, ack.body).toBe(200);
    const after = ofKind(await alerts(), "waiter_call").filter((a) => a.table_code === "111113");
    expect(after.map((a) => a.status)).toEqual(["resolved"]);
  });

  it("cash to confirm: the amount with the tip, resolved when confirmed", async () => {
    const { order, accessCode } = await k.servingOrder("111114");
    const pay = await k.pay(order._id, accessCode, payBody(order.list[0]!._id, 2));
    expect(pay.statusCode, pay.body).toBe(200);
    const made = ofKind(await alerts(), "payment_to_confirm", order._id);
    expect(made).toHaveLength(1);
    expect(made[0]!.amount).toBe(order.list[0]!.price * 2 * 100);
    await waiter.confirmAll(order._id);
    expect(ofKind(await alerts(), "payment_to_confirm", order._id).map((a) => a.status)).toEqual([
      "resolved",
    ]);
  });

  it("ready to serve when the stations bumped everything, resolved when served", async () => {
    const { order } = await k.servingOrder("111115");
    const board = await t.app.inject({
      method: "GET",
      url: "/api/staff/venues/demo/kitchen/stations/demo-station-kitchen/board",
      headers: asPerson("w1", "waiter"),
    });
    const tickets = stationBoardCall.response
      .parse(board.json())
      .data.tickets.filter((x) => x.order_id === order._id);
    expect(tickets.length).toBeGreaterThan(0);
    for (const ticket of tickets) {
      const bump = await t.app.inject({
        method: "POST",
        url: `/api/staff/venues/demo/kitchen/tickets/${ticket._id}/bump`,
        headers: asPerson("w1", "waiter"),
        payload: {},
      });
      expect(bump.statusCode, bump.body).toBe(200);
    }
    await sweep();
    expect(ofKind(await alerts(), "ready_to_serve", order._id).map((a) => a.status)).toEqual(["open"]);
    expect((await k.staff(order._id, "served")).statusCode).toBe(200);
    expect(ofKind(await alerts(), "ready_to_serve", order._id).map((a) => a.status)).toEqual(["resolved"]);
    await free(order._id);
  });

  it("a failed online payment: alerted, and resolved an hour later", async () => {
    const { order, accessCode } = await k.servingOrder("111116");
    const pay = await k.pay(order._id, accessCode, payBody(order.list[0]!._id, 1, { pay_method: "online" }));
    expect(pay.statusCode, pay.body).toBe(200);
    const [pending] = await waiter.list(order._id);
    const declined = await t.app.inject({ method: "POST", url: `/api/sandbox/pay/${pending!.id}/decline` });
    expect(declined.statusCode, declined.body).toBeLessThan(400);
    await sweep();
    const made = ofKind(await alerts(), "payment_failed", order._id);
    expect(made.map((a) => a.status)).toEqual(["open"]);
    expect(made[0]!.amount).toBe(order.list[0]!.price * 100);
    await free(order._id);
    minutes(61);
    await sweep();
    expect(ofKind(await alerts(), "payment_failed", order._id).map((a) => a.status)).toEqual(["resolved"]);
  });

  it("a bill left part paid for part_paid_after_min, resolved when paid in full", async () => {
    const { order, accessCode } = await k.servingOrder("111117", k.napoleons(2));
    const line = order.list[0]!;
    expect((await k.pay(order._id, accessCode, payBody(line._id, 1))).statusCode).toBe(200);
    await waiter.confirmAll(order._id);
    minutes(9);
    await sweep();
    expect(ofKind(await alerts(), "part_paid", order._id)).toEqual([]);
    minutes(1);
    await sweep();
    await sweep();
    const made = ofKind(await alerts(), "part_paid", order._id);
    expect(made.map((a) => [a.status, a.amount])).toEqual([["open", line.price * 100]]);
    expect((await k.pay(order._id, accessCode, payBody(line._id, 1))).statusCode).toBe(200);
    await waiter.confirmAll(order._id);
    await sweep();
    expect(ofKind(await alerts(), "part_paid", order._id).map((a) => a.status)).toEqual(["resolved"]);
  });

  it("a served unpaid table with no guest activity for walkout_after_min: a walkout risk, gone at the next call", async () => {
    const { order } = await k.servingOrder("111118");
    expect((await k.staff(order._id, "served")).statusCode).toBe(200);
    minutes(19);
    await sweep();
    expect(ofKind(await alerts(), "walkout_risk", order._id)).toEqual([]);
    minutes(1);
    await sweep();
    expect(ofKind(await alerts(), "walkout_risk", order._id).map((a) => a.status)).toEqual(["open"]);
    expect((await k.post("/api/superapp/inside/111118/call-waiter", {})).statusCode).toBe(200);
    await sweep();
    expect(ofKind(await alerts(), "walkout_risk", order._id).map((a) => a.status)).toEqual(["resolved"]);
    await free(order._id);
  });
});

describe("one alert per fact, whoever reconciles", () => {
  it("ten passes at once make one alert and tell the listeners once", async () => {
    const before = heard.length;
    const { order } = await k.order("123456");
    await Promise.all(Array.from({ length: 10 }, () => t.app.floor.reconcile("demo")));
    const made = ofKind(await alerts(), "order_waiting", order._id);
    expect(made).toHaveLength(1);
    expect(heard.slice(before).filter((e) => e.alert.order_id === order._id)).toHaveLength(1);
    expect((await k.staff(order._id, "decline", { reason: "test" })).statusCode).toBe(200);
  });
});

describe("who hears an alert, and escalation", () => {
  it("the table's followers hear it; unacknowledged for escalate_after_min, the managers and the other waiters", async () => {
    await startShift("w1", { halls: [], tables: ["123457"] });
    await startShift("w2", { halls: ["Hall"], tables: [] });
    await startShift("m1", { halls: [], tables: [] });
    const before = heard.length;
    expect((await k.post("/api/superapp/inside/123457/call-waiter", {})).statusCode).toBe(200);
    await t.app.floor.settled();
    const made = heard
      .slice(before)
      .filter((e) => e.alert.kind === "waiter_call" && e.alert.table_code === "123457");
    expect(made.map((e) => [e.phase, e.staffIds])).toEqual([["created", ["w1"]]]);
    minutes(2);
    await sweep();
    expect(
      ofKind(await alerts(), "waiter_call").find((a) => a.table_code === "123457")!.escalated_at,
    ).toBeNull();
    minutes(1);
    await sweep();
    await sweep();
    const escalated = heard
      .slice(before)
      .filter((e) => e.phase === "escalated" && e.alert.table_code === "123457");
    expect(escalated).toHaveLength(1);
    expect(escalated[0]!.alert.escalated_at).toBe(now.toISOString());
    expect(escalated[0]!.staffIds).toEqual(expect.arrayContaining(["w2", "m1"]));
    expect(escalated[0]!.staffIds).not.toContain("w1");
    for (const id of ["w1", "w2", "m1"]) expect((await endShift(id)).statusCode).toBe(200);
  });

  it("an alert of a table nobody follows goes to every waiter and manager on shift; an acknowledged one never escalates", async () => {
    await startShift("w1", { halls: ["Terrace"], tables: [] });
    await startShift("w2", { halls: [], tables: [] });
    const before = heard.length;
    const { order } = await k.order("111111");
    await t.app.floor.settled();
    const made = heard.slice(before).find((e) => e.alert.order_id === order._id)!;
    expect(made.phase).toBe("created");
    expect(made.staffIds).toEqual(expect.arrayContaining(["w1", "w2"]));
    const ack = await t.app.inject({
      method: "POST",
      url: `${floorUrl}/alerts/${made.alert._id}/acknowledge`,
      headers: asPerson("w2", "waiter"),
    });
    expect(ack.statusCode, ack.body).toBe(200);
    minutes(5);
    await sweep();
    expect(
      heard.slice(before).filter((e) => e.alert.order_id === order._id && e.phase === "escalated"),
    ).toEqual([]);
    expect((await k.staff(order._id, "decline", { reason: "test" })).statusCode).toBe(200);
    for (const id of ["w1", "w2"]) await endShift(id);
  });
});
