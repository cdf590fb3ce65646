import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { buildApp } from "../../app";
import { openDb, type DbHandle } from "../../db/client";
import { floorAlerts } from "../../db/schema/index";
import { loadDemoVenuesIfEmpty } from "../../seed/load-demo-venues";
import { eatIn } from "../../test/eat-in";
import { testTileUrl } from "../../test/test-app";
import { createTestDatabase, onPostgres, type TestDatabase } from "../../test/test-db";
import type { AlertEvent } from "./index";

// Two server processes (each its own pool) reconciling one venue's floor on one PostgreSQL, many passes at
// once: one alert per fact, one escalation, and the listeners of exactly one process hear each.
type App = Awaited<ReturnType<typeof buildApp>>;

describe.skipIf(!onPostgres)("the floor's alerts across two server processes", () => {
  let database: TestDatabase | undefined;
  const handles: DbHandle[] = [];
  const apps: App[] = [];
  const heard: AlertEvent[] = [];
  let now = new Date("2031-05-06T12:00:00Z");

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i++) {
      const db = await openDb({ databaseUrl: database.url });
      handles.push(db);
      if (i === 0) await loadDemoVenuesIfEmpty(db.db);
      const app = await buildApp({
        env: {
          WEB_DIST: "/nonexistent",
          MEDIA_DIR: "/nonexistent",
          TILE_URL: testTileUrl,
          DEMO_MODE: true,
          LOG_LEVEL: "silent",
          AUTOPILOT_ACCEPT_MS: 0,
          RATE_LIMIT_TABLE: 0,
          RATE_LIMIT_TABLE_CODE: 0,
          PRINT_INTERVAL_MS: 0,
        },
        db,
        clock: () => now,
        floorSweepIntervalMs: 0,
        logger: false,
      });
      app.floor.onAlert((e) => void heard.push(e));
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of handles) await db.close();
    await database?.drop();
  });

  it("twenty passes at once in two processes make one alert, tell one process's listeners, escalate once", async () => {
    const [a, b] = apps as [App, App];
    const { order } = await eatIn(a).order("111111");
    const passes = () => Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).floor.reconcile("demo"));
    await Promise.all([...passes(), ...passes()]);
    await Promise.all(apps.map((x) => x.floor.settled()));
    const rows = await handles[0]!.db
      .select()
      .from(floorAlerts)
      .where(and(eq(floorAlerts.venueId, "demo"), eq(floorAlerts.orderId, order._id)));
    expect(rows.map((r) => [r.kind, r.status])).toEqual([["order_waiting", "open"]]);
    expect(heard.filter((e) => e.alert.order_id === order._id).map((e) => e.phase)).toEqual(["created"]);

    now = new Date(now.getTime() + 3 * 60_000);
    await Promise.all([a.floor.sweep(), b.floor.sweep(), a.floor.sweep(), b.floor.sweep()]);
    expect(heard.filter((e) => e.alert.order_id === order._id).map((e) => e.phase)).toEqual([
      "created",
      "escalated",
    ]);
  });
});
