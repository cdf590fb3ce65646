import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { io, type Socket } from "socket.io-client";
import type {
  ClientToServerEvents,
  ListenAck,
  ServerToClientEvents,
} from "@tablewise/domain/contract/realtime";
import { buildApp } from "../app";
import type { DbHandle } from "../db/client";
import { loadDemoVenuesIfEmpty } from "../seed/load-demo-venues";
import { testTileUrl } from "../test/test-app";
import { openTestDb } from "../test/test-db";

// Over a real socket.io client: message size, per-socket message rate, sockets per
// IP and orders per socket.
type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
let app: Awaited<ReturnType<typeof buildApp>>;
let db: DbHandle;
let url = "";
let sockets: Client[] = [];
beforeAll(async () => {
  db = await openTestDb();
  await loadDemoVenuesIfEmpty(db.db);
  app = await buildApp({
    env: {
      WEB_DIST: "/nonexistent",
      MEDIA_DIR: "/nonexistent",
      TILE_URL: testTileUrl,
      DEMO_MODE: true,
      LOG_LEVEL: "silent",
      AUTOPILOT_ACCEPT_MS: 0,
      SOCKETS_PER_IP: 3,
      SOCKET_LISTEN_MAX: 2,
      SOCKET_MESSAGES_PER_10S: 6,
    },
    db,
    logger: false,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/order`;
});
afterEach(async () => {
  for (const s of sockets) s.disconnect();
  sockets = [];
  // The server counts a socket off its IP when it sees the close.
  await new Promise((r) => setTimeout(r, 200));
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const connect = (): Client => {
  const socket: Client = io(url, { transports: ["websocket"], forceNew: true, reconnection: false });
  sockets.push(socket);
  return socket;
};
const connected = (socket: Client) =>
  new Promise<"connected" | "refused">((resolve) => {
    if (socket.connected) return resolve("connected");
    socket.once("connect", () => resolve("connected"));
    socket.once("connect_error", () => resolve("refused"));
  });
const disconnected = (socket: Client, withinMs: number) =>
  new Promise<boolean>((resolve) => {
    if (socket.disconnected && !socket.active) return resolve(true);
    const timer = setTimeout(() => resolve(false), withinMs);
    socket.once("disconnect", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
const listen = (socket: Client, orderId: string) =>
  new Promise<ListenAck>((resolve) => socket.emit("listen", { order_id: orderId }, resolve));
const id = (n: number) => `unknown-order-${String(n).padStart(10, "0")}`;

describe("socket caps", () => {
  it("a message over a few KB closes the socket; a normal one is answered", async () => {
    const big = connect();
    expect(await connected(big)).toBe("connected");
    big.emit("listen", { order_id: id(1), access_code: "x".repeat(20_000) });
    expect(await disconnected(big, 3000)).toBe(true);

    const small = connect();
    expect(await connected(small)).toBe("connected");
    expect(await listen(small, id(2))).toMatchObject({ ok: false, error: { code: "not_found" } });
  });

  it("one socket may follow at most SOCKET_LISTEN_MAX orders", async () => {
    const socket = connect();
    expect(await connected(socket)).toBe("connected");
    expect((await listen(socket, id(1))).ok).toBe(false);
    expect(await listen(socket, id(2))).toMatchObject({ error: { code: "not_found" } });
    expect(await listen(socket, id(3))).toMatchObject({ error: { code: "too_many_requests" } });
    // An order already asked for may be asked again (a reconnecting app repeats its listens).
    expect(await listen(socket, id(2))).toMatchObject({ error: { code: "not_found" } });
  });

  it("past the message rate the socket is cut off", async () => {
    const socket = connect();
    expect(await connected(socket)).toBe("connected");
    for (let i = 0; i < 6; i++) await listen(socket, id(1));
    socket.emit("listen", { order_id: id(1) });
    expect(await disconnected(socket, 3000)).toBe(true);
  });

  it("at most SOCKETS_PER_IP sockets per IP; a closed one makes room", async () => {
    const first = [connect(), connect(), connect()];
    for (const s of first) expect(await connected(s)).toBe("connected");
    const fourth = connect();
    expect(await connected(fourth)).toBe("refused");
    first[0]!.disconnect();
    await new Promise((r) => setTimeout(r, 200));
    expect(await connected(connect())).toBe("connected");
  });
});
