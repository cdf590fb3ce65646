import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io, type Socket } from "socket.io-client";
import type {
  ClientToServerEvents,
  ListenAck,
  MenuChangedPayload,
  ServerToClientEvents,
} from "@tablewise/domain/contract/realtime";
import { previewPrepareResponseSchema } from "@tablewise/domain/contract/preview";
import { cartResponseSchema } from "@tablewise/domain/contract/cart";
import { homepageResponseSchema } from "@tablewise/domain/contract/homepage";
import type { Menu } from "@tablewise/domain/contract/menu";
import { createTestApp } from "../../test/test-app";
import { eatIn, errorOf } from "../../test/eat-in";
import { hintRecorder, testStaffAuthenticator } from "../../test/staff-console";
import { draftOf, editOf, setupClient } from "./setup-test-client";

// A save reaches guests (prepare snapshot, ETag, menu_changed, the
// console's hint); hidden menus and categories never do; orders keep their prices, carts are repriced.
type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
const now = new Date("2031-05-06T10:00:00Z");
const recorder = hintRecorder();
let t: Awaited<ReturnType<typeof createTestApp>>;
let s: ReturnType<typeof setupClient>;
let k: ReturnType<typeof eatIn>;
let socketUrl = "";
const sockets: Client[] = [];

beforeAll(async () => {
  t = await createTestApp({
    seed: "demo",
    clock: () => now,
    app: { staffAuthenticator: testStaffAuthenticator, notifyStaff: recorder.notifyStaff },
  });
  s = setupClient(t.app);
  k = eatIn(t.app);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  socketUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/order`;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

const productsOf = (menus: readonly Menu[]) => menus.flatMap((m) => m.products);
let previewCart = "";
const previewPrepare = async (headers: Record<string, string> = {}) => {
  const query = previewCart ? `?cart_id=${previewCart}` : "";
  const res = await t.app.inject({ method: "GET", url: `/api/preview/demo/prepare${query}`, headers });
  if (res.statusCode === 200) previewCart = previewPrepareResponseSchema.parse(res.json()).data.cart._id;
  return res;
};
const addToCart = (cartId: string, menuId: string, productId: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/cart/${cartId}/add`,
    payload: { menu_id: menuId, product_id: productId, quantity: 1, variants: [], modificators: [] },
  });
const readCart = async (cartId: string) => {
  const res = await t.app.inject({ method: "GET", url: `/api/cart/${cartId}` });
  expect(res.statusCode, res.body).toBe(200);
  return cartResponseSchema.parse(res.json()).data.cart;
};
async function setProduct(productId: string, change: { name?: string; base_price?: number }) {
  const { product, version } = await s.productOf(productId);
  const res = await s.post(`/products/${productId}`, {
    product: { ...draftOf(product), ...change },
    version,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe("a save reaches guests", () => {
  it("moves the prepare snapshot and its ETag, pushes menu_changed and tells the console", async () => {
    await previewPrepare();
    const before = await previewPrepare();
    const etag = before.headers.etag as string;
    expect((await previewPrepare({ "if-none-match": etag })).statusCode).toBe(304);
    const socket: Client = io(socketUrl, { transports: ["websocket"], forceNew: true });
    sockets.push(socket);
    const ack = await new Promise<ListenAck>((resolve) =>
      socket.emit("listen_venue", { venue_id: "demo" }, resolve),
    );
    expect(ack).toEqual({ ok: true });
    const heard = new Promise<MenuChangedPayload>((resolve) => socket.once("menu_changed", resolve));
    recorder.hints.length = 0;

    await setProduct("p-napoleon", { name: "Napoleon cake", base_price: 99 });

    expect(await heard).toEqual({ venue_id: "demo", at: now.toISOString() });
    expect(recorder.hints).toEqual([
      {
        venueId: "demo",
        hint: { kind: "setup", id: "p-napoleon", change: "updated", at: now.toISOString() },
      },
    ]);
    const after = await previewPrepare({ "if-none-match": etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const napoleon = productsOf(previewPrepareResponseSchema.parse(after.json()).data.menus).find(
      (p) => p._id === "p-napoleon",
    )!;
    expect(napoleon).toMatchObject({ name: "Napoleon cake", base_price: 99 });
    const inside = await k.prepare("111111");
    expect(productsOf(inside.menus).find((p) => p._id === "p-napoleon")).toMatchObject({ base_price: 99 });
  });
});

describe("hidden menus and categories", () => {
  it("never reach guests: menu list, prepare, preview, and carts refuse their products", async () => {
    const bar = await s.menuOf("demo-bar");
    const kitchen = await s.menuOf("demo-kitchen");
    const hideBar = await s.post("/menus/demo-bar", {
      menu: { ...editOf(bar.menu), hidden: true },
      version: bar.version,
    });
    expect(hideBar.statusCode, hideBar.body).toBe(200);
    const edit = editOf(kitchen.menu);
    const hideDesserts = await s.post("/menus/demo-kitchen", {
      menu: {
        ...edit,
        categories: edit.categories.map((c) => (c._id === "c-desserts" ? { ...c, hidden: true } : c)),
      },
      version: kitchen.version,
    });
    expect(hideDesserts.statusCode, hideDesserts.body).toBe(200);
    const desserts = kitchen.menu.categories.find((c) => c._id === "c-desserts")!.products;
    const barProduct = bar.menu.products[0]!._id;

    const inside = await k.prepare("111111");
    const preview = previewPrepareResponseSchema.parse((await previewPrepare()).json()).data;
    for (const menus of [inside.menus, preview.menus]) {
      expect(menus.map((m) => m._id)).not.toContain("demo-bar");
      expect(menus.find((m) => m._id === "demo-kitchen")!.categories.map((c) => c._id)).not.toContain(
        "c-desserts",
      );
      const ids = productsOf(menus).map((p) => p._id);
      for (const id of [...desserts, barProduct]) expect(ids).not.toContain(id);
      // Search runs over these menus on the guest's side (rules/search-menu.ts), so it cannot find them.
    }
    const home = await t.app.inject({ method: "GET", url: "/api/superapp/homepage/demo" });
    expect(home.statusCode, home.body).toBe(200);
    const listed = homepageResponseSchema.parse(home.json()).data.menus.map((m) => m._id);
    expect(listed).toContain("demo-kitchen");
    expect(listed).not.toContain("demo-bar");
    const cartId = inside.cart._id;
    const refusedBar = await addToCart(cartId, "demo-bar", barProduct);
    expect(refusedBar.statusCode).toBe(404);
    expect(errorOf(refusedBar).code).toBe("not_found");
    const refusedDessert = await addToCart(cartId, "demo-kitchen", desserts[0]!);
    expect(refusedDessert.statusCode).toBe(404);
    // The staff's setup still shows them.
    expect((await s.menuOf("demo-bar")).menu.hidden).toBe(true);

    const barNow = await s.menuOf("demo-bar");
    const kitchenNow = await s.menuOf("demo-kitchen");
    const kitchenEdit = editOf(kitchenNow.menu);
    await s.post("/menus/demo-bar", {
      menu: { ...editOf(barNow.menu), hidden: false },
      version: barNow.version,
    });
    await s.post("/menus/demo-kitchen", {
      menu: { ...kitchenEdit, categories: kitchenEdit.categories.map((c) => ({ ...c, hidden: false })) },
      version: kitchenNow.version,
    });
    // Shown again: found (a 422 would only ask for the product's required choices).
    expect((await addToCart(cartId, "demo-bar", barProduct)).statusCode).not.toBe(404);
  });
});

describe("money safety", () => {
  it("keeps an order's names and prices, reprices a cart at its next call, and marks a deleted product", async () => {
    await setProduct("p-burrata", { base_price: 320 });
    const placed = await k.order("111112", [
      { menu_id: "demo-kitchen", product_id: "p-burrata", quantity: 1 },
    ]);
    const line = placed.order.list.find((l) => l.product_id === "p-burrata")!;
    const prepared = await k.prepare("111111");
    const cartId = prepared.cart._id;
    expect((await addToCart(cartId, "demo-kitchen", "p-burrata")).statusCode).toBe(200);
    expect((await addToCart(cartId, "demo-kitchen", "p-napoleon")).statusCode).toBe(200);
    const before = await readCart(cartId);

    await setProduct("p-burrata", { name: "Burrata XL", base_price: 350 });

    // The order placed before keeps what it was placed with.
    const read = await t.app.inject({
      method: "GET",
      url: `/api/superapp/orders/${placed.order._id}`,
      headers: { "x-access-code": placed.accessCode },
    });
    expect(read.statusCode, read.body).toBe(200);
    const kept = (
      read.json() as { data: { order: { list: typeof placed.order.list } } }
    ).data.order.list.find((l) => l._id === line._id)!;
    expect(kept).toMatchObject({ name: line.name, price: line.price, total: line.total });
    expect(line.name).not.toBe("Burrata XL");
    // The cart is repriced by the server at its next call.
    const repriced = await readCart(cartId);
    const borscht = repriced.items.find((i) => i.product_id === "p-burrata")!;
    expect(borscht).toMatchObject({ name: "Burrata XL", base_price: 350, total: 350, available: true });
    expect(repriced.total).toBe(before.total + 30);

    // A deleted product stays in the cart as unavailable (shown with Remove only), out of the total, and
    // cannot be ordered.
    const cheesecake = await s.productOf("p-napoleon");
    expect((await s.post("/products/p-napoleon/delete", { version: cheesecake.version })).statusCode).toBe(
      200,
    );
    const afterDelete = await readCart(cartId);
    const gone = afterDelete.items.find((i) => i.product_id === "p-napoleon")!;
    expect(gone.available).toBe(false);
    expect(afterDelete.total).toBe(350);
    expect((await addToCart(cartId, "demo-kitchen", "p-napoleon")).statusCode).toBe(404);
  });
});
