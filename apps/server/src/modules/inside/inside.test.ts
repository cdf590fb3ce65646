import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callWaiterResponseSchema, verifyGeolocationResponseSchema } from "@tablewise/domain/contract/inside";
import { archiveResponseSchema, orderResponseSchema } from "@tablewise/domain/contract/order-calls";
import { createTestApp } from "../../test/test-app";
import { eatIn, errorOf, visitor } from "../../test/eat-in";

// SPEC §7 eat-in calls on the demo venues through HTTP on a real database.
let now = new Date("2031-03-04T12:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof eatIn>;
beforeAll(async () => {
  t = await createTestApp({ seed: "demo", clock: () => now });
  k = eatIn(t.app);
});
afterAll(() => t.close());

describe("GET /inside/:code/prepare", () => {
  it("answers the table's venue, session, a new cart and no order", async () => {
    const data = await k.prepare("111112");
    expect(data.cafe._id).toBe("demo");
    expect(data.inside).toMatchObject({ section_name: "Hall", table_name: "2" });
    expect(data.inside.access_code.length).toBeGreaterThanOrEqual(22);
    expect(data).toMatchObject({
      redirectToPreview: false,
      link: "demo",
      sourceInside: "111112",
      active_order: null,
    });
    expect(data.cart.items).toEqual([]);
    expect(data.menus.length).toBeGreaterThan(0);
  });

  it("keeps a valid cart, gives each table its own access code", async () => {
    const one = await k.prepare("111112");
    const again = await k.prepare("111112", one.cart._id);
    expect(again.cart._id).toBe(one.cart._id);
    expect(again.inside.access_code).toBe(one.inside.access_code);
    expect((await k.prepare("111111")).inside.access_code).not.toBe(one.inside.access_code);
  });

  it("404s an unknown table code and 400s a malformed one, as envelopes", async () => {
    const unknown = await t.app.inject({ method: "GET", url: "/api/superapp/inside/999999/prepare" });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe("not_found");
    const bad = await t.app.inject({ method: "GET", url: "/api/superapp/inside/12ab/prepare" });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe("validation_failed");
  });
});

describe("POST /inside/:code/verify-geolocation (demo-geo, table 222222)", () => {
  const verify = (lat: number, lon: number) =>
    k.post("/api/superapp/inside/222222/verify-geolocation", { lat, lon });

  it("passes within the radius and the token lets the guest order", async () => {
    const res = await verify(50.4649, 30.5159);
    const { result } = verifyGeolocationResponseSchema.parse(res.json()).data;
    expect(result.passed).toBe(true);
    const prepared = await k.prepare("222222");
    await k.fillCart(prepared.cart._id, [
      { menu_id: "geo-menu", product_id: "geo-p-croissant", quantity: 1 },
    ]);
    const body = { cart_id: prepared.cart._id, visitor_id: visitor(7) };
    const refused = await k.post("/api/superapp/inside/222222/create", body);
    expect(refused.statusCode).toBe(403);
    const forged = await k.post("/api/superapp/inside/222222/create", {
      ...body,
      geolocation_token: `${result.geolocation_token}x`,
    });
    expect(forged.statusCode).toBe(403);
    const created = await k.post("/api/superapp/inside/222222/create", {
      ...body,
      geolocation_token: result.geolocation_token,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(orderResponseSchema.parse(created.json()).data.order).toMatchObject({
      status: "waiting",
      sum: 70,
    });
  });

  it("fails out of range with no token, and the token expires after two hours", async () => {
    const far = verifyGeolocationResponseSchema.parse((await verify(50.47, 30.53)).json()).data.result;
    expect(far).toEqual({ passed: false, geolocation_token: null });
    const near = verifyGeolocationResponseSchema.parse((await verify(50.4649, 30.5158)).json()).data.result;
    const prepared = await k.prepare("222222");
    await k.fillCart(prepared.cart._id, [
      { menu_id: "geo-menu", product_id: "geo-p-croissant", quantity: 1 },
    ]);
    const saved = now;
    now = new Date(now.getTime() + 2 * 60 * 60_000 + 1000);
    try {
      const late = await k.post("/api/superapp/inside/222222/create", {
        cart_id: prepared.cart._id,
        visitor_id: visitor(7),
        geolocation_token: near.geolocation_token,
      });
      expect(late.statusCode).toBe(403);
    } finally {
      now = saved;
    }
  });

  it("hands out a token without a check where geolocation is off", async () => {
    const res = await k.post("/api/superapp/inside/111112/verify-geolocation", { lat: 0, lon: 0 });
    expect(verifyGeolocationResponseSchema.parse(res.json()).data.result.passed).toBe(true);
  });
});

describe("POST /inside/:code/call-waiter", () => {
  it("refuses a second call within 59 s with a 429 saying when, then allows it", async () => {
    const url = "/api/superapp/inside/123456/call-waiter";
    const first = callWaiterResponseSchema.parse((await k.post(url, { visitor_id: visitor() })).json()).data;
    expect(first.next_call_at).toBe(new Date(now.getTime() + 59_000).toISOString());
    const saved = now;
    now = new Date(saved.getTime() + 58_000);
    const again = await k.post(url, {});
    expect(again.statusCode).toBe(429);
    expect(errorOf(again)).toMatchObject({
      code: "too_many_requests",
      details: { next_call_at: first.next_call_at },
    });
    now = new Date(saved.getTime() + 59_001);
    expect((await k.post(url)).statusCode).toBe(200);
  });
});

describe("POST /inside/:code/create", () => {
  it("prices on the server, clears the cart, and a second order at the table appends", async () => {
    const { order, cartId } = await k.order("111112", k.napoleons(2), visitor(2));
    expect(order).toMatchObject({
      status: "waiting",
      sum: 250,
      total: 250,
      order_type: "inside",
      table_name: "2",
    });
    expect(order._id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    // Numbered by the venue's counter in the order's own statement: the table code and serial.
    expect(order.local_id).toBe(`111112-${order.serial_order_id}`);
    expect(order.serial_order_id).toBeGreaterThan(0);
    expect(Date.parse(order.auto_cancel_at!) - Date.parse(order.date)).toBe(15 * 60_000);
    const cart = await t.app.inject({ method: "GET", url: `/api/cart/${cartId}` });
    expect((cart.json() as { data: { cart: { items: unknown[] } } }).data.cart.items).toEqual([]);

    const second = await k.order(
      "111112",
      [{ menu_id: "demo-kitchen", product_id: "p-burrata", quantity: 1 }],
      visitor(3),
    );
    expect(second.order._id).toBe(order._id);
    expect(second.order.sum).toBe(570);
    expect(second.order.serial_order_id).toBe(order.serial_order_id);

    // The archive is per visitor: each guest sees the order they took part in, a stranger sees nothing.
    const archive = async (who: string) =>
      archiveResponseSchema
        .parse(
          (
            await t.app.inject({
              method: "GET",
              url: `/api/superapp/archive?cafe_id=demo&visitor_id=${who}&mode=inside`,
            })
          ).json(),
        )
        .data.orders.map((o) => o._id);
    expect(await archive(visitor(2))).toContain(order._id);
    expect(await archive(visitor(3))).toContain(order._id);
    expect(await archive(visitor(99))).toEqual([]);
  });

  it("refuses an empty cart, another venue's cart, client prices and malformed JSON", async () => {
    const prepared = await k.prepare("111111");
    const empty = await k.post("/api/superapp/inside/111111/create", {
      cart_id: prepared.cart._id,
      visitor_id: visitor(),
    });
    expect(empty.statusCode).toBe(409);
    const geoCart = (await k.prepare("222222")).cart._id;
    const foreign = await k.post("/api/superapp/inside/111111/create", {
      cart_id: geoCart,
      visitor_id: visitor(),
    });
    expect(foreign.statusCode).toBe(404);
    const priced = await k.post("/api/superapp/inside/111111/create", {
      cart_id: prepared.cart._id,
      visitor_id: visitor(),
      total: 1,
    });
    expect(priced.statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/superapp/inside/111111/create",
      headers: { "content-type": "application/json" },
      payload: '{"cart_id":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).code).toBe("bad_request");
  });
});
