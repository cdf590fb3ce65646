import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartResponseSchema } from "@tablewise/domain/contract/cart";
import { previewPrepareResponseSchema } from "@tablewise/domain/contract/preview";
import { buildApp } from "../../app";
import { openDb, type DbHandle } from "../../db/client";
import { importVenue, parseVenueFile } from "../../seed/import-venue";
import { fixtureVenueFile } from "../../test/fixture-venue";
import { testTileUrl } from "../../test/test-app";
import { createTestDatabase, onPostgres, type TestDatabase } from "../../test/test-db";

// On a real PostgreSQL shared by two server processes (two pools, two caches; project server-pg
// only): concurrent adds through both never lose a line, and an import made by one is served by the other.
const id = `pg-${randomBytes(4).toString("hex")}`;
const file = () => ({ ...fixtureVenueFile({ id, link: id }), tables: [] });
const env = { WEB_DIST: "/nonexistent", MEDIA_DIR: "/nonexistent", TILE_URL: testTileUrl, DEMO_MODE: true };

describe.skipIf(!onPostgres)("carts on PostgreSQL with two server processes", () => {
  let database: TestDatabase | undefined;
  let handles: DbHandle[] = [];
  let apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    const url = database.url;
    handles = [await openDb({ databaseUrl: url }), await openDb({ databaseUrl: url })];
    await importVenue(handles[0]!.db, parseVenueFile(file(), "fixture"));
    apps = await Promise.all(
      handles.map((db) => buildApp({ env: { ...env, LOG_LEVEL: "silent" }, db, logger: false })),
    );
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await database?.drop();
  });

  const prepare = (n: number, query = "", headers: Record<string, string> = {}) =>
    apps[n]!.inject({ method: "GET", url: `/api/preview/${id}/prepare${query}`, headers });
  const add = (n: number, cartId: string, menu: string, product: string) =>
    apps[n]!.inject({
      method: "POST",
      url: `/api/cart/${cartId}/add`,
      payload: {
        menu_id: `${id}-${menu}`,
        product_id: `${id}-${product}`,
        quantity: 1,
        variants: [],
        modificators: [],
      },
    });

  it("loses no line and no quantity when adds race through both processes", async () => {
    const cartId = previewPrepareResponseSchema.parse((await prepare(0)).json()).data.cart._id;
    const results = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => add(i % 2, cartId, "kitchen", "soup")),
      add(1, cartId, "bar", "tea"),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(21).fill(200));
    const cart = cartResponseSchema.parse((await apps[1]!.inject(`/api/cart/${cartId}`)).json()).data.cart;
    expect(cart.items.map((i) => [i.product_id, i.quantity])).toEqual(
      expect.arrayContaining([
        [`${id}-soup`, 20],
        [`${id}-tea`, 1],
      ]),
    );
    expect(cart.total).toBe(20 * 90 + 40);
  });

  it("serves an import made through one process from the other, with a new ETag", async () => {
    const first = await prepare(1);
    const cartId = previewPrepareResponseSchema.parse(first.json()).data.cart._id;
    const etag = (await prepare(1, `?cart_id=${cartId}`)).headers.etag as string;
    expect((await prepare(1, `?cart_id=${cartId}`, { "if-none-match": etag })).statusCode).toBe(304);
    const renamed = file();
    renamed.menus = renamed.menus.map((m) => ({ ...m, title: `${m.title} (new)` }));
    await importVenue(handles[0]!.db, parseVenueFile(renamed, "fixture"));
    const after = await prepare(1, `?cart_id=${cartId}`, { "if-none-match": etag });
    expect(after.statusCode).toBe(200);
    expect(previewPrepareResponseSchema.parse(after.json()).data.menus[0]?.title).toBe("Kitchen (new)");
  });
});
