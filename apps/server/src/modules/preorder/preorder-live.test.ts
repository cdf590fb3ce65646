import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io, type Socket } from "socket.io-client";
import type {
  ClientToServerEvents,
  ListenAck,
  ServerToClientEvents,
  UpdatePayload,
} from "@tablewise/domain/contract/realtime";
import { orderResponseSchema } from "@tablewise/domain/contract/order-calls";
import type { PreorderCreateBodyInput } from "@tablewise/domain/contract/preorder";
import { createTestApp } from "../../test/test-app";
import { eatIn, visitor } from "../../test/eat-in";
import { preorders } from "../../test/preorder";

// Delivery and takeaway after create: online payment through the sandbox, staff actions, auto-cancel and
// the realtime updates tagged preorder, over a real socket.io client.
let now = new Date("2026-11-23T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof preorders>;
let e: ReturnType<typeof eatIn>;
let url = "";
let clientId = "";
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp({ seed: "demo", clock: () => now, sweepIntervalMs: 30 });
  k = preorders(t.app);
  e = eatIn(t.app);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/order`;
  const cafeId = (await k.prepare("demo", "takeaway")).cafe._id;
  clientId = (await k.verifiedClient(cafeId, "+380671230020"))._id;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
function connect() {
  const socket: Client = io(url, { transports: ["websocket"], forceNew: true });
  sockets.push(socket);
  const updates: UpdatePayload[] = [];
  socket.on("update", (u) => updates.push(u));
  const next = async (test: (u: UpdatePayload) => boolean): Promise<UpdatePayload> => {
    for (let i = 0; i < 150; i++) {
      const seen = updates.find(test);
      if (seen) return seen;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error("no matching update within 3 s");
  };
  const listen = (payload: unknown) =>
    new Promise<ListenAck>((resolve) => socket.emit("listen_preorder", payload as never, resolve));
  return { socket, updates, next, listen };
}

async function placed(extra: Partial<PreorderCreateBodyInput> = {}, quantity = 2) {
  const { cart } = await k.prepare("demo", "takeaway");
  await k.fillCart(cart._id, k.napoleons(quantity));
  return k.created("demo", k.takeawayBody(cart._id, { client_id: clientId, ...extra }));
}
const read = async (id: string) =>
  orderResponseSchema.parse((await k.get(`/api/superapp/preorders/${id}`)).json()).data.order;

describe("online payment through the sandbox gateway", () => {
  it("pays the whole order once and sends the guest back to the receipt; the order stays waiting", async () => {
    const { order, payment } = await placed({ pay_method: "online" });
    expect(payment).toMatchObject({ gateway: "sandbox" });
    expect(order.payment_statuses.online).toBe("unpaid");
    const page = await t.app.inject({ method: "GET", url: payment!.pay_url });
    expect(page.body).toContain("250.00 ₴");
    const approve = await t.app.inject({ method: "POST", url: `${payment!.pay_url}/approve` });
    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toBe(`/demo/takeaway/receipt/${order._id}`);
    expect((await t.app.inject({ method: "POST", url: `${payment!.pay_url}/approve` })).statusCode).toBe(409);
    const paid = await read(order._id);
    expect(paid).toMatchObject({
      status: "waiting",
      paid_at: now.toISOString(),
      payment_sums: { online: 250 },
      payment_statuses: { online: "paid" },
    });
    // A staff decline now refunds it.
    expect((await e.staff(order._id, "decline", { reason: "Oven broke" })).statusCode).toBe(200);
    expect((await read(order._id)).payment_statuses.online).toBe("refunded");
  });

  it("a declined payment cancels the order with the reason", async () => {
    const { order, payment } = await placed({ pay_method: "online" });
    await t.app.inject({ method: "POST", url: `${payment!.pay_url}/decline` });
    expect(await read(order._id)).toMatchObject({
      status: "cancelled",
      reason: "The online payment was declined",
    });
  });
});

describe("staff actions, pushed to the guest", () => {
  it("catches up on listen, then follows accept, ready and close; cash is recorded on close", async () => {
    const { order } = await placed();
    const guest = connect();
    expect(await guest.listen({ preorder_id: order._id })).toEqual({ ok: true });
    expect(await guest.next((u) => u.order.status === "waiting")).toMatchObject({ type: "preorder" });
    for (const [action, status, fulfilment] of [
      ["accept", "serving", "accepted"],
      ["ready", "serving", "ready"],
      ["close", "closed", "ready"],
    ] as const) {
      expect((await e.staff(order._id, action)).statusCode).toBe(200);
      const u = await guest.next((x) => x.order.status === status && x.order.fulfilment === fulfilment);
      expect(u.type).toBe("preorder");
    }
    expect(await read(order._id)).toMatchObject({
      status: "closed",
      paid_at: now.toISOString(),
      payment_sums: { cash: 250 },
      payment_statuses: { cash: "paid" },
      list: [{ paid_quantity: 2 }],
    });
  });

  it("a staff cancel reaches the listener with its reason", async () => {
    const { order } = await placed();
    const guest = connect();
    await guest.listen({ preorder_id: order._id });
    expect((await e.staff(order._id, "decline", { reason: "Out of napoleon" })).statusCode).toBe(200);
    const u = await guest.next((x) => x.order.status === "cancelled");
    expect(u).toMatchObject({ type: "preorder", order: { _id: order._id, reason: "Out of napoleon" } });
  });

  it("refuses bad payloads, unknown ids and eat-in orders on listen_preorder", async () => {
    const guest = connect();
    expect(await guest.listen({ preorder_id: 1 })).toMatchObject({
      ok: false,
      error: { code: "bad_request" },
    });
    expect(await guest.listen({ preorder_id: "A".repeat(24) })).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    const eatInOrder = await e.order("111111", e.napoleons(1), visitor(3));
    expect(await guest.listen({ preorder_id: eatInOrder.order._id })).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    await e.staff(eatInOrder.order._id, "decline", { reason: "cleanup" });
  });

  it("cancels an order nobody accepted at auto_cancel_at", async () => {
    const { order } = await placed();
    const guest = connect();
    await guest.listen({ preorder_id: order._id });
    now = new Date(now.getTime() + 15 * 60_000);
    const u = await guest.next((x) => x.order.status === "cancelled");
    expect(u.order.reason).toBe("The venue did not accept the order in time");
  });
});
