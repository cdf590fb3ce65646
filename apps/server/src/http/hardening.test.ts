import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import type { DbHandle } from "../db/client";
import { loadDemoVenuesIfEmpty } from "../seed/load-demo-venues";
import { eatIn, visitor } from "../test/eat-in";
import { testTileUrl } from "../test/test-app";
import { openTestDb } from "../test/test-db";
import { redactUrl } from "./log-redaction";

// The small ones: HSTS when configured, no caching of a guest's data, no secret ids in the
// request log.
const logLines: string[] = [];
let app: FastifyInstance;
let db: DbHandle;
beforeAll(async () => {
  db = await openTestDb();
  await loadDemoVenuesIfEmpty(db.db);
  app = await buildApp({
    env: {
      WEB_DIST: "/nonexistent",
      MEDIA_DIR: path.resolve(import.meta.dirname, "../../media"),
      TILE_URL: testTileUrl,
      DEMO_MODE: true,
      LOG_LEVEL: "info",
      AUTOPILOT_ACCEPT_MS: 0,
      HSTS_MAX_AGE: 31_536_000,
      RATE_LIMIT_TABLE: 0,
      RATE_LIMIT_TABLE_CODE: 0,
    },
    db,
    logStream: { write: (line) => void logLines.push(line) },
  });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe("HSTS", () => {
  it("is sent when HSTS_MAX_AGE is set", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });

  it("is off by default (a local server speaks http)", async () => {
    const plainDb = await openTestDb();
    const plain = await buildApp({
      env: {
        WEB_DIST: "/nonexistent",
        MEDIA_DIR: "/nonexistent",
        TILE_URL: testTileUrl,
        DEMO_MODE: true,
        LOG_LEVEL: "silent",
      },
      db: plainDb,
      logger: false,
    });
    try {
      const res = await plain.inject({ method: "GET", url: "/api/health" });
      expect(res.headers["strict-transport-security"]).toBeUndefined();
    } finally {
      await plain.close();
      await plainDb.close();
    }
  });
});

describe("a guest's data is never cached", () => {
  it("orders, the archive and unknown reservations answer private, no-store; venue documents keep theirs", async () => {
    const k = eatIn(app);
    const { order } = await k.order("111111", k.napoleons(1));
    const get = (url: string) => app.inject({ method: "GET", url });
    for (const url of [
      `/api/superapp/orders/${order._id}`,
      `/api/superapp/archive?visitor_id=${visitor()}`,
      "/api/superapp/preorders/unknown-preorder-000000000",
      "/api/superapp/reservations/unknown-reservation-0000000",
    ]) {
      const res = await get(url);
      expect(res.headers["cache-control"], `${url} ${res.statusCode}`).toBe("private, no-store");
    }
    // The menu preview keeps its ETag revalidation.
    const preview = await get("/api/preview/demo/prepare");
    expect(preview.headers["cache-control"]).toBe("private, no-cache");
    expect(preview.headers.etag).toBeDefined();
    expect((await get("/api/superapp/homepage/demo")).headers["cache-control"]).toBeUndefined();
    await k.staff(order._id, "decline", { reason: "cleanup" });
  });
});

describe("the request log", () => {
  it("holds no order, cart, reservation or table secrets", async () => {
    const k = eatIn(app);
    const { order, accessCode } = await k.order("111112", k.napoleons(1));
    const prepared = await k.prepare("111112");
    logLines.length = 0;
    await app.inject({ method: "GET", url: `/api/superapp/orders/${order._id}` });
    await app.inject({
      method: "GET",
      url: `/api/superapp/inside/111112/prepare?cart_id=${prepared.cart._id}`,
    });
    await app.inject({
      method: "GET",
      url: `/api/superapp/reservations/AbCdEfGhIjKlMnOpQrStUv12/payment-form`,
    });
    await app.inject({
      method: "GET",
      url: `/api/superapp/orders/${order._id}`,
      headers: { authorization: "Bearer demo-staff-token", "x-access-code": accessCode },
    });
    const log = logLines.join("\n");
    expect(log).toContain("[redacted]");
    for (const secret of [
      order._id,
      prepared.cart._id,
      "AbCdEfGhIjKlMnOpQrStUv12",
      accessCode,
      "demo-staff-token",
      "111112",
    ])
      expect(log).not.toContain(secret);
    await k.staff(order._id, "decline", { reason: "cleanup" });
  });

  it("redactUrl keeps the route's shape", () => {
    expect(redactUrl("/api/cart/AbCdEfGhIjKlMnOpQrStUv/add")).toBe("/api/cart/[redacted]/add");
    expect(redactUrl("/api/superapp/archive?visitor_id=v-1&x=2")).toBe(
      "/api/superapp/archive?visitor_id=[redacted]&x=[redacted]",
    );
    expect(redactUrl("/api/superapp/homepage/demo")).toBe("/api/superapp/homepage/demo");
  });
});
