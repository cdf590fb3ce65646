import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentFormResponseSchema } from "@tablewise/domain/contract/reserve";
import type { BoardHint } from "@tablewise/domain/contract/staff";
import {
  reservationChangeResponseSchema,
  reservationDayCall,
} from "@tablewise/domain/contract/staff-reservations";
import {
  refundAttempts,
  reservations as reservationsTable,
  setupChanges,
  staffActions,
  venues,
} from "../../db/schema/index";
import { importVenue } from "../../seed/import-venue";
import { reservations, walkInVenueFile } from "../../test/reserve";
import { asStaff, testStaffAuthenticator } from "../../test/staff-console";
import {
  standInSecretKey,
  standInWebhookSecret,
  startStripeStandIn,
  type StripeStandIn,
} from "../../test/stripe-stand-in";
import { createTestApp } from "../../test/test-app";

// The console's Reservations screen: a day's reservations (list and timeline), the venue's cancel (a
// paid deposit refunded once through its gateway) and move (only to a bookable slot with room).
// "walk-in": open around the clock in Kyiv (UTC+2 in November), 4 places per slot, a 20 % deposit
// through Stripe (a stand-in); "demo" is another venue.
const now = new Date("2026-11-23T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let r: ReturnType<typeof reservations>;
let stripe: StripeStandIn;
const hints: { venueId: string; hint: BoardHint }[] = [];
const waiter = asStaff("walk-in", "waiter");
const manager = asStaff("walk-in", "manager");
const kitchen = asStaff("walk-in", "kitchen");
const otherVenue = asStaff("demo", "manager");

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({
    seed: "demo",
    clock: () => now,
    sweepIntervalMs: 3_600_000,
    app: {
      staffAuthenticator: testStaffAuthenticator,
      notifyStaff: (venueId, hint) => hints.push({ venueId, hint }),
      paymentSecrets: {
        STRIPE_D_SECRET_KEY: standInSecretKey,
        STRIPE_D_WEBHOOK_SECRET: standInWebhookSecret,
        STRIPE_API_URL: stripe.url,
        PUBLIC_URL: "https://tablewise.example",
      },
    },
  });
  await importVenue(t.db.db, walkInVenueFile());
  await t.db.db
    .update(venues)
    .set({ paymentGateway: "stripe", paymentCredentialsRef: "STRIPE_D" })
    .where(eq(venues.id, "walk-in"));
  r = reservations(t.app);
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

let phone = 100;
const nextPhone = () => `+3806722${String(++phone).padStart(5, "0")}`;
const book = (o: object = {}) => r.created("walk-in", { client_phone: nextPhone(), ...o });
const dayOf = (date: string, headers: Record<string, string> = waiter, venue = "walk-in") =>
  r.get(`/api/staff/venues/${venue}/reservations/day?date=${date}`, headers);
const move = (id: string, body: unknown, headers: Record<string, string> = waiter) =>
  r.post(`/api/staff/reservations/${id}/move`, body, headers);
const cancel = (id: string, body: unknown, headers: Record<string, string> = waiter) =>
  r.post(`/api/staff/reservations/${id}/cancel`, body, headers);
async function confirmed(o: object = {}) {
  const held = await book(o);
  const res = await r.post(`/api/staff/reservations/${held._id}/confirm`, undefined, waiter);
  expect(res.statusCode, res.body).toBe(200);
  return held._id;
}
const reasonOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { details?: { reason?: string } } }).error.details?.reason;
const stripeWebhook = (d: { payload: string; signature: string }) =>
  t.app.inject({
    method: "POST",
    url: "/api/payments/stripe/webhook",
    headers: { "content-type": "application/json", "stripe-signature": d.signature },
    payload: d.payload,
  });

describe("the day", () => {
  it("lists one venue-local day's reservations with persons, start and end, guest and deposit, and the day's hours", async () => {
    const id = await confirmed({ persons_count: 3, reservation_date: "2026-11-26T08:00:00.000Z" });
    await book({ reservation_date: "2026-11-27T08:00:00.000Z" });
    const res = await dayOf("2026-11-26");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const day = reservationDayCall.response.parse(res.json()).data;
    // Open around the clock: the day's hours run from its midnight to the next, in Kyiv.
    expect(day).toMatchObject({
      date: "2026-11-26",
      time_zone: "Europe/Kyiv",
      opens_at: "2026-11-25T22:00:00.000Z",
    });
    expect(day.reservations).toEqual([
      expect.objectContaining({
        _id: id,
        status: "confirmed",
        persons_count: 3,
        reservation_date: "2026-11-26T08:00:00.000Z",
        // "Table for dinner, 120 minutes".
        ends_at: "2026-11-26T10:00:00.000Z",
        client_first_name: "Olena",
        client_phone: expect.stringMatching(/^\+3806722/),
        deposit: 130,
        paid: false,
      }),
    ]);
  });

  it("is a manager's and a waiter's: the kitchen and another venue are refused, a bad date is a 400", async () => {
    expect((await dayOf("2026-11-26", manager)).statusCode).toBe(200);
    expect((await dayOf("2026-11-26", kitchen)).statusCode).toBe(403);
    expect((await dayOf("2026-11-26", otherVenue)).statusCode).toBe(403);
    for (const bad of ["2026-13-01", "tomorrow", "", "2026-11-26T00:00:00Z"]) {
      const res = await dayOf(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
  });
});

describe("move", () => {
  it("moves a confirmed reservation to a free slot: its places follow it, the receipt and invite show the new time, audited and pushed", async () => {
    const id = await confirmed({ reservation_date: "2026-11-28T08:00:00.000Z" });
    hints.length = 0;
    const res = await move(id, { starts_at: "2026-11-29T15:30:00.000Z" });
    expect(res.statusCode, res.body).toBe(200);
    expect(reservationChangeResponseSchema.parse(res.json()).data.reservation).toMatchObject({
      reservation_date: "2026-11-29T15:30:00.000Z",
      status: "confirmed",
    });
    expect(await r.fetchReservation(id)).toMatchObject({ reservation_date: "2026-11-29T15:30:00.000Z" });
    const invite = await r.get(`/api/superapp/reservations/${id}/calendar-invite`);
    expect(invite.body).toContain("DTSTART:20261129T153000Z");
    expect(hints).toEqual([
      { venueId: "walk-in", hint: expect.objectContaining({ kind: "reservation", id, change: "updated" }) },
    ]);
    const audit = await t.db.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.subjectId, id))
      .orderBy(asc(staffActions.createdAt), asc(staffActions.seq));
    expect(audit.map((a) => a.action)).toEqual(["confirm", "move"]);
    const log = await t.db.db
      .select()
      .from(setupChanges)
      .where(and(eq(setupChanges.venueId, "walk-in"), eq(setupChanges.targetId, id)));
    expect(log).toEqual([expect.objectContaining({ kind: "reservation", staffName: expect.any(String) })]);
    expect(log[0]!.summary).toContain("2026-11-29T15:30:00.000Z");
    // The change log outlives the guests' data (retention): it names no guest.
    expect(log[0]!.summary).not.toContain("Olena");
    // The old slot has its place back: four guests fit there again.
    await book({ persons_count: 4, reservation_date: "2026-11-28T08:00:00.000Z" });
  });

  it("refuses a slot with too few free places, a time that is not a slot, a date beyond booking, and an unconfirmed reservation (409)", async () => {
    await book({ persons_count: 3, reservation_date: "2026-11-30T12:00:00.000Z" });
    const id = await confirmed({ persons_count: 2, reservation_date: "2026-11-30T13:00:00.000Z" });
    const full = await move(id, { starts_at: "2026-11-30T12:00:00.000Z" });
    expect(full.statusCode, full.body).toBe(409);
    expect(reasonOf(full)).toBe("full");
    const offSlot = await move(id, { starts_at: "2026-11-30T12:10:00.000Z" });
    expect([offSlot.statusCode, reasonOf(offSlot)]).toEqual([409, "not_a_slot"]);
    const farAway = await move(id, { starts_at: "2027-03-01T12:00:00.000Z" });
    expect([farAway.statusCode, reasonOf(farAway)]).toEqual([409, "date_not_bookable"]);
    const past = await move(id, { starts_at: "2026-11-20T12:00:00.000Z" });
    expect(past.statusCode).toBe(409);
    const pending = await book({ reservation_date: "2026-11-30T14:00:00.000Z" });
    const notConfirmed = await move(pending._id, { starts_at: "2026-11-30T15:00:00.000Z" });
    expect([notConfirmed.statusCode, reasonOf(notConfirmed)]).toEqual([409, "not_confirmed"]);
    // Nothing moved, and the refused slot still holds its three.
    expect(await r.fetchReservation(id)).toMatchObject({ reservation_date: "2026-11-30T13:00:00.000Z" });
    expect((await move(id, { starts_at: "2026-11-30T12:30:00.000Z" })).statusCode).toBe(200);
  });

  it("answers another venue's reservation 404, refuses the kitchen, and bad input is a 400, never a 500", async () => {
    const id = await confirmed({ reservation_date: "2026-12-01T09:00:00.000Z" });
    const to = { starts_at: "2026-12-01T10:00:00.000Z" };
    expect((await move(id, to, otherVenue)).statusCode).toBe(404);
    expect((await move(id, to, kitchen)).statusCode).toBe(403);
    expect((await move("nope", to)).statusCode).toBe(400);
    expect((await move("A".repeat(24), to)).statusCode).toBe(404);
    for (const body of [
      {},
      { starts_at: "soon" },
      { starts_at: 1764583200000 },
      { starts_at: "2026-12-01T10:00:00.000Z", persons: 9 },
      [],
      null,
    ]) {
      const res = await move(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await r.fetchReservation(id)).toMatchObject({ reservation_date: "2026-12-01T09:00:00.000Z" });
  });
});

describe("cancel", () => {
  it("cancels a confirmed reservation with a paid deposit: refunded through the gateway once under concurrent taps; the receipt says why", async () => {
    const booked = await book({ reservation_date: "2026-12-02T09:00:00.000Z" });
    const form = paymentFormResponseSchema.parse(
      (await r.get(`/api/superapp/reservations/${booked._id}/payment-form`)).json(),
    ).data.form;
    const sessionId = form.url.split("/").at(-1)!;
    const paid = stripe.event("checkout.session.completed", stripe.markPaid(sessionId));
    expect((await stripeWebhook(paid)).statusCode).toBe(200);
    expect(await r.fetchReservation(booked._id)).toMatchObject({ status: "confirmed", paid: true });

    const taps = await Promise.all(
      [1, 2, 3].map(() => cancel(booked._id, { reason: "Kitchen closed for a private event" })),
    );
    expect(taps.map((x) => x.statusCode)).toEqual([200, 200, 200]);
    expect(stripe.refunds.filter((x) => x.payment_intent === `pi_for_${sessionId}`)).toEqual([
      expect.objectContaining({ amount: 13000 }),
    ]);
    expect(await r.fetchReservation(booked._id)).toMatchObject({
      status: "cancelled",
      reason: "Kitchen closed for a private event",
      refunded_at: now.toISOString(),
    });
    const row = (
      await t.db.db.select().from(reservationsTable).where(eq(reservationsTable.id, booked._id))
    )[0]!;
    expect(
      await t.db.db.select().from(refundAttempts).where(eq(refundAttempts.paymentId, row.paymentId!)),
    ).toEqual([expect.objectContaining({ status: "succeeded", amount: 13000 })]);
    const audit = await t.db.db.select().from(staffActions).where(eq(staffActions.subjectId, booked._id));
    expect(audit.map((a) => a.action)).toEqual(["cancel"]);
    const log = await t.db.db.select().from(setupChanges).where(eq(setupChanges.targetId, booked._id));
    expect(log).toEqual([expect.objectContaining({ kind: "reservation" })]);
    // A cancelled reservation moves no more.
    const moved = await move(booked._id, { starts_at: "2026-12-02T10:00:00.000Z" });
    expect([moved.statusCode, reasonOf(moved)]).toEqual([409, "not_confirmed"]);
  });

  it("cancels a pending one; roles, another venue's 404 and bad input 400", async () => {
    const held = await book({ reservation_date: "2026-12-03T09:00:00.000Z" });
    expect((await cancel(held._id, { reason: "x" }, kitchen)).statusCode).toBe(403);
    expect((await cancel(held._id, { reason: "x" }, otherVenue)).statusCode).toBe(404);
    for (const body of [
      {},
      { reason: "   " },
      { reason: "x".repeat(501) },
      { reason: 5 },
      { reason: "x", y: 1 },
    ])
      expect((await cancel(held._id, body)).statusCode, JSON.stringify(body)).toBe(400);
    const res = await cancel(held._id, { reason: "Fully booked by a group" }, manager);
    expect(res.statusCode, res.body).toBe(200);
    expect(await r.fetchReservation(held._id)).toMatchObject({ status: "cancelled", refunded_at: null });
  });
});
