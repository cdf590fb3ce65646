import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { floorCall } from "@tablewise/domain/contract/floor";
import { rateDataSchema } from "@tablewise/domain/contract/rating";
import { setupCall } from "@tablewise/domain/contract/setup";
import { staffDayCall, type BoardHint } from "@tablewise/domain/contract/staff";
import { ratings } from "../../db/schema/index";
import { sweepRetention } from "../retention/index";
import { asPerson, floorPeopleAuthenticator } from "../../test/floor-people";
import { createTestApp } from "../../test/test-app";
import { eatIn, errorOf, payBody, visitor } from "../../test/eat-in";
import { staffPayments } from "../../test/staff-payments";
import type { AlertEvent } from "../floor/index";

// A word after paying (contract/rating.ts): only the order's own guest, only once a payment is confirmed,
// once; 1 to 3 stars reach the console (board hint) and the floor (an alert its phones hear); 4 and 5 get
// the venue's review link; the day view counts them.
const now = new Date("2031-05-06T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof eatIn>;
let waiter: ReturnType<typeof staffPayments>;
const hints: BoardHint[] = [];
const heard: AlertEvent[] = [];

beforeAll(async () => {
  t = await createTestApp({
    seed: "demo",
    clock: () => now,
    app: {
      staffAuthenticator: floorPeopleAuthenticator,
      notifyStaff: (_venueId, hint) => hints.push(hint),
    },
  });
  k = eatIn(t.app);
  waiter = staffPayments(t.app);
  t.app.floor.onAlert((e) => void heard.push(e));
});
afterAll(async () => {
  await t.close();
});

const rate = (id: string, body: unknown, headers: Record<string, string>) =>
  k.post(`/api/superapp/orders/${id}/rating`, body, headers);

// The manager sets the venue's review link in the venue settings (https only).
async function setReviewUrl(url: string, status: number) {
  const manager = asPerson("m1", "manager");
  const doc = await t.app.inject({ method: "GET", url: "/api/staff/venues/demo/setup", headers: manager });
  const { venue, venue_version } = setupCall.response.parse(doc.json()).data;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/staff/venues/demo/setup/venue",
    headers: manager,
    payload: { venue: { ...venue, review_url: url }, version: venue_version },
  });
  expect(res.statusCode, res.body).toBe(status);
}

// A served order at the table, paid in full in cash (the waiter confirms it; a bill paid in full closes
// and frees its table).
async function paidOrder(code = "111111") {
  const placed = await k.servingOrder(code);
  const line = placed.order.list[0]!;
  const pay = await k.pay(placed.order._id, placed.accessCode, payBody(line._id, line.quantity));
  expect(pay.statusCode, pay.body).toBe(200);
  return placed;
}

describe("rating an eat-in order", () => {
  it("is refused before a payment is confirmed, to another table's guest, and with bad stars", async () => {
    const placed = await k.servingOrder("111111");
    const mine = { "x-access-code": placed.accessCode };
    const line = placed.order.list[0]!;
    expect((await k.pay(placed.order._id, placed.accessCode, payBody(line._id, 2))).statusCode).toBe(200);
    // Requested but not yet confirmed by the waiter.
    const early = await rate(placed.order._id, { stars: 5 }, mine);
    expect(early.statusCode, early.body).toBe(409);
    expect(errorOf(early).details).toEqual({ reason: "not_paid" });
    await waiter.confirmAll(placed.order._id);

    const other = await k.prepare("111112");
    const stranger = await rate(
      placed.order._id,
      { stars: 1 },
      { "x-access-code": other.inside.access_code },
    );
    expect(stranger.statusCode).toBe(403);
    expect((await rate(placed.order._id, { stars: 2 }, { "x-visitor-id": visitor(9) })).statusCode).toBe(403);
    expect((await rate(placed.order._id, { stars: 2 }, {})).statusCode).toBe(403);

    for (const body of [
      { stars: 0 },
      { stars: 6 },
      { stars: 2.5 },
      { stars: "5" },
      {},
      { stars: 3, comment: "x".repeat(501) },
      { stars: 3, extra: true },
    ]) {
      const bad = await rate(placed.order._id, body, mine);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(bad).code).toBe("validation_failed");
    }
    expect((await rate("x".repeat(30), { stars: 3 }, mine)).statusCode).toBe(404);
    // Nothing above was stored: the guest still rates.
    const good = await rate(placed.order._id, { stars: 4, comment: "   " }, mine);
    expect(good.statusCode, good.body).toBe(200);
    expect(rateDataSchema.parse(good.json().data).rating).toMatchObject({ stars: 4, comment: null });
  });

  it("a low rating reaches the console and the table's floor at once; a second rating is 409", async () => {
    const placed = await paidOrder();
    await waiter.confirmAll(placed.order._id);
    hints.length = 0;
    heard.length = 0;
    const res = await rate(
      placed.order._id,
      { stars: 2, comment: "  Cold soup, slow service  " },
      { "x-access-code": placed.accessCode },
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = rateDataSchema.parse(res.json().data);
    expect(data).toMatchObject({
      rating: { stars: 2, comment: "Cold soup, slow service" },
      review_url: null,
    });
    expect(hints).toContainEqual(
      expect.objectContaining({ kind: "rating", id: data.rating._id, change: "created" }),
    );

    // The board's notice names the table, the order and what the guest said.
    const low = await t.app.inject({
      method: "GET",
      url: "/api/staff/venues/demo/ratings/low",
      headers: asPerson("w1", "waiter"),
    });
    expect(low.statusCode, low.body).toBe(200);
    expect((low.json() as { data: { ratings: unknown[] } }).data.ratings[0]).toMatchObject({
      order_id: placed.order._id,
      order_serial: placed.order.serial_order_id,
      table_name: expect.any(String),
      stars: 2,
      comment: "Cold soup, slow service",
    });
    const foreign = await t.app.inject({
      method: "GET",
      url: "/api/staff/venues/demo-geo/ratings/low",
      headers: asPerson("w1", "waiter"),
    });
    expect(foreign.statusCode).toBe(403);

    // The waiter's phone view: a low_rating alert for the table, which its push listeners hear.
    await t.app.floor.settled();
    const floor = await t.app.inject({
      method: "GET",
      url: "/api/staff/venues/demo/floor",
      headers: asPerson("w1", "waiter"),
    });
    const alerts = floorCall.response.parse(floor.json()).data.alerts;
    const alert = alerts.find((a) => a.kind === "low_rating" && a.order_id === placed.order._id);
    expect(alert).toMatchObject({ status: "open", table_code: "111111" });
    expect(heard.some((e) => e.alert.kind === "low_rating" && e.phase === "created")).toBe(true);

    const again = await rate(placed.order._id, { stars: 5 }, { "x-access-code": placed.accessCode });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).details).toEqual({ reason: "already_rated" });
  });

  it("4 and 5 stars are offered the venue's review link and make no notice", async () => {
    await setReviewUrl("http://maps.example/demo-cafe", 400);
    await setReviewUrl("https://maps.example/demo-cafe", 200);
    const placed = await paidOrder();
    await waiter.confirmAll(placed.order._id);
    hints.length = 0;
    const res = await rate(placed.order._id, { stars: 5 }, { "x-access-code": placed.accessCode });
    expect(res.statusCode, res.body).toBe(200);
    expect(rateDataSchema.parse(res.json().data).review_url).toBe("https://maps.example/demo-cafe");
    expect(hints.filter((h) => h.kind === "rating")).toEqual([]);
  });

  it("the day view counts the day's ratings, their mean and lists the low ones", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/staff/venues/demo/day?date=2031-05-06",
      headers: asPerson("m1", "manager"),
    });
    expect(res.statusCode, res.body).toBe(200);
    const day = staffDayCall.response.parse(res.json()).data;
    expect(day.ratings).toMatchObject({ count: 3, average: 3.7 });
    expect(day.ratings!.low).toEqual([
      expect.objectContaining({
        stars: 2,
        comment: "Cold soup, slow service",
        table_name: expect.any(String),
      }),
    ]);
    // The next day at the venue has none.
    const next = await t.app.inject({
      method: "GET",
      url: "/api/staff/venues/demo/day?date=2031-05-07",
      headers: asPerson("m1", "manager"),
    });
    expect(staffDayCall.response.parse(next.json()).data.ratings).toEqual({
      count: 0,
      average: null,
      low: [],
    });
  });
});

describe("retention", () => {
  it("clears a rating's comment after 90 days and keeps its stars", async () => {
    const at = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60_000);
    expect((await sweepRetention(t.db.db, at(89))).ratingComments).toBe(0);
    expect((await sweepRetention(t.db.db, at(91))).ratingComments).toBe(1);
    const rows = await t.db.db.select().from(ratings);
    expect(rows.map((r) => r.comment)).toEqual([null, null, null]);
    expect(rows.map((r) => r.stars).sort()).toEqual([2, 4, 5]);
  });
});

describe("rating a takeaway or delivery order", () => {
  it("an eat-in order is not found there", async () => {
    const placed = await k.servingOrder("111112");
    const res = await k.post(`/api/superapp/preorders/${placed.order._id}/rating`, { stars: 3 });
    expect(res.statusCode).toBe(404);
    expect((await k.staff(placed.order._id, "close")).statusCode).toBe(200);
  });
});
