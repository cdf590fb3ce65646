import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentFormResponseSchema } from "@tablewise/domain/contract/reserve";
import { refundAttempts, reservations as reservationsTable, venues } from "../../db/schema/index";
import { importVenue } from "../../seed/import-venue";
import { startLiqpayStandIn, type LiqpayStandIn } from "../../test/liqpay-stand-in";
import { reservations, walkInVenueFile } from "../../test/reserve";
import { testStaffAuthenticator } from "../../test/staff-console";
import {
  standInSecretKey,
  standInWebhookSecret,
  startStripeStandIn,
  type StripeStandIn,
} from "../../test/stripe-stand-in";
import { createTestApp } from "../../test/test-app";

// A reservation's deposit goes through the venue's PaymentGateway as a
// bill payment does: the hosted checkout, settled only by the signed notification (or reconciliation),
// refunded through the port when the venue declines it or when it is paid after its hold ran out.
// "walk-in" takes its deposits through Stripe, "walk-in-lp" through LiqPay, both against stand-ins.
let now = new Date("2026-11-23T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let r: ReturnType<typeof reservations>;
let stripe: StripeStandIn;
let liqpay: LiqpayStandIn;
const liqpayKeys = { publicKey: "sandbox_i0000077", privateKey: "sandbox_deposit-shop-private-key" };
const waiter = (venue: string) => ({ "x-test-staff": `waiter:${venue}`, "x-tablewise-console": "1" });

beforeAll(async () => {
  stripe = await startStripeStandIn();
  liqpay = await startLiqpayStandIn(liqpayKeys);
  t = await createTestApp({
    seed: "demo",
    clock: () => now,
    sweepIntervalMs: 3_600_000,
    app: {
      staffAuthenticator: testStaffAuthenticator,
      reconcileIntervalMs: 100,
      paymentSecrets: {
        STRIPE_D_SECRET_KEY: standInSecretKey,
        STRIPE_D_WEBHOOK_SECRET: standInWebhookSecret,
        STRIPE_API_URL: stripe.url,
        LIQPAY_D_PUBLIC_KEY: liqpayKeys.publicKey,
        LIQPAY_D_PRIVATE_KEY: liqpayKeys.privateKey,
        LIQPAY_API_URL: liqpay.url,
        PUBLIC_URL: "https://tablewise.example",
      },
    },
  });
  const file = walkInVenueFile();
  await importVenue(t.db.db, file);
  await importVenue(t.db.db, {
    ...file,
    venue: { ...file.venue, _id: "walk-in-lp", link: "walk-in-lp", name: "Walk-in LiqPay" },
    menus: file.menus.map((m) => ({ ...m, _id: "walk-in-lp-services", pay_receiver_id: "walk-in-lp-pr" })),
    pay_receivers: file.pay_receivers.map((p) => ({ ...p, _id: "walk-in-lp-pr" })),
  });
  await t.db.db
    .update(venues)
    .set({ paymentGateway: "stripe", paymentCredentialsRef: "STRIPE_D" })
    .where(eq(venues.id, "walk-in"));
  await t.db.db
    .update(venues)
    .set({ paymentGateway: "liqpay", paymentCredentialsRef: "LIQPAY_D" })
    .where(eq(venues.id, "walk-in-lp"));
  r = reservations(t.app);
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
  await stripe.close();
  await liqpay.close();
});

const webhook = (gateway: "stripe" | "liqpay", payload: string, headers: Record<string, string>) =>
  t.app.inject({ method: "POST", url: `/api/payments/${gateway}/webhook`, headers, payload });
const stripeWebhook = (d: { payload: string; signature: string }) =>
  webhook("stripe", d.payload, { "content-type": "application/json", "stripe-signature": d.signature });

let phone = 100;
async function held(venue = "walk-in") {
  const booked = await r.created(venue, { client_phone: `+3806711${String(++phone).padStart(5, "0")}` });
  expect(booked).toMatchObject({ status: "pending", paid: false, deposit: 130 });
  const res = await r.get(`/api/superapp/reservations/${booked._id}/payment-form`);
  expect(res.statusCode, res.body).toBe(200);
  return { id: booked._id, form: paymentFormResponseSchema.parse(res.json()).data.form };
}
const stored = async (id: string) =>
  (await t.db.db.select().from(reservationsTable).where(eq(reservationsTable.id, id)))[0]!;
const refundsOf = (sessionId: string) =>
  stripe.refunds.filter((x) => x.payment_intent === `pi_for_${sessionId}`);

describe("deposits through Stripe", () => {
  it("opens a hosted checkout, ignores the guest's return, settles once from the signed webhook, refunds on decline once", async () => {
    const { id, form } = await held();
    expect(form.gateway).toBe("stripe");
    const sessionId = form.url.split("/").at(-1)!;
    expect(form.url).toBe(`${stripe.url}/pay/${sessionId}`);
    const session = stripe.sessions.get(sessionId)!;
    const row = await stored(id);
    expect(session).toMatchObject({
      amount_total: 13000,
      currency: "uah",
      client_reference_id: row.paymentId,
    });
    expect(stripe.requests.find((x) => x.path === "/v1/checkout/sessions")?.idempotencyKey).toBe(
      `deposit-checkout-${row.paymentId}`,
    );
    // Asked again: the same page, no second session.
    const again = paymentFormResponseSchema.parse(
      (await r.get(`/api/superapp/reservations/${id}/payment-form`)).json(),
    ).data.form;
    expect(again).toEqual(form);
    expect(stripe.sessions.size).toBe(1);
    // The demo sandbox's deposit pages know nothing of it.
    expect((await r.post(`/api/sandbox/reservation/${row.paymentId}/approve`, {})).statusCode).toBe(404);

    // The guest pays and comes back to the receipt: still pending.
    const back = await fetch(form.url, { redirect: "manual" });
    expect(back.status).toBe(303);
    expect(new URL(back.headers.get("location")!).pathname).toBe(`/walk-in/reserve/receipt/${id}`);
    expect(await r.fetchReservation(id)).toMatchObject({ status: "pending", paid: false });

    // A forged notification is refused; the genuine one three times at once settles once.
    const forged = stripe.event("checkout.session.completed", session, "whsec_someone_else");
    expect((await stripeWebhook(forged)).statusCode).toBe(400);
    expect(await r.fetchReservation(id)).toMatchObject({ paid: false });
    const paid = stripe.event("checkout.session.completed", session);
    const answers = await Promise.all([1, 2, 3].map(() => stripeWebhook(paid)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await r.fetchReservation(id)).toMatchObject({
      status: "confirmed",
      paid: true,
      refunded_at: null,
    });

    // The venue declines it: the deposit goes back through Stripe, once, with a key of its own.
    const declined = await r.post(
      `/api/staff/reservations/${id}/decline`,
      { reason: "Closed" },
      waiter("walk-in"),
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect(refundsOf(sessionId)).toEqual([expect.objectContaining({ amount: 13000 })]);
    const keys = stripe.requests.filter((x) => x.path === "/v1/refunds").map((x) => x.idempotencyKey);
    expect(keys.at(-1)).toBe(`deposit-refund-${row.paymentId}`);
    expect((await r.fetchReservation(id)).refunded_at).toBe(now.toISOString());
    const attempts = await t.db.db
      .select()
      .from(refundAttempts)
      .where(eq(refundAttempts.paymentId, row.paymentId!));
    // The row keeps minor units: 130.00 is 13000.
    expect(attempts).toMatchObject([
      { status: "succeeded", amount: 13000, subject: "deposit", gateway: "stripe" },
    ]);
    expect(
      (await r.post(`/api/staff/reservations/${id}/decline`, { reason: "Closed" }, waiter("walk-in")))
        .statusCode,
    ).toBe(200);
    expect(refundsOf(sessionId)).toHaveLength(1);
  });

  it("gives back, once, a deposit paid after its hold ran out", async () => {
    const { id, form } = await held();
    const sessionId = form.url.split("/").at(-1)!;
    now = new Date(now.getTime() + 16 * 60_000);
    await t.app.sweepReservations();
    expect(await r.fetchReservation(id)).toMatchObject({ status: "cancelled", paid: false });
    const paid = stripe.event("checkout.session.completed", stripe.markPaid(sessionId));
    for (let i = 0; i < 2; i++) expect((await stripeWebhook(paid)).statusCode).toBe(200);
    expect(refundsOf(sessionId)).toEqual([expect.objectContaining({ amount: 13000 })]);
    expect(await r.fetchReservation(id)).toMatchObject({ status: "cancelled", paid: false });
    expect((await stored(id)).refundedAt).not.toBeNull();
  });

  it("settles a deposit whose notification was lost, once a minute has passed", async () => {
    const { id, form } = await held();
    stripe.markPaid(form.url.split("/").at(-1)!);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await r.fetchReservation(id)).toMatchObject({ paid: false });
    now = new Date(now.getTime() + 61_000);
    await expect.poll(async () => (await r.fetchReservation(id)).paid, { timeout: 5000 }).toBe(true);
  });

  it("finishes a decline's refund that a crash left recorded but never sent", async () => {
    const { id, form } = await held();
    const sessionId = form.url.split("/").at(-1)!;
    expect(
      (await stripeWebhook(stripe.event("checkout.session.completed", stripe.markPaid(sessionId))))
        .statusCode,
    ).toBe(200);
    const row = await stored(id);
    // What the decline's transaction committed before the process died: the decision and the attempt.
    await t.db.db
      .update(reservationsTable)
      .set({ status: "cancelled", decidedAt: now, reason: "x" })
      .where(eq(reservationsTable.id, id));
    await t.db.db.insert(refundAttempts).values({
      idempotencyKey: `deposit-refund-${row.paymentId}`,
      subject: "deposit",
      paymentId: row.paymentId!,
      venueId: "walk-in",
      amount: 13000, // minor units
      gateway: "stripe",
      gatewayRef: sessionId,
      status: "requested",
      createdAt: now,
      updatedAt: now,
    });
    now = new Date(now.getTime() + 31_000);
    await expect.poll(async () => (await stored(id)).refundedAt, { timeout: 5000 }).not.toBeNull();
    expect(refundsOf(sessionId)).toEqual([expect.objectContaining({ amount: 13000 })]);
  });
});

describe("deposits through LiqPay", () => {
  it("opens LiqPay's checkout, settles from its signed callback only, refunds on decline", async () => {
    const { id, form } = await held("walk-in-lp");
    expect(form.gateway).toBe("liqpay");
    expect(form.url.startsWith(`${liqpay.url}/api/3/checkout?`)).toBe(true);
    expect((await fetch(form.url)).status).toBe(200);
    const orderId = (await stored(id)).gatewayRef!;
    liqpay.settle(orderId, "success");
    const form_ = { "content-type": "application/x-www-form-urlencoded" };
    const forged = liqpay.callbackBody(orderId, undefined, "someone-elses-key");
    expect((await webhook("liqpay", forged, form_)).statusCode).toBe(400);
    expect(await r.fetchReservation(id)).toMatchObject({ paid: false });
    for (let i = 0; i < 2; i++)
      expect((await webhook("liqpay", liqpay.callbackBody(orderId), form_)).statusCode).toBe(200);
    expect(await r.fetchReservation(id)).toMatchObject({ status: "confirmed", paid: true });
    const declined = await r.post(
      `/api/staff/reservations/${id}/decline`,
      { reason: "Closed" },
      waiter("walk-in-lp"),
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect(liqpay.refundCalls).toEqual([{ orderId, amount: 130 }]);
    expect((await r.fetchReservation(id)).refunded_at).not.toBeNull();
  });
});
