import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderPayResponseSchema } from "@tablewise/domain/contract/order-calls";
import { paymentFormResponseSchema } from "@tablewise/domain/contract/reserve";
import { refundAttempts, reservations as reservationRows, venues } from "../db/schema/index";
import { importVenue } from "../seed/import-venue";
import { readDemoVenueFiles } from "../seed/load-demo-venues";
import { eatIn, errorOf, payBody } from "../test/eat-in";
import { reservations, walkInVenueFile } from "../test/reserve";
import { startLiqpayStandIn, type LiqpayStandIn } from "../test/liqpay-stand-in";
import { staffConsole, testStaffAuthenticator } from "../test/staff-console";
import { standInSecretKey, startStripeStandIn, type StripeStandIn } from "../test/stripe-stand-in";
import { createTestApp } from "../test/test-app";
import { formBody, signMessage } from "./liqpay/liqpay-protocol";

// Threat model, "Payments: whose notification": two venues on one server in production mode, each on
// credentials of its own. One venue's owner knows their own webhook secret (or LiqPay private key) and
// can sign anything with it; a guest of the other venue shows them that venue's checkout reference. A
// notification verified with one venue's credentials must change nothing of the other's: its payment,
// its bill's payment_sums, its refund attempts. Real notifications keep working.
const now = new Date("2026-11-24T10:00:00Z");
const manager = (venueId: string) => ({ role: "manager" as const, venueId });

type Venue = { id: string; menu: string; tables: string[] };
const venueA: Venue = { id: "demo", menu: "demo-kitchen", tables: ["111111", "111112", "111113", "111114"] };
const venueB: Venue = {
  id: "demo-b",
  menu: "demob-kitchen",
  tables: ["711111", "711112", "711113", "711114"],
};
const directions = [
  { attacker: "A", victim: venueB, victimKey: "B" },
  { attacker: "B", victim: venueA, victimKey: "A" },
] as const;

// The second venue: the demo venue's file under other ids (venue, menus, pay receivers) and table codes.
async function importSecondVenue(db: Parameters<typeof importVenue>[0]) {
  const demo = readDemoVenueFiles().find((f) => f.venue._id === "demo")!;
  const copy = JSON.parse(JSON.stringify(demo).replaceAll('"demo-', '"demob-')) as typeof demo;
  copy.venue._id = venueB.id;
  copy.venue.link = venueB.id;
  copy.tables = copy.tables.map((table) => ({ ...table, code: `7${table.code.slice(1)}` }));
  await importVenue(db, copy);
}

async function productionApp(secrets: Record<string, string>) {
  const t = await createTestApp({
    seed: "demo",
    demo: false,
    clock: () => now,
    sweepIntervalMs: 3_600_000,
    app: {
      staffAuthenticator: testStaffAuthenticator,
      reconcileIntervalMs: 3_600_000,
      paymentSecrets: secrets,
    },
  });
  await importSecondVenue(t.db.db);
  return t;
}

describe("Stripe notifications reach only the payments of the credentials that signed them", () => {
  const webhookSecrets = { A: "whsec_venue_a_000000000000", B: "whsec_venue_b_000000000000" };
  let stand: StripeStandIn;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let s: ReturnType<typeof staffConsole>;
  let e: ReturnType<typeof eatIn>;
  let r: ReturnType<typeof reservations>;
  const depositVenues = { A: "walk-in", B: "walk-in-b" } as const;

  beforeAll(async () => {
    stand = await startStripeStandIn();
    t = await productionApp({
      STRIPE_A_SECRET_KEY: standInSecretKey,
      STRIPE_A_WEBHOOK_SECRET: webhookSecrets.A,
      STRIPE_B_SECRET_KEY: standInSecretKey,
      STRIPE_B_WEBHOOK_SECRET: webhookSecrets.B,
      STRIPE_API_URL: stand.url,
    });
    await t.db.db
      .update(venues)
      .set({ paymentGateway: "stripe", paymentCredentialsRef: "STRIPE_A" })
      .where(eq(venues.id, venueA.id));
    await t.db.db
      .update(venues)
      .set({ paymentGateway: "stripe", paymentCredentialsRef: "STRIPE_B" })
      .where(eq(venues.id, venueB.id));
    // Two venues taking reservation deposits, one on each account.
    const walkIn = walkInVenueFile();
    await importVenue(t.db.db, walkIn);
    await importVenue(t.db.db, {
      ...walkIn,
      venue: { ...walkIn.venue, _id: depositVenues.B, link: depositVenues.B },
      menus: walkIn.menus.map((m) => ({ ...m, _id: "walk-in-b-services", pay_receiver_id: "walk-in-b-pr" })),
      pay_receivers: walkIn.pay_receivers.map((p) => ({ ...p, _id: "walk-in-b-pr" })),
    });
    for (const [account, id] of Object.entries(depositVenues))
      await t.db.db
        .update(venues)
        .set({ paymentGateway: "stripe", paymentCredentialsRef: `STRIPE_${account}` })
        .where(eq(venues.id, id));
    s = staffConsole(t.app);
    e = eatIn(t.app);
    r = reservations(t.app);
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
    await stand.close();
  });

  const webhook = (d: { payload: string; signature: string }) =>
    t.app.inject({
      method: "POST",
      url: "/api/payments/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": d.signature },
      payload: d.payload,
    });

  async function startOnline(venue: Venue, table: number) {
    const napoleon = { menu_id: venue.menu, product_id: "p-napoleon", quantity: 1 };
    const { order, accessCode } = await e.servingOrder(venue.tables[table]!, [napoleon]);
    const res = await e.pay(order._id, accessCode, payBody(order.list[0]!._id, 1, { pay_method: "online" }));
    expect(res.statusCode, res.body).toBe(200);
    const data = orderPayResponseSchema.parse(res.json()).data;
    if (!data.require_online_payment) throw new Error("expected an online payment");
    const payment = (await s.detail(order._id)).payments.at(-1)!;
    const session = stand.sessions.get(data.data.pay_url.split("/").at(-1)!)!;
    return { orderId: order._id, payment, session };
  }

  // Everything of the victim's a notification could change: the bill (payment_sums, status), its
  // payments, the console's audit, the refund attempts, and the refunds made at the gateway.
  const stateOf = async (orderId: string, paymentId: string) => ({
    detail: await s.detail(orderId),
    attempts: await t.db.db.select().from(refundAttempts).where(eq(refundAttempts.paymentId, paymentId)),
    refundsAtGateway: stand.refunds.length,
  });

  const paidSession = (session: object & { id: string }) => ({
    ...session,
    status: "complete",
    payment_status: "paid",
    payment_intent: `pi_for_${session.id}`,
  });

  for (const { attacker, victim, victimKey } of directions) {
    const forge = (type: string, object: object) => stand.event(type, object, webhookSecrets[attacker]);

    it(`refuses pay success, failure and expiry signed by ${attacker} for the other venue's payment (400, nothing changed)`, async () => {
      const { orderId, payment, session } = await startOnline(victim, attacker === "A" ? 0 : 1);
      const before = await stateOf(orderId, payment.id);
      expect(before.detail.payments[0]).toMatchObject({ status: "pending" });
      const forged = {
        success: forge("checkout.session.completed", paidSession(session)),
        asyncSuccess: forge("checkout.session.async_payment_succeeded", paidSession(session)),
        failure: forge("checkout.session.async_payment_failed", session),
        expiry: forge("checkout.session.expired", { ...session, status: "expired" }),
      };
      for (const [kind, delivery] of Object.entries(forged)) {
        const res = await webhook(delivery);
        expect(res.statusCode, `${kind}: ${res.body}`).toBe(400);
        expect(errorOf(res).code).toBe("bad_request");
        expect(await stateOf(orderId, payment.id), kind).toEqual(before);
      }
      // The victim's own credentials still settle it.
      stand.markPaid(session.id);
      const genuine = stand.event("checkout.session.completed", session, webhookSecrets[victimKey]);
      expect((await webhook(genuine)).statusCode).toBe(200);
      const after = await s.detail(orderId);
      expect(after.payments[0]).toMatchObject({ status: "paid" });
      expect(after.order.payment_sums.online).toBe(payment.total);
    });

    it(`refuses refund events signed by ${attacker} for the other venue's refund (400, nothing changed)`, async () => {
      const { orderId, payment, session } = await startOnline(victim, attacker === "A" ? 2 : 3);
      stand.markPaid(session.id);
      const paid = stand.event("checkout.session.completed", session, webhookSecrets[victimKey]);
      expect((await webhook(paid)).statusCode).toBe(200);
      // A console refund whose answer is lost: its attempt stays open, waiting for Stripe's event.
      stand.dropRefundAnswers(3);
      const lost = await s.paymentAction(payment.id, "refund", {
        who: manager(victim.id),
        body: { amount: 10 },
        key: `lost-refund-${attacker}`,
      });
      expect(errorOf(lost).details).toMatchObject({ reason: "refund_pending" });
      const [attempt] = await t.db.db
        .select()
        .from(refundAttempts)
        .where(eq(refundAttempts.paymentId, payment.id));
      expect(attempt).toMatchObject({ status: "requested" });
      const before = await stateOf(orderId, payment.id);
      const refund = {
        object: "refund",
        id: "re_forged",
        amount: 1000,
        currency: "uah",
        status: "succeeded",
        payment_intent: `pi_for_${session.id}`,
        metadata: { refund_key: attempt!.idempotencyKey },
      };
      const forged = {
        refundUpdated: forge("refund.updated", refund),
        refundCreated: forge("refund.created", refund),
        refundFailed: forge("refund.failed", { ...refund, status: "failed" }),
        chargeRefunded: forge("charge.refunded", {
          object: "charge",
          id: "ch_forged",
          amount_refunded: 1000,
          currency: "uah",
          payment_intent: `pi_for_${session.id}`,
        }),
      };
      for (const [kind, delivery] of Object.entries(forged)) {
        const res = await webhook(delivery);
        expect(res.statusCode, `${kind}: ${res.body}`).toBe(400);
        expect(await stateOf(orderId, payment.id), kind).toEqual(before);
      }
      // The victim's own credentials still settle the refund.
      const genuine = stand.event("refund.updated", refund, webhookSecrets[victimKey]);
      expect((await webhook(genuine)).statusCode).toBe(200);
      expect((await s.detail(orderId)).payments[0]).toMatchObject({ status: "paid", refunded_amount: 10 });
    });

    it(`refuses deposit events signed by ${attacker} for the other venue's reservation (400, nothing changed)`, async () => {
      const venue = depositVenues[victimKey];
      const phone = `+38067120${attacker === "A" ? "1" : "2"}001`;
      const booked = await r.created(venue, { client_phone: phone });
      const form = await r.get(`/api/superapp/reservations/${booked._id}/payment-form`);
      expect(form.statusCode, form.body).toBe(200);
      const sessionId = paymentFormResponseSchema.parse(form.json()).data.form.url.split("/").at(-1)!;
      const session = stand.sessions.get(sessionId)!;
      const stored = async () => ({
        reservation: (
          await t.db.db.select().from(reservationRows).where(eq(reservationRows.id, booked._id))
        )[0],
        attempts: await t.db.db.select().from(refundAttempts).where(eq(refundAttempts.subject, "deposit")),
        refundsAtGateway: stand.refunds.length,
      });
      const pending = await stored();
      expect(pending.reservation).toMatchObject({ paid: false, status: "pending" });
      const forged = {
        success: forge("checkout.session.completed", paidSession(session)),
        failure: forge("checkout.session.async_payment_failed", session),
        expiry: forge("checkout.session.expired", { ...session, status: "expired" }),
      };
      for (const [kind, delivery] of Object.entries(forged)) {
        const res = await webhook(delivery);
        expect(res.statusCode, `${kind}: ${res.body}`).toBe(400);
        expect(await stored(), kind).toEqual(pending);
      }
      stand.markPaid(session.id);
      const paid = stand.event("checkout.session.completed", session, webhookSecrets[victimKey]);
      expect((await webhook(paid)).statusCode).toBe(200);
      // Declined by the venue: the deposit's refund is sent, its answer lost, its attempt left open.
      stand.dropRefundAnswers(3);
      const declined = await r.post(
        `/api/staff/reservations/${booked._id}/decline`,
        { reason: "Closed" },
        { "x-test-staff": `manager:${venue}`, "x-tablewise-console": "1" },
      );
      expect(declined.statusCode, declined.body).toBe(200);
      const open = await stored();
      const attempt = open.attempts.find((a) => a.paymentId === open.reservation!.paymentId);
      expect(attempt).toMatchObject({ status: "requested" });
      expect(open.reservation).toMatchObject({ refundedAt: null });
      const refund = {
        object: "refund",
        id: "re_forged_deposit",
        amount: 13000,
        currency: "uah",
        status: "succeeded",
        payment_intent: `pi_for_${session.id}`,
        metadata: { refund_key: attempt!.idempotencyKey },
      };
      const res = await webhook(forge("refund.updated", refund));
      expect(res.statusCode, res.body).toBe(400);
      expect(await stored()).toEqual(open);
      // The victim's own credentials settle it.
      expect(
        (await webhook(stand.event("refund.updated", refund, webhookSecrets[victimKey]))).statusCode,
      ).toBe(200);
      expect((await stored()).reservation!.refundedAt).not.toBeNull();
    });
  }
});

describe("LiqPay callbacks reach only the payments of the keys that signed them", () => {
  const keys = {
    A: { publicKey: "sandbox_i0000042", privateKey: "sandbox_the-test-shop-private-key" },
    B: { publicKey: "sandbox_i0000077", privateKey: "sandbox_another-shop-private-key" },
  };
  let standIn: LiqpayStandIn;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let s: ReturnType<typeof staffConsole>;
  let e: ReturnType<typeof eatIn>;

  beforeAll(async () => {
    standIn = await startLiqpayStandIn(keys.A);
    t = await productionApp({
      LIQPAY_A_PUBLIC_KEY: keys.A.publicKey,
      LIQPAY_A_PRIVATE_KEY: keys.A.privateKey,
      LIQPAY_B_PUBLIC_KEY: keys.B.publicKey,
      LIQPAY_B_PRIVATE_KEY: keys.B.privateKey,
      LIQPAY_API_URL: standIn.url,
      PUBLIC_URL: "https://tablewise.example",
    });
    await t.db.db
      .update(venues)
      .set({ paymentGateway: "liqpay", paymentCredentialsRef: "LIQPAY_A" })
      .where(eq(venues.id, venueA.id));
    await t.db.db
      .update(venues)
      .set({ paymentGateway: "liqpay", paymentCredentialsRef: "LIQPAY_B" })
      .where(eq(venues.id, venueB.id));
    s = staffConsole(t.app);
    e = eatIn(t.app);
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  // A callback as LiqPay signs it (liqpay-protocol.ts), made with whichever shop's keys.
  const callback = (who: keyof typeof keys, orderId: string, status: string, amount: number) =>
    t.app.inject({
      method: "POST",
      url: "/api/payments/liqpay/webhook",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: formBody(
        signMessage(keys[who].privateKey, {
          version: 3,
          public_key: keys[who].publicKey,
          action: "pay",
          payment_id: 4242,
          status,
          order_id: orderId,
          amount,
          currency: "UAH",
          type: "buy",
        }),
      ),
    });

  async function startOnline(venue: Venue, table: number) {
    const napoleon = { menu_id: venue.menu, product_id: "p-napoleon", quantity: 1 };
    const { order, accessCode } = await e.servingOrder(venue.tables[table]!, [napoleon]);
    const res = await e.pay(order._id, accessCode, payBody(order.list[0]!._id, 1, { pay_method: "online" }));
    expect(res.statusCode, res.body).toBe(200);
    const data = orderPayResponseSchema.parse(res.json()).data;
    if (!data.require_online_payment) throw new Error("expected an online payment");
    const payment = (await s.detail(order._id)).payments.at(-1)!;
    // LiqPay's order_id is in the checkout's data: the guest (and whoever they show it to) reads it.
    const query = new URL(data.data.pay_url).searchParams.get("data")!;
    const orderRef = (JSON.parse(Buffer.from(query, "base64").toString("utf8")) as { order_id: string })
      .order_id;
    return { orderId: order._id, payment, orderRef };
  }

  const stateOf = async (orderId: string, paymentId: string) => ({
    detail: await s.detail(orderId),
    attempts: await t.db.db.select().from(refundAttempts).where(eq(refundAttempts.paymentId, paymentId)),
    refundsAtGateway: standIn.refundCalls.length,
  });

  for (const { attacker, victim, victimKey } of directions) {
    it(`refuses success, failure, error and reversal signed by ${attacker} for the other shop's payment (400, nothing changed)`, async () => {
      const { orderId, payment, orderRef } = await startOnline(victim, attacker === "A" ? 0 : 1);
      const before = await stateOf(orderId, payment.id);
      for (const status of ["success", "failure", "error", "reversed"]) {
        const res = await callback(attacker, orderRef, status, payment.total);
        expect(res.statusCode, `${status}: ${res.body}`).toBe(400);
        expect(await stateOf(orderId, payment.id), status).toEqual(before);
      }
      // The victim's own keys settle it; then a forged reversal of the paid payment changes nothing.
      expect((await callback(victimKey, orderRef, "success", payment.total)).statusCode).toBe(200);
      const paid = await stateOf(orderId, payment.id);
      expect(paid.detail.payments[0]).toMatchObject({ status: "paid" });
      expect(paid.detail.order.payment_sums.online).toBe(payment.total);
      for (const status of ["reversed", "failure"]) {
        const res = await callback(attacker, orderRef, status, payment.total);
        expect(res.statusCode, `${status}: ${res.body}`).toBe(400);
        expect(await stateOf(orderId, payment.id), status).toEqual(paid);
      }
    });
  }
});
