import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { openTestDb } from "../test/test-db";
import { testTileUrl } from "../test/test-app";
import type { DbHandle } from "../db/client";

// A body sent 1 byte per 5 s held a connection for 100 s. With REQUEST_TIMEOUT_MS the
// whole request must arrive in time; a slow sender's socket is closed.
let app: Awaited<ReturnType<typeof buildApp>>;
let db: DbHandle;
let port = 0;
beforeAll(async () => {
  db = await openTestDb();
  app = await buildApp({
    env: {
      WEB_DIST: "/nonexistent",
      MEDIA_DIR: "/nonexistent",
      TILE_URL: testTileUrl,
      DEMO_MODE: true,
      LOG_LEVEL: "silent",
      REQUEST_TIMEOUT_MS: 2000,
      HEADERS_TIMEOUT_MS: 1500,
    },
    db,
    logger: false,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

// Opens a raw connection, sends `start`, then one byte every `everyMs`; resolves with how long the
// server kept the connection open and what it answered.
function trickle(start: string, everyMs: number, maxMs: number) {
  return new Promise<{ heldMs: number; answer: string }>((resolve) => {
    const began = Date.now();
    let answer = "";
    const socket = net.connect(port, "127.0.0.1", () => socket.write(start));
    const timer = setInterval(() => socket.writable && socket.write("x"), everyMs);
    const done = () => {
      clearInterval(timer);
      clearTimeout(guard);
      resolve({ heldMs: Date.now() - began, answer });
    };
    const guard = setTimeout(() => socket.destroy(), maxMs);
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("close", done);
    socket.on("error", () => undefined);
  });
}

describe("request and header timeouts on a real socket", () => {
  it("a body trickled 1 byte per 500 ms is cut off near the request timeout", async () => {
    const head =
      "POST /api/superapp/reserve/create HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n";
    const { heldMs, answer } = await trickle(head, 500, 20_000);
    // 2 s timeout, checked every second by Node: closed within about 3.5 s, not after 1000 bytes (500 s).
    expect(heldMs).toBeLessThan(5000);
    expect(heldMs).toBeGreaterThanOrEqual(1500);
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it("headers trickled 1 byte per 500 ms are cut off near the headers timeout", async () => {
    const { heldMs } = await trickle("GET /api/health HTTP/1.1\r\nX-Slow: ", 500, 20_000);
    expect(heldMs).toBeLessThan(5000);
  });

  it("an ordinary request is unaffected", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
