import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  computeTimeslotsResponseSchema,
  reservationResponseSchema,
} from "@tablewise/domain/contract/reserve";
import { phoneVerificationRequestResponseSchema } from "@tablewise/domain/contract/phone-verification";
import type { DaySchedule } from "@tablewise/domain/contract/venue";
import type { VenueImport } from "@tablewise/domain/contract/venue-import";
import { importVenue } from "../../seed/import-venue";
import { readDemoVenueFiles } from "../../seed/load-demo-venues";
import { createTestApp } from "../../test/test-app";
import { errorOf } from "../../test/eat-in";

// Rules through HTTP: which days and slots can be booked (SPEC §5, §9), capacity under load and
// phone codes. "demo" is open around the clock in Kyiv with phone verification; "night" (below) is open
// 18:00-02:00, takes no same-day bookings, needs no phone code, 2 places per slot, a constant 50 deposit.
function nightVenueFile(): VenueImport {
  const demo = readDemoVenueFiles().find((f) => f.venue._id === "demo")!;
  const night: DaySchedule = { workday: true, startHour: 18, startMinute: 0, endHour: 2, endMinute: 0 };
  const menu = demo.menus.find((m) => m.kind === "service")!;
  const receiver = demo.pay_receivers.find((r) => r._id === menu.pay_receiver_id)!;
  const reserve = { allow_same_day: false, use_phone_verification: false, slot_capacity: 2 } as const;
  return {
    venue: {
      ...demo.venue,
      _id: "night",
      link: "night",
      name: "Nichna Bar",
      schedule: { mon: night, tue: night, wed: night, thu: night, fri: night, sat: night, sun: night },
      reserve: { ...demo.venue.reserve, ...reserve, deposit_type: "constant", deposit_value: 50 },
    },
    menus: [{ ...menu, _id: "night-services", pay_receiver_id: "night-pr" }],
    pay_receivers: [{ ...receiver, _id: "night-pr" }],
    tables: [],
  };
}

let t: Awaited<ReturnType<typeof createTestApp>>;
const now = new Date("2026-11-23T10:00:00Z"); // Monday 12:00 in Kyiv
beforeAll(async () => {
  t = await createTestApp({ seed: "demo", clock: () => now });
  await importVenue(t.db.db, nightVenueFile());
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
const get = (url: string) => t.app.inject({ method: "GET", url });
const timeslots = (cafe: string, date: string, o: object = {}) =>
  post("/api/superapp/reserve/compute-timeslots", {
    cafe_id: cafe,
    date,
    variants: ["i-table-dinner-90"],
    service_id: "p-table-dinner",
    ...o,
  });
const slotsOf = async (cafe: string, date: string) => {
  const res = await timeslots(cafe, date);
  expect(res.statusCode, res.body).toBe(200);
  return computeTimeslotsResponseSchema.parse(res.json()).data.time_slots;
};
const create = (cafe: string, o: object = {}) =>
  post("/api/superapp/reserve/create", {
    cart_item: {
      product_id: "p-table-dinner",
      quantity: 1,
      variants: ["i-table-dinner-90"],
      modificators: [],
    },
    persons_count: 1,
    client_first_name: "Taras",
    client_last_name: "Koval",
    client_phone: "+380671110000",
    client_email: "taras@example.com",
    reservation_date: "2026-11-24T18:00:00.000Z",
    cafe_id: cafe,
    ...o,
  });

describe("reservation days and slots", () => {
  it("offers today's slots still ahead, refuses days before today and past one month", async () => {
    const today = await slotsOf("demo", "2026-11-23");
    // 12:00 in Kyiv now: the 12:00 slot has begun, 12:30 .. 23:30 remain.
    expect(today).toHaveLength(23);
    expect(today[0]!.start).toBe("2026-11-23T10:30:00.000Z");
    expect(await slotsOf("demo", "2026-12-23")).toHaveLength(48);
    for (const date of ["2026-11-22", "2026-12-24", "2027-11-23"]) {
      const res = await timeslots("demo", date);
      expect(res.statusCode, date).toBe(400);
      expect(errorOf(res).message).toContain("from today up to one month ahead");
    }
    expect((await timeslots("demo", "2026-13-01")).statusCode).toBe(400);
    expect((await create("demo", { reservation_date: "2026-11-23T10:00:00.000Z" })).statusCode).toBe(400);
  });

  it("refuses unknown venues and services, and variants that do not fit the service", async () => {
    expect((await timeslots("nowhere", "2026-11-24")).statusCode).toBe(404);
    expect((await timeslots("demo", "2026-11-24", { service_id: "p-nope" })).statusCode).toBe(404);
    expect((await timeslots("demo", "2026-11-24", { variants: [] })).statusCode).toBe(400);
    const foreign = await timeslots("demo", "2026-11-24", { variants: ["i-terrace-table-sun"] });
    expect(foreign.statusCode).toBe(400);
    const two = await timeslots("demo", "2026-11-24", {
      variants: ["i-table-dinner-90", "i-table-dinner-120"],
    });
    expect(two.statusCode).toBe(400);
    expect((await create("nowhere")).statusCode).toBe(404);
    // A venue with reservations off (and no service menu) has no reservation pages.
    const off = await get("/api/superapp/reserve/demo-closed/prepare");
    expect(off.statusCode).toBe(404);
    expect(errorOf(off).message).toContain("takes no reservations");
    expect((await get("/api/superapp/reserve/night/prepare")).statusCode).toBe(200);
  });

  it("takes no same-day bookings when the venue says so, and gives a night's slots past midnight to its day", async () => {
    const res = await timeslots("night", "2026-11-23");
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain("from tomorrow up to one month ahead");
    const night = await slotsOf("night", "2026-11-24");
    // 18:00 .. 01:30 in Kyiv (UTC+2), two places each.
    expect(night).toHaveLength(16);
    expect(night[0]).toEqual({ start: "2026-11-24T16:00:00.000Z", free: 2 });
    expect(night.at(-1)!.start).toBe("2026-11-24T23:30:00.000Z");
    // 01:00 on Wednesday belongs to Tuesday's night; no phone code needed here; a constant deposit.
    const booked = await create("night", { reservation_date: "2026-11-24T23:00:00.000Z" });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(reservationResponseSchema.parse(booked.json()).data.reservation).toMatchObject({
      status: "pending",
      deposit: 50,
    });
    // The last bookable night (23 Dec) still runs into 24 Dec; the night of 24 Dec is too far.
    expect((await create("night", { reservation_date: "2026-12-23T23:00:00.000Z" })).statusCode).toBe(200);
    expect((await create("night", { reservation_date: "2026-12-24T16:00:00.000Z" })).statusCode).toBe(400);
    // 03:00 is after closing: a bookable day, not a slot.
    const closed = await create("night", { reservation_date: "2026-11-25T01:00:00.000Z" });
    expect(closed.statusCode).toBe(400);
    expect(errorOf(closed).message).toContain("not one of the service's time slots");
  });

  it("under a burst of guests fills a slot exactly to capacity and refuses the rest with 409", async () => {
    const at = { reservation_date: "2026-11-25T18:00:00.000Z" };
    // Six guests (six phones: one phone holds at most 3 upcoming reservations).
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) => create("night", { ...at, client_phone: `+38067111100${i}` })),
    );
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(2);
    const refused = burst.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(4);
    for (const r of refused) expect(errorOf(r).code).toBe("conflict");
    expect((await slotsOf("night", "2026-11-25")).find((s) => s.start === at.reservation_date)?.free).toBe(0);
    // A party bigger than the places left is refused too, before anything is taken.
    const big = await create("night", {
      reservation_date: "2026-11-25T18:30:00.000Z",
      persons_count: 3,
      client_phone: "+380671111010",
    });
    expect(big.statusCode).toBe(409);
    expect(
      (await slotsOf("night", "2026-11-25")).find((s) => s.start === "2026-11-25T18:30:00.000Z")?.free,
    ).toBe(2);
  });
});

describe("reservation phone codes (SPEC §5, venue.reserve.use_phone_verification)", () => {
  const phone = "+380671119999";
  const request = async (p: string) =>
    phoneVerificationRequestResponseSchema.parse(
      (
        await post("/api/superapp/security/phone-number-verification/request", { cafe_id: "demo", phone: p })
      ).json(),
    ).data.token;

  it("needs a token confirmed for this venue and this phone", async () => {
    const token = await request(phone);
    const unconfirmed = await create("demo", { client_phone: phone, phone_token: token });
    expect(unconfirmed.statusCode).toBe(403);
    expect(errorOf(unconfirmed).code).toBe("forbidden");
    const outbox = (await get(`/api/dev/outbox?phone=${encodeURIComponent(phone)}`)).json() as {
      data: { messages: { text: string }[] };
    };
    const code = /(\d{4})/.exec(outbox.data.messages[0]!.text)![1]!;
    await post("/api/superapp/security/phone-number-verification/confirm", { token, code });
    expect((await create("demo", { client_phone: "+380671118888", phone_token: token })).statusCode).toBe(
      403,
    );
    expect((await create("demo", { client_phone: phone })).statusCode).toBe(403);
    expect((await create("demo", { client_phone: phone, phone_token: "x".repeat(30) })).statusCode).toBe(403);
    const ok = await create("demo", { client_phone: phone, phone_token: token });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
