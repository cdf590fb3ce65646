import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io, type Socket } from "socket.io-client";
import type {
  ClientToServerEvents,
  ListenAck,
  ServerToClientEvents,
  UpdatePayload,
} from "@tablewise/domain/contract/realtime";
import {
  consoleCsrfHeader,
  staffNamespace,
  type BoardHint,
  type StaffClientToServerEvents,
  type StaffServerToClientEvents,
} from "@tablewise/domain/contract/staff";
import { buildApp } from "../app";
import { addStaffMember } from "../modules/staff/staff-accounts";
import { createStaffAccountsRepository } from "../modules/staff/staff-accounts.repository";
import { openDb, type DbHandle } from "../db/client";
import { loadDemoVenuesIfEmpty } from "../seed/load-demo-venues";
import { eatIn, visitor } from "../test/eat-in";
import { testTileUrl } from "../test/test-app";
import { createTestDatabase, onPostgres, type TestDatabase } from "../test/test-db";

// Scale-out (project server-pg only): two server processes on one PostgreSQL, each with its
// own pool, socket.io server and port. A guest connected to process A hears what staff do through
// process B, carried by the socket.io PostgreSQL adapter (SPEC §7 realtime).
type App = Awaited<ReturnType<typeof buildApp>>;
type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

describe.skipIf(!onPostgres)("realtime across two server processes on PostgreSQL", () => {
  let database: TestDatabase | undefined;
  const handles: DbHandle[] = [];
  const apps: App[] = [];
  const sockets: (Client | Socket<StaffServerToClientEvents, StaffClientToServerEvents>)[] = [];
  let urlOfA = "";

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
          // No autopilot: only the staff call below may change the order.
          AUTOPILOT_ACCEPT_MS: 0,
          // One IP opens a table and orders there 44 times a minute here, and limits are now shared by
          // both processes: the limits have their own tests.
          RATE_LIMIT_ORDER: 0,
          RATE_LIMIT_TABLE: 0,
          RATE_LIMIT_TABLE_CODE: 0,
        },
        db,
        logger: false,
      });
      await app.listen({ port: 0, host: "127.0.0.1" });
      apps.push(app);
    }
    urlOfA = `http://127.0.0.1:${(apps[0]!.server.address() as AddressInfo).port}/order`;
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    for (const app of apps) await app.close();
    for (const db of handles) await db.close();
    await database?.drop();
  });

  function connectToA() {
    const socket: Client = io(urlOfA, { transports: ["websocket"], forceNew: true });
    sockets.push(socket);
    const updates: UpdatePayload[] = [];
    socket.on("update", (u) => updates.push(u));
    const next = async (test: (u: UpdatePayload) => boolean): Promise<UpdatePayload> => {
      for (let i = 0; i < 250; i++) {
        const seen = updates.find(test);
        if (seen) return seen;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(
        `no matching update within 5 s; got ${JSON.stringify(updates.map((u) => u.order.status))}`,
      );
    };
    const listen = (payload: unknown) =>
      new Promise<ListenAck>((resolve) => socket.emit("listen", payload as never, resolve));
    return { updates, next, listen };
  }

  it("pushes a staff acceptance made on process B to the guest listening on process A", async () => {
    const onA = eatIn(apps[0]!);
    const onB = eatIn(apps[1]!);
    const { order, accessCode } = await onA.order("111111", onA.napoleons(1));
    const guest = connectToA();
    expect(await guest.listen({ order_id: order._id, access_code: accessCode })).toEqual({ ok: true });
    expect((await guest.next((u) => u.order._id === order._id)).order.status).toBe("waiting");

    const accepted = await onB.staff(order._id, "accept");
    expect(accepted.statusCode, accepted.body).toBe(200);
    const update = await guest.next((u) => u.order.status === "serving");
    expect(update).toMatchObject({ type: "order", order: { _id: order._id, status: "serving" } });
    expect(update.order.confirmed_at).not.toBeNull();
  });

  it("carries an update too big for one NOTIFY through the adapter's table", async () => {
    const onA = eatIn(apps[0]!);
    const onB = eatIn(apps[1]!);
    // Many visitors' lines make the order's JSON larger than NOTIFY's 8000 bytes (appends alternate
    // between the processes to stay under each one's order rate limit).
    const { order, accessCode } = await onA.order("111112", onA.napoleons(1));
    for (let n = 2; n <= 44; n++) {
      const via = n % 2 ? onA : onB;
      await via.order("111112", via.napoleons(1), visitor(n));
    }
    const guest = connectToA();
    expect(await guest.listen({ order_id: order._id, access_code: accessCode })).toEqual({ ok: true });
    const first = await guest.next((u) => u.order._id === order._id);
    expect(JSON.stringify(first).length).toBeGreaterThan(8000);

    expect((await onB.staff(order._id, "decline", { reason: "Kitchen closed" })).statusCode).toBe(200);
    const declined = await guest.next((u) => u.order.status === "cancelled");
    expect(declined.order.reason).toBe("Kitchen closed");
    const attachments = await handles[1]!.db.execute(
      sql`select count(*)::int as n from socket_io_attachments`,
    );
    expect((attachments.rows[0] as { n: number }).n).toBeGreaterThan(0);
  });

  // The console's namespace crosses processes the same way, and so do its sessions
  // (they live in the database): a waiter signed in through B listens on A.
  it("brings a board hint emitted by process B to a console socket on process A, and B's logout cuts it off", async () => {
    const repo = createStaffAccountsRepository(handles[0]!.db);
    const input = {
      venue: "demo",
      role: "waiter",
      name: "W",
      login: "w@pg.example",
      password: "long-enough-7",
    };
    await addStaffMember(repo, input, new Date());
    const res = await apps[1]!.inject({
      method: "POST",
      url: "/api/staff/session",
      payload: { login: input.login, password: input.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = String(res.headers["set-cookie"]).split(";")[0]!;
    const socket: Socket<StaffServerToClientEvents, StaffClientToServerEvents> = io(
      urlOfA.replace(/\/order$/, staffNamespace),
      { transports: ["websocket"], forceNew: true, reconnection: false, extraHeaders: { cookie } },
    );
    sockets.push(socket);
    const hints: BoardHint[] = [];
    socket.on("board", (h) => hints.push(h));
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", resolve);
      socket.once("connect_error", reject);
    });
    const disconnected = new Promise<string>((resolve) => socket.once("disconnect", resolve));

    const at = new Date().toISOString();
    apps[1]!.notifyStaff("demo-geo", { kind: "waiter_call", id: "not-yours", change: "created", at });
    apps[1]!.notifyStaff("demo", { kind: "waiter_call", id: "call-1", change: "created", at });
    for (let i = 0; i < 250 && hints.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 200));
    expect(hints).toEqual([{ kind: "waiter_call", id: "call-1", change: "created", at }]);

    const out = await apps[1]!.inject({
      method: "POST",
      url: "/api/staff/session/logout",
      headers: { cookie, [consoleCsrfHeader]: "1" },
    });
    expect(out.statusCode).toBe(200);
    const reason = await Promise.race([
      disconnected,
      new Promise((r) => setTimeout(() => r("still open"), 5000)),
    ]);
    expect(reason).toBe("io server disconnect");
  });
});
