import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { webhookSignatureHeader } from "@tablewise/domain/contract/webhooks";
import { eatIn } from "../../test/eat-in";
import { asStaff, testStaffAuthenticator } from "../../test/staff-console";
import { createTestApp } from "../../test/test-app";
import {
  startWebhookReceiverStandIn,
  type WebhookReceiverStandIn,
} from "../../test/webhook-receiver-stand-in";
import { addressAllowed, checkWebhookUrl, resolveAllowed } from "./webhook-address";
import { createWebhookOutbox, enqueueWebhookEvent } from "./webhook-outbox";
import { createWebhookTransport } from "./webhook-transport";
import { createWebhookWorker } from "./webhook-worker";

// Webhooks through the real routes, outbox and worker, to a receiver stand-in that verifies each
// signature with the published helper.
let now = new Date(Date.now());
const advance = (ms: number) => (now = new Date(now.getTime() + ms));
let t: Awaited<ReturnType<typeof createTestApp>>;
let receiver: WebhookReceiverStandIn;
const base = "/api/staff/venues/demo/webhooks";
const manager = asStaff("demo", "manager");

beforeAll(async () => {
  receiver = await startWebhookReceiverStandIn();
  receiver.clock = () => now;
  t = await createTestApp({
    seed: "demo",
    clock: () => now,
    app: { staffAuthenticator: testStaffAuthenticator },
  });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
beforeEach(async () => {
  await t.db.db.execute(sql`delete from webhook_endpoints`);
  receiver.received.length = 0;
  receiver.rejected.length = 0;
  receiver.secrets.length = 0;
  receiver.answers.length = 0;
  receiver.onRequest = null;
});

const post = (url: string, payload?: object, headers = manager) =>
  t.app.inject({ method: "POST", url, headers, ...(payload ? { payload } : {}) });
const get = (url: string, headers = manager) => t.app.inject({ method: "GET", url, headers });

type Created = { _id: string; secret: string; url: string; events: string[] };
async function endpoint(events = ["order.created", "order.accepted"]) {
  const res = await post(base, { url: receiver.url, events });
  expect(res.statusCode, res.body).toBe(200);
  const made = res.json<{ data: { endpoint: Created } }>().data.endpoint;
  receiver.secrets.push(made.secret);
  return made;
}
const deliveries = async (id: string) =>
  (await get(`${base}/${id}/deliveries`)).json<{
    data: {
      deliveries: {
        event: string;
        event_id: string;
        status: string;
        attempts: number;
        last_status: number | null;
        last_answer: string | null;
      }[];
    };
  }>().data.deliveries;

describe("endpoints", () => {
  it("shows the secret once, lists without it, updates, rotates and removes", async () => {
    const made = await endpoint();
    expect(made.secret).toMatch(/^whsec_/);
    const listed = (await get(base)).json<{ data: { endpoints: object[] } }>().data.endpoints;
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(made.secret);
    const updated = await post(`${base}/${made._id}`, { enabled: false, events: ["order.ready"] });
    expect(updated.json()).toMatchObject({ data: { endpoint: { enabled: false, events: ["order.ready"] } } });
    const rotated = await post(`${base}/${made._id}/rotate`);
    const fresh = rotated.json<{ data: { endpoint: { secret: string; previous_secret_until: string } } }>()
      .data.endpoint;
    expect(fresh.secret).not.toBe(made.secret);
    expect(Date.parse(fresh.previous_secret_until) - now.getTime()).toBe(24 * 3_600_000);
    expect((await post(`${base}/${made._id}/remove`)).statusCode).toBe(200);
    expect((await get(base)).json()).toMatchObject({ data: { endpoints: [] } });
  });

  it("refuses bad input with 400 in the envelope, waiters with 403, more than ten with 409", async () => {
    for (const body of [
      {},
      { url: receiver.url, events: [] },
      { url: receiver.url, events: ["order.eaten"] },
      { url: "not a url", events: ["order.created"] },
      { url: "ftp://example.com/x", events: ["order.created"] },
      { url: "https://user:pw@example.com/x", events: ["order.created"] },
      { url: receiver.url, events: ["order.created"], extra: 1 },
    ]) {
      const res = await post(base, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: { code: expect.any(String) } });
    }
    expect(
      (await post(base, { url: receiver.url, events: ["order.created"] }, asStaff("demo", "waiter")))
        .statusCode,
    ).toBe(403);
    for (let i = 0; i < 10; i++) await endpoint();
    expect((await post(base, { url: receiver.url, events: ["order.created"] })).statusCode).toBe(409);
  });

  it("answers another venue's manager 404 for every call on this venue's endpoints", async () => {
    const made = await endpoint();
    const stranger = asStaff("demo-geo", "manager");
    expect((await get(base, stranger)).statusCode).toBe(404);
    expect((await get(`${base}/${made._id}/deliveries`, stranger)).statusCode).toBe(404);
    for (const action of ["", "/rotate", "/remove", "/test"]) {
      const res = await post(
        `${base}/${made._id}${action}`,
        action ? undefined : { enabled: false },
        stranger,
      );
      expect(res.statusCode, action).toBe(404);
    }
    // Their own venue's path with this venue's endpoint id: not found either.
    const theirs = `/api/staff/venues/demo-geo/webhooks/${made._id}`;
    expect((await post(`${theirs}/rotate`, undefined, stranger)).statusCode).toBe(404);
    expect((await get(base)).json()).toMatchObject({ data: { endpoints: [{ enabled: true }] } });
  });
});

describe("addresses", () => {
  const production = { allowLoopback: false };

  it("refuses http, private, loopback, link-local, CGNAT and unique-local addresses in production", async () => {
    expect(() => checkWebhookUrl("http://hooks.example.com/x", production)).toThrow();
    expect(() => checkWebhookUrl(receiver.url, production)).toThrow();
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "fd00::1",
      "fe80::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "::ffff:7f00:1",
    ])
      expect(addressAllowed(address, production), address).toBe(false);
    expect(addressAllowed("93.184.216.34", production)).toBe(true);
    expect(addressAllowed("2606:2800:220:1::1", production)).toBe(true);
    await expect(resolveAllowed(new URL("https://169.254.169.254/latest"), production)).rejects.toThrow();
    // A name that resolves to loopback is refused when saved...
    await expect(resolveAllowed(new URL("https://localhost/x"), production)).rejects.toThrow();
  });

  it("refuses at send time a host that resolves to a refused address (DNS rebinding)", async () => {
    // ...and when sent: the socket's own lookup checks the address it connects to.
    const port = new URL(receiver.url).port;
    const answer = await createWebhookTransport(production).post(`http://localhost:${port}/hooks`, "{}", {});
    expect(answer).toMatchObject({ ok: false, status: null, answer: expect.stringContaining("refused") });
    expect(receiver.received).toHaveLength(0);
    expect(receiver.rejected).toHaveLength(0);
  });

  it("follows no redirect", async () => {
    receiver.answers.push(302);
    receiver.secrets.push("whsec_x");
    const answer = await createWebhookTransport({ allowLoopback: true }).post(receiver.url, "{}", {
      [webhookSignatureHeader]: "t=1,v1=" + "0".repeat(64),
    });
    expect(answer.ok).toBe(false);
  });
});

describe("deliveries", () => {
  it("a guest's order placed and accepted reaches the receiver as order.created and order.accepted, signed", async () => {
    const made = await endpoint();
    const e = eatIn(t.app);
    const placed = await e.order("111111");
    await vi.waitFor(async () => expect(await deliveries(made._id)).toHaveLength(1));
    expect((await e.staff(placed.order._id, "accept")).statusCode).toBe(200);
    await t.app.webhooks.worker.drain();
    expect(receiver.rejected).toEqual([]);
    expect(receiver.received.map((r) => r.event.type).sort()).toEqual(["order.accepted", "order.created"]);
    for (const r of receiver.received) {
      expect(r.event.data).toMatchObject({
        order_id: placed.order._id,
        serial: placed.order.serial_order_id,
      });
      expect(r.event.venue).toBe("demo");
      // Minimal: no guest name or phone.
      expect(Object.keys(r.event.data).sort()).toEqual([
        "order_id",
        "order_type",
        "serial",
        "status",
        "table_code",
      ]);
    }
    expect(await deliveries(made._id)).toMatchObject([
      { status: "delivered", attempts: 1, last_status: 200 },
      { status: "delivered", attempts: 1, last_status: 200 },
    ]);
    expect((await e.staff(placed.order._id, "close")).statusCode).toBe(200);
    await t.app.webhooks.worker.drain();
    // order.closed was not chosen: nothing more.
    expect(receiver.received).toHaveLength(2);
  });

  it("retries a 500 with backoff and delivers it later with the same event id; the answer is kept, cut to 1 KB", async () => {
    const made = await endpoint();
    receiver.answers.push(500);
    expect((await post(`${base}/${made._id}/test`)).statusCode).toBe(200);
    await t.app.webhooks.worker.drain();
    const [first] = await deliveries(made._id);
    expect(first).toMatchObject({ status: "pending", attempts: 1, last_status: 500 });
    expect(first!.last_answer!.length).toBe(1024);
    await t.app.webhooks.worker.drain();
    expect(receiver.received).toHaveLength(1);
    advance(31_000);
    await t.app.webhooks.worker.drain();
    expect(receiver.received).toHaveLength(2);
    expect(new Set(receiver.received.map((r) => r.event.id)).size).toBe(1);
    expect(await deliveries(made._id)).toMatchObject([
      { status: "delivered", attempts: 2, last_status: 200 },
    ]);
  });

  it("gives a delivery up after a day of failures", async () => {
    const made = await endpoint();
    receiver.answers.push(...Array.from({ length: 40 }, () => 503));
    await post(`${base}/${made._id}/test`);
    for (let i = 0; i < 40; i++) {
      await t.app.webhooks.worker.drain();
      advance(6 * 3_600_000);
    }
    const [row] = await deliveries(made._id);
    expect(row).toMatchObject({ status: "failed", last_status: 503 });
    expect(row!.attempts).toBeLessThan(15);
  });

  it("two workers on one database send each delivery once", async () => {
    const made = await endpoint(["waiter.called"]);
    for (let i = 0; i < 12; i++)
      await enqueueWebhookEvent(t.db.db, {
        venueId: "demo",
        type: "waiter.called",
        data: { waiter_call_id: `c${i}` },
        now,
      });
    const worker = () =>
      createWebhookWorker({
        outbox: createWebhookOutbox(t.db.db),
        transport: createWebhookTransport({ allowLoopback: true }),
        clock: () => now,
        batch: 3,
      });
    const [a, b] = [worker(), worker()];
    await Promise.all([a.drain(), b.drain()]);
    expect(receiver.received).toHaveLength(12);
    expect(new Set(receiver.received.map((r) => r.event.id)).size).toBe(12);
    expect((await deliveries(made._id)).every((d) => d.status === "delivered")).toBe(true);
  });

  it("a process stopping between the receiver's answer and marking the row sends it again, same event id", async () => {
    const made = await endpoint();
    await post(`${base}/${made._id}/test`);
    const outbox = createWebhookOutbox(t.db.db);
    const crashing = createWebhookWorker({
      outbox: {
        ...outbox,
        delivered: () => Promise.reject(new Error("the process stopped")),
      },
      transport: createWebhookTransport({ allowLoopback: true }),
      clock: () => now,
    });
    await expect(crashing.pass()).rejects.toThrow("the process stopped");
    expect(receiver.received).toHaveLength(1);
    // Leased: nobody sends it until the lease runs out.
    await t.app.webhooks.worker.drain();
    expect(receiver.received).toHaveLength(1);
    advance(31_000);
    await t.app.webhooks.worker.drain();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[0]!.event.id).toBe(receiver.received[1]!.event.id);
    expect(await deliveries(made._id)).toMatchObject([{ status: "delivered" }]);
  });

  it("after a rotation signs with both secrets for a day, then with the new one only", async () => {
    const made = await endpoint();
    const rotated = await post(`${base}/${made._id}/rotate`);
    const fresh = rotated.json<{ data: { endpoint: { secret: string } } }>().data.endpoint.secret;
    await post(`${base}/${made._id}/test`);
    await t.app.webhooks.worker.drain();
    // The receiver still holds only the old secret: verified.
    expect(receiver.received[0]!.verifiedWith).toBe(made.secret);
    expect(receiver.received[0]!.signature.match(/v1=/g)).toHaveLength(2);
    advance(24 * 3_600_000 + 1000);
    await post(`${base}/${made._id}/test`);
    await t.app.webhooks.worker.drain();
    expect(receiver.rejected).toHaveLength(1);
    receiver.secrets.push(fresh);
    advance(31_000);
    await t.app.webhooks.worker.drain();
    expect(receiver.received.at(-1)!.verifiedWith).toBe(fresh);
    expect(receiver.received.at(-1)!.signature.match(/v1=/g)).toHaveLength(1);
  });

  it("sends nothing to a disabled endpoint", async () => {
    const made = await endpoint(["waiter.called"]);
    await post(`${base}/${made._id}`, { enabled: false });
    await enqueueWebhookEvent(t.db.db, { venueId: "demo", type: "waiter.called", data: {}, now });
    await t.app.webhooks.worker.drain();
    expect(receiver.received).toHaveLength(0);
  });
});
