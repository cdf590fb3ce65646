import path from "node:path";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orderPayResponseSchema, orderResponseSchema } from "@tablewise/domain/contract/order-calls";
import { buildApp } from "../../app";
import { refundAttempts, venues } from "../../db/schema/index";
import { createPaymentRepository } from "../../modules/orders/payment.repository";
import { demoStaffToken } from "../../modules/staff/staff-auth";
import { loadDemoVenuesIfEmpty } from "../../seed/load-demo-venues";
import { eatIn, errorOf, payBody } from "../../test/eat-in";
import { startLiqpayStandIn, type LiqpayStandIn } from "../../test/liqpay-stand-in";
import { testTileUrl } from "../../test/test-app";
import { openTestDb } from "../../test/test-db";
import { decodeData, formBody, readSignedForm } from "./liqpay-protocol";

// The LiqPay adapter through HTTP on the real database: the demo venue takes its online
// payments through LiqPay (its row names the gateway and the credentials reference LIQPAY_TEST), and a
// local stand-in plays LiqPay: the hosted page, /api/request, and the callbacks it signs.
const keys = { publicKey: "sandbox_i0000042", privateKey: "sandbox_the-test-shop-private-key" };
const publicUrl = "https://tablewise.example";
const callback = "/api/payments/liqpay/webhook";

describe("LiqPay end to end against its stand-in", () => {
  let standIn: LiqpayStandIn;
  let db: Awaited<ReturnType<typeof openTestDb>>;
  let app: FastifyInstance;
  let k: ReturnType<typeof eatIn>;
  const logs: string[] = [];
  const emptyDist = mkdtempSync(path.join(tmpdir(), "no-dist-"));
  let now = new Date("2026-11-24T12:00:00Z");

  const restart = async () => {
    await app.close();
    app = await build();
    await app.ready();
    k = eatIn(app);
  };
  const build = () =>
    buildApp({
      env: {
        WEB_DIST: emptyDist,
        MEDIA_DIR: path.resolve(import.meta.dirname, "../../../media"),
        TILE_URL: testTileUrl,
        DEMO_MODE: true,
        LOG_LEVEL: "info",
        AUTOPILOT_ACCEPT_MS: 0,
        RATE_LIMIT_TABLE: 0,
        RATE_LIMIT_TABLE_CODE: 0,
        RATE_LIMIT_TABLE_MISS: 0,
        PUBLIC_URL: publicUrl,
      },
      db,
      clock: () => now,
      logStream: { write: (line: string) => void logs.push(line) },
      paymentSecrets: {
        LIQPAY_TEST_PUBLIC_KEY: keys.publicKey,
        LIQPAY_TEST_PRIVATE_KEY: keys.privateKey,
        LIQPAY_GEO_PUBLIC_KEY: "sandbox_i0000077",
        LIQPAY_GEO_PRIVATE_KEY: "sandbox_another-shop-private-key",
        LIQPAY_API_URL: standIn.url,
        PUBLIC_URL: publicUrl,
      },
      reconcileIntervalMs: 40,
      // The order sweeper (split refunds) passes at start only, unless a test says otherwise.
      sweepIntervalMs: 3_600_000,
    });

  beforeAll(async () => {
    standIn = await startLiqpayStandIn(keys);
  });
  afterAll(async () => {
    await standIn.close();
    rmSync(emptyDist, { recursive: true, force: true });
  });
  // A database and app of its own per test: each test's bill is its own.
  beforeEach(async () => {
    db = await openTestDb();
    await loadDemoVenuesIfEmpty(db.db);
    await db.db
      .update(venues)
      .set({ paymentGateway: "liqpay", paymentCredentialsRef: "LIQPAY_TEST" })
      .where(eq(venues.id, "demo"));
    // A second LiqPay shop on the server: a callback is checked against each shop's key.
    await db.db
      .update(venues)
      .set({ paymentGateway: "liqpay", paymentCredentialsRef: "LIQPAY_GEO" })
      .where(eq(venues.id, "demo-geo"));
    app = await build();
    await app.ready();
    k = eatIn(app);
  });
  afterEach(async () => {
    await app.close();
    await db.close();
  });

  const payments = () => createPaymentRepository(db.db);
  const post = (body: string) =>
    app.inject({
      method: "POST",
      url: callback,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: body,
    });

  // A served order at table 111111 paid online (the whole bill by default): the guest is sent to LiqPay's page (opened).
  async function payOnline(quantity = 2) {
    const { order, accessCode } = await k.servingOrder("111111", k.napoleons(2));
    const res = await k.pay(
      order._id,
      accessCode,
      payBody(order.list[0]!._id, quantity, { pay_method: "online" }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = orderPayResponseSchema.parse(res.json()).data;
    if (!data.require_online_payment) throw new Error("not an online payment");
    expect(data.data.gateway).toBe("liqpay");
    const url = new URL(data.data.pay_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${standIn.url}/api/3/checkout`);
    const sent = decodeData(readSignedForm(url.search.slice(1))!.data)!;
    expect((await fetch(url)).status).toBe(200);
    // LiqPay knows it by order_id (our gatewayRef); the guest's link never carries our payment id.
    const ref = String(sent.order_id);
    const payment = (await payments().listByOrder(order._id)).find((p) => p.gatewayRef === ref)!;
    expect(payment).toMatchObject({ gateway: "liqpay", status: "pending" });
    expect(data.data.pay_url).not.toContain(payment.id);
    return { order, accessCode, paymentId: payment.id, ref, sent, total: Number(sent.amount) };
  }
  const stored = async (paymentId: string) => (await payments().find(paymentId))!;

  it("a paid callback delivered three times and out of order settles once", async () => {
    const { paymentId, ref, sent, order, accessCode } = await payOnline();
    expect(sent).toMatchObject({ currency: "UAH", server_url: `${publicUrl}${callback}` });
    standIn.settle(ref, "success");
    const paid = standIn.callbackBody(ref);
    const first = await post(paid);
    expect(first.statusCode, first.body).toBe(200);
    const settled = await stored(paymentId);
    expect(settled.status).toBe("paid");
    // The same again, a late "failure" of an earlier attempt, and the paid one a third time.
    for (const body of [paid, standIn.callbackBody(ref, "failure"), paid])
      expect((await post(body)).statusCode).toBe(200);
    const after = await stored(paymentId);
    expect(after).toMatchObject({ status: "paid", settledAt: settled.settledAt });
    const bill = orderResponseSchema.parse(
      (await k.getOrder(order._id, { "x-access-code": accessCode })).json(),
    );
    expect(bill.data.order.list[0]).toMatchObject({ paid_quantity: 2, held_quantity: 0 });
  });

  it("refuses a forged or tampered callback with 400 and logs it without the signature", async () => {
    const { paymentId, ref } = await payOnline();
    standIn.settle(ref, "success");
    const genuine = readSignedForm(standIn.callbackBody(ref))!;
    const tampered = formBody({
      data: Buffer.from(JSON.stringify({ ...decodeData(genuine.data), amount: 0.01 })).toString("base64"),
      signature: genuine.signature,
    });
    const forged = standIn.callbackBody(ref, undefined, "a-guessed-private-key");
    logs.length = 0;
    for (const body of [tampered, forged, "data=&signature=", "nonsense"]) {
      const res = await post(body);
      expect(res.statusCode, body).toBe(400);
      expect(errorOf(res).code).toBe("bad_request");
    }
    expect((await stored(paymentId)).status).toBe("pending");
    const refused = logs.filter((l) => l.includes("payment notification refused: not genuine"));
    expect(refused).toHaveLength(4);
    expect(logs.join("\n")).not.toContain(genuine.signature);
    expect(logs.join("\n")).not.toContain(keys.privateKey);
  });

  it("acknowledges a genuine callback for a payment it does not know, and changes nothing", async () => {
    const { paymentId, ref } = await payOnline();
    standIn.checkouts.set("someone-elses-order", {
      ...standIn.checkouts.get(ref)!,
      orderId: "someone-elses-order",
      status: "success",
    });
    const res = await post(standIn.callbackBody("someone-elses-order"));
    expect(res.statusCode).toBe(200);
    expect((await stored(paymentId)).status).toBe("pending");
  });

  it("refuses LiqPay's test-mode payment outside LIQPAY_SANDBOX and warns in the server's log", async () => {
    const { paymentId, ref } = await payOnline();
    logs.length = 0;
    expect((await post(standIn.callbackBody(ref, "sandbox"))).statusCode).toBe(200);
    expect((await stored(paymentId)).status).toBe("pending");
    const warned = logs.filter((l) => l.includes("LiqPay test-mode payment refused in live mode"));
    expect(warned).toHaveLength(1);
    expect(JSON.parse(warned[0]!)).toMatchObject({ level: 40 });
    expect(warned[0]).toContain(ref);
    expect(warned[0]).not.toContain(paymentId);
  });

  it("the guest's return to result_url marks nothing paid, even when LiqPay has the money", async () => {
    const { paymentId, ref, sent } = await payOnline();
    standIn.settle(ref, "success");
    const back = new URL(String(sent.result_url));
    expect(back.origin).toBe(publicUrl);
    expect(back.pathname).toMatch(/^\/inside\/111111\/receipt\//);
    await app.inject({ method: "GET", url: `${back.pathname}${back.search}` });
    expect(await app.inject({ method: "GET", url: callback })).toMatchObject({ statusCode: 404 });
    expect((await stored(paymentId)).status).toBe("pending");
  });

  it("recovers a lost callback by the status look-up on the reconciliation timer", async () => {
    const { paymentId, ref } = await payOnline();
    standIn.settle(ref, "success");
    // No callback arrives. A minute later the reconciler asks LiqPay and settles it.
    now = new Date(now.getTime() + 2 * 60_000);
    for (let i = 0; i < 100 && (await stored(paymentId)).status === "pending"; i++) await sleep(20);
    expect((await stored(paymentId)).status).toBe("paid");
    // The callback arriving afterwards changes nothing.
    expect((await post(standIn.callbackBody(ref))).statusCode).toBe(200);
    expect((await stored(paymentId)).status).toBe("paid");
  });

  it("requests a console refund once across a crash (the answer lost, the same refund again)", async () => {
    const { paymentId, ref, order, total } = await payOnline();
    standIn.settle(ref, "success");
    expect((await post(standIn.callbackBody(ref))).statusCode).toBe(200);
    expect((await stored(paymentId)).status).toBe("paid");
    const before = standIn.refundCalls.length;
    const refund = () =>
      app.inject({
        method: "POST",
        url: `/api/staff/payments/${paymentId}/refund`,
        headers: { authorization: `Bearer ${demoStaffToken}`, "content-type": "application/json" },
        payload: {},
      });
    // LiqPay refunds, the answer is lost: nothing is recorded here, the manager sees a 409.
    standIn.dropNextRefundAnswer();
    const lost = await refund();
    expect(lost.statusCode, lost.body).toBe(409);
    expect((await stored(paymentId)).refundedAmount).toBe(0);
    // A restarted process (its memory empty) is asked again: LiqPay's status says it is done.
    await restart();
    const again = await refund();
    expect(again.statusCode, again.body).toBe(200);
    // The row keeps minor units: the decimal total times 100.
    expect(await stored(paymentId)).toMatchObject({ status: "refunded", refundedAmount: total * 100 });
    expect(standIn.refundCalls.slice(before)).toEqual([{ orderId: ref, amount: total }]);
    expect(order._id).toBeTruthy();
  });

  it("refunds a held split part once when its window passes, across a crash of the sweeping process", async () => {
    // One of two napoleons paid online: a held split part (SPEC §4), its 15-minute window starts.
    const { paymentId, ref, total } = await payOnline(1);
    standIn.settle(ref, "success");
    expect((await post(standIn.callbackBody(ref))).statusCode).toBe(200);
    expect((await stored(paymentId)).status).toBe("held");
    const before = standIn.refundCalls.length;
    now = new Date(now.getTime() + 16 * 60_000);
    // The sweep at start asks LiqPay to refund (after the commit, no lock held);
    // LiqPay does, the answer is lost: the part is given up, its money not recorded yet.
    standIn.dropNextRefundAnswer();
    await restart();
    expect(standIn.refundCalls.slice(before)).toEqual([{ orderId: ref, amount: total }]);
    expect(await stored(paymentId)).toMatchObject({ status: "refunded", refundedAmount: 0 });
    // The next process's refund reconciliation asks again: LiqPay's status says reversed, so it is
    // recorded, not sent again.
    await restart();
    now = new Date(now.getTime() + 31_000);
    await expect
      .poll(async () => (await stored(paymentId)).refundedAmount, { timeout: 5000 })
      .toBe(total * 100);
    // The row keeps minor units: the decimal total times 100.
    expect(await stored(paymentId)).toMatchObject({ status: "refunded", refundedAmount: total * 100 });
    expect(standIn.refundCalls.slice(before)).toEqual([{ orderId: ref, amount: total }]);
  });

  // The LiqPay adapter records its attempts in the database (refund_attempts), not in
  // the process's memory: a partial refund LiqPay made while we crashed is never sent by the next one.
  it("a partial refund interrupted by a crash is not sent again by the restarted process", async () => {
    const { paymentId, ref, total } = await payOnline();
    standIn.settle(ref, "success");
    expect((await post(standIn.callbackBody(ref))).statusCode).toBe(200);
    const part = Math.floor(total / 2);
    expect(part).toBeGreaterThan(0);
    const before = standIn.refundCalls.length;
    const refund = () =>
      app.inject({
        method: "POST",
        url: `/api/staff/payments/${paymentId}/refund`,
        headers: { authorization: `Bearer ${demoStaffToken}`, "content-type": "application/json" },
        payload: { amount: part },
      });
    standIn.dropNextRefundAnswer();
    expect((await refund()).statusCode).toBe(409);
    const [attempt] = await db.db
      .select()
      .from(refundAttempts)
      .where(eq(refundAttempts.paymentId, paymentId));
    // The row keeps minor units (part * 100); LiqPay is sent the decimal.
    expect(attempt).toMatchObject({ status: "requested", amount: part * 100, gateway: "liqpay" });
    expect(attempt!.dispatchedAt).not.toBeNull();
    // A new process: the manager retries, and reconciliation passes: LiqPay is not asked again (its
    // status still says "success", a partial refund leaves it so, and it has no idempotency key).
    await restart();
    const again = await refund();
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).details).toMatchObject({ reason: "refund_pending" });
    now = new Date(now.getTime() + 31_000);
    await sleep(300);
    expect(standIn.refundCalls.slice(before)).toEqual([{ orderId: ref, amount: part }]);
    expect(await stored(paymentId)).toMatchObject({ status: "paid", refundedAmount: 0 });
    expect(logs.some((l) => l.includes("not sent again"))).toBe(true);
  });

  it("a refund recorded but not sent before a crash is sent once by the next process, and recorded", async () => {
    const { paymentId, ref, total } = await payOnline();
    standIn.settle(ref, "success");
    expect((await post(standIn.callbackBody(ref))).statusCode).toBe(200);
    const before = standIn.refundCalls.length;
    const part = Math.floor(total / 2);
    // What the console's step 1 wrote before the process died (the gateway never called).
    await db.db.insert(refundAttempts).values({
      idempotencyKey: `refund-${paymentId}-0-${part * 100}`,
      subject: "payment",
      paymentId,
      venueId: "demo",
      amount: part * 100, // minor units
      gateway: "liqpay",
      gatewayRef: ref,
      status: "requested",
      createdAt: now,
      updatedAt: now,
    });
    await restart();
    now = new Date(now.getTime() + 31_000);
    await expect
      .poll(async () => (await stored(paymentId)).refundedAmount, { timeout: 5000 })
      .toBe(part * 100);
    await restart();
    now = new Date(now.getTime() + 31_000);
    await sleep(300);
    expect(standIn.refundCalls.slice(before)).toEqual([{ orderId: ref, amount: part }]);
    expect(await stored(paymentId)).toMatchObject({ status: "paid", refundedAmount: part * 100 });
  });

  // LiqPay's one callback URL is the generic webhook; the old one is gone.
  it("answers 404 at the removed /api/payments/liqpay/callback", async () => {
    const { ref } = await payOnline();
    standIn.settle(ref, "success");
    const old = await app.inject({
      method: "POST",
      url: "/api/payments/liqpay/callback",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: standIn.callbackBody(ref),
    });
    expect(old.statusCode).toBe(404);
    expect(errorOf(old).code).toBe("not_found");
  });
});
