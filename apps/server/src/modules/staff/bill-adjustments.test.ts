import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderResponseSchema } from "@tablewise/domain/contract/order-calls";
import { staffDayCall } from "@tablewise/domain/contract/staff";
import { createTestApp } from "../../test/test-app";
import { hashPassword } from "../../security/password";
import { createStaffAccountsRepository } from "./staff-accounts.repository";
import { errorOf, eatIn, payBody } from "../../test/eat-in";
import { staffPayments } from "../../test/staff-payments";
import { asStaff, staffConsole, testStaffAuthenticator } from "../../test/staff-console";

// SPEC §4 bill: closing an unpaid bill needs the venue's reason; voids, comps and discounts after
// acceptance are a manager's, or a waiter's with a manager approving on the spot; each is recorded with
// its amount, reason and who, the guest's bill says what changed, and the day view counts them.
const now = new Date("2026-11-23T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let e: ReturnType<typeof eatIn>;
let s: ReturnType<typeof staffConsole>;
let p: ReturnType<typeof staffPayments>;
beforeAll(async () => {
  t = await createTestApp({
    seed: "demo",
    clock: () => now,
    sweepIntervalMs: 3_600_000,
    app: { staffAuthenticator: testStaffAuthenticator },
  });
  e = eatIn(t.app);
  s = staffConsole(t.app);
  p = staffPayments(t.app);
  // The members whose logins approve (or fail to): one scrypt hash each.
  const accounts = createStaffAccountsRepository(t.db.db);
  for (const [venueId, role, login] of [
    ["demo", "manager", "manager@demo.demo"],
    ["demo", "waiter", "waiter@demo.demo"],
    ["demo-geo", "manager", "manager@demo-geo.demo"],
  ] as const)
    await accounts.insertMember({
      venueId,
      role,
      login,
      name: `Olena ${role} ${venueId}`,
      passwordHash: await hashPassword(`demo-${role}`),
      createdAt: now,
    });
}, 120_000);
afterAll(() => t.close());

const manager = { role: "manager", venueId: "demo" } as const;
const waiter = { role: "waiter", venueId: "demo" } as const;
const kitchen = { role: "kitchen", venueId: "demo" } as const;
const geoManager = { role: "manager", venueId: "demo-geo" } as const;
const approval = { login: "manager@demo.demo", password: "demo-manager" };
let ip = 0;
const adjust = (
  id: string,
  body: object,
  who: typeof manager | typeof waiter | typeof kitchen | typeof geoManager = manager,
  key?: string,
  from = `10.9.0.${++ip}`,
) =>
  t.app.inject({
    method: "POST",
    url: `/api/staff/orders/${id}/adjust`,
    headers: { ...asStaff(who.venueId, who.role), ...(key ? { "idempotency-key": key } : {}) },
    remoteAddress: from,
    payload: body,
  });
const guestOrder = async (id: string, accessCode: string) =>
  orderResponseSchema.parse((await e.getOrder(id, { "x-access-code": accessCode })).json()).data.order;
const day = async () => {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/staff/venues/demo/day?date=2026-11-23",
    headers: asStaff("demo", "manager"),
  });
  expect(res.statusCode, res.body).toBe(200);
  return staffDayCall.response.parse(res.json()).data;
};
// An accepted, served bill at the table, closed when the test is done with it.
async function servedBill(code = "111111", quantity = 2) {
  const placed = await e.servingOrder(code, e.napoleons(quantity));
  await s.acted(placed.order._id, "served", { who: waiter });
  return placed;
}

describe("closing a bill that is not paid", () => {
  it("refuses without a reason, naming the amount; closes with one and records amount, reason and who", async () => {
    const { order } = await servedBill();
    const unit = order.list[0]!.price;
    const refused = await s.orderAction(order._id, "close", { who: waiter });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(errorOf(refused)).toMatchObject({ details: { reason: "unpaid_bill", unpaid: unit * 2 } });
    // Bad input is a 400 in the envelope, never a 500.
    for (const body of [
      { unpaid_reason: "nope" },
      { unpaid_reason: "other" },
      { unpaid_reason: "walked_out", x: 1 },
      { note: "no reason" },
    ])
      expect((await s.orderAction(order._id, "close", { who: waiter, body })).statusCode).toBe(400);
    const closed = await s.acted(order._id, "close", { who: waiter, body: { unpaid_reason: "walked_out" } });
    expect(closed.order.status).toBe("closed");
    const audit = (await s.detail(order._id)).audit.at(-1);
    expect(audit).toMatchObject({
      action: "close",
      reason: "walked_out",
      amount: unit * 2,
      actor: { name: "Test waiter" },
    });
  });

  it("closes a fully paid bill with no reason and records nothing unpaid", async () => {
    const { order, accessCode } = await servedBill("111112", 1);
    expect((await e.pay(order._id, accessCode, payBody(order.list[0]!._id, 1))).statusCode).toBe(200);
    await p.confirmAll(order._id);
    const after = await guestOrder(order._id, accessCode);
    expect(after.status).toBe("closed");
    expect(
      (await s.detail(order._id)).audit.some((a) => a.action === "close" && a.amount !== undefined),
    ).toBe(false);
  });
});

describe("void, comp and discount after acceptance", () => {
  it("lets a manager comp a line and the guest's bill says what changed, computed on the server", async () => {
    const { order, accessCode } = await servedBill("111111", 2);
    const line = order.list[0]!;
    const done = await adjust(order._id, {
      kind: "comp",
      line_id: line._id,
      quantity: 1,
      reason: "Birthday",
    });
    expect(done.statusCode, done.body).toBe(200);
    const bill = await guestOrder(order._id, accessCode);
    expect(bill.sum).toBe(line.price);
    expect(bill.adjustments).toMatchObject([
      { kind: "comp", reason: "Birthday", amount: line.price, name: line.name, quantity: 1 },
    ]);
    // A discount on the rest: 10% per unit, the amount the server's.
    const disc = await adjust(order._id, { kind: "discount", percent: 10, reason: "Regular" });
    expect(disc.statusCode, disc.body).toBe(200);
    const discounted = await guestOrder(order._id, accessCode);
    expect(discounted.adjustments[1]).toMatchObject({
      kind: "discount",
      percent: 10,
      amount: Math.round(line.price * 10) / 100,
    });
    expect(discounted.sum).toBeCloseTo(line.price - Math.round(line.price * 10) / 100, 2);
    // Prices are never the client's: a price field is refused.
    expect((await adjust(order._id, { kind: "void", reason: "x", amount: 1 })).statusCode).toBe(400);
    await s.acted(order._id, "close", { body: { unpaid_reason: "paid_elsewhere" } });
  });

  it("needs a manager's approval for a waiter, refuses a wrong password and another venue's manager, never the kitchen", async () => {
    const { order, accessCode } = await servedBill("111111", 2);
    const line = order.list[0]!;
    const body = { kind: "void", line_id: line._id, quantity: 1, reason: "Wrong dish" };
    const alone = await adjust(order._id, body, waiter);
    expect(alone.statusCode).toBe(403);
    expect(errorOf(alone)).toMatchObject({ details: { reason: "manager_approval_required" } });
    expect((await adjust(order._id, { ...body, approval }, kitchen)).statusCode).toBe(403);
    const wrong = await adjust(order._id, { ...body, approval: { ...approval, password: "guess" } }, waiter);
    expect(wrong.statusCode).toBe(403);
    expect(errorOf(wrong)).toMatchObject({ details: { reason: "approval_refused" } });
    // A manager of another venue, or a waiter's own login, approves nothing here.
    for (const other of [
      { login: "manager@demo-geo.demo", password: "demo-manager" },
      { login: "waiter@demo.demo", password: "demo-waiter" },
    ])
      expect((await adjust(order._id, { ...body, approval: other }, waiter)).statusCode).toBe(403);
    expect((await guestOrder(order._id, accessCode)).list[0]!.quantity).toBe(2);

    const ok = await adjust(order._id, { ...body, approval }, waiter);
    expect(ok.statusCode, ok.body).toBe(200);
    const bill = await guestOrder(order._id, accessCode);
    expect(bill.list[0]!.quantity).toBe(1);
    expect(bill.adjustments).toMatchObject([{ kind: "void", reason: "Wrong dish", amount: line.price }]);
    expect((await s.detail(order._id)).audit.at(-1)).toMatchObject({
      action: "void",
      actor: { name: "Test waiter" },
      approved_by: "Olena manager demo",
      amount: line.price,
    });
    await s.acted(order._id, "close", { body: { unpaid_reason: "other", note: "test" } });
  });

  it("counts wrong manager passwords under the sign-in limits", async () => {
    const { order } = await servedBill("111111", 1);
    const body = {
      kind: "void",
      reason: "x",
      approval: { login: "manager@demo-geo.demo", password: "guess" },
    };
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await adjust(order._id, body, waiter, undefined, "10.9.1.1")).statusCode);
    expect(codes).toEqual([...Array<number>(10).fill(403), 429]);
    await s.acted(order._id, "close", { body: { unpaid_reason: "walked_out" } });
  });

  it("answers 404 for another venue's order and 400 for bad input", async () => {
    const { order } = await servedBill("111111", 1);
    expect((await adjust(order._id, { kind: "void", reason: "x" }, geoManager)).statusCode).toBe(404);
    for (const bad of [
      {},
      { kind: "void" },
      { kind: "discount", reason: "x" },
      { kind: "discount", percent: 100, reason: "x" },
      { kind: "void", percent: 10, reason: "x" },
      { kind: "void", quantity: 1, reason: "x" },
      { kind: "void", line_id: "nope", reason: "x" },
      { kind: "void", line_id: order.list[0]!._id, quantity: 5, reason: "x" },
      { kind: "void", reason: "x".repeat(400) },
    ]) {
      const res = await adjust(order._id, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(errorOf(res).code).toMatch(/bad_request|validation_failed/);
    }
    await s.acted(order._id, "close", { body: { unpaid_reason: "walked_out" } });
  });

  it("never takes the bill below what is paid: paid units are refused with refund first", async () => {
    const { order, accessCode } = await servedBill("111111", 2);
    const line = order.list[0]!;
    expect((await e.pay(order._id, accessCode, payBody(line._id, 1))).statusCode).toBe(200);
    // Units a cash request holds are as good as paid until the waiter decides.
    const held = await adjust(order._id, { kind: "comp", line_id: line._id, quantity: 2, reason: "x" });
    expect(held.statusCode).toBe(409);
    expect(errorOf(held)).toMatchObject({ details: { reason: "refund_first" } });
    await p.confirmAll(order._id);
    // The open unit may go; voiding it leaves nothing to pay, so the bill is settled and closed.
    const done = await adjust(order._id, { kind: "void", reason: "Cold" });
    expect(done.statusCode, done.body).toBe(200);
    expect((await guestOrder(order._id, accessCode)).status).toBe("closed");
    expect((await adjust(order._id, { kind: "void", reason: "again" })).statusCode).toBe(409);
  });

  it("applies concurrent taps once", async () => {
    const { order, accessCode } = await servedBill("111111", 3);
    const line = order.list[0]!;
    const body = { kind: "void", line_id: line._id, quantity: 1, reason: "Twice tapped" };
    const same = await Promise.all([
      adjust(order._id, body, manager, "tap-key-0001"),
      adjust(order._id, body, manager, "tap-key-0001"),
    ]);
    expect(same.map((r) => r.statusCode)).toEqual([200, 200]);
    const bill = await guestOrder(order._id, accessCode);
    expect(bill.list[0]!.quantity).toBe(2);
    expect(bill.adjustments).toHaveLength(1);
    // Two whole-order comps at once: the second finds nothing open.
    const both = await Promise.all([
      adjust(order._id, { kind: "comp", reason: "a" }),
      adjust(order._id, { kind: "comp", reason: "b" }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await guestOrder(order._id, accessCode)).status).toBe("closed");
  });

  it("the day view counts unpaid closes, voids, comps and discounts with their amounts", async () => {
    const summary = await day();
    expect(summary.adjustments).toBeDefined();
    const a = summary.adjustments!;
    expect(a.unpaid.count).toBeGreaterThanOrEqual(4);
    expect(a.void.count).toBe(3);
    expect(a.comp.count).toBe(2);
    expect(a.discount.count).toBe(1);
    expect(a.list.find((l) => l.kind === "void" && l.approved_by)).toMatchObject({ by: "Test waiter" });
    expect(a.list.find((l) => l.kind === "unpaid")).toMatchObject({ reason: "walked_out" });
  });
});
