import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderResponseSchema } from "@tablewise/domain/contract/order-calls";
import { createTestApp } from "../../test/test-app";
import { eatIn, visitor } from "../../test/eat-in";
import { staffConsole } from "../../test/staff-console";

// The demo autopilot accepts the orders and appends of one pass in batches (one transaction
// per slice, one audit entry per order), with the same rules as one by one: only what waited its delay,
// each order's update pushed, the audit list naming the autopilot.
let now = new Date("2026-11-25T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Sweeps run only when the test asks (the interval is an hour).
  t = await createTestApp({ seed: "demo", clock: () => now, autopilotMs: 4000, sweepIntervalMs: 3_600_000 });
  await t.app.ready();
});
afterAll(() => t.close());

const tables = ["111111", "111112", "111113", "111114", "111115", "111116", "111117", "111118", "111119"];

describe("the demo autopilot", () => {
  it("accepts every order and append due in one pass, and nothing that has not waited its delay", async () => {
    const k = eatIn(t.app);
    const s = staffConsole(t.app);
    const due = [];
    for (const [i, code] of tables.entries())
      due.push((await k.order(code, k.napoleons(1), visitor(i))).order);
    // An order accepted earlier gets an append, due too.
    const served = await k.servingOrder("123456");
    const appendCart = (await k.prepare("123456")).cart._id;
    await k.fillCart(appendCart, k.napoleons(1));
    const appended = await k.post(
      `/api/superapp/orders/${served.order._id}/append`,
      {
        cart_id: appendCart,
        visitor_id: visitor(40),
      },
      { "x-access-code": served.accessCode },
    );
    expect(appended.statusCode, appended.body).toBe(200);
    now = new Date(now.getTime() + 5000);
    // One more, placed now: not due yet.
    const fresh = (await k.order("123457", k.napoleons(1), visitor(50))).order;
    await t.app.sweepOrders();

    for (const o of due) {
      const detail = await s.detail(o._id);
      expect(detail.order.status).toBe("serving");
      expect(detail.audit.filter((a) => a.action === "autopilot_accept")).toHaveLength(1);
    }
    const withAppend = await s.detail(served.order._id);
    expect(withAppend.order.appends.map((a) => a.status)).toEqual(["serving"]);
    expect(withAppend.audit.filter((a) => a.action === "autopilot_accept")).toHaveLength(1);
    expect((await s.detail(fresh._id)).order.status).toBe("waiting");

    // A second pass finds nothing more to do: no second audit entry.
    await t.app.sweepOrders();
    expect((await s.detail(due[0]!._id)).audit.filter((a) => a.action === "autopilot_accept")).toHaveLength(
      1,
    );
    const read = orderResponseSchema.parse(
      (
        await k.getOrder(due[0]!._id, { "x-access-code": (await k.prepare(tables[0]!)).inside.access_code })
      ).json(),
    );
    expect(read.data.order.status).toBe("serving");
  });
});
