import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartResponseSchema } from "@tablewise/domain/contract/cart";
import { errorEnvelopeSchema } from "@tablewise/domain/contract/common";
import { previewPrepareResponseSchema } from "@tablewise/domain/contract/preview";
import { buildApp } from "../../app";
import { openDb } from "../../db/client";
import { importVenue } from "../../seed/import-venue";
import { loadDemoVenuesIfEmpty, readDemoVenueFiles } from "../../seed/load-demo-venues";
import { createTestApp } from "../../test/test-app";

// Issue 3: GET /api/preview/{cafe_link}/prepare (SPEC §7), its cart, its cache and ETag.
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: "demo" });
});
afterAll(() => t.close());

const prepare = (link: string, query = "", headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: `/api/preview/${link}/prepare${query}`, headers });
const dataOf = (res: { json: () => unknown }) => previewPrepareResponseSchema.parse(res.json()).data;
const addBurrata = (cartId: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/cart/${cartId}/add`,
    payload: {
      menu_id: "demo-kitchen",
      product_id: "p-burrata",
      quantity: 1,
      variants: [],
      modificators: [],
    },
  });

describe("GET /api/preview/:cafe_link/prepare", () => {
  it("answers the venue, currency, country, food menus only and a new empty cart", async () => {
    const res = await prepare("demo");
    expect(res.statusCode).toBe(200);
    const data = dataOf(res);
    expect(data.cafe.link).toBe("demo");
    expect(data.currency).toBe("₴");
    expect(data.country).toBe("UA");
    expect(data.menus.map((m) => m._id)).toEqual(["demo-kitchen", "demo-bar"]);
    expect(data.cart.items).toEqual([]);
    expect(data.cafe.today_schedule_computed).toBeTruthy();
  });

  it("gives back the guest's cart by cart_id, and a new one for an unknown or another venue's cart", async () => {
    const first = dataOf(await prepare("demo")).cart;
    await addBurrata(first._id);
    const again = dataOf(await prepare("demo", `?cart_id=${first._id}`)).cart;
    expect(again._id).toBe(first._id);
    expect(again.items).toHaveLength(1);
    const elsewhere = dataOf(await prepare("demo-large", `?cart_id=${first._id}`)).cart;
    expect(elsewhere._id).not.toBe(first._id);
    const unknown = dataOf(await prepare("demo", `?cart_id=${"x".repeat(24)}`)).cart;
    expect(unknown.items).toEqual([]);
    expect((await prepare("demo", "?cart_id=bad")).statusCode).toBe(400);
  });

  it("answers 404 for an unknown venue and for a venue without preview or eat-in", async () => {
    const unknown = await prepare("nope");
    expect(unknown.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(unknown.json()).error.code).toBe("not_found");
    const closed = await prepare("demo-closed"); // delivery and takeaway only
    expect(closed.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(closed.json()).error.message).toContain("preview");
  });

  it("sends an ETag: 304 while nothing changed, a new tag after a cart change and after an import", async () => {
    const first = await prepare("demo");
    const cartId = dataOf(first).cart._id;
    const res = await prepare("demo", `?cart_id=${cartId}`);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    const same = await prepare("demo", `?cart_id=${cartId}`, { "if-none-match": etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe("");
    await addBurrata(cartId);
    const afterAdd = await prepare("demo", `?cart_id=${cartId}`, { "if-none-match": etag });
    expect(afterAdd.statusCode).toBe(200);
    const tag2 = afterAdd.headers.etag as string;
    const demo = readDemoVenueFiles().find((f) => f.venue.link === "demo")!;
    await importVenue(t.db.db, {
      ...demo,
      menus: demo.menus.map((m) => (m._id === "demo-bar" ? { ...m, title: "Bar & terrace" } : m)),
    });
    const afterImport = await prepare("demo", `?cart_id=${cartId}`, { "if-none-match": tag2 });
    expect(afterImport.statusCode).toBe(200);
    expect(dataOf(afterImport).menus.find((m) => m._id === "demo-bar")?.title).toBe("Bar & terrace");
    await importVenue(t.db.db, demo);
  });

  it("marks a line unavailable when its menu is gone after an import, and leaves it out of the total", async () => {
    const cart = dataOf(await prepare("demo")).cart;
    await addBurrata(cart._id);
    await t.app.inject({
      method: "POST",
      url: `/api/cart/${cart._id}/add`,
      payload: { menu_id: "demo-bar", product_id: "p-negroni", quantity: 2, variants: [], modificators: [] },
    });
    const demo = readDemoVenueFiles().find((f) => f.venue.link === "demo")!;
    await importVenue(t.db.db, { ...demo, menus: demo.menus.filter((m) => m._id !== "demo-bar") });
    try {
      const res = await t.app.inject({ method: "GET", url: `/api/cart/${cart._id}` });
      const after = cartResponseSchema.parse(res.json()).data.cart;
      const negroni = after.items.find((i) => i.product_id === "p-negroni")!;
      expect(negroni).toMatchObject({ available: false, name: "Negroni", total: 560 });
      expect(after.items.find((i) => i.product_id === "p-burrata")?.available).toBe(true);
      expect(after.total).toBe(320);
    } finally {
      await importVenue(t.db.db, demo);
    }
  });
});

describe("a cart on the embedded database", () => {
  it("survives a server restart", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "cart-restart-"));
    const env = {
      WEB_DIST: dataDir,
      MEDIA_DIR: dataDir,
      TILE_URL: "https://t/{z}/{x}/{y}.png",
      DEMO_MODE: true,
      LOG_LEVEL: "silent" as const,
    };
    const start = async () => {
      const db = await openDb({ dataDir });
      await loadDemoVenuesIfEmpty(db.db);
      return { db, app: await buildApp({ env, db, logger: false }) };
    };
    try {
      const one = await start();
      const res = await one.app.inject({ method: "GET", url: "/api/preview/demo/prepare" });
      const cartId = dataOf(res).cart._id;
      await one.app.inject({
        method: "POST",
        url: `/api/cart/${cartId}/add`,
        payload: {
          menu_id: "demo-kitchen",
          product_id: "p-napoleon",
          quantity: 2,
          variants: [],
          modificators: [],
        },
      });
      await one.app.close();
      await one.db.close();
      const two = await start();
      const after = await two.app.inject({ method: "GET", url: `/api/cart/${cartId}` });
      expect(cartResponseSchema.parse(after.json()).data.cart).toMatchObject({
        total: 250,
        items: [{ quantity: 2 }],
      });
      await two.app.close();
      await two.db.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
