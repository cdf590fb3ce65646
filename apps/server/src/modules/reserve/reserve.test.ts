import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  computeTimeslotsResponseSchema,
  paymentFormResponseSchema,
  reservationResponseSchema,
  reservePrepareResponseSchema,
} from "@tablewise/domain/contract/reserve";
import { phoneVerificationRequestResponseSchema } from "@tablewise/domain/contract/phone-verification";
import { createTestApp } from "../../test/test-app";
import { errorOf } from "../../test/eat-in";

// Reservations through HTTP on a real database. Demo "Kashtan Bistro": open 24/7 in Kyiv,
// 4 places per service slot, a 20 % deposit, phone verification on.
let t: Awaited<ReturnType<typeof createTestApp>>;
const now = new Date("2026-11-23T10:00:00Z"); // Monday 12:00 in Kyiv
beforeAll(async () => {
  t = await createTestApp({ seed: "demo", clock: () => now });
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
const get = (url: string) => t.app.inject({ method: "GET", url });

async function prepare() {
  const res = await get("/api/superapp/reserve/demo/prepare");
  expect(res.statusCode, res.body).toBe(200);
  return reservePrepareResponseSchema.parse(res.json()).data;
}

// One device: a phone it proved is "already verified" for it, and each booking asks for a fresh token
// (a token is used once).
const device = "reserve-test-device";
async function verifiedToken(cafeId: string, phone: string) {
  const { token, already_verified } = phoneVerificationRequestResponseSchema.parse(
    (
      await post("/api/superapp/security/phone-number-verification/request", {
        cafe_id: cafeId,
        phone,
        visitor_id: device,
      })
    ).json(),
  ).data;
  if (already_verified) return token;
  const outbox = (await get(`/api/dev/outbox?phone=${encodeURIComponent(phone)}`)).json() as {
    data: { messages: { text: string }[] };
  };
  const code = /(\d{4})/.exec(outbox.data.messages[0]!.text)![1]!;
  await post("/api/superapp/security/phone-number-verification/confirm", { token, code });
  return token;
}

const body = (cafeId: string, token: string | null, overrides: object = {}) => ({
  cart_item: {
    product_id: "p-table-dinner",
    quantity: 1,
    variants: ["i-table-dinner-120"],
    modificators: [],
  },
  persons_count: 2,
  client_first_name: "Olena",
  client_last_name: "Шевченко",
  client_phone: "+380671234567",
  client_email: "olena@example.com",
  comment: "Window, please",
  reservation_date: "2026-11-25T17:00:00.000Z", // Wednesday 19:00 in Kyiv
  cafe_id: cafeId,
  phone_token: token,
  ...overrides,
});

describe("reservations", () => {
  it("prepares the service menu and gives 30-minute slots with free places", async () => {
    const { cafe, menu } = await prepare();
    expect(menu.kind).toBe("service");
    const res = await post("/api/superapp/reserve/compute-timeslots", {
      cafe_id: cafe._id,
      date: "2026-11-25",
      variants: ["i-table-dinner-90"],
      service_id: "p-table-dinner",
    });
    expect(res.statusCode, res.body).toBe(200);
    const slots = computeTimeslotsResponseSchema.parse(res.json()).data.time_slots;
    expect(slots).toHaveLength(48);
    expect(slots[0]).toEqual({ start: "2026-11-24T22:00:00.000Z", free: 4 });
    expect(Date.parse(slots[1]!.start) - Date.parse(slots[0]!.start)).toBe(30 * 60_000);
  });

  it("creates a pending reservation with the deposit from the menu, pays it at the sandbox, serves PDF and .ics", async () => {
    const { cafe } = await prepare();
    const token = await verifiedToken(cafe._id, "+380671234567");
    const res = await post("/api/superapp/reserve/create", body(cafe._id, token));
    expect(res.statusCode, res.body).toBe(200);
    const reservation = reservationResponseSchema.parse(res.json()).data.reservation;
    // 500 + 150 for 120 minutes; 20 % deposit.
    expect(reservation).toMatchObject({ status: "pending", deposit: 130, paid: false, persons_count: 2 });
    expect(reservation.services[0]).toMatchObject({ name: "Table for dinner", price: 650 });

    const form = paymentFormResponseSchema.parse(
      (await get(`/api/superapp/reservations/${reservation._id}/payment-form`)).json(),
    ).data.form;
    expect(form.gateway).toBe("sandbox");
    const page = await get(form.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("130.00");
    const approve = await post(`${form.url}/approve`, {});
    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toBe(`/demo/reserve/receipt/${reservation._id}`);
    expect((await post(`${form.url}/approve`, {})).statusCode).toBe(409);
    const after = reservationResponseSchema.parse(
      (await get(`/api/superapp/reservations/${reservation._id}`)).json(),
    ).data.reservation;
    expect(after).toMatchObject({ status: "confirmed", paid: true });

    const pdf = await get(`/api/superapp/reservations/${reservation._id}/pdf-receipt`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // The guest and the time on the venue's clock (19:00 in Kyiv) in the document's info.
    const info = pdf.rawPayload.toString("latin1");
    // Non-Latin text is written there as UTF-16BE bytes.
    const utf16 = (text: string) => Buffer.from(text, "utf16le").swap16().toString("latin1");
    expect(info).toContain(utf16("Reservation receipt — Kashtan Bistro"));
    expect(info).toContain(utf16("Olena "));
    expect(info).toContain(utf16(", 25.11.2026 19:00"));
    const ics = await get(`/api/superapp/reservations/${reservation._id}/calendar-invite`);
    expect(ics.headers["content-type"]).toContain("text/calendar");
    expect(ics.body).toContain("BEGIN:VEVENT");
    expect(ics.body).toContain("DTSTART:20261125T170000Z");
    // As long as the booking: 120 minutes.
    expect(ics.body).toContain("DURATION:PT120M");
  });

  it("gives the last places to one of two guests racing for them, and a clear 409 to the other", async () => {
    const { cafe } = await prepare();
    const token = await verifiedToken(cafe._id, "+380671234568");
    const at = { reservation_date: "2026-11-26T18:00:00.000Z", client_phone: "+380671234568" };
    const first = await post(
      "/api/superapp/reserve/create",
      body(cafe._id, token, { ...at, persons_count: 2 }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const tokens = [
      await verifiedToken(cafe._id, "+380671234568"),
      await verifiedToken(cafe._id, "+380671234568"),
    ];
    const race = await Promise.all(
      tokens.map((t) => post("/api/superapp/reserve/create", body(cafe._id, t, { ...at, persons_count: 2 }))),
    );
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(errorOf(race.find((r) => r.statusCode === 409)!).code).toBe("conflict");
    const slots = computeTimeslotsResponseSchema.parse(
      (
        await post("/api/superapp/reserve/compute-timeslots", {
          cafe_id: cafe._id,
          date: "2026-11-26",
          variants: ["i-table-dinner-90"],
          service_id: "p-table-dinner",
        })
      ).json(),
    ).data.time_slots;
    expect(slots.find((s) => s.start === "2026-11-26T18:00:00.000Z")?.free).toBe(0);
  });

  it("refuses persons out of 1..7, dates past one month, non-slots, tampered prices and unverified phones", async () => {
    const { cafe } = await prepare();
    const token = await verifiedToken(cafe._id, "+380671234569");
    const base = { client_phone: "+380671234569" };
    const create = (o: object) =>
      post("/api/superapp/reserve/create", body(cafe._id, token, { ...base, ...o }));
    expect((await create({ persons_count: 0 })).statusCode).toBe(400);
    expect((await create({ persons_count: 8 })).statusCode).toBe(400);
    expect((await create({ reservation_date: "2026-12-30T17:00:00.000Z" })).statusCode).toBe(400);
    expect((await create({ reservation_date: "2026-11-25T17:10:00.000Z" })).statusCode).toBe(400);
    expect(
      (
        await create({
          cart_item: { product_id: "p-table-dinner", quantity: 1, variants: [], modificators: [] },
        })
      ).statusCode,
    ).toBe(400);
    // A price in the body is not part of the contract at all.
    expect((await create({ deposit: 0 })).statusCode).toBe(400);
    const unverified = await post("/api/superapp/reserve/create", body(cafe._id, null, base));
    expect(unverified.statusCode).toBe(403);
    expect(
      (await create({ cart_item: { product_id: "nope", quantity: 1, variants: [], modificators: [] } }))
        .statusCode,
    ).toBe(404);
    expect((await get("/api/superapp/reservations/" + "A".repeat(24))).statusCode).toBe(404);
    expect((await get("/api/superapp/reserve/no-such-venue/prepare")).statusCode).toBe(404);
  });
});
