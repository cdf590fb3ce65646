import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { openDb, type DbHandle } from "../db/client";
import { loadDemoVenuesIfEmpty } from "../seed/load-demo-venues";
import { testTileUrl } from "../test/test-app";
import { createTestDatabase, onPostgres, type TestDatabase } from "../test/test-db";

// Project server-pg only: two server processes on one PostgreSQL share their limits, so a
// client spreading its requests over them gets no more than one process would give it.
type App = Awaited<ReturnType<typeof buildApp>>;

describe.skipIf(!onPostgres)("rate limits across two server processes on PostgreSQL", () => {
  let database: TestDatabase | undefined;
  const handles: DbHandle[] = [];
  const apps: App[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i++) {
      const db = await openDb({ databaseUrl: database.url });
      handles.push(db);
      if (i === 0) await loadDemoVenuesIfEmpty(db.db);
      apps.push(
        await buildApp({
          env: {
            WEB_DIST: "/nonexistent",
            MEDIA_DIR: "/nonexistent",
            TILE_URL: testTileUrl,
            DEMO_MODE: true,
            LOG_LEVEL: "silent",
            AUTOPILOT_ACCEPT_MS: 0,
            RATE_LIMIT_WINDOW_MS: 60_000,
            RATE_LIMIT_PHONE: 3,
            RATE_LIMIT_TABLE_CODE: 4,
          },
          db,
          logger: false,
        }),
      );
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of handles) await db.close();
    await database?.drop();
  });

  it("phone confirms alternate between the processes and the 4th is refused", async () => {
    const confirm = (app: App) =>
      app.inject({
        method: "POST",
        url: "/api/superapp/security/phone-number-verification/confirm",
        remoteAddress: "10.9.0.1",
        payload: { token: "no-such-token-000000000000", code: "1234" },
      });
    const [a, b] = apps as [App, App];
    expect((await confirm(a)).statusCode).not.toBe(429);
    expect((await confirm(b)).statusCode).not.toBe(429);
    expect((await confirm(a)).statusCode).not.toBe(429);
    expect((await confirm(b)).statusCode).toBe(429);
    expect((await confirm(a)).statusCode).toBe(429);
  });

  it("concurrent table lookups on both processes are counted exactly", async () => {
    const [a, b] = apps as [App, App];
    const prepare = (app: App) =>
      app.inject({ method: "GET", url: "/api/superapp/inside/111111/prepare", remoteAddress: "10.9.0.2" });
    const answers = await Promise.all([a, b, a, b, a, b, a, b].map(prepare));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(4);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
  });
});
