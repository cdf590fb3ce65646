import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io, type Socket } from "socket.io-client";
import type {
  ClientToServerEvents,
  ListenAck,
  MenuChangedPayload,
  ServerToClientEvents,
} from "@tablewise/domain/contract/realtime";
import { insidePrepareResponseSchema } from "@tablewise/domain/contract/inside";
import { buildApp } from "../../app";
import { openDb, type DbHandle } from "../../db/client";
import { loadDemoVenuesIfEmpty } from "../../seed/load-demo-venues";
import { testTileUrl } from "../../test/test-app";
import { createTestDatabase, onPostgres, type TestDatabase } from "../../test/test-db";
import { demoStaffToken } from "../staff/staff-auth";

// Across two server processes on one PostgreSQL: a product stopped through process B
// is unavailable in process A's already cached menu at once, and A's guests hear menu_changed.
type App = Awaited<ReturnType<typeof buildApp>>;
type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

describe.skipIf(!onPostgres)("the stop list across two server processes", () => {
  let database: TestDatabase | undefined;
  const handles: DbHandle[] = [];
  const apps: App[] = [];
  const sockets: Client[] = [];

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
        },
        db,
        logger: false,
      });
      await app.listen({ port: 0, host: "127.0.0.1" });
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    for (const app of apps) await app.close();
    for (const db of handles) await db.close();
    await database?.drop();
  });

  const napoleonOn = async (app: App) => {
    const res = await app.inject({ method: "GET", url: "/api/superapp/inside/111111/prepare" });
    const { menus } = insidePrepareResponseSchema.parse(res.json()).data;
    return menus.flatMap((m) => m.products).find((p) => p._id === "p-napoleon")!;
  };

  it("serves no stale snapshot and carries menu_changed to the other process's guests", async () => {
    const [a, b] = apps as [App, App];
    expect((await napoleonOn(a)).available).toBeUndefined(); // A has the menu cached now
    const port = (a.server.address() as AddressInfo).port;
    const socket: Client = io(`http://127.0.0.1:${port}/order`, {
      transports: ["websocket"],
      forceNew: true,
    });
    sockets.push(socket);
    const ack = await new Promise<ListenAck>((resolve) =>
      socket.emit("listen_venue", { venue_id: "demo" }, resolve),
    );
    expect(ack).toEqual({ ok: true });
    const heard = new Promise<MenuChangedPayload>((resolve) => socket.once("menu_changed", resolve));
    const set = (unavailable: boolean) =>
      b.inject({
        method: "POST",
        url: "/api/staff/venues/demo/stop-list",
        headers: { authorization: `Bearer ${demoStaffToken}` },
        payload: { product_id: "p-napoleon", variant_item_id: null, unavailable },
      });
    expect((await set(true)).statusCode).toBe(200);
    expect((await heard).venue_id).toBe("demo");
    expect((await napoleonOn(a)).available).toBe(false);
    expect((await set(false)).statusCode).toBe(200);
    expect((await napoleonOn(a)).available).toBeUndefined();
  });
});
