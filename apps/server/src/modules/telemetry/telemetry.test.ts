import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { telemetryInitResponseSchema } from "@tablewise/domain/contract/telemetry";
import { telemetryMilestones, telemetryRecords, telemetrySessions } from "../../db/schema/index";
import { createTestApp } from "../../test/test-app";
import { errorOf } from "../../test/eat-in";
import { createTelemetryRepository } from "./telemetry.repository";
import { createTelemetryService } from "./telemetry.service";

// SPEC §7 telemetry, through HTTP on the real (PGlite) database.
let t: Awaited<ReturnType<typeof createTestApp>>;
const venue = "fx-venue";
const device = { screen_width: 390, screen_height: 844 };
const gesture = {
  type: "tap",
  x: 10,
  y: 20,
  target: "menu-tab",
  route: "/fixture-cafe/preview",
  timestamp: 1,
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, body?: unknown, contentType = "application/json") =>
  t.app.inject({
    method: "POST",
    url,
    ...(body === undefined
      ? {}
      : {
          payload: typeof body === "string" ? body : JSON.stringify(body),
          headers: { "content-type": contentType },
        }),
  });

async function init(body: object = { cafe_id: venue, mode: "preview", platform: "android", device }) {
  const res = await post("/api/telemetry/init", body);
  expect(res.statusCode, res.body).toBe(200);
  return telemetryInitResponseSchema.parse(res.json()).data.id;
}

const sessionRow = async (id: string) =>
  (await t.db.db.select().from(telemetrySessions).where(eq(telemetrySessions.id, id)))[0];
const recordsOf = (id: string) =>
  t.db.db
    .select()
    .from(telemetryRecords)
    .where(eq(telemetryRecords.sessionId, id))
    .orderBy(telemetryRecords.id);

describe("POST /api/telemetry/init", () => {
  it("starts an anonymous session: venue, mode, platform and screen size only, no cookie", async () => {
    const res = await post("/api/telemetry/init", {
      cafe_id: venue,
      mode: "inside",
      platform: "ios",
      device,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["set-cookie"]).toBeUndefined();
    const id = telemetryInitResponseSchema.parse(res.json()).data.id;
    const row = await sessionRow(id);
    expect(row).toMatchObject({
      venueId: venue,
      mode: "inside",
      platform: "ios",
      screenWidth: 390,
      screenHeight: 844,
      writes: 0,
    });
    // Nothing else is kept: the columns are exactly these.
    expect(Object.keys(row!).sort()).toEqual(
      [
        "createdAt",
        "id",
        "lastSeenAt",
        "mode",
        "platform",
        "screenHeight",
        "screenWidth",
        "venueId",
        "writes",
      ].sort(),
    );
  });

  it("gives each session its own secret id", async () => {
    const [a, b] = [await init(), await init()];
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
  });

  it("refuses an unknown venue with a 404 and stores nothing", async () => {
    const before = await t.db.db.$count(telemetrySessions);
    const res = await post("/api/telemetry/init", {
      cafe_id: "nope",
      mode: "preview",
      platform: "ios",
      device,
    });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe("not_found");
    expect(await t.db.db.$count(telemetrySessions)).toBe(before);
  });

  it.each([
    ["a user agent as platform", { platform: "Mozilla/5.0 (Linux; Android 14)" }],
    ["an unknown mode", { mode: "drive-through" }],
    ["a string screen size", { device: { screen_width: "390", screen_height: 844 } }],
    ["an extra field", { ip: "10.0.0.1" }],
    ["a huge screen", { device: { screen_width: 1e9, screen_height: 844 } }],
  ])("refuses %s with a 400 envelope", async (_, change) => {
    const res = await post("/api/telemetry/init", {
      cafe_id: venue,
      mode: "preview",
      platform: "ios",
      device,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe("validation_failed");
  });

  it("refuses malformed JSON and form bodies with 4xx envelopes", async () => {
    const bad = await post("/api/telemetry/init", "{not json", "text/plain");
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe("bad_request");
    const form = await post("/api/telemetry/init", "a=1", "application/x-www-form-urlencoded");
    expect(form.statusCode).toBe(415);
    expect(errorOf(form).code).toBe("unsupported_media_type");
    // text/plain is read as JSON on the telemetry routes only; the rest of the API still refuses it.
    const elsewhere = await post("/api/superapp/reserve/create", JSON.stringify({}), "text/plain");
    expect(elsewhere.statusCode).toBe(415);
  });
});

describe("POST /api/telemetry/gestures|event|target|milestone/{session}", () => {
  it("stores a gesture batch, an event and a target change in order", async () => {
    const id = await init();
    expect(
      (
        await post(`/api/telemetry/gestures/${id}`, {
          gestures: [gesture, { ...gesture, type: "scroll", dy: 300 }],
        })
      ).statusCode,
    ).toBe(200);
    const event = { type: "menu.search", payload: { results: 3, empty: false }, timestamp: 2 };
    const ev = await post(`/api/telemetry/event/${id}`, event);
    expect(ev.statusCode).toBe(200);
    expect(ev.json()).toEqual({ success: true, data: {} });
    expect((await post(`/api/telemetry/target/${id}`, { cafe_id: venue, mode: "delivery" })).statusCode).toBe(
      200,
    );

    const records = await recordsOf(id);
    expect(records.map((r) => r.kind)).toEqual(["gestures", "event", "target"]);
    expect(records[0]!.data).toEqual([gesture, { ...gesture, type: "scroll", dy: 300 }]);
    expect(records[1]!.data).toEqual(event);
    expect(await sessionRow(id)).toMatchObject({ mode: "delivery", writes: 3 });
  });

  it("reads a text/plain body as JSON, as navigator.sendBeacon sends it", async () => {
    const id = await init();
    const res = await post(
      `/api/telemetry/gestures/${id}`,
      JSON.stringify({ gestures: [gesture] }),
      "text/plain;charset=UTF-8",
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await recordsOf(id)).toHaveLength(1);
  });

  it("keeps a milestone once, at its first time", async () => {
    const id = await init();
    for (let i = 0; i < 2; i++)
      expect((await post(`/api/telemetry/milestone/${id}/order_created`)).statusCode).toBe(200);
    const rows = await t.db.db
      .select()
      .from(telemetryMilestones)
      .where(eq(telemetryMilestones.sessionId, id));
    expect(rows.map((r) => r.milestone)).toEqual(["order_created"]);
  });

  it("answers 404 for an unknown session and stores nothing", async () => {
    const ghost = "A".repeat(24);
    for (const [url, body] of [
      [`/api/telemetry/gestures/${ghost}`, { gestures: [gesture] }],
      [`/api/telemetry/event/${ghost}`, { type: "x", payload: {}, timestamp: 1 }],
      [`/api/telemetry/target/${ghost}`, { cafe_id: venue, mode: "inside" }],
      [`/api/telemetry/milestone/${ghost}/paid`, undefined],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode, url).toBe(404);
      expect(errorOf(res).code).toBe("not_found");
    }
    expect(await recordsOf(ghost)).toHaveLength(0);
  });

  it("refuses text with a NUL character (PostgreSQL cannot store it) with a 400, not a 500", async () => {
    const id = await init();
    for (const [url, body] of [
      [`/api/telemetry/event/${id}`, { type: "x", payload: { q: "a\u0000b" }, timestamp: 1 }],
      [`/api/telemetry/event/${id}`, { type: "x", payload: { "a\u0000": 1 }, timestamp: 1 }],
      [`/api/telemetry/gestures/${id}`, { gestures: [{ ...gesture, route: "/\u0000" }] }],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(await recordsOf(id)).toHaveLength(0);
  });

  it("refuses a target at an unknown venue", async () => {
    const id = await init();
    const res = await post(`/api/telemetry/target/${id}`, { cafe_id: "nope", mode: "inside" });
    expect(res.statusCode).toBe(404);
    expect(await sessionRow(id)).toMatchObject({ venueId: venue, writes: 0 });
  });

  it("refuses oversized batches, wrong types, typed text and bad ids with 4xx envelopes", async () => {
    const id = await init();
    const cases: [string, unknown, number][] = [
      [`/api/telemetry/gestures/${id}`, { gestures: Array(501).fill(gesture) }, 400],
      [`/api/telemetry/gestures/${id}`, { gestures: [] }, 400],
      [`/api/telemetry/gestures/${id}`, { gestures: [{ ...gesture, x: "10" }] }, 400],
      [`/api/telemetry/gestures/${id}`, { gestures: [{ ...gesture, text: "my card number" }] }, 400],
      [`/api/telemetry/gestures/${id}`, { gestures: [{ ...gesture, target: "x".repeat(201) }] }, 400],
      [`/api/telemetry/event/${id}`, { type: "x", payload: { nested: { a: 1 } }, timestamp: 1 }, 400],
      [`/api/telemetry/event/${id}`, { type: "Bad Type", payload: {}, timestamp: 1 }, 400],
      [`/api/telemetry/event/${id}`, { type: "x", payload: {}, timestamp: -1 }, 400],
      [`/api/telemetry/target/${id}`, { cafe_id: venue, mode: 3 }, 400],
      [`/api/telemetry/gestures/short`, { gestures: [gesture] }, 400],
      [`/api/telemetry/milestone/${id}/Paid!`, undefined, 400],
      // Over the body limit (500 long gestures are ~150 KB).
      [
        `/api/telemetry/gestures/${id}`,
        { gestures: Array(500).fill({ ...gesture, route: "r".repeat(300) }) },
        413,
      ],
    ];
    for (const [url, body, status] of cases) {
      const res = await post(url, body);
      expect(res.statusCode, `${url} ${res.body}`).toBe(status);
      expect(errorOf(res).message.length).toBeGreaterThan(0);
    }
    expect(await recordsOf(id)).toHaveLength(0);
    expect(await sessionRow(id)).toMatchObject({ writes: 0 });
  });
});

describe("the per-session write cap", () => {
  it("answers 429 once a session holds its cap of writes, and stores no more", async () => {
    const id = await init();
    const service = createTelemetryService(
      createTelemetryRepository(t.db.db),
      { findVersion: async () => "1" },
      () => new Date(),
      3,
    );
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => service.event(id, { type: "tick", payload: { i }, timestamp: i })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    const refused = results.find((r) => r.status === "rejected");
    expect((refused as PromiseRejectedResult).reason).toMatchObject({
      status: 429,
      code: "too_many_requests",
    });
    expect(await recordsOf(id)).toHaveLength(3);
  });
});
