import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorEnvelopeSchema } from "@tablewise/domain/contract/common";
import { configResponseSchema, healthResponseSchema } from "@tablewise/domain/contract/system";
import { createTestApp, testTileUrl } from "../../test/test-app";
import { onPostgres } from "../../test/test-db";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/health", () => {
  it("reports the database as ok", async () => {
    const res = await t.app.inject("/api/health");
    expect(res.statusCode).toBe(200);
    expect(healthResponseSchema.parse(res.json()).data).toEqual({
      status: "ok",
      db: "ok",
      driver: onPostgres ? "postgres" : "pglite",
    });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers 503 once the database is gone", async () => {
    const solo = await createTestApp();
    await solo.db.close();
    const res = await solo.app.inject("/api/health");
    await solo.close().catch(() => undefined); // the database is closed already
    expect(res.statusCode).toBe(503);
    expect(errorEnvelopeSchema.parse(res.json()).error.code).toBe("internal");
  });
});

describe("GET /api/config", () => {
  it("gives the web app its runtime settings", async () => {
    const res = await t.app.inject("/api/config");
    expect(configResponseSchema.parse(res.json()).data).toEqual({ tile_url: testTileUrl, demo: true });
  });
});
