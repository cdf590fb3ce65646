import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorEnvelopeSchema } from "@tablewise/domain/contract/common";
import { homepageResponseSchema } from "@tablewise/domain/contract/homepage";
import { previewPrepareResponseSchema } from "@tablewise/domain/contract/preview";
import type { VenueImport } from "@tablewise/domain/contract/venue-import";
import { buildApp } from "../../app";
import { importVenue } from "../../seed/import-venue";
import { readDemoVenueFiles } from "../../seed/load-demo-venues";
import { createTestApp, testTileUrl } from "../../test/test-app";

// GET /api/preview/{cafe_link}/prepare (SPEC §7), its cart, its cache and its ETag.
let t: Awaited<ReturnType<typeof createTestApp>>;
let now = new Date("2026-11-23T10:00:00Z"); // Monday 12:00 in Kyiv
beforeAll(async () => {
  t = await createTestApp({ seed: "demo", clock: () => now });
});
afterAll(() => t.close());

type Res = { statusCode: number; json: () => unknown };
const prepare = (link: string, query = "", headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: `/api/preview/${link}/prepare${query}`, headers });
const dataOf = (res: Res) => {
  expect(res.statusCode).toBe(200);
  return previewPrepareResponseSchema.parse(res.json()).data;
};
const errorOf = (res: Res) => errorEnvelopeSchema.parse(res.json()).error;
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
const demoFile = () => readDemoVenueFiles().find((f) => f.venue.link === "demo")!;
async function withDemoImported(change: (file: VenueImport) => VenueImport, check: () => Promise<void>) {
  await importVenue(t.db.db, change(demoFile()));
  try {
    await check();
  } finally {
    await importVenue(t.db.db, demoFile());
  }
}

describe("GET /api/preview/:cafe_link/prepare", () => {
  it("answers the homepage's cafe, currency, country, the food menus in order and a new empty cart", async () => {
    const res = await prepare("demo");
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    const data = dataOf(res);
    const home = homepageResponseSchema.parse((await t.app.inject("/api/superapp/homepage/demo")).json());
    expect(data.cafe).toEqual(home.data.cafe);
    expect(data.currency).toBe("₴");
    expect(data.country).toBe("UA");
    // SPEC §7 menus; demo-services (kind service) is for reservations only.
    expect(data.menus.map((m) => m._id)).toEqual(["demo-kitchen", "demo-bar"]);
    expect(data.menus[0]?.products.length).toBe(16);
    expect(data.cart).toEqual({ _id: expect.stringMatching(/^[A-Za-z0-9_-]{56}$/), items: [], total: 0 });
    expect(dataOf(await prepare("demo")).cart._id).not.toBe(data.cart._id);
  });

  it("gives back the guest's cart by cart_id, and a new one for an unknown or another venue's cart", async () => {
    const first = dataOf(await prepare("demo")).cart;
    await addBurrata(first._id);
    const again = dataOf(await prepare("demo", `?cart_id=${first._id}`)).cart;
    expect(again).toMatchObject({ _id: first._id, total: 320, items: [{ product_id: "p-burrata" }] });
    const elsewhere = dataOf(await prepare("demo-large", `?cart_id=${first._id}`)).cart;
    expect(elsewhere._id).not.toBe(first._id);
    expect(elsewhere.items).toEqual([]);
    const unknown = dataOf(await prepare("demo", `?cart_id=${"x".repeat(24)}`)).cart;
    expect(unknown._id).not.toBe("x".repeat(24));
    expect(unknown.items).toEqual([]);
    // The first cart is untouched by the other venue's prepare.
    expect(dataOf(await prepare("demo", `?cart_id=${first._id}`)).cart.items).toHaveLength(1);
    const bad = await prepare("demo", "?cart_id=bad");
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toContain("query.cart_id");
  });

  it("opens for a venue with preview or eat-in, and answers 404 otherwise", async () => {
    expect(dataOf(await prepare("demo-preview")).menus.map((m) => m._id)).toEqual(["preview-menu"]);
    expect(dataOf(await prepare("demo-geo")).cafe.modes).toMatchObject({ preview: false, inside: true });
    const unknown = await prepare("nope");
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toEqual({ code: "not_found", message: "Venue not found" });
    const closed = await prepare("demo-closed"); // delivery and takeaway only
    expect(closed.statusCode).toBe(404);
    expect(errorOf(closed)).toEqual({
      code: "not_found",
      message: 'Venue "demo-closed" does not offer preview',
    });
    expect((await prepare("Not_A_Link")).statusCode).toBe(400);
  });

  it("sends an ETag and answers a matching If-None-Match with an empty 304", async () => {
    const cartId = dataOf(await prepare("demo")).cart._id;
    const res = await prepare("demo", `?cart_id=${cartId}`);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const same = await prepare("demo", `?cart_id=${cartId}`, { "if-none-match": ifNoneMatch });
      expect(same.statusCode, ifNoneMatch).toBe(304);
      expect(same.body).toBe("");
      expect(same.headers.etag).toBe(etag);
      expect(same.headers["cache-control"]).toBe("private, no-cache");
    }
    expect((await prepare("demo", `?cart_id=${cartId}`, { "if-none-match": '"other"' })).statusCode).toBe(
      200,
    );
  });

  it("changes the ETag after a cart change and after an import, and serves the new menus", async () => {
    const cartId = dataOf(await prepare("demo")).cart._id;
    const tag1 = (await prepare("demo", `?cart_id=${cartId}`)).headers.etag as string;
    await addBurrata(cartId);
    const afterAdd = await prepare("demo", `?cart_id=${cartId}`, { "if-none-match": tag1 });
    expect(dataOf(afterAdd).cart.items).toHaveLength(1);
    const tag2 = afterAdd.headers.etag as string;
    expect(tag2).not.toBe(tag1);
    await t.app.inject({ method: "POST", url: `/api/cart/${cartId}/clear` });
    const afterClear = await prepare("demo", `?cart_id=${cartId}`, { "if-none-match": tag2 });
    expect(dataOf(afterClear).cart.items).toEqual([]);
    const tag3 = afterClear.headers.etag as string;

    await withDemoImported(
      (file) => ({
        ...file,
        // Reversed: menus follow the file's order (their position), and the bar gets a new title.
        menus: [...file.menus]
          .reverse()
          .map((m) => (m._id === "demo-bar" ? { ...m, title: "Bar & terrace" } : m)),
      }),
      async () => {
        const afterImport = await prepare("demo", `?cart_id=${cartId}`, { "if-none-match": tag3 });
        const data = dataOf(afterImport);
        expect(data.menus.map((m) => [m._id, m.title])).toEqual([
          ["demo-bar", "Bar & terrace"],
          ["demo-kitchen", "Kitchen"],
        ]);
        expect(afterImport.headers.etag).not.toBe(tag3);
      },
    );
    const restored = await prepare("demo", `?cart_id=${cartId}`);
    expect(dataOf(restored).menus.map((m) => m._id)).toEqual(["demo-kitchen", "demo-bar"]);
  });

  it("keeps the ETag across minutes while the cafe is the same, and renews it when the day changes", async () => {
    const cartId = dataOf(await prepare("demo")).cart._id;
    const first = await prepare("demo", `?cart_id=${cartId}`);
    const etag = first.headers.etag as string;
    now = new Date("2026-11-23T10:07:00Z");
    expect((await prepare("demo", `?cart_id=${cartId}`, { "if-none-match": etag })).statusCode).toBe(304);
    now = new Date("2026-11-24T10:00:00Z");
    try {
      const tuesday = await prepare("demo", `?cart_id=${cartId}`, { "if-none-match": etag });
      expect(dataOf(tuesday).cafe.today_schedule_computed?.start).not.toBe(
        dataOf(first).cafe.today_schedule_computed?.start,
      );
    } finally {
      now = new Date("2026-11-23T10:00:00Z");
    }
  });

  it("compresses the spliced body with brotli or gzip", async () => {
    const plain = await prepare("demo-large");
    const { cart } = dataOf(plain);
    const query = `?cart_id=${cart._id}`;
    const br = await prepare("demo-large", query, { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const brBody = brotliDecompressSync(br.rawPayload).toString("utf8");
    expect(previewPrepareResponseSchema.parse(JSON.parse(brBody)).data.cart._id).toBe(cart._id);
    expect(br.rawPayload.length).toBeLessThan(brBody.length / 5);
    const gz = await prepare("demo-large", query, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString("utf8")).toBe(brBody);
  });

  it("serves an import to every server process sharing the database", async () => {
    // A second app on the same database stands for a second process: its cache is its own.
    const other = await buildApp({
      env: {
        WEB_DIST: "/nonexistent",
        MEDIA_DIR: "/nonexistent",
        TILE_URL: testTileUrl,
        DEMO_MODE: true,
        LOG_LEVEL: "silent",
      },
      db: t.db,
      logger: false,
    });
    try {
      const title = async () =>
        dataOf(await other.inject({ method: "GET", url: "/api/preview/demo/prepare" })).menus[0]?.title;
      expect(await title()).toBe("Kitchen");
      await withDemoImported(
        (file) => ({ ...file, menus: file.menus.map((m) => ({ ...m, title: `${m.title} (new)` })) }),
        async () => {
          expect(await title()).toBe("Kitchen (new)");
        },
      );
      expect(await title()).toBe("Kitchen");
    } finally {
      await other.close();
    }
  });
});
