import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderResponseSchema } from "@tablewise/domain/contract/order-calls";
import type { PreorderCreateBodyInput } from "@tablewise/domain/contract/preorder";
import { preorderPayCall } from "@tablewise/domain/contract/preorder";
import { createTestApp } from "../../test/test-app";
import { eatIn, errorOf } from "../../test/eat-in";
import { preorders } from "../../test/preorder";

// "Pay now" on a takeaway or delivery order placed to be paid online, after the guest
// closed the "Pay online" sheet: the same waiting payment again, a new one once it expired while the
// order stays open, and a 409 when it is paid, cancelled or not an online order.
let now = new Date("2026-11-23T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof preorders>;
let e: ReturnType<typeof eatIn>;
let clientId = "";
beforeAll(async () => {
  t = await createTestApp({ seed: "demo", clock: () => now });
  k = preorders(t.app);
  e = eatIn(t.app);
  const cafeId = (await k.prepare("demo", "takeaway")).cafe._id;
  clientId = (await k.verifiedClient(cafeId, "+380671230021"))._id;
});
afterAll(() => t.close());

async function placed(extra: Partial<PreorderCreateBodyInput> = {}) {
  const { cart } = await k.prepare("demo", "takeaway");
  await k.fillCart(cart._id, k.napoleons(2));
  return k.created("demo", k.takeawayBody(cart._id, { client_id: clientId, ...extra }));
}
const payNow = (id: string) => t.app.inject({ method: "POST", url: `/api/superapp/preorders/${id}/pay` });
const linkOf = async (id: string) => {
  const res = await payNow(id);
  expect(res.statusCode).toBe(200);
  return preorderPayCall.response.parse(res.json()).data.payment;
};
const refused = async (id: string) => {
  const res = await payNow(id);
  expect(res.statusCode).toBe(409);
  expect(errorOf(res).code).toBe("conflict");
};
const read = async (id: string) =>
  orderResponseSchema.parse((await k.get(`/api/superapp/preorders/${id}`)).json()).data.order;

describe("POST /preorders/{id}/pay", () => {
  it("gives the waiting payment's link again, never a second payment", async () => {
    const { order, payment } = await placed({ pay_method: "online" });
    const again = await linkOf(order._id);
    expect(again).toEqual(payment);
    expect(await linkOf(order._id)).toEqual(payment);
    expect((await read(order._id)).payment_requests).toHaveLength(1);
  });

  it("opens a new payment when the first expired while the accepted order still waits to be paid", async () => {
    const { order, payment } = await placed({ pay_method: "online" });
    expect((await e.staff(order._id, "accept")).statusCode).toBe(200);
    now = new Date(now.getTime() + 16 * 60_000); // past the 15-minute hold, before any sweep
    const fresh = await linkOf(order._id);
    expect(fresh.pay_url).not.toBe(payment!.pay_url);
    const after = await read(order._id);
    expect(after.payment_requests).toHaveLength(1);
    // The units are held once, by the new payment only.
    expect(after.list.map((l) => l.held_quantity)).toEqual([2]);
    expect((await t.app.inject({ method: "POST", url: `${payment!.pay_url}/approve` })).statusCode).toBe(409);
    expect((await t.app.inject({ method: "POST", url: `${fresh.pay_url}/approve` })).statusCode).toBe(303);
    expect((await read(order._id)).payment_statuses.online).toBe("paid");
    await refused(order._id);
  });

  it("refuses a cancelled order, a cash order and an unknown id", async () => {
    const { order, payment } = await placed({ pay_method: "online" });
    await t.app.inject({ method: "POST", url: `${payment!.pay_url}/decline` });
    expect((await read(order._id)).status).toBe("cancelled");
    await refused(order._id);
    const cash = await placed({ pay_method: "cash" });
    await refused(cash.order._id);
    expect((await payNow("A".repeat(24))).statusCode).toBe(404);
  });
});
