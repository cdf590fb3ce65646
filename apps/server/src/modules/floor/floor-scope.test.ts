import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AlertKind, FloorAlert } from "@tablewise/domain/contract/floor";
import { waiterCalls } from "../../db/schema/index";
import { floorPeopleAuthenticator, readFloorSettled } from "../../test/floor-people";
import { createTestApp } from "../../test/test-app";
import { eatIn, payBody } from "../../test/eat-in";
import { staffPayments } from "../../test/staff-payments";
import { mergeSubjects, subjectsOfHint } from "./floor-scope";

// The pass after a hint looks only at what the hint named (its order, payment, call or rating, and the
// tables they are at): it makes and resolves their alerts and leaves every other alert of the venue as
// it is; the sweeper's pass still looks at the whole floor.
const now = new Date("2031-05-06T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof eatIn>;
let waiter: ReturnType<typeof staffPayments>;

beforeAll(async () => {
  t = await createTestApp({
    seed: "demo",
    clock: () => now,
    // The floor's sweeper is off in tests: only hints and the explicit sweep below reconcile.
    app: { staffAuthenticator: floorPeopleAuthenticator },
  });
  k = eatIn(t.app);
  waiter = staffPayments(t.app);
});
afterAll(async () => {
  await t.close();
});

const alerts = async () => (await readFloorSettled(t.app)).alerts;
const statuses = (list: FloorAlert[], kind: AlertKind, match: (a: FloorAlert) => boolean) =>
  list.filter((a) => a.kind === kind && match(a)).map((a) => a.status);
const callAt = (code: string) =>
  k.post(`/api/superapp/inside/${code}/call-waiter`, {}).then((r) => expect(r.statusCode).toBe(200));

describe("a pass after a hint", () => {
  it("resolves the named order's alert and leaves the other table's open", async () => {
    const a = (await k.order("111111")).order;
    const b = (await k.order("111112")).order;
    const before = await alerts();
    expect(statuses(before, "order_waiting", (x) => x.order_id === a._id)).toEqual(["open"]);
    expect(statuses(before, "order_waiting", (x) => x.order_id === b._id)).toEqual(["open"]);
    expect((await k.staff(a._id, "accept")).statusCode).toBe(200);
    const after = await alerts();
    expect(statuses(after, "order_waiting", (x) => x.order_id === a._id)).toEqual(["resolved"]);
    expect(statuses(after, "order_waiting", (x) => x.order_id === b._id)).toEqual(["open"]);
    expect((await k.staff(b._id, "decline", { reason: "test" })).statusCode).toBe(200);
    expect(statuses(await alerts(), "order_waiting", (x) => x.order_id === b._id)).toEqual(["resolved"]);
  });

  it("keeps a table's unanswered call open through its order's changes, and makes the payment's alert", async () => {
    const { order, accessCode } = await k.servingOrder("111113");
    await callAt("111113");
    const atTable = (x: FloorAlert) => x.table_code === "111113";
    expect(statuses(await alerts(), "waiter_call", atTable)).toEqual(["open"]);
    // A payment's hint names the payment: its order and table come into the pass.
    const pay = await k.pay(order._id, accessCode, payBody(order.list[0]!._id, 1));
    expect(pay.statusCode, pay.body).toBe(200);
    let list = await alerts();
    expect(statuses(list, "payment_to_confirm", (x) => x.order_id === order._id)).toEqual(["open"]);
    expect(statuses(list, "waiter_call", atTable)).toEqual(["open"]);
    await waiter.confirmAll(order._id);
    list = await alerts();
    expect(statuses(list, "payment_to_confirm", (x) => x.order_id === order._id)).toEqual(["resolved"]);
    expect(statuses(list, "waiter_call", atTable)).toEqual(["open"]);
  });

  it("does not look past what it named: a fact no hint announced waits for the sweeper", async () => {
    // A call written without its hint (as a process that died before announcing it would leave it).
    await t.db.db.insert(waiterCalls).values({
      id: "call-without-hint",
      tableCode: "111114",
      venueId: "demo",
      calledAt: now,
    });
    await k.order("111115");
    const atTable = (x: FloorAlert) => x.table_code === "111114";
    expect(statuses(await alerts(), "waiter_call", atTable)).toEqual([]);
    await t.app.floor.sweep();
    expect(statuses(await alerts(), "waiter_call", atTable)).toEqual(["open"]);
  });
});

describe("what a hint names", () => {
  const hint = (kind: "order" | "payment" | "setup", id: string) =>
    ({ kind, id, change: "updated", at: now.toISOString() }) as const;
  it("orders and payments by id; anything else is the whole floor, which absorbs the rest", () => {
    const a = subjectsOfHint(hint("order", "o1"));
    const b = subjectsOfHint(hint("payment", "p1"));
    expect(mergeSubjects(mergeSubjects(a, b), a)).toEqual({
      orders: ["o1"],
      payments: ["p1"],
      calls: [],
      ratings: [],
    });
    expect(subjectsOfHint(hint("setup", "demo"))).toBeNull();
    expect(mergeSubjects(a, null)).toBeNull();
  });
});
