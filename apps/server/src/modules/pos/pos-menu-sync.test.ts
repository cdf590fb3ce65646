import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { errorEnvelopeSchema } from "@tablewise/domain/contract/common";
import type { Menu } from "@tablewise/domain/contract/menu";
import { posSettingsCall, syncPosMenuCall } from "@tablewise/domain/contract/pos";
import { stopListCall, stopListSetCall } from "@tablewise/domain/contract/staff";
import { menus, posSettings } from "../../db/schema/index";
import { draftOf, setupClient } from "../setup/setup-test-client";
import { eatIn } from "../../test/eat-in";
import {
  posterToken,
  startPosterStandIn,
  type PosterStandIn,
  type StandInProduct,
} from "../../test/poster-stand-in";
import { asStaff, testStaffAuthenticator } from "../../test/staff-console";
import { createTestApp } from "../../test/test-app";

// The menu from the POS (docs/pos.md) through the route, against the Poster stand-in, at venue "demo".
const now = new Date("2026-11-24T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let stand: PosterStandIn;
const manager = asStaff("demo", "manager");
const url = (path: string) => path.replace(":venueId", "demo");

const spot = (price: string, visible = "1") => [{ spot_id: "1", price, visible }];
const latte = (): StandInProduct => ({
  product_id: "201",
  product_name: "Latte",
  menu_category_id: "11",
  spots: spot("6550"),
  group_modifications: [
    {
      dish_modification_group_id: 31,
      name: "Syrup",
      type: 2,
      num_min: 0,
      num_max: 2,
      modifications: [
        { dish_modification_id: 41, name: "Vanilla", price: 1000 },
        { dish_modification_id: 42, name: "Caramel", price: 1250 },
      ],
    },
  ],
});
const juice = (): StandInProduct => ({
  product_id: "202",
  product_name: "Orange juice",
  menu_category_id: "11",
  spots: spot("0"),
  modifications: [
    { modificator_id: "51", modificator_name: "0.3 l", spots: spot("5000") },
    { modificator_id: "52", modificator_name: "0.5 l", spots: spot("7500") },
  ],
});
const cake = (): StandInProduct => ({
  product_id: "203",
  product_name: "Cheesecake",
  menu_category_id: "12",
  spots: spot("9000"),
  out: 1,
});

async function sync(headers = manager) {
  return t.app.inject({ method: "POST", url: url(syncPosMenuCall.path), headers });
}
async function synced() {
  const res = await sync();
  expect(res.statusCode, res.body).toBe(200);
  return syncPosMenuCall.response.parse(res.json()).data;
}
async function posMenu(menuId: string): Promise<Menu> {
  const [row] = await t.db.db.select().from(menus).where(eq(menus.id, menuId));
  return row!.data;
}
async function stops() {
  const res = await t.app.inject({ method: "GET", url: url(stopListCall.path), headers: manager });
  return stopListCall.response.parse(res.json()).data.entries;
}
const byPos = (menu: Menu, posId: string) => menu.products.filter((p) => p.pos_id === posId);

beforeAll(async () => {
  stand = await startPosterStandIn();
  t = await createTestApp({
    seed: "demo",
    clock: () => now,
    app: { staffAuthenticator: testStaffAuthenticator },
    env: { POSTER_API_URL: stand.apiUrl },
  });
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
  await stand.close();
});
beforeEach(async () => {
  stand.failNext();
  stand.calls.length = 0;
  stand.menu.categories.splice(
    0,
    Infinity,
    { category_id: "11", category_name: "Coffee" },
    {
      category_id: "12",
      category_name: "Desserts",
    },
  );
  stand.menu.products.splice(0, Infinity, latte(), juice(), cake());
  // Each test starts from a venue whose POS has never been synced.
  await t.db.db.execute(sql`delete from pos_settings`);
  await t.db.db.execute(sql`delete from menus where data->>'title' = 'Poster'`);
  await t.db.db.execute(sql`delete from stop_list`);
  const saved = await t.app.inject({
    method: "POST",
    url: url(posSettingsCall.path),
    headers: manager,
    payload: { provider: "poster", token: posterToken, spot_id: "1", table_map: { "111111": "7" } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});

describe("the menu from the POS (Poster)", () => {
  it("the first sync creates the POS menu with categories, prices from kopecks, variants, modifiers and links", async () => {
    const { sync: result, settings } = await synced();
    expect(result).toMatchObject({ ok: true, products: 3, categories: 2, out_of_stock: 1, removed: 0 });
    expect(settings.menu_sync).toEqual(result);
    const menu = await posMenu(settings.menu_id!);
    expect(menu.title).toBe("Poster");
    expect(menu.categories.map((c) => [c.name, c.pos_id, c.products.length])).toEqual([
      ["Coffee", "11", 2],
      ["Desserts", "12", 1],
    ]);
    const [l] = byPos(menu, "201");
    expect(l).toMatchObject({ name: "Latte", base_price: 65.5, category: "Coffee" });
    expect(l!.price_groups[0]).toMatchObject({
      name: "Syrup",
      single_select: false,
      min_count: 0,
      max_count: 2,
    });
    expect(l!.price_groups[0]!.items.map((i) => [i.name, i.price, i.pos_id])).toEqual([
      ["Vanilla", 10, "41"],
      ["Caramel", 12.5, "42"],
    ]);
    // A variant's POS price is the whole price: the base is the cheapest, each adds what it costs above it.
    const [j] = byPos(menu, "202");
    expect(j!.base_price).toBe(50);
    expect(j!.price_groups[0]).toMatchObject({ single_select: true, min_count: 1, max_count: 1 });
    expect(j!.price_groups[0]!.items.map((i) => i.price)).toEqual([0, 25]);
    // Every imported product is linked for the order sends, without typing ids.
    expect(settings.product_map).toMatchObject({ [l!._id]: "201", [j!._id]: "202" });
    const [c] = byPos(menu, "203");
    expect(await stops()).toEqual([
      expect.objectContaining({ product_id: c!._id, variant_item_id: null, stopped_by: "POS" }),
    ]);
  });

  it("the next sync updates in place, hides a removed product, follows stock and leaves the venue's own alone", async () => {
    const first = await synced();
    const menuId = first.settings.menu_id!;
    const before = await posMenu(menuId);
    const latteId = byPos(before, "201")[0]!._id;
    const juiceId = byPos(before, "202")[0]!._id;
    const cakeId = byPos(before, "203")[0]!._id;
    // The venue's own product in the POS menu, and a manager's own stop of an imported product.
    const own = { ...before.products.find((p) => p._id === latteId)!, _id: "p-own-scone", name: "Scone" };
    delete own.pos_id;
    own.price_groups = [];
    const withOwn: Menu = {
      ...before,
      products: [...before.products, own],
      categories: before.categories.map((c) =>
        c.pos_id === "11" ? { ...c, products: [...c.products, own._id] } : c,
      ),
    };
    await t.db.db.update(menus).set({ data: withOwn }).where(eq(menus.id, menuId));
    const stopped = await t.app.inject({
      method: "POST",
      url: url(stopListSetCall.path),
      headers: manager,
      payload: { product_id: latteId, variant_item_id: null, unavailable: true },
    });
    expect(stopped.statusCode, stopped.body).toBe(200);

    // In the POS: the latte costs more and is renamed, the juice is gone, the cake is back in stock and
    // a new product is out of stock.
    stand.menu.products.splice(
      0,
      Infinity,
      { ...latte(), product_name: "Caffè latte", spots: spot("7000") },
      { ...cake(), out: 0 },
      { product_id: "204", product_name: "Croissant", menu_category_id: "12", spots: spot("4000"), out: 1 },
    );
    const second = await synced();
    expect(second.sync).toMatchObject({ ok: true, products: 3, categories: 2, out_of_stock: 1, removed: 1 });
    const after = await posMenu(menuId);
    expect(after.products).toHaveLength(5);
    expect(byPos(after, "201")).toEqual([
      expect.objectContaining({ _id: latteId, name: "Caffè latte", base_price: 70 }),
    ]);
    expect(byPos(after, "203")[0]!._id).toBe(cakeId);
    // Gone from the POS: kept for the orders naming it, in a hidden category guests never see.
    const hidden = after.categories.find((c) => c.products.includes(juiceId))!;
    expect(hidden.hidden).toBe(true);
    const guest = (await eatIn(t.app).prepare("111111")).menus.find((m) => m._id === menuId)!;
    expect(guest.products.map((p) => p._id)).not.toContain(juiceId);
    expect(guest.products.map((p) => p._id)).toContain(latteId);
    expect(after.products.find((p) => p._id === "p-own-scone")).toEqual(own);
    expect(after.categories.find((c) => c.pos_id === "11")!.products).toContain("p-own-scone");
    const croissantId = byPos(after, "204")[0]!._id;
    // The cake's stop (the sync's) is lifted, the croissant stopped, the manager's own stop kept.
    const entries = Object.fromEntries((await stops()).map((s) => [s.product_id, s.stopped_by]));
    expect(Object.keys(entries).sort()).toEqual([croissantId, latteId].sort());
    expect(entries[croissantId]).toBe("POS");
    expect(entries[latteId]).not.toBe("POS");

    // The croissant back in stock: the sync lifts its own stop.
    stand.menu.products[2] = { ...stand.menu.products[2]!, out: 0 };
    await synced();
    expect((await stops()).map((s) => s.product_id)).toEqual([latteId]);
  });

  it("a POS error is shown as the last sync's result and changes nothing", async () => {
    const first = await synced();
    const before = await posMenu(first.settings.menu_id!);
    stand.menu.products[0] = { ...latte(), spots: spot("9999") };
    stand.failNext("refuse");
    const { sync: result, settings } = await synced();
    expect(result).toMatchObject({ ok: false, products: 0 });
    expect(result.error).toContain("Method is not available for this account");
    expect(result.error).not.toContain(posterToken);
    expect(settings.menu_sync).toEqual(result);
    expect(await posMenu(first.settings.menu_id!)).toEqual(before);
  });

  it("a waiter or the kitchen may not sync the menu", async () => {
    for (const role of ["waiter", "kitchen"] as const) {
      const res = await sync(asStaff("demo", role));
      expect(res.statusCode, res.body).toBe(403);
      errorEnvelopeSchema.parse(res.json());
    }
    expect(stand.calls.filter((c) => c.includes("menu."))).toEqual([]);
  });

  it("an order of an imported product reaches the POS with its POS product id", async () => {
    const { settings } = await synced();
    const menu = await posMenu(settings.menu_id!);
    const latteId = byPos(menu, "201")[0]!._id;
    const e = eatIn(t.app);
    const placed = await e.order("111111", [{ menu_id: menu._id, product_id: latteId, quantity: 1 }]);
    const accepted = await e.staff(placed.order._id, "accept");
    expect(accepted.statusCode, accepted.body).toBe(200);
    stand.orders.length = 0;
    expect(await t.app.pos.worker.drain()).toBe(1);
    expect(stand.orders[0]!.products).toEqual([{ product_id: 201, count: 1, price: 6550 }]);
    const closed = await e.staff(placed.order._id, "close");
    expect(closed.statusCode, closed.body).toBe(200);
  });

  it("a manager's save of an imported product keeps its POS ids, so the next sync updates the same product", async () => {
    const { settings } = await synced();
    const setup = setupClient(t.app);
    const latteId = byPos(await posMenu(settings.menu_id!), "201")[0]!._id;
    const { product, version } = await setup.productOf(latteId);
    // What the console's form sends: no POS ids anywhere.
    const { pos_id: _p, ...draft } = draftOf(product);
    const saved = await setup.post(`/products/${latteId}`, {
      product: {
        ...draft,
        description: "House favourite",
        price_groups: draft.price_groups.map(({ pos_id: _g, ...g }) => ({
          ...g,
          items: g.items.map(({ pos_id: _i, ...item }) => item),
        })),
      },
      version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await synced();
    const menu = await posMenu(settings.menu_id!);
    expect(byPos(menu, "201")).toEqual([
      expect.objectContaining({ _id: latteId, description: "House favourite" }),
    ]);
    expect(byPos(menu, "201")[0]!.price_groups[0]!.items.map((i) => i._id)).toEqual(
      product.price_groups[0]!.items.map((i) => i._id),
    );
    expect(menu.products).toHaveLength(3);
  });

  it("a venue another process is syncing is not synced again meanwhile", async () => {
    await t.db.db
      .update(posSettings)
      .set({ menuSyncLeaseUntil: new Date(now.getTime() + 60_000) })
      .where(eq(posSettings.venueId, "demo"));
    const busy = await sync();
    expect(busy.statusCode, busy.body).toBe(409);
    expect(stand.calls).toEqual([]);
    // A lease whose process stopped runs out, and the next sync takes it.
    await t.db.db
      .update(posSettings)
      .set({ menuSyncLeaseUntil: new Date(now.getTime() - 1) })
      .where(eq(posSettings.venueId, "demo"));
    expect((await synced()).sync.ok).toBe(true);
  });

  it("a settings form saved with lines older than the last sync keeps the sync's links", async () => {
    const { settings } = await synced();
    const resaved = await t.app.inject({
      method: "POST",
      url: url(posSettingsCall.path),
      headers: manager,
      payload: { provider: "poster", spot_id: "1", product_map: { "p-napoleon": "101" } },
    });
    expect(resaved.statusCode, resaved.body).toBe(200);
    const after = posSettingsCall.response.parse(resaved.json()).data.settings;
    expect(after.product_map).toEqual({ ...settings.product_map, "p-napoleon": "101" });
  });
});
