import sharp from "sharp";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf } from "../../test/eat-in";
import { createTestApp } from "../../test/test-app";
import { media } from "../../db/schema";

// The service credential (STAFF_TOKEN, a POS integration) is venue-wide: a venue id in the path that no
// venue has is answered 404 before the body is read or any work is done, in production mode. And an
// unexpected failure leaves only bounded metadata in the log, never what the request carried.
const token = "pos-service-token-0123456789abcdef";
const service = { authorization: `Bearer ${token}` };
const unknownVenue = "no-such-venue";
const lines: string[] = [];
let t: Awaited<ReturnType<typeof createTestApp>>;

// A marker that shows up in the log if any part of a request body does.
const marker = "BODYMARKER7f3a";

beforeAll(async () => {
  t = await createTestApp({
    seed: "demo",
    demo: false,
    env: { STAFF_TOKEN: token },
    logStream: { write: (line) => void lines.push(line) },
  });
  // A route that fails the way a write deep in a handler does: the database refuses a query whose
  // parameter is the request's body (the driver's error names its parameters).
  t.app.post("/api/test-only/failing-write", async (request) => {
    await t.db.db.execute(sql`select ${JSON.stringify(request.body)}::int as n`);
    return { ok: true };
  });
  await t.app.ready();
});
afterAll(() => t.close());

const image = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: "#3a7" } })
    .png()
    .withExif({ IFD0: { Copyright: marker } })
    .toBuffer();

describe("the service credential with a venue id no venue has", () => {
  it("answers 404 in the envelope on every /api/staff/venues/{venueId} route, and logs no error", async () => {
    const routes = t.app.staffRoutes.filter((r) => r.url.includes("/venues/:venueId"));
    expect(routes.length).toBeGreaterThan(15);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        "POST /api/staff/venues/:venueId/setup/tables",
        "POST /api/staff/venues/:venueId/setup/images",
      ]),
    );
    const logged = lines.length;
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
        name === "venueId" ? unknownVenue : name === "code" ? "123456" : "abcdefgh12345abcdefgh12345",
      );
      const res = await t.app.inject({
        method: route.method as "GET",
        url,
        headers: service,
        ...(route.method === "POST" ? { payload: { section_name: marker, table_name: "1" } } : {}),
      });
      expect(res.statusCode, `${route.method} ${url}`).toBe(404);
      if (route.method !== "HEAD")
        expect(errorOf(res)).toEqual({ code: "not_found", message: "Venue not found" });
    }
    expect(lines.slice(logged)).toEqual([]);
  });

  it("refuses an image upload before encoding it or storing anything", async () => {
    const before = (await t.db.db.select({ key: media.key }).from(media)).length;
    const res = await t.app.inject({
      method: "POST",
      url: `/api/staff/venues/${unknownVenue}/setup/images`,
      headers: { ...service, "content-type": "image/png" },
      payload: await image(),
    });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe("not_found");
    expect((await t.db.db.select({ key: media.key }).from(media)).length).toBe(before);
    expect(lines.join("\n")).not.toContain(marker);
  });

  it("still serves a venue that exists, and a malformed id gets the route's own 400", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/staff/venues/demo/tables", headers: service });
    expect(res.statusCode, res.body).toBe(200);
    const bad = await t.app.inject({
      method: "GET",
      url: `/api/staff/venues/${"v".repeat(65)}/tables`,
      headers: service,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("the error log", () => {
  it("keeps an unexpected failure's type and first line, never the request's body", async () => {
    const logged = lines.length;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test-only/failing-write",
      payload: { secret: marker, photo: "x".repeat(5000) },
    });
    expect(res.statusCode).toBe(500);
    expect(errorOf(res).code).toBe("internal");
    const written = lines.slice(logged);
    expect(written).toHaveLength(1);
    const entry = JSON.parse(written[0]!) as { msg: string; err: Record<string, unknown> };
    expect(entry.msg).toBe("unhandled error");
    expect(entry.err).toMatchObject({ message: expect.stringMatching(/^Failed query: select \$1::int/) });
    expect(entry.err.stack).toEqual(expect.stringContaining("    at "));
    expect(written[0]).not.toContain(marker);
    expect(written[0]).not.toContain("xxxxxxxxxx");
    expect(written[0]!.length).toBeLessThan(4000);
  });
});
