import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { floorCall, type FloorAlert } from "@tablewise/domain/contract/floor";
import { asStaff, testStaffAuthenticator } from "../../test/staff-console";
import { createTestApp } from "../../test/test-app";
import { eatIn } from "../../test/eat-in";

let now = new Date("2031-05-06T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof eatIn>;
const floorUrl = "/api/staff/venues/demo/floor";

beforeAll(async () => {
  t = await createTestApp({ seed: "demo", clock: () => now, app: { staffAuthenticator: testStaffAuthenticator } });
  k = eatIn(t.app);
});
afterAll(async () => {
  await t.close();
});

const floor = async (role: "waiter" | "manager" = "waiter") => {
  await t.app.floor.settled();
  const res = await t.app.inject({ method: "GET", url: floorUrl, headers: asStaff("demo", role) });
  expect(res.statusCode, res.body).toBe(200);
  return floorCall.response.parse(res.json()).data;
};
const alertsOf = (alerts: FloorAlert[], orderId: string) => alerts.filter((a) => a.order_id === orderId);

describe("floor alerts", () => {
  it("a waiting order makes one alert, resolved when accepted", async () => {
    const placed = await k.order("111111");
    let f = await floor();
    const made = alertsOf(f.alerts, placed.order._id);
    expect(made.map((a) => [a.kind, a.status])).toEqual([["order_waiting", "open"]]);
    await t.app.floor.reconcile("demo");
    f = await floor();
    expect(alertsOf(f.alerts, placed.order._id)).toHaveLength(1);
    expect((await k.staff(placed.order._id, "accept")).statusCode).toBe(200);
    f = await floor();
    expect(alertsOf(f.alerts, placed.order._id).find((a) => a.kind === "order_waiting")?.status).toBe("resolved");
  });
});
