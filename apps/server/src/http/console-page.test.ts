import path from "node:path";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import type { DbHandle } from "../db/client";
import { testTileUrl } from "../test/test-app";
import { openTestDb } from "../test/test-db";

// /console and its paths answer the console's own page (console.html), not the guest app's,
// with the same security headers and CSP; the guest app's paths keep index.html.
let app: FastifyInstance;
let db: DbHandle;
const dist = mkdtempSync(path.join(tmpdir(), "console-dist-"));
writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>guest</title>");
writeFileSync(path.join(dist, "console.html"), "<!doctype html><title>console</title>");

beforeAll(async () => {
  db = await openTestDb();
  app = await buildApp({
    env: {
      WEB_DIST: dist,
      MEDIA_DIR: path.resolve(import.meta.dirname, "../../media"),
      TILE_URL: testTileUrl,
      DEMO_MODE: true,
      LOG_LEVEL: "silent",
      AUTOPILOT_ACCEPT_MS: 0,
    },
    db,
    logger: false,
  });
});
afterAll(async () => {
  await app.close();
  await db.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string) => app.inject({ url, headers: { accept: "text/html,*/*;q=0.8" } });

describe("the console's page", () => {
  it.each(["/console", "/console/", "/console/login", "/console/orders/abc", "/console?x=1"])(
    "%s answers console.html with the app's security headers",
    async (url) => {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("<title>console</title>");
      expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["cache-control"]).toBe("no-cache");
    },
  );

  it.each(["/demo", "/consoles", "/console-cafe", "/"])("%s keeps the guest app's page", async (url) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>guest</title>");
  });

  it("an unknown API path under /console is not involved: /api stays an error envelope", async () => {
    const res = await page("/api/staff/nothing-here");
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("<title>");
  });
});
