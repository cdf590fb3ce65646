import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { io, type Socket } from "socket.io-client";
import type {
  ClientToServerEvents,
  ListenAck,
  ServerToClientEvents,
  UpdatePayload,
} from "@tablewise/domain/contract/realtime";
import { orderResponseSchema } from "@tablewise/domain/contract/order-calls";
import { eatIn } from "../../test/eat-in";
import { posterToken, startPosterStandIn, type PosterStandIn } from "../../test/poster-stand-in";
import { preorders } from "../../test/preorder";
import { asStaff, testStaffAuthenticator } from "../../test/staff-console";
import { createTestApp } from "../../test/test-app";

// Takeaway orders to the POS as incoming orders, and a refusal reaching the guest over the real socket
// (SPEC §8 external_pos_error) with the online payment refunded.
const now = new Date("2026-11-23T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let stand: PosterStandIn;
let k: ReturnType<typeof preorders>;
let e: ReturnType<typeof eatIn>;
let url = "";
let clientId = "";
const sockets: Socket[] = [];
const phone = "+380671230077";

beforeAll(async () => {
  stand = await startPosterStandIn();
  t = await createTestApp({
    seed: "demo",
    clock: () => now,
    app: { staffAuthenticator: testStaffAuthenticator },
    env: { POSTER_API_URL: stand.apiUrl },
  });
  k = preorders(t.app);
  e = eatIn(t.app);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/order`;
  const cafeId = (await k.prepare("demo", "takeaway")).cafe._id;
  clientId = (await k.verifiedClient(cafeId, phone))._id;
  const saved = await t.app.inject({
    method: "POST",
    url: "/api/staff/venues/demo/pos/settings",
    headers: asStaff("demo", "manager"),
    payload: { provider: "poster", token: posterToken, spot_id: "1", product_map: { "p-napoleon": "101" } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
  await stand.close();
});
beforeEach(() => {
  stand.orders.length = 0;
  stand.setShiftOpen(true);
});

function listen(orderId: string) {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(url, {
    transports: ["websocket"],
    forceNew: true,
  });
  sockets.push(socket);
  const updates: UpdatePayload[] = [];
  socket.on("update", (u) => updates.push(u));
  const next = async (test: (u: UpdatePayload) => boolean) => {
    for (let i = 0; i < 150; i++) {
      const seen = updates.find(test);
      if (seen) return seen;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error("no matching update within 3 s");
  };
  const ack = new Promise<ListenAck>((resolve) =>
    socket.emit("listen_preorder", { preorder_id: orderId } as never, resolve),
  );
  return { ack, next };
}

async function placedOnline() {
  const { cart } = await k.prepare("demo", "takeaway");
  await k.fillCart(cart._id, k.napoleons(2));
  const { order, payment } = await k.created(
    "demo",
    k.takeawayBody(cart._id, { client_id: clientId, pay_method: "online" }),
  );
  const approve = await t.app.inject({ method: "POST", url: `${payment!.pay_url}/approve` });
  expect(approve.statusCode).toBe(303);
  return order;
}
const read = async (id: string) =>
  orderResponseSchema.parse((await k.get(`/api/superapp/preorders/${id}`)).json()).data.order;

describe("takeaway orders to the POS", () => {
  it("an accepted takeaway order goes as an incoming order: service mode 2, the guest's phone", async () => {
    const order = await placedOnline();
    expect((await e.staff(order._id, "accept")).statusCode).toBe(200);
    expect(await t.app.pos.worker.drain()).toBe(1);
    expect(stand.orders[0]).toMatchObject({
      service_mode: 2,
      phone,
      table_id: null,
      products: [{ product_id: 101, count: 2 }],
    });
  });

  it("refused by the POS: the guest hears external_pos_error on the socket and the online payment is refunded", async () => {
    const order = await placedOnline();
    const guest = listen(order._id);
    expect(await guest.ack).toEqual({ ok: true });
    expect((await e.staff(order._id, "accept")).statusCode).toBe(200);
    stand.setShiftOpen(false);
    await t.app.pos.worker.drain();
    const heard = await guest.next((u) => Boolean(u.order.external_pos_error));
    expect(heard.order).toMatchObject({ status: "cancelled" });
    expect(heard.order.external_pos_error).toMatch(/shift is closed/);
    expect((await read(order._id)).payment_statuses.online).toBe("refunded");
  });
});
