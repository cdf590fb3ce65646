import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderResponseSchema } from "@tablewise/domain/contract/order-calls";
import { createTestApp } from "../../test/test-app";
import { eatIn, visitor } from "../../test/eat-in";
import { preorders } from "../../test/preorder";
import { staffConsole, testStaffAuthenticator } from "../../test/staff-console";

// Outside demo mode nothing is auto-accepted; the autopilot stays a demo convenience. The same
// orders in demo mode are accepted by it (preorder-autopilot.test.ts), so these would fail if it ran.
let now = new Date("2026-11-23T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    seed: "demo",
    demo: false,
    clock: () => now,
    autopilotMs: 4000,
    sweepIntervalMs: 20,
    app: { staffAuthenticator: testStaffAuthenticator },
  });
  await t.app.ready();
});
afterAll(() => t.close());

const waiter = { role: "waiter", venueId: "demo-large" } as const;

describe("production mode", () => {
  it("leaves a waiting eat-in order and a takeaway order waiting past the autopilot's delay", async () => {
    const e = eatIn(t.app);
    const k = preorders(t.app);
    const s = staffConsole(t.app);
    const items = [{ menu_id: "large-menu", product_id: "large-p-002", quantity: 3 }];
    const { order: eat } = await e.order("555555", items, visitor(7));
    const { cart } = await k.prepare("demo-large", "takeaway");
    await k.fillCart(cart._id, items);
    const { order: pre } = await k.created("demo-large", k.takeawayBody(cart._id));
    now = new Date(now.getTime() + 60_000); // 15 times the delay, before any auto-cancel
    await t.app.sweepOrders();
    await new Promise((r) => setTimeout(r, 200)); // and the timer's own sweeps
    expect((await s.detail(eat._id, waiter)).order.status).toBe("waiting");
    const read = async () =>
      orderResponseSchema.parse((await k.get(`/api/superapp/preorders/${pre._id}`)).json()).data.order;
    expect((await read()).status).toBe("waiting");
    // Only the venue's people accept them.
    expect((await s.acted(eat._id, "accept", { who: waiter })).order.status).toBe("serving");
    expect((await s.acted(pre._id, "accept", { who: waiter })).order).toMatchObject({
      status: "serving",
      fulfilment: "accepted",
    });
  });
});
