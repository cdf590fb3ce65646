import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app";
import { eatIn } from "../../test/eat-in";
import { staffConsole, testStaffAuthenticator } from "../../test/staff-console";

// Confirm and reject look their Idempotency-Key up once, under the order's lock, and check the
// venue there. Pinned: a repeat answers the first answer and is recorded once, another venue's staff get
// a 404 whatever the payment's state or their key, and a refused repeat still finds its stored answer.
let t: Awaited<ReturnType<typeof createTestApp>>;
let e: ReturnType<typeof eatIn>;
let s: ReturnType<typeof staffConsole>;
beforeAll(async () => {
  t = await createTestApp({ seed: "demo", app: { staffAuthenticator: testStaffAuthenticator } });
  e = eatIn(t.app);
  s = staffConsole(t.app);
});
afterAll(() => t.close());

const waiter = { role: "waiter", venueId: "demo" } as const;
const stranger = { role: "manager", venueId: "demo-geo" } as const;

async function cashRequest(code: string) {
  const { order, accessCode } = await e.servingOrder(code, e.napoleons(1));
  const res = await e.pay(order._id, accessCode, {
    pay_method: "cash",
    selected_items: [{ line_id: order.list[0]!._id, quantity: 1 }],
    tip: 0,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { order, payment: (await s.detail(order._id)).payments[0]! };
}

describe("staff payment actions with an Idempotency-Key", () => {
  it("replays a confirm once recorded, and hides another venue's payment in every state", async () => {
    const { order, payment } = await cashRequest("111114");
    const key = "confirm-key-24-0001";
    expect((await s.paymentAction(payment.id, "confirm", { who: stranger, key })).statusCode).toBe(404);
    const first = await s.paid(payment.id, "confirm", { who: waiter, key });
    expect(first.status).toBe("paid");
    // The repeat is refused by the state (already paid) and answers the stored answer.
    expect(await s.paid(payment.id, "confirm", { who: waiter, key })).toEqual(first);
    const detail = await s.detail(order._id);
    expect(detail.audit.filter((a) => a.action === "confirm")).toHaveLength(1);
    expect(detail.order.status).toBe("closed");
    // Paid now: still a 404 for another venue (never "already paid"), with or without the key.
    expect((await s.paymentAction(payment.id, "confirm", { who: stranger })).statusCode).toBe(404);
    expect((await s.paymentAction(payment.id, "reject", { who: stranger, key })).statusCode).toBe(404);
    // The same key for another action is the client's bug.
    expect((await s.paymentAction(payment.id, "reject", { who: waiter, key })).statusCode).toBe(409);
  });
});
