import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorEnvelopeSchema } from "@tablewise/domain/contract/common";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("bad input gets a clear 4xx envelope, never a 5xx", () => {
  it("a malformed JSON body on a path without a body route is a 4xx envelope", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/superapp/homepage/demo", headers: { "content-type": "application/json" }, payload: "{oops" });
    expect([400, 404]).toContain(res.statusCode);
    expect(errorEnvelopeSchema.safeParse(res.json()).success).toBe(true);
  });

  it("an unknown api route is a 404 envelope", async () => {
    const res = await t.app.inject("/api/superapp/nothing-here");
    expect(res.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(res.json()).error.code).toBe("not_found");
  });

  it("health reports the database", async () => {
    const res = await t.app.inject("/api/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: "ok", db: "ok" } });
  });

  it("config gives the tile server to the app", async () => {
    const res = await t.app.inject("/api/config");
    expect(res.json().data.tile_url).toContain("{z}");
  });
});

describe("security headers and no cookies", () => {
  it("sets a CSP without inline scripts, nosniff, frame-ancestors and a referrer policy", async () => {
    for (const url of ["/api/superapp/homepage/demo", "/api/nope", "/demo"]) {
      const res = await t.app.inject(url);
      const csp = String(res.headers["content-security-policy"]);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("https://tile.openstreetmap.org");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("serves demo media with caching", async () => {
    const res = await t.app.inject("/media/food/latte.svg");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("image/svg+xml");
  });

  it("without a built app, page navigations say how to build it", async () => {
    const res = await t.app.inject({ url: "/demo", headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain("npm run build");
  });
});
