import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  computeTimeslotsResponseSchema,
  paymentFormResponseSchema,
} from "@tablewise/domain/contract/reserve";
import type { BoardHint, StaffReservation } from "@tablewise/domain/contract/staff";
import { reservations as reservationsTable, staffActions } from "../../db/schema/index";
import { importVenue } from "../../seed/import-venue";
import { errorOf } from "../../test/eat-in";
import { reservations, walkInVenueFile } from "../../test/reserve";
import { createTestApp } from "../../test/test-app";
import { demoStaffToken } from "../staff/staff-auth";
import { testStaffAuthenticator } from "../../test/staff-console";
import { extractPdfText } from "./extract-pdf-text";
import { newSecretId } from "./reserve.repository";

// The venue confirms or declines a reservation (idempotently, a paid deposit refunded
// on decline), hears of new, paid, expired and decided ones, and its board lists today's onwards.
// "walk-in": Kyiv (UTC+2 in November), 4 places per slot, a 20 % deposit, no phone code.
let now = new Date("2026-11-23T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let r: ReturnType<typeof reservations>;
const hints: { venueId: string; hint: BoardHint }[] = [];
const at = "2026-11-25T17:00:00.000Z";

beforeAll(async () => {
  t = await createTestApp({
    seed: "demo",
    clock: () => now,
    app: {
      notifyStaff: (venueId, hint) => hints.push({ venueId, hint }),
      staffAuthenticator: testStaffAuthenticator,
    },
    sweepIntervalMs: 60_000,
  });
  await importVenue(t.db.db, walkInVenueFile());
  r = reservations(t.app);
});
afterAll(() => t.close());

const service = { authorization: `Bearer ${demoStaffToken}` };
const waiter = { "x-test-staff": "waiter:walk-in", "x-tablewise-console": "1" };
const act = (
  id: string,
  action: "confirm" | "decline",
  body?: object,
  headers: Record<string, string> = waiter,
) => r.post(`/api/staff/reservations/${id}/${action}`, body, headers);
const decided = async (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { reservation: StaffReservation } }).data.reservation;
};
async function freeAt(date = at) {
  const res = await r.post("/api/superapp/reserve/compute-timeslots", {
    cafe_id: "walk-in",
    date: date.slice(0, 10),
    variants: ["i-table-dinner-120"],
    service_id: "p-table-dinner",
  });
  return computeTimeslotsResponseSchema.parse(res.json()).data.time_slots.find((s) => s.start === date)?.free;
}
async function payDeposit(id: string) {
  const form = paymentFormResponseSchema.parse(
    (await r.get(`/api/superapp/reservations/${id}/payment-form`)).json(),
  ).data.form;
  expect((await r.post(`${form.url}/approve`, {})).statusCode).toBe(303);
}
const stored = async (id: string) =>
  (await t.db.db.select().from(reservationsTable).where(eq(reservationsTable.id, id)))[0]!;

describe("confirm", () => {
  it("confirms a pending reservation once: again answers it unchanged; the console hears new and decided", async () => {
    hints.length = 0;
    const held = await r.created("walk-in", { persons_count: 1, client_phone: "+380671110001" });
    expect(held.status).toBe("pending");
    // Awaiting its deposit, the invite is tentative, not confirmed.
    const tentative = await r.get(`/api/superapp/reservations/${held._id}/calendar-invite`);
    expect(tentative.body).toContain("STATUS:TENTATIVE");
    expect(hints).toEqual([
      {
        venueId: "walk-in",
        hint: { kind: "reservation", id: held._id, change: "created", at: now.toISOString() },
      },
    ]);
    const confirmed = await decided(await act(held._id, "confirm"));
    expect(confirmed).toMatchObject({ _id: held._id, status: "confirmed", expires_at: null, paid: false });
    expect(await stored(held._id)).toMatchObject({ decidedBy: "Test waiter", decidedAt: now });
    expect(hints.at(-1)?.hint).toMatchObject({ kind: "reservation", id: held._id, change: "updated" });
    now = new Date(now.getTime() + 60_000);
    expect(await decided(await act(held._id, "confirm", {}, service))).toEqual(confirmed);
    expect(hints).toHaveLength(2);
    expect((await r.fetchReservation(held._id)).status).toBe("confirmed");
    const audit = await t.db.db.select().from(staffActions).where(eq(staffActions.subjectId, held._id));
    expect(audit).toMatchObject([{ subjectType: "reservation", action: "confirm", actorKind: "staff" }]);
    const ics = await r.get(`/api/superapp/reservations/${held._id}/calendar-invite`);
    expect(ics.body).toContain("STATUS:CONFIRMED");
  });

  it("refuses a cancelled one and a pending one whose hold ran out (409)", async () => {
    const held = await r.created("walk-in", { persons_count: 1, client_phone: "+380671110002" });
    now = new Date(now.getTime() + 16 * 60_000);
    const late = await act(held._id, "confirm");
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toMatchObject({ code: "conflict", details: { reason: "expired" } });
    expect((await stored(held._id)).status).toBe("pending");
  });
});

describe("decline", () => {
  it("a guest approving the deposit after the venue declined lands on the receipt, charged nothing", async () => {
    const held = await r.created("walk-in", { persons_count: 1, client_phone: "+380671110009" });
    const form = paymentFormResponseSchema.parse(
      (await r.get(`/api/superapp/reservations/${held._id}/payment-form`)).json(),
    ).data.form;
    await decided(await act(held._id, "decline", { reason: "Private event tonight" }));
    const approve = await r.post(`${form.url}/approve`, {});
    expect(approve.statusCode, approve.body).toBe(303);
    expect(approve.headers.location).toBe(`/walk-in/reserve/receipt/${held._id}`);
    expect(await stored(held._id)).toMatchObject({ status: "cancelled", paid: false, paidAt: null });
    expect(await r.fetchReservation(held._id)).toMatchObject({
      status: "cancelled",
      reason: "Private event tonight",
    });
  });

  it("cancels with the reason, refunds a paid deposit, gives the places back; again answers it unchanged", async () => {
    const before = await freeAt();
    const booked = await r.created("walk-in", { persons_count: 2, client_phone: "+380671110003" });
    hints.length = 0;
    await payDeposit(booked._id);
    expect(hints).toEqual([
      {
        venueId: "walk-in",
        hint: { kind: "reservation", id: booked._id, change: "updated", at: now.toISOString() },
      },
    ]);
    expect(await freeAt()).toBe(before! - 2);
    now = new Date(now.getTime() + 60_000);
    const declined = await decided(await act(booked._id, "decline", { reason: "Private event tonight" }));
    expect(declined).toMatchObject({
      status: "cancelled",
      paid: true,
      reason: "Private event tonight",
      refunded_at: now.toISOString(),
    });
    expect(hints.at(-1)?.hint).toMatchObject({ id: booked._id, change: "updated" });
    expect(await stored(booked._id)).toMatchObject({
      decidedBy: "Test waiter",
      decidedAt: now,
      refundedAt: now,
    });
    expect(await freeAt()).toBe(before);
    // The guest sees the decision and the refund.
    expect(await r.fetchReservation(booked._id)).toMatchObject({
      status: "cancelled",
      reason: "Private event tonight",
      refunded_at: now.toISOString(),
    });
    // Its receipt and invite no longer read as confirmed.
    const ics = await r.get(`/api/superapp/reservations/${booked._id}/calendar-invite`);
    expect(ics.body).toContain("STATUS:CANCELLED");
    expect(ics.body).not.toContain("CONFIRMED");
    const pdf = await r.get(`/api/superapp/reservations/${booked._id}/pdf-receipt`);
    const text = extractPdfText(pdf.rawPayload).join("\n");
    expect(text).toContain("declined by the venue");
    expect(text).toContain("Private event tonight");
    expect(text).toContain("Deposit payment\nrefunded");
    expect(text).not.toMatch(/confirmed/i);
    const count = hints.length;
    now = new Date(now.getTime() + 60_000);
    const again = await decided(await act(booked._id, "decline", { reason: "Another reason" }, service));
    expect(again).toEqual(declined);
    expect(hints).toHaveLength(count);
    expect(await freeAt()).toBe(before); // places not given back twice
    // One audit entry for the decline, with its reason and the deposit given back.
    const audit = await t.db.db.select().from(staffActions).where(eq(staffActions.subjectId, booked._id));
    expect(audit).toMatchObject([
      {
        subjectType: "reservation",
        action: "decline",
        actorName: "Test waiter",
        reason: "Private event tonight",
        amount: 13000, // the row keeps minor units: 130.00
      },
    ]);
    const confirm = await act(booked._id, "confirm");
    expect(confirm.statusCode).toBe(409);
    expect(errorOf(confirm).details).toMatchObject({ reason: "cancelled" });
  });

  it("declines an unpaid one with nothing refunded; refuses one whose hold expired; checks the body", async () => {
    const held = await r.created("walk-in", { persons_count: 1, client_phone: "+380671110004" });
    expect((await act(held._id, "decline", {})).statusCode).toBe(400);
    expect((await act(held._id, "decline", { reason: "   " })).statusCode).toBe(400);
    const declined = await decided(await act(held._id, "decline", { reason: "Closed for a wedding" }));
    expect(declined).toMatchObject({ status: "cancelled", paid: false, refunded_at: null });

    const expired = await r.created("walk-in", { persons_count: 1, client_phone: "+380671110005" });
    now = new Date(now.getTime() + 16 * 60_000);
    hints.length = 0;
    // The one left pending in "refuses ... whose hold ran out" expires in this sweep too.
    expect(await t.app.sweepReservations()).toBe(2);
    expect(hints.filter((h) => h.hint.id === expired._id)).toEqual([
      {
        venueId: "walk-in",
        hint: { kind: "reservation", id: expired._id, change: "updated", at: now.toISOString() },
      },
    ]);
    const refused = await act(expired._id, "decline", { reason: "Too late" });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).details).toMatchObject({ reason: "expired" });
  });

  it("is a waiter's or a manager's: another venue's is not found, the kitchen is refused, no caller is 401", async () => {
    const booked = await r.created("walk-in", { persons_count: 1, client_phone: "+380671110006" });
    const foreign = await act(booked._id, "confirm", undefined, {
      "x-test-staff": "manager:demo",
      "x-tablewise-console": "1",
    });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).code).toBe("not_found");
    expect(
      (
        await act(
          booked._id,
          "decline",
          { reason: "x" },
          { "x-test-staff": "waiter:demo", "x-tablewise-console": "1" },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await act(booked._id, "confirm", undefined, {
          "x-test-staff": "kitchen:walk-in",
          "x-tablewise-console": "1",
        })
      ).statusCode,
    ).toBe(403);
    expect((await act(booked._id, "confirm", undefined, {})).statusCode).toBe(401);
    expect((await act(newSecretId(), "confirm")).statusCode).toBe(404);
    expect(
      await decided(
        await act(booked._id, "confirm", undefined, {
          "x-test-staff": "manager:walk-in",
          "x-tablewise-console": "1",
        }),
      ),
    ).toMatchObject({ status: "confirmed" });
  });
});

describe("the board's reservations", () => {
  it("lists from the start of today in the venue's zone, not those cancelled over 2 hours ago, by time", async () => {
    // Kyiv's day starts at 22:00 UTC the evening before.
    now = new Date("2026-11-24T10:00:00Z");
    const row = (
      id: string,
      startsAt: string,
      status: "pending" | "confirmed" | "cancelled",
      updatedAt: Date,
    ) => ({
      id,
      venueId: "walk-in",
      status,
      firstName: "Board",
      lastName: id,
      phone: "+380671119999",
      email: "board@example.com",
      persons: 1,
      startsAt: new Date(startsAt),
      service: { product_id: "p-table-dinner", name: "Table for dinner", price: 650, variants: [] },
      deposit: 0,
      paid: false,
      createdAt: updatedAt,
      updatedAt,
    });
    const ids = {
      yesterday: newSecretId(),
      earlyToday: newSecretId(),
      later: newSecretId(),
      cancelledLongAgo: newSecretId(),
      cancelledRecently: newSecretId(),
    };
    await t.db.db
      .insert(reservationsTable)
      .values([
        row(ids.later, "2026-11-30T18:00:00Z", "confirmed", now),
        row(ids.yesterday, "2026-11-23T21:30:00Z", "confirmed", now),
        row(ids.earlyToday, "2026-11-23T22:30:00Z", "confirmed", now),
        row(
          ids.cancelledLongAgo,
          "2026-11-26T18:00:00Z",
          "cancelled",
          new Date(now.getTime() - 2 * 60 * 60_000 - 1000),
        ),
        row(
          ids.cancelledRecently,
          "2026-11-26T19:00:00Z",
          "cancelled",
          new Date(now.getTime() - 60 * 60_000),
        ),
      ]);
    const res = await r.get("/api/staff/venues/walk-in/reservations", service);
    expect(res.statusCode, res.body).toBe(200);
    const listed = (res.json() as { data: { reservations: StaffReservation[] } }).data.reservations;
    const mine = listed.map((x) => x._id).filter((id) => Object.values(ids).includes(id));
    expect(mine).toEqual([ids.earlyToday, ids.cancelledRecently, ids.later]);
    // The board the console reads lists the same.
    const board = await r.get("/api/staff/venues/walk-in/board", service);
    expect(board.statusCode, board.body).toBe(200);
    expect((board.json() as { data: { reservations: StaffReservation[] } }).data.reservations).toEqual(
      listed,
    );
    const times = listed.map((x) => x.reservation_date);
    expect(times).toEqual([...times].sort());
    expect(listed.every((x) => x.cafe_id === "walk-in")).toBe(true);
    // Another venue's staff may not read it.
    expect(
      (
        await r.get("/api/staff/venues/walk-in/reservations", {
          "x-test-staff": "manager:demo",
          "x-tablewise-console": "1",
        })
      ).statusCode,
    ).toBe(403);
  });
});
