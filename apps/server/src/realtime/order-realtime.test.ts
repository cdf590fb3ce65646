import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io, type Socket } from "socket.io-client";
import type {
  ClientToServerEvents,
  ListenAck,
  ServerToClientEvents,
  UpdatePayload,
} from "@tablewise/domain/contract/realtime";
import { createTestApp } from "../test/test-app";
import { eatIn, visitor } from "../test/eat-in";

// SPEC §7 realtime over a real socket.io client: listen, catch-up, and updates pushed by the demo
// autopilot and by staff actions.
let now = new Date("2031-05-06T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof eatIn>;
let url = "";
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp({ seed: "demo", clock: () => now, autopilotMs: 4000, sweepIntervalMs: 30 });
  k = eatIn(t.app);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/order`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
function connect(): {
  socket: Client;
  updates: UpdatePayload[];
  next: (test: (u: UpdatePayload) => boolean) => Promise<UpdatePayload>;
} {
  const socket: Client = io(url, { transports: ["websocket"], forceNew: true });
  sockets.push(socket);
  const updates: UpdatePayload[] = [];
  const waiters: { test: (u: UpdatePayload) => boolean; resolve: (u: UpdatePayload) => void }[] = [];
  socket.on("update", (u) => {
    updates.push(u);
    for (const w of waiters.splice(0)) {
      if (w.test(u)) w.resolve(u);
      else waiters.push(w);
    }
  });
  const next = (test: (u: UpdatePayload) => boolean) =>
    new Promise<UpdatePayload>((resolve, reject) => {
      const seen = updates.find(test);
      if (seen) return resolve(seen);
      waiters.push({ test, resolve });
      setTimeout(() => reject(new Error("no matching update within 3 s")), 3000);
    });
  return { socket, updates, next };
}
const listen = (socket: Client, payload: unknown) =>
  new Promise<ListenAck>((resolve) => socket.emit("listen", payload as never, resolve));

describe("listen", () => {
  it("refuses bad payloads, unknown orders and another table's code", async () => {
    const { order } = await k.order("111111", k.napoleons(1));
    const other = (await k.prepare("111112")).inside.access_code;
    const { socket } = connect();
    expect(await listen(socket, { order_id: 42 })).toMatchObject({
      ok: false,
      error: { code: "bad_request" },
    });
    expect(await listen(socket, { order_id: "A".repeat(24) })).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    expect(await listen(socket, { order_id: order._id, access_code: other })).toMatchObject({
      ok: false,
      error: { code: "forbidden" },
    });
    await k.staff(order._id, "decline", { reason: "cleanup" });
  });

  it("needs the same credential as GET /orders/{id}: the session's code or the ordering visitor", async () => {
    now = new Date(now.getTime() + 60_000);
    // The autopilot accepts orders 4 s (of the test clock) old: the clock moves only once each is closed.
    const first = await k.order("111112", k.napoleons(1), visitor(41));
    expect((await k.staff(first.order._id, "decline", { reason: "cleanup" })).statusCode).toBe(200);
    now = new Date(now.getTime() + 60_000);
    const { order, accessCode } = await k.order("111112", k.napoleons(1), visitor(42));
    expect(order._id).not.toBe(first.order._id);
    const { socket } = connect();
    // The order id alone no longer follows the order.
    expect(await listen(socket, { order_id: order._id })).toMatchObject({
      ok: false,
      error: { code: "forbidden" },
    });
    // Nor a code of the table's previous order, nor a visitor who never ordered on it.
    expect(await listen(socket, { order_id: order._id, access_code: first.accessCode })).toMatchObject({
      ok: false,
      error: { code: "forbidden" },
    });
    expect(await listen(socket, { order_id: order._id, visitor_id: visitor(41) })).toMatchObject({
      ok: false,
      error: { code: "forbidden" },
    });
    const byVisitor = connect();
    expect(await listen(byVisitor.socket, { order_id: order._id, visitor_id: visitor(42) })).toEqual({
      ok: true,
    });
    expect((await byVisitor.next((u) => u.order._id === order._id)).order.status).toBe("waiting");
    const byCode = connect();
    expect(await listen(byCode.socket, { order_id: order._id, access_code: accessCode })).toEqual({
      ok: true,
    });
    await k.staff(order._id, "decline", { reason: "cleanup" });
  });

  it("sends the order at once, then the autopilot's acceptance", async () => {
    const { order, accessCode } = await k.order("111111", k.napoleons(1));
    const client = connect();
    expect(await listen(client.socket, { order_id: order._id, access_code: accessCode })).toEqual({
      ok: true,
    });
    expect((await client.next((u) => u.order._id === order._id)).order.status).toBe("waiting");
    now = new Date(now.getTime() + 4001);
    const accepted = await client.next((u) => u.order.status === "serving");
    expect(accepted).toMatchObject({
      type: "order",
      order: { _id: order._id, confirmed_at: now.toISOString() },
    });
    await k.staff(order._id, "close");
  });

  it("pushes a staff decline with its reason", async () => {
    const { order, accessCode } = await k.order("111111", k.napoleons(1));
    const client = connect();
    expect(await listen(client.socket, { order_id: order._id, access_code: accessCode })).toEqual({
      ok: true,
    });
    expect((await k.staff(order._id, "decline", { reason: "Out of napoleon" })).statusCode).toBe(200);
    const declined = await client.next((u) => u.order.status === "cancelled");
    expect(declined.order.reason).toBe("Out of napoleon");
  });
});
