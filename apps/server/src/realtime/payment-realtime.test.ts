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
import { eatIn } from "../test/eat-in";
import { staffPayments } from "../test/staff-payments";

// The guest sees the waiter's confirmation of their cash payment live, over socket.io.
let t: Awaited<ReturnType<typeof createTestApp>>;
let url = "";
let socket: Socket<ServerToClientEvents, ClientToServerEvents> | null = null;
beforeAll(async () => {
  t = await createTestApp({ seed: "demo" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/order`;
});
afterAll(async () => {
  socket?.disconnect();
  await t.close();
});

describe("a cash payment over realtime", () => {
  it("pushes the request, then the waiter's confirmation closing the bill", async () => {
    const k = eatIn(t.app);
    const waiter = staffPayments(t.app);
    const { order, accessCode } = await k.servingOrder("111111", k.napoleons(1));
    socket = io(url, { transports: ["websocket"], forceNew: true });
    const updates: UpdatePayload[] = [];
    socket.on("update", (u) => updates.push(u));
    const ack = await new Promise<ListenAck>((resolve) =>
      socket!.emit("listen", { order_id: order._id, access_code: accessCode }, resolve),
    );
    expect(ack).toEqual({ ok: true });
    const pay = await k.pay(order._id, accessCode, {
      pay_method: "cash",
      selected_items: [{ line_id: order.list[0]!._id, quantity: 1 }],
      tip: 0,
    });
    expect(pay.statusCode).toBe(200);
    await expect
      .poll(() => updates.at(-1)?.order.payment_requests.map((r) => r.status), { timeout: 3000 })
      .toEqual(["requested"]);
    expect(updates.at(-1)!.order.status).toBe("paying");
    await waiter.confirmAll(order._id);
    await expect.poll(() => updates.at(-1)?.order.status, { timeout: 3000 }).toBe("closed");
    expect(updates.at(-1)!.order).toMatchObject({ payment_requests: [], payment_sums: { cash: 125 } });
  });
});
