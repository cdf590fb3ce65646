import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { archiveResponseSchema, orderResponseSchema } from "@tablewise/domain/contract/order-calls";
import { cartResponseSchema } from "@tablewise/domain/contract/cart";
import { createTestApp } from "../../test/test-app";
import { errorOf, visitor } from "../../test/eat-in";
import { preorders } from "../../test/preorder";

// SPEC §7 delivery and takeaway calls through HTTP on a real database. Demo "Kashtan Bistro" is open 24/7
// in Kyiv, verifies phones, delivers within 5 km for a Standard (60) or Express (110) tariff, free over
// 800, minimum 200 for delivery; takeaway has no minimum and a 15-minute lead.
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof preorders>;
const now = new Date("2026-11-23T10:00:00Z"); // Monday 12:00 in Kyiv
let cafeId = "";
beforeAll(async () => {
  t = await createTestApp({ seed: "demo", clock: () => now });
  k = preorders(t.app);
  cafeId = (await k.prepare("demo", "takeaway")).cafe._id;
});
afterAll(() => t.close());

const cartOf = async (id: string) =>
  cartResponseSchema.parse((await k.get(`/api/cart/${id}`)).json()).data.cart;
const archive = async (mode: string, who = visitor(31)) =>
  archiveResponseSchema.parse(
    (await k.get(`/api/superapp/archive?cafe_id=${cafeId}&visitor_id=${who}&mode=${mode}`)).json(),
  ).data.orders;

describe("GET /preorder/{cafe}/prepare/{mode}", () => {
  it("gives the shell's data with slots grouped by the venue's day and the close rule", async () => {
    const data = await k.prepare("demo", "takeaway");
    expect(data).toMatchObject({
      cafe: { link: "demo" },
      currency: "₴",
      country: "UA",
      close_rule: { end_date: null, allow_preliminary_orders: true },
      returnToGeneralLink: false,
      cart: { items: [], total: 0 },
    });
    expect(data.menus.map((m) => m._id)).toContain("demo-kitchen");
    // 12:00 + the 15-minute lead -> 12:30 is today's first slot; seven days of slots.
    expect(data.timeslots["2026-11-23"]![0]!.start).toBe("2026-11-23T10:30:00.000Z");
    expect(Object.keys(data.timeslots)).toHaveLength(7);
    // Delivery leads by shipping plus min order time (30 + 20 min): 13:00.
    const delivery = await k.prepare("demo", "delivery");
    expect(delivery.timeslots["2026-11-23"]![0]!.start).toBe("2026-11-23T11:00:00.000Z");
  });

  it("keeps the guest's cart and starts a new one for an unknown id", async () => {
    const first = await k.prepare("demo", "takeaway");
    await k.fillCart(first.cart._id, k.napoleons(1));
    const again = await k.prepare("demo", "delivery", first.cart._id);
    expect(again.cart).toMatchObject({ _id: first.cart._id, total: 125 });
    const fresh = await k.prepare("demo", "takeaway", "A".repeat(24));
    expect(fresh.cart._id).not.toBe("A".repeat(24));
  });

  it("says returnToGeneralLink for a mode the venue does not offer, 404 for an unknown venue", async () => {
    const geo = await k.prepare("demo-geo", "delivery");
    expect(geo).toMatchObject({ returnToGeneralLink: true, timeslots: {} });
    expect((await k.get("/api/superapp/preorder/nope/prepare/takeaway")).statusCode).toBe(404);
    expect((await k.get("/api/superapp/preorder/demo/prepare/inside")).statusCode).toBe(400);
  });
});

describe("takeaway, paid in cash", () => {
  it("creates the order from the server's prices, clears the cart, and a replay gives the same order", async () => {
    const client = await k.verifiedClient(cafeId, "+380671230001");
    const { cart } = await k.prepare("demo", "takeaway");
    await k.fillCart(cart._id, k.napoleons(2));
    const body = k.takeawayBody(cart._id, { client_id: client._id, comment: "No sugar" });
    const { order, payment } = await k.created("demo", body);
    expect(payment).toBeNull();
    expect(order).toMatchObject({
      status: "waiting",
      order_type: "preorder",
      is_delivery: false,
      takeaway_date: null,
      sum: 250,
      total: 250,
      utensils: 2,
      pay_method: "cash",
      comment: "No sugar",
      client: { name: "Olena", phone: "+380671230001" },
      list: [{ product_id: "p-napoleon", quantity: 2, price: 125 }],
      auto_cancel_at: "2026-11-23T10:15:00.000Z",
    });
    expect(order.local_id).toMatch(/^takeaway-\d+$/);
    expect((await cartOf(cart._id)).items).toEqual([]);

    const replay = await k.created("demo", body);
    expect(replay.order._id).toBe(order._id);
    expect((await archive("preorder")).map((o) => o._id)).toEqual([order._id]);
    expect(await archive("delivery")).toEqual([]);
    expect(await archive("inside")).toEqual([]);

    // The cart used again for a new order is no replay.
    await k.fillCart(cart._id, k.napoleons(1));
    const second = await k.created("demo", body);
    expect(second.order._id).not.toBe(order._id);
    expect((await k.created("demo", body)).order._id).toBe(second.order._id);
    // A cart the guest emptied is no replay: there is nothing to order.
    await k.post(`/api/cart/${cart._id}/clear`, {});
    const empty = await k.create("demo", body);
    expect(empty.statusCode).toBe(409);
    expect(errorOf(empty).message).toBe("The cart is empty");
  });

  it("is read back by its id alone at /preorders/{id}, never at /orders/{id}", async () => {
    const client = await k.verifiedClient(cafeId, "+380671230002");
    const { cart } = await k.prepare("demo", "takeaway");
    await k.fillCart(cart._id, k.napoleons(1));
    const { order } = await k.created("demo", k.takeawayBody(cart._id, { client_id: client._id }));
    const res = await k.get(`/api/superapp/preorders/${order._id}`);
    expect(orderResponseSchema.parse(res.json()).data.order).toEqual(order);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect((await k.get(`/api/superapp/orders/${order._id}`)).statusCode).toBe(404);
    expect((await k.get(`/api/superapp/preorders/${"A".repeat(24)}`)).statusCode).toBe(404);
    const two = await t.app.inject({ method: "GET", url: "/api/superapp/inside/111111/prepare" });
    expect(two.statusCode).toBe(200);
  });

  it("needs a client with a verified phone where the venue verifies phones", async () => {
    const { cart } = await k.prepare("demo", "takeaway");
    await k.fillCart(cart._id, k.napoleons(1));
    const res = await k.create("demo", k.takeawayBody(cart._id));
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toMatchObject({ code: "forbidden", details: { reason: "phone_not_verified" } });
    expect((await cartOf(cart._id)).items).toHaveLength(1);
  });

  it("refuses a pay method the mode does not take and a slot that is not offered", async () => {
    const client = await k.verifiedClient(cafeId, "+380671230003");
    const { cart, timeslots } = await k.prepare("demo", "takeaway");
    await k.fillCart(cart._id, k.napoleons(1));
    const base = k.takeawayBody(cart._id, { client_id: client._id });
    const slot = timeslots["2026-11-24"]![3]!.start;
    const off = new Date(Date.parse(slot) + 10 * 60_000).toISOString();
    const notSlot = await k.create("demo", { ...base, target_date: off });
    expect(notSlot.statusCode).toBe(400);
    expect(errorOf(notSlot).details).toMatchObject({ reason: "not_a_slot" });
    const past = await k.create("demo", { ...base, target_date: "2026-11-23T09:00:00.000Z" });
    expect(past.statusCode).toBe(400);
    const { order } = await k.created("demo", { ...base, target_date: slot });
    expect(order.takeaway_date).toBe(slot);
  });
});
