import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { orderPayResponseSchema } from "@tablewise/domain/contract/order-calls";
import { toMinorUnits } from "@tablewise/domain/rules/money";
import { eatIn, payBody, visitor } from "../../test/eat-in";
import { preorders } from "../../test/preorder";
import { asStaff, staffConsole, testStaffAuthenticator } from "../../test/staff-console";
import { createTestApp } from "../../test/test-app";
import {
  startWebhookReceiverStandIn,
  type WebhookReceiverStandIn,
} from "../../test/webhook-receiver-stand-in";

// Money reaches a receiver as payment.settled and payment.refunded, written with the money itself
// (demo venue, the sandbox gateway settling online payments): each once, with the amount in minor units.
const now = new Date("2026-11-25T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let receiver: WebhookReceiverStandIn;
let e: ReturnType<typeof eatIn>;
let k: ReturnType<typeof preorders>;
let s: ReturnType<typeof staffConsole>;
let clientId = "";

beforeAll(async () => {
  receiver = await startWebhookReceiverStandIn();
  receiver.clock = () => now;
  t = await createTestApp({
    seed: "demo",
    clock: () => now,
    app: { staffAuthenticator: testStaffAuthenticator },
    sweepIntervalMs: 3_600_000,
  });
  e = eatIn(t.app);
  k = preorders(t.app);
  s = staffConsole(t.app);
  clientId = (await k.verifiedClient("demo", "+380671230091"))._id;
  const made = await t.app.inject({
    method: "POST",
    url: "/api/staff/venues/demo/webhooks",
    headers: asStaff("demo", "manager"),
    payload: { url: receiver.url, events: ["payment.settled", "payment.refunded"] },
  });
  expect(made.statusCode, made.body).toBe(200);
  receiver.secrets.push(made.json<{ data: { endpoint: { secret: string } } }>().data.endpoint.secret);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
beforeEach(() => {
  receiver.received.length = 0;
});

// Every event delivered so far, as [type, data], once the outbox is drained.
async function delivered(count: number) {
  await vi.waitFor(async () => {
    await t.app.webhooks.worker.drain();
    expect(receiver.received).toHaveLength(count);
  });
  expect(receiver.rejected).toEqual([]);
  return receiver.received.map((r) => [r.event.type, r.event.data] as const);
}

it("an online payment settled, then refunded in part from the console: settled once, refunded with the part", async () => {
  const { order, accessCode } = await e.servingOrder("111111", e.napoleons(2));
  const res = await e.pay(order._id, accessCode, payBody(order.list[0]!._id, 2, { pay_method: "online" }));
  const data = orderPayResponseSchema.parse(res.json()).data;
  if (!data.require_online_payment) throw new Error("expected an online payment");
  const paymentId = data.data.pay_url.split("/").at(-1)!;
  const approve = () => t.app.inject({ method: "POST", url: `/api/sandbox/pay/${paymentId}/approve` });
  expect((await approve()).statusCode).toBe(303);
  // The gateway's answer replayed: no second event.
  await approve();
  const paid = toMinorUnits(order.list[0]!.price) * 2;
  expect(await delivered(1)).toEqual([
    [
      "payment.settled",
      {
        order_id: order._id,
        serial: order.serial_order_id,
        order_type: "inside",
        table_code: "111111",
        payment_id: paymentId,
        method: "online",
        amount: paid,
      },
    ],
  ]);
  const refund = await s.paymentAction(paymentId, "refund", {
    who: { role: "manager", venueId: "demo" },
    key: "webhook-refund-1",
    body: { amount: 1.5 },
  });
  expect(refund.statusCode, refund.body).toBe(200);
  const events = await delivered(2);
  expect(events[1]).toEqual([
    "payment.refunded",
    expect.objectContaining({ payment_id: paymentId, amount: 150 }),
  ]);
  await e.staff(order._id, "close");
});

it("cash the waiter confirmed is settled with its method; a rejected one sends nothing", async () => {
  const { order, accessCode } = await e.servingOrder("111112", e.napoleons(2));
  expect((await e.pay(order._id, accessCode, payBody(order.list[0]!._id, 1))).statusCode).toBe(200);
  const rejected = (await s.detail(order._id)).payments.at(-1)!;
  await s.paid(rejected.id, "reject");
  expect((await e.pay(order._id, accessCode, payBody(order.list[0]!._id, 2))).statusCode).toBe(200);
  const cash = (await s.detail(order._id)).payments.at(-1)!;
  await s.paid(cash.id, "confirm");
  expect(await delivered(1)).toEqual([
    [
      "payment.settled",
      expect.objectContaining({ payment_id: cash.id, method: "cash", order_id: order._id }),
    ],
  ]);
});

it("a takeaway paid in cash at the counter is settled when handed over", async () => {
  const { cart } = await k.prepare("demo", "takeaway");
  await k.fillCart(cart._id, k.napoleons(1));
  const { order } = await k.created("demo", k.takeawayBody(cart._id, { client_id: clientId }));
  await s.acted(order._id, "accept");
  await s.acted(order._id, "ready");
  expect(receiver.received).toEqual([]);
  const handed = await s.acted(order._id, "delivered");
  expect(handed.order.status).toBe("closed");
  const payment = handed.payments.at(-1)!;
  expect(await delivered(1)).toEqual([
    [
      "payment.settled",
      expect.objectContaining({
        payment_id: payment.id,
        method: "cash",
        order_type: "preorder",
        amount: 12_500,
      }),
    ],
  ]);
});

it("a takeaway paid online and then declined: settled, then refunded in full", async () => {
  const { cart } = await k.prepare("demo", "takeaway");
  await k.fillCart(cart._id, k.napoleons(1));
  const { order, payment } = await k.created(
    "demo",
    k.takeawayBody(cart._id, { client_id: clientId, pay_method: "online", visitor_id: visitor(92) }),
  );
  expect((await t.app.inject({ method: "POST", url: `${payment!.pay_url}/approve` })).statusCode).toBe(303);
  await s.acted(order._id, "decline", { body: { reason: "Oven broke" } });
  const events = await delivered(2);
  // Deliveries are not ordered (docs/webhooks.md): both were written at the test clock's one instant.
  expect(events.map(([type, data]) => [type, data.amount]).sort()).toEqual([
    ["payment.refunded", 12_500],
    ["payment.settled", 12_500],
  ]);
});
