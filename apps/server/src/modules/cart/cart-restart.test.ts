import { describe, expect, it } from "vitest";
import { cartResponseSchema } from "@tablewise/domain/contract/cart";
import { previewPrepareResponseSchema } from "@tablewise/domain/contract/preview";
import { buildApp } from "../../app";
import { loadDemoVenuesIfEmpty } from "../../seed/load-demo-venues";
import { testTileUrl } from "../../test/test-app";
import { createRestartableDb } from "../../test/test-db";

// Carts live in the database, so a guest's cart outlives the server process (PGlite on disk, or
// PostgreSQL in the server-pg project).
describe("a cart in the database", () => {
  it("survives a server restart", async () => {
    const store = await createRestartableDb("cart-restart-");
    const env = {
      WEB_DIST: "/nonexistent",
      MEDIA_DIR: "/nonexistent",
      TILE_URL: testTileUrl,
      DEMO_MODE: true,
      LOG_LEVEL: "silent" as const,
    };
    const start = async () => {
      const db = await store.open();
      await loadDemoVenuesIfEmpty(db.db);
      const app = await buildApp({ env, db, logger: false });
      return { app, close: async () => (await app.close(), await db.close()) };
    };
    try {
      const one = await start();
      const prepared = await one.app.inject({ method: "GET", url: "/api/preview/demo/prepare" });
      const cartId = previewPrepareResponseSchema.parse(prepared.json()).data.cart._id;
      const added = await one.app.inject({
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
      expect(added.statusCode).toBe(200);
      await one.close();

      const two = await start();
      try {
        const after = await two.app.inject({ method: "GET", url: `/api/cart/${cartId}` });
        expect(cartResponseSchema.parse(after.json()).data.cart).toMatchObject({
          _id: cartId,
          total: 250,
          items: [{ product_id: "p-napoleon", quantity: 2, available: true }],
        });
      } finally {
        await two.close();
      }
    } finally {
      await store.dispose();
    }
  });
});
