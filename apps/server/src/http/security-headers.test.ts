import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";
import { buildCsp, tileSource } from "./security-headers";

describe("content security policy", () => {
  it("allows the tile server's origin for images, a {s} subdomain as a wildcard", () => {
    expect(tileSource("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe(
      "https://tile.openstreetmap.org",
    );
    expect(tileSource("https://{s}.tile.example.com:8443/{z}/{x}/{y}{r}.png")).toBe(
      "https://*.tile.example.com:8443",
    );
    expect(() => tileSource("https://tiles-{s}.example.com/{z}/{x}/{y}.png")).toThrow(/first host label/);
  });

  it("names ws/wss of the requested host only when the Host header is a plain host", () => {
    expect(buildCsp("https://t.example/{z}/{x}/{y}", "cafe.example:8080")).toContain(
      "connect-src 'self' ws://cafe.example:8080 wss://cafe.example:8080;",
    );
    expect(buildCsp("https://t.example/{z}/{x}/{y}", "evil.example; script-src *")).toContain(
      "connect-src 'self';",
    );
    expect(buildCsp("https://t.example/{z}/{x}/{y}", undefined)).toContain("connect-src 'self';");
  });
});

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  // A handler that tries to set a cookie anyway: the hook must strip it.
  t.app.get("/api/test/cookie", async (_request, reply) => {
    reply.header("Set-Cookie", "sid=1; HttpOnly");
    return { success: true, data: null };
  });
});
afterAll(() => t.close());

const pages = [
  { url: "/api/superapp/homepage/fixture-cafe" },
  { url: "/api/superapp/homepage/NOPE" },
  { url: "/api/health" },
  { url: "/api/nope" },
  { url: "/api/test/cookie" },
  { url: "/media/demo/coffee-classic.svg" },
  { url: "/fixture-cafe", headers: { accept: "text/html" } },
  {
    url: "/api/test/echo",
    method: "POST" as const,
    payload: "{",
    headers: { "content-type": "application/json" },
  },
];

describe("headers on every response", () => {
  it.each(pages)("$url has the security headers and no cookie", async (request) => {
    const res = await t.app.inject({ ...request, headers: { host: "cafe.example", ...request.headers } });
    const csp = String(res.headers["content-security-policy"]);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self';",
      "style-src 'self';",
      "img-src 'self' data: blob: https://tile.openstreetmap.org;",
      "connect-src 'self' ws://cafe.example wss://cafe.example;",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });
});
