import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PreorderCreateBodyInput } from "@tablewise/domain/contract/preorder";
import { cartResponseSchema } from "@tablewise/domain/contract/cart";
import { preorderCreateResponseSchema } from "@tablewise/domain/contract/preorder";
import { createTestApp } from "../../test/test-app";
import { errorOf, visitor } from "../../test/eat-in";
import { preorders } from "../../test/preorder";

// SPEC §5, §7, §9 delivery orders on demo: minimum 200, Standard 60 / Express 110, free over 800, a 5 km
// zone around Yaroslaviv Val 14.
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof preorders>;
let clientId = "";
const now = new Date("2026-11-23T10:00:00Z");
beforeAll(async () => {
  t = await createTestApp({ seed: "demo", clock: () => now });
  k = preorders(t.app);
  const cafeId = (await k.prepare("demo", "delivery")).cafe._id;
  clientId = (await k.verifiedClient(cafeId, "+380671230010", "Taras"))._id;
});
afterAll(() => t.close());

async function cartWith(napoleons: number) {
  const { cart } = await k.prepare("demo", "delivery");
  await k.fillCart(cart._id, k.napoleons(napoleons));
  return cart._id;
}

async function deliveryBody(cartId: string, search = "Khreshchatyk 22", extra: object = {}) {
  const [house] = await k.findAddress("demo", search);
  return {
    cart_id: cartId,
    utensils: 0,
    is_delivery: true,
    target_date: null,
    address: k.toAddress(house!),
    pay_method: "card",
    client_id: clientId,
    is_contactless: true,
    visitor_id: visitor(41),
    delivery_tariff_id: "demo-t-express",
    ...extra,
  } satisfies PreorderCreateBodyInput;
}

const itemsOf = async (cartId: string) =>
  cartResponseSchema.parse((await k.get(`/api/cart/${cartId}`)).json()).data.cart.items;

describe("delivery with a tariff", () => {
  it("charges the venue's tariff price on top of the cart and keeps the server's point of the address", async () => {
    const body = await deliveryBody(await cartWith(2));
    // The guest's point and reachability are not taken: the geocoder places the house.
    body.address = { ...body.address, lat: 10, lon: 10, is_reachable: false };
    const { order, payment } = await k.created("demo", body);
    expect(payment).toBeNull();
    expect(order).toMatchObject({
      order_type: "delivery",
      is_delivery: true,
      sum: 250,
      delivery_fee: 110,
      total: 360,
      pay_method: "card",
      client: {
        name: "Taras",
        address: { street: "Khreshchatyk Street", house_number: "22", flat: "12", is_reachable: true },
      },
    });
    expect(order.client!.address!.lat).toBeCloseTo(50.45, 1);
    expect(order.local_id).toMatch(/^delivery-\d+$/);
  });

  it("is free over cost_min_check, whatever the tariff", async () => {
    const { order } = await k.created("demo", await deliveryBody(await cartWith(7))); // 875
    expect(order).toMatchObject({ sum: 875, delivery_fee: 0, total: 875 });
  });

  it("needs a tariff of the venue", async () => {
    const cart = await cartWith(2);
    const none = await k.create("demo", await deliveryBody(cart, undefined, { delivery_tariff_id: null }));
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).details).toMatchObject({ reason: "tariff_required" });
    const foreign = await k.create(
      "demo",
      await deliveryBody(cart, undefined, { delivery_tariff_id: "cheap" }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign).details).toMatchObject({ reason: "unknown_tariff" });
    expect(await itemsOf(cart)).toHaveLength(1);
  });

  it("two creates of one cart at once make one order", async () => {
    const body = await deliveryBody(await cartWith(2));
    const [a, b] = await Promise.all([k.create("demo", body), k.create("demo", body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const ids = [a, b].map((r) => preorderCreateResponseSchema.parse(r.json()).data.order._id);
    expect(ids[0]).toBe(ids[1]);
  });
});

describe("delivery refusals", () => {
  it("refuses a cart under the minimum check with a clear 422, and keeps the cart", async () => {
    const cart = await cartWith(1); // 125 < 200
    const res = await k.create("demo", await deliveryBody(cart));
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toMatchObject({
      code: "validation_failed",
      message: "The order is below the minimum of 200.00 ₴ for delivery",
      details: { reason: "below_min_check", min_check: 200, total: 125 },
    });
    expect(await itemsOf(cart)).toHaveLength(1);
  });

  it("refuses an address out of the delivery range, whatever the guest says about it", async () => {
    const cart = await cartWith(2);
    const body = await deliveryBody(cart, "Obolonskyi Avenue 10");
    expect(body.address.is_reachable).toBe(false);
    body.address = { ...body.address, is_reachable: true, lat: 50.4505, lon: 30.5093 };
    const res = await k.create("demo", body);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toMatchObject({
      message: "The address is out of the delivery range",
      details: { reason: "out_of_range" },
    });
    expect(await itemsOf(cart)).toHaveLength(1);
  });

  it("refuses an address the geocoder does not know, and takeaway fields on a delivery", async () => {
    const cart = await cartWith(2);
    const body = await deliveryBody(cart);
    const unknown = await k.create("demo", { ...body, address: { ...body.address, house_number: "999" } });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).details).toMatchObject({ reason: "unknown_address" });
    const noAddress = await k.create("demo", { ...body, address: null });
    expect(noAddress.statusCode).toBe(400);
    const priced = await k.post("/api/superapp/preorder/demo/create", { ...body, total: 1 });
    expect(priced.statusCode).toBe(400);
  });
});
