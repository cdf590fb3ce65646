import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app";
import { errorOf, visitor } from "../../test/eat-in";
import { preorders } from "../../test/preorder";

// SPEC §4 time mode on demo-closed: the bakery's shop is closed every day, its delivery and takeaway work
// 08:00-20:00 and take advance orders; it does not verify phones.
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof preorders>;
let now = new Date("2026-11-23T10:00:00Z"); // Monday 12:00 in Kyiv
beforeAll(async () => {
  t = await createTestApp({ seed: "demo", clock: () => now });
  k = preorders(t.app);
});
afterAll(() => t.close());

describe("a closed venue that takes advance orders", () => {
  it("offers slots of its system's hours, no end date while the system works", async () => {
    const data = await k.prepare("demo-closed", "takeaway");
    expect(data.close_rule).toEqual({ end_date: null, allow_preliminary_orders: true });
    expect(data.timeslots["2026-11-23"]![0]!.start).toBe("2026-11-23T10:30:00.000Z"); // 12:00 + 30 min
    expect(data.timeslots["2026-11-23"]!.at(-1)!.start).toBe("2026-11-23T18:00:00.000Z"); // 20:00
  });

  it("refuses asap and accepts a scheduled time", async () => {
    const { cart, timeslots } = await k.prepare("demo-closed", "takeaway");
    await k.fillCart(cart._id, k.loaves(2));
    const asap = await k.create("demo-closed", k.takeawayBody(cart._id));
    expect(asap.statusCode).toBe(409);
    expect(errorOf(asap)).toMatchObject({
      code: "closed",
      message: "The venue is closed now: choose a time for the order",
      details: { reason: "asap_unavailable" },
    });
    const slot = timeslots["2026-11-24"]![2]!.start;
    const { order } = await k.created("demo-closed", k.takeawayBody(cart._id, { target_date: slot }));
    expect(order).toMatchObject({ status: "waiting", takeaway_date: slot, total: 190, client: {} });
  });

  it("refuses a pay method its takeaway does not take", async () => {
    const { cart, timeslots } = await k.prepare("demo-closed", "takeaway");
    await k.fillCart(cart._id, k.loaves(2));
    const slot = timeslots["2026-11-24"]![0]!.start;
    const res = await k.create(
      "demo-closed",
      k.takeawayBody(cart._id, { target_date: slot, pay_method: "online" }),
    );
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe('Pay method "online" is not enabled for takeaway here');
  });

  it("after its hours gives the next opening as end_date and slots from then on", async () => {
    now = new Date("2026-11-23T19:00:00Z"); // 21:00
    const data = await k.prepare("demo-closed", "delivery");
    expect(data.close_rule.end_date).toBe("2026-11-24T06:00:00.000Z"); // 08:00 tomorrow
    expect(Object.keys(data.timeslots)[0]).toBe("2026-11-24");
    expect(data.timeslots["2026-11-24"]![0]!.start).toBe("2026-11-24T07:30:00.000Z"); // 08:00 + 70 min, on the half hour
    now = new Date("2026-11-23T10:00:00Z");
  });

  it("does not offer preview or an eat-in order of a delivery mode", async () => {
    const res = await k.create("demo-geo", {
      cart_id: "A".repeat(24),
      utensils: 0,
      is_delivery: false,
      target_date: null,
      pay_method: "cash",
      visitor_id: visitor(1),
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe('Venue "demo-geo" does not offer takeaway');
  });
});
