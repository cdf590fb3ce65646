import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io, type Socket } from "socket.io-client";
import type {
  ClientToServerEvents,
  ListenAck,
  MenuChangedPayload,
  ServerToClientEvents,
} from "@tablewise/domain/contract/realtime";
import { stopListCall, type BoardHint } from "@tablewise/domain/contract/staff";
import { setupChangesCall } from "@tablewise/domain/contract/setup";
import { previewPrepareResponseSchema } from "@tablewise/domain/contract/preview";
import { reservePrepareResponseSchema } from "@tablewise/domain/contract/reserve";
import { cartResponseSchema } from "@tablewise/domain/contract/cart";
import type { Menu, Product } from "@tablewise/domain/contract/menu";
import { demoStaffToken } from "../staff/staff-auth";
import { asStaff, testStaffAuthenticator } from "../../test/staff-console";
import { createTestApp } from "../../test/test-app";
import { eatIn, errorOf, visitor } from "../../test/eat-in";
import { preorders } from "../../test/preorder";
import { reservations } from "../../test/reserve";
import { createVenueRepository } from "../venue/venue.repository";
import { createStopListRepository } from "./stop-list.repository";
import { createStopListService } from "./stop-list.service";

// The stop list's staff API, what guests' menus, carts and orders make of it, and the
// menu_changed push.
const now = new Date("2031-05-06T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof eatIn>;
let p: ReturnType<typeof preorders>;
let socketUrl = "";
const sockets: Socket[] = [];
const bearer = { authorization: `Bearer ${demoStaffToken}` };

beforeAll(async () => {
  t = await createTestApp({
    seed: "demo",
    clock: () => now,
    app: { staffAuthenticator: testStaffAuthenticator },
  });
  k = eatIn(t.app);
  p = preorders(t.app);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  socketUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/order`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

const url = "/api/staff/venues/demo/stop-list";
const setStop = (
  body: { product_id: string; variant_item_id: string | null; unavailable: boolean },
  headers: Record<string, string> = bearer,
  venue = "demo",
) => t.app.inject({ method: "POST", url: `/api/staff/venues/${venue}/stop-list`, payload: body, headers });
const stop = (product_id: string, variant_item_id: string | null = null) =>
  setStop({ product_id, variant_item_id, unavailable: true });
const unstop = (product_id: string, variant_item_id: string | null = null) =>
  setStop({ product_id, variant_item_id, unavailable: false });
const entriesOf = (res: { json: () => unknown }) =>
  stopListCall.response.parse(res.json()).data.entries.map((e) => [e.product_id, e.variant_item_id]);

const productIn = (menus: readonly Menu[], id: string): Product =>
  menus.flatMap((m) => m.products).find((x) => x._id === id)!;
// A returning guest's preview: the same cart id each time, so only the venue can move the ETag.
let previewCart = "";
const previewPrepare = async (headers: Record<string, string> = {}) => {
  const query = previewCart ? `?cart_id=${previewCart}` : "";
  const res = await t.app.inject({ method: "GET", url: `/api/preview/demo/prepare${query}`, headers });
  if (res.statusCode === 200) previewCart = previewPrepareResponseSchema.parse(res.json()).data.cart._id;
  return res;
};

describe("the stop list API", () => {
  it("sets and clears entries, idempotently, and names who stopped them", async () => {
    const first = await stop("p-napoleon");
    expect(first.statusCode, first.body).toBe(200);
    expect(entriesOf(first)).toEqual([["p-napoleon", null]]);
    const again = await stop("p-napoleon");
    expect(again.statusCode).toBe(200);
    expect(entriesOf(again)).toEqual([["p-napoleon", null]]);
    const variant = await stop("p-borscht", "i-borscht-large");
    // Ordered by when they were stopped (one clock tick here), then by product.
    expect(entriesOf(variant)).toEqual([
      ["p-borscht", "i-borscht-large"],
      ["p-napoleon", null],
    ]);
    const listed = await t.app.inject({ method: "GET", url, headers: bearer });
    expect(listed.statusCode).toBe(200);
    const entry = stopListCall.response.parse(listed.json()).data.entries[0]!;
    expect(entry).toMatchObject({ stopped_by: "service", stopped_at: now.toISOString() });

    expect(entriesOf(await unstop("p-napoleon"))).toEqual([["p-borscht", "i-borscht-large"]]);
    expect(entriesOf(await unstop("p-napoleon"))).toEqual([["p-borscht", "i-borscht-large"]]);
    expect(entriesOf(await unstop("p-borscht", "i-borscht-large"))).toEqual([]);
  });

  it("answers 404 for a product or variant item not on the venue's menu, and for an unknown venue", async () => {
    const unknown = await stop("p-no-such-thing");
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe("not_found");
    // An item of another product's group is not an item of this one.
    expect((await stop("p-borscht", "i-caesar-shrimp")).statusCode).toBe(404);
    // demo-geo's products are not demo's.
    const geoProduct = (
      await t.app.inject({ method: "GET", url: "/api/superapp/inside/222222/prepare" })
    ).json() as { data: { menus: Menu[] } };
    expect((await stop(geoProduct.data.menus[0]!.products[0]!._id)).statusCode).toBe(404);
    const noVenue = await setStop(
      { product_id: "p-napoleon", variant_item_id: null, unavailable: true },
      bearer,
      "no-such-venue",
    );
    expect(noVenue.statusCode).toBe(404);
  });

  it("needs a caller, a body that fits, and the manager or kitchen role of this venue", async () => {
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    expect(
      (await setStop({ product_id: "p-napoleon", variant_item_id: null, unavailable: true }, {})).statusCode,
    ).toBe(401);
    const bad = await t.app.inject({
      method: "POST",
      url,
      headers: bearer,
      payload: { product_id: "p-napoleon" },
    });
    expect(bad.statusCode).toBe(400);
    const body = { product_id: "p-napoleon", variant_item_id: null, unavailable: true };
    const waiter = await setStop(body, asStaff("demo", "waiter"));
    expect(waiter.statusCode).toBe(403);
    expect(errorOf(waiter).code).toBe("forbidden");
    // A waiter may still read it (the board shows it).
    expect((await t.app.inject({ method: "GET", url, headers: asStaff("demo", "waiter") })).statusCode).toBe(
      200,
    );
    const otherVenue = await setStop(body, asStaff("demo-geo", "manager"));
    expect(otherVenue.statusCode).toBe(403);
    const kitchen = await setStop(body, asStaff("demo", "kitchen"));
    expect(kitchen.statusCode, kitchen.body).toBe(200);
    expect(stopListCall.response.parse(kitchen.json()).data.entries[0]!.stopped_by).toBe("Test kitchen");
    const manager = await setStop({ ...body, unavailable: false }, asStaff("demo", "manager"));
    expect(manager.statusCode).toBe(200);
    expect(entriesOf(manager)).toEqual([]);
  });
});

describe("the venue's console is told", () => {
  it("records each change in the console's change log with who made it; setting it again records nothing", async () => {
    const kitchen = asStaff("demo", "kitchen");
    const changes = async () => {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/staff/venues/demo/setup/changes",
        headers: asStaff("demo", "manager"),
      });
      expect(res.statusCode, res.body).toBe(200);
      return setupChangesCall.response
        .parse(res.json())
        .data.changes.filter((c) => c.kind === "stop_list" && c.target_id === "p-cheesecake");
    };
    const before = (await changes()).length;
    const entry = { product_id: "p-cheesecake", variant_item_id: "i-cheesecake-berry" };
    expect((await setStop({ ...entry, unavailable: true }, kitchen)).statusCode).toBe(200);
    expect((await setStop({ ...entry, unavailable: true }, kitchen)).statusCode).toBe(200);
    expect((await setStop({ ...entry, unavailable: false }, kitchen)).statusCode).toBe(200);
    const logged = (await changes()).slice(0, (await changes()).length - before);
    expect(logged.map((c) => [c.staff_name, c.summary])).toEqual([
      ["Test kitchen", expect.stringMatching(/back on sale$/)],
      ["Test kitchen", expect.stringMatching(/stopped$/)],
    ]);
  });

  it("notifies staff of a change with a stop_list hint, once per change", async () => {
    const hints: [string, BoardHint][] = [];
    const changed: string[] = [];
    const service = createStopListService({
      repo: createStopListRepository(t.db.db),
      venues: createVenueRepository(t.db.db),
      notifyStaff: (venueId, hint) => hints.push([venueId, hint]),
      menuChanged: (venueId) => changed.push(venueId),
      clock: () => now,
    });
    const entry = { product_id: "p-cheesecake", variant_item_id: "i-cheesecake-berry", unavailable: true };
    const kitchen = { kind: "service", name: "service" } as const;
    await service.set("demo", entry, kitchen);
    await service.set("demo", entry, kitchen);
    await service.set("demo", { ...entry, unavailable: false }, kitchen);
    const hint = {
      kind: "stop_list",
      id: "p-cheesecake/i-cheesecake-berry",
      change: "updated",
      at: now.toISOString(),
    };
    expect(hints).toEqual([
      ["demo", hint],
      ["demo", hint],
    ]);
    expect(changed).toEqual(["demo", "demo"]);
  });
});

describe("guests see it at once", () => {
  it("marks stopped products and variant items in every prepare, and the preview ETag moves", async () => {
    await previewPrepare();
    const before = await previewPrepare();
    const etag = before.headers.etag as string;
    expect((await previewPrepare({ "if-none-match": etag })).statusCode).toBe(304);
    await stop("p-napoleon");
    await stop("p-borscht", "i-borscht-large");
    await stop("p-table-dinner");
    try {
      const after = await previewPrepare({ "if-none-match": etag });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      const preview = previewPrepareResponseSchema.parse(after.json()).data;
      const inside = await k.prepare("111111");
      const takeaway = await p.prepare("demo", "takeaway");
      const delivery = await p.prepare("demo", "delivery");
      for (const menus of [preview.menus, inside.menus, takeaway.menus, delivery.menus]) {
        expect(productIn(menus, "p-napoleon").available).toBe(false);
        const borscht = productIn(menus, "p-borscht");
        expect(borscht.available).toBeUndefined();
        const items = borscht.price_groups[0]!.items;
        expect(items.find((i) => i._id === "i-borscht-large")!.available).toBe(false);
        expect(items.find((i) => i._id === "i-borscht-regular")!.available).toBeUndefined();
        // Others are as imported.
        expect(productIn(menus, "p-syrnyky").available).toBeUndefined();
      }
      const reserve = await t.app.inject({ method: "GET", url: "/api/superapp/reserve/demo/prepare" });
      const services = reservePrepareResponseSchema.parse(reserve.json()).data;
      expect(JSON.stringify(services)).toContain('"available":false');
    } finally {
      await unstop("p-napoleon");
      await unstop("p-borscht", "i-borscht-large");
      await unstop("p-table-dinner");
    }
    const cleared = await previewPrepare();
    expect(cleared.headers.etag).not.toBe(etag);
    expect(
      productIn(previewPrepareResponseSchema.parse(cleared.json()).data.menus, "p-napoleon").available,
    ).toBeUndefined();
  });

  it("pushes menu_changed to sockets that listen to the venue, and only to them", async () => {
    type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
    const connect = () => {
      const socket: Client = io(socketUrl, { transports: ["websocket"], forceNew: true });
      sockets.push(socket);
      const heard: MenuChangedPayload[] = [];
      socket.on("menu_changed", (m) => heard.push(m));
      return { socket, heard };
    };
    const listenVenue = (socket: Client, payload: unknown) =>
      new Promise<ListenAck>((resolve) => socket.emit("listen_venue", payload as never, resolve));
    const guest = connect();
    const other = connect();
    expect(await listenVenue(guest.socket, { venue: "demo" })).toMatchObject({
      ok: false,
      error: { code: "bad_request" },
    });
    expect(await listenVenue(guest.socket, { venue_id: "no-such-venue" })).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    expect(await listenVenue(guest.socket, { venue_id: "demo" })).toEqual({ ok: true });
    expect(await listenVenue(other.socket, { venue_id: "demo-geo" })).toEqual({ ok: true });
    const heard = new Promise<MenuChangedPayload>((resolve) => guest.socket.once("menu_changed", resolve));
    await stop("p-syrnyky");
    expect(await heard).toEqual({ venue_id: "demo", at: now.toISOString() });
    // Setting it again changes nothing and tells no one.
    await stop("p-syrnyky");
    await unstop("p-syrnyky");
    await new Promise((r) => setTimeout(r, 200));
    expect(guest.heard).toHaveLength(2);
    expect(other.heard).toHaveLength(0);
  });
});

describe("carts and orders", () => {
  async function cartWith(
    code: string,
    items: { menu_id: string; product_id: string; variants?: string[] }[],
  ) {
    const { cart } = await k.prepare(code);
    for (const item of items) {
      const res = await k.post(`/api/cart/${cart._id}/add`, {
        menu_id: item.menu_id,
        product_id: item.product_id,
        quantity: 1,
        variants: item.variants ?? [],
        modificators: [],
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    return cart._id;
  }
  const getCart = async (id: string) =>
    cartResponseSchema.parse((await t.app.inject({ method: "GET", url: `/api/cart/${id}` })).json()).data
      .cart;

  it("shows a stopped line unavailable, out of the total, and back when cleared", async () => {
    const cartId = await cartWith("111113", [
      { menu_id: "demo-kitchen", product_id: "p-napoleon" },
      { menu_id: "demo-kitchen", product_id: "p-borscht", variants: ["i-borscht-large"] },
      { menu_id: "demo-kitchen", product_id: "p-borscht", variants: ["i-borscht-regular"] },
    ]);
    const before = await getCart(cartId);
    expect(before.items.every((i) => i.available)).toBe(true);
    await stop("p-napoleon");
    await stop("p-borscht", "i-borscht-large");
    try {
      const during = await getCart(cartId);
      expect(during.items.map((i) => i.available)).toEqual([false, false, true]);
      expect(during.total).toBe(during.items[2]!.total);
      // The eat-in prepare's cart says the same.
      const prepared = await k.prepare("111113", cartId);
      expect(prepared.cart.items.map((i) => i.available)).toEqual([false, false, true]);
    } finally {
      await unstop("p-napoleon");
      await unstop("p-borscht", "i-borscht-large");
    }
    expect((await getCart(cartId)).items.every((i) => i.available)).toBe(true);
  });

  it("refuses an eat-in create and an append holding a stopped item with product_unavailable", async () => {
    const cartId = await cartWith("111113", [
      { menu_id: "demo-kitchen", product_id: "p-syrnyky", variants: ["i-syrnyky-berry-jam"] },
    ]);
    await stop("p-syrnyky", "i-syrnyky-berry-jam");
    try {
      const refused = await k.post("/api/superapp/inside/111113/create", {
        cart_id: cartId,
        visitor_id: visitor(7),
      });
      expect(refused.statusCode, refused.body).toBe(409);
      const error = errorOf(refused);
      expect(error.code).toBe("product_unavailable");
      expect(error.message).toContain("Syrnyky");
      expect(error.details).toMatchObject({ names: ["Syrnyky"] });
      // The cart keeps its lines: nothing was ordered.
      expect((await getCart(cartId)).items).toHaveLength(1);
    } finally {
      await unstop("p-syrnyky", "i-syrnyky-berry-jam");
    }
    const { order, accessCode } = await k.order("111113", k.napoleons(1), visitor(7));
    const appendCart = await cartWith("111113", [{ menu_id: "demo-kitchen", product_id: "p-napoleon" }]);
    await stop("p-napoleon");
    try {
      const refused = await k.post(
        `/api/superapp/orders/${order._id}/append`,
        { cart_id: appendCart, visitor_id: visitor(7) },
        { "x-access-code": accessCode },
      );
      expect(refused.statusCode, refused.body).toBe(409);
      expect(errorOf(refused).code).toBe("product_unavailable");
    } finally {
      await unstop("p-napoleon");
    }
  });

  it("refuses a takeaway create holding a stopped product with product_unavailable", async () => {
    const client = await p.verifiedClient("demo", "+380671239901");
    const { cart } = await p.prepare("demo", "takeaway");
    await p.fillCart(cart._id, p.napoleons(1));
    await stop("p-napoleon");
    try {
      const takeaway = await p.prepare("demo", "takeaway", cart._id);
      expect(takeaway.cart.items[0]!.available).toBe(false);
      const refused = await p.create("demo", p.takeawayBody(cart._id, { client_id: client._id }));
      expect(refused.statusCode, refused.body).toBe(409);
      expect(errorOf(refused).code).toBe("product_unavailable");
    } finally {
      await unstop("p-napoleon");
    }
    await p.created("demo", p.takeawayBody(cart._id, { client_id: client._id }));
  });

  it("refuses to book a stopped reservation service, or a stopped option of it", async () => {
    const r = reservations(t.app);
    const slots = (variants: string[]) =>
      t.app.inject({
        method: "POST",
        url: "/api/superapp/reserve/compute-timeslots",
        payload: { cafe_id: "demo", date: "2031-05-07", service_id: "p-table-dinner", variants },
      });
    expect((await slots(["i-table-dinner-120"])).statusCode).toBe(200);
    await stop("p-table-dinner", "i-table-dinner-120");
    try {
      const refused = await slots(["i-table-dinner-120"]);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(errorOf(refused).code).toBe("product_unavailable");
      expect((await slots(["i-table-dinner-90"])).statusCode).toBe(200);
    } finally {
      await unstop("p-table-dinner", "i-table-dinner-120");
    }
    await stop("p-table-dinner");
    try {
      const refused = await r.create("demo", { reservation_date: "2031-05-07T17:00:00.000Z" });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(errorOf(refused).code).toBe("product_unavailable");
    } finally {
      await unstop("p-table-dinner");
    }
  });
});
