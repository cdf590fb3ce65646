import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toMinorUnits } from "@tablewise/domain/rules/money";
import { orderHistoryCall, type OrderHistory } from "@tablewise/domain/contract/order-history";
import type { StaffRole } from "@tablewise/domain/contract/staff";
import { orders, payments } from "../../db/schema";
import { importVenue, parseVenueFile } from "../../seed/import-venue";
import { fixtureVenueFile } from "../../test/fixture-venue";
import { createTestApp } from "../../test/test-app";
import { asStaff, testStaffAuthenticator } from "../../test/staff-console";
import { errorOf } from "../../test/eat-in";
import { demoStaffToken } from "../staff/staff-auth";

// The console's order history over the venue's days (Europe/Kyiv: UTC+2 in March), on PGlite and PostgreSQL.
let t: Awaited<ReturnType<typeof createTestApp>>;
const now = new Date("2031-03-06T10:00:00Z");

let serial = 100;
async function order(
  id: string,
  createdAt: string,
  more: Partial<typeof orders.$inferInsert> = {},
): Promise<void> {
  const at = new Date(createdAt);
  serial += 1;
  await t.db.db.insert(orders).values({
    id,
    venueId: "fx-venue",
    orderType: "inside",
    sectionName: "Hall",
    tableName: "5",
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
async function payment(
  id: string,
  orderId: string,
  method: "cash" | "card" | "online",
  amount: number,
  more: Partial<typeof payments.$inferInsert> = {},
): Promise<void> {
  await t.db.db.insert(payments).values({
    id,
    publicId: `pub-${id}`,
    orderId,
    method,
    status: "paid",
    items: [],
    amount: toMinorUnits(amount),
    tip: 0,
    returnPath: "/",
    createdAt: now,
    settledAt: now,
    ...more,
  });
}

const url = (venueId: string, query = "") => `/api/staff/venues/${venueId}/orders${query ? `?${query}` : ""}`;
async function search(query = "", role: StaffRole = "manager"): Promise<OrderHistory> {
  const res = await t.app.inject({
    method: "GET",
    url: url("fx-venue", query),
    headers: asStaff("fx-venue", role),
  });
  expect(res.statusCode, res.body).toBe(200);
  return orderHistoryCall.response.parse(res.json()).data;
}
const serials = (h: OrderHistory) => h.orders.map((o) => o.id);

beforeAll(async () => {
  t = await createTestApp({
    seed: "fixture",
    clock: () => now,
    app: { staffAuthenticator: testStaffAuthenticator },
  });
  await importVenue(
    t.db.db,
    parseVenueFile(
      {
        ...fixtureVenueFile({ id: "fx-other", link: "other-cafe" }),
        tables: [{ code: "900101", section_name: "Hall", table_name: "5" }],
      },
      "other",
    ),
  );
  // 4 March in Kyiv is [3 March 22:00 UTC, 4 March 22:00 UTC).
  await order("o-early", "2031-03-03T22:00:00Z"); // 00:00 on 4 March in Kyiv
  await payment("p-early", "o-early", "cash", 12.5);
  await order("o-terrace", "2031-03-04T08:00:00Z", { sectionName: "Terrace", tableName: "5" }); // 10:00
  await payment("p-terrace", "o-terrace", "online", 40, {
    tip: toMinorUnits(2),
    refundedAmount: toMinorUnits(10),
  });
  await order("o-delivery", "2031-03-04T12:00:00Z", {
    orderType: "delivery",
    tableName: "",
    sectionName: "",
    payMethod: "card",
    status: "waiting",
  }); // 14:00
  await order("o-cancelled", "2031-03-04T19:30:00Z", { status: "cancelled", tableName: "15" }); // 21:30
  await payment("p-rejected", "o-cancelled", "card", 30, { status: "rejected" });
  await order("o-next-day", "2031-03-04T22:00:00Z", { tableName: "Bar 2" }); // 00:00 on 5 March
  await payment("p-next-card", "o-next-day", "card", 20);
  await payment("p-next-cash", "o-next-day", "cash", 5);
  // Another venue's order with the same table name and a serial of its own.
  await t.db.db.insert(orders).values({
    id: "o-rival",
    venueId: "fx-other",
    orderType: "inside",
    sectionName: "Hall",
    tableName: "5",
    status: "closed",
    serial: 101,
    localId: "r",
    lines: [],
    createdBy: "test",
    createdAt: new Date("2031-03-04T09:00:00Z"),
    updatedAt: new Date("2031-03-04T09:00:00Z"),
  });
});
afterAll(() => t.close());

describe("order history search", () => {
  it("lists every order of the venue, newest first, with what each took and gave back", async () => {
    const all = await search();
    expect(serials(all)).toEqual(["o-next-day", "o-cancelled", "o-delivery", "o-terrace", "o-early"]);
    const terrace = all.orders.find((o) => o.id === "o-terrace");
    expect(terrace).toMatchObject({
      section_name: "Terrace",
      table_name: "5",
      order_type: "inside",
      paid: 42,
      refunded: 10,
      methods: ["online"],
    });
    expect(all.orders.find((o) => o.id === "o-delivery")).toMatchObject({
      section_name: null,
      table_name: null,
      paid: 0,
      methods: [],
    });
    // A rejected payment took nothing.
    expect(all.orders.find((o) => o.id === "o-cancelled")).toMatchObject({ paid: 0, methods: [] });
    expect(all.orders.find((o) => o.id === "o-next-day")?.methods).toEqual(["cash", "card"]);
    expect(all.next_cursor).toBeNull();
  });

  it("keeps to the venue's day in its own zone", async () => {
    expect(serials(await search("date=2031-03-04"))).toEqual([
      "o-cancelled",
      "o-delivery",
      "o-terrace",
      "o-early",
    ]);
    expect(serials(await search("date=2031-03-05"))).toEqual(["o-next-day"]);
    expect(serials(await search("date=2031-03-03"))).toEqual([]);
  });

  it("narrows a day to a time range of its wall clock, from inclusive, to exclusive", async () => {
    expect(serials(await search("date=2031-03-04&from=10:00&to=14:00"))).toEqual(["o-terrace"]);
    expect(serials(await search("date=2031-03-04&from=14:00"))).toEqual(["o-cancelled", "o-delivery"]);
    expect(serials(await search("date=2031-03-04&to=00:01"))).toEqual(["o-early"]);
  });

  it("finds an order by its number", async () => {
    const terrace = (await search()).orders.find((o) => o.id === "o-terrace")!;
    expect(serials(await search(`serial=${terrace.serial}`))).toEqual(["o-terrace"]);
    expect(serials(await search("serial=99999"))).toEqual([]);
  });

  it("finds eat-in orders by table name in every hall, whole names only, any case", async () => {
    expect(serials(await search("table=5"))).toEqual(["o-terrace", "o-early"]);
    expect(serials(await search("table=bar%202"))).toEqual(["o-next-day"]);
    expect(serials(await search("table=1"))).toEqual([]);
  });

  it("filters by status and by mode", async () => {
    expect(serials(await search("status=cancelled"))).toEqual(["o-cancelled"]);
    expect(serials(await search("mode=delivery"))).toEqual(["o-delivery"]);
    expect(serials(await search("mode=inside&status=closed&date=2031-03-04"))).toEqual([
      "o-terrace",
      "o-early",
    ]);
  });

  it("filters by pay method: money that moved that way, else the way an unpaid order is to be paid", async () => {
    expect(serials(await search("method=card"))).toEqual(["o-next-day", "o-delivery"]);
    expect(serials(await search("method=online"))).toEqual(["o-terrace"]);
    expect(serials(await search("method=cash"))).toEqual(["o-next-day", "o-early"]);
  });

  it("filters by what the order took, tips included", async () => {
    expect(serials(await search("amount_min=42&amount_max=42"))).toEqual(["o-terrace"]);
    expect(serials(await search("amount_min=20"))).toEqual(["o-next-day", "o-terrace"]);
    expect(serials(await search("amount_max=12.5&amount_min=0.01"))).toEqual(["o-early"]);
  });

  it("pages newest first with a cursor until the last page", async () => {
    const first = await search("limit=2");
    expect(serials(first)).toEqual(["o-next-day", "o-cancelled"]);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = await search(`limit=2&cursor=${encodeURIComponent(first.next_cursor!)}`);
    expect(serials(second)).toEqual(["o-delivery", "o-terrace"]);
    const third = await search(`limit=2&cursor=${encodeURIComponent(second.next_cursor!)}`);
    expect(serials(third)).toEqual(["o-early"]);
    expect(third.next_cursor).toBeNull();
  });

  it("is open to managers and waiters, not to the kitchen", async () => {
    expect((await search("", "waiter")).orders).toHaveLength(5);
    const res = await t.app.inject({
      method: "GET",
      url: url("fx-venue"),
      headers: asStaff("fx-venue", "kitchen"),
    });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe("forbidden");
  });

  it("shows a venue's staff their own orders only", async () => {
    const own = await t.app.inject({
      method: "GET",
      url: url("fx-other"),
      headers: asStaff("fx-other", "manager"),
    });
    expect(orderHistoryCall.response.parse(own.json()).data.orders.map((o) => o.id)).toEqual(["o-rival"]);
    // Another venue's path is refused whether or not the venue exists, as every venue path.
    for (const venueId of ["fx-other", "no-such-venue"]) {
      const res = await t.app.inject({
        method: "GET",
        url: url(venueId),
        headers: asStaff("fx-venue", "manager"),
      });
      expect(res.statusCode).toBe(403);
    }
    // Its order, found by id, is not found.
    const order = await t.app.inject({
      method: "GET",
      url: "/api/staff/orders/o-rival-order-id-0000000",
      headers: asStaff("fx-venue", "manager"),
    });
    expect(order.statusCode).toBe(404);
  });

  it("answers the service credential for an existing venue, 404 for an unknown one", async () => {
    const auth = { authorization: `Bearer ${demoStaffToken}` };
    expect((await t.app.inject({ method: "GET", url: url("fx-venue"), headers: auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: url("no-such-venue"), headers: auth })).statusCode).toBe(
      404,
    );
  });

  it("refuses without a caller", async () => {
    expect((await t.app.inject({ method: "GET", url: url("fx-venue") })).statusCode).toBe(401);
  });

  it.each([
    ["a huge page", "limit=100000"],
    ["a page of none", "limit=0"],
    ["a page size that is not a number", "limit=ten"],
    ["a fractional page size", "limit=2.5"],
    ["a date the calendar lacks", "date=2031-02-30"],
    ["a malformed date", "date=4/3/2031"],
    ["a time without a date", "from=10:00"],
    ["a malformed time", "date=2031-03-04&from=25:00"],
    ["a range that ends before it starts", "date=2031-03-04&from=14:00&to=10:00"],
    ["a serial that is not a number", "serial=abc"],
    ["a negative serial", "serial=-1"],
    ["a serial past an integer", "serial=99999999999"],
    ["an unknown status", "status=eaten"],
    ["an unknown mode", "mode=drone"],
    ["an unknown method", "method=bitcoin"],
    ["a negative amount", "amount_min=-5"],
    ["an amount that is not a number", "amount_max=lots"],
    ["an inverted amount range", "amount_min=10&amount_max=5"],
    ["a forged cursor", "cursor=yesterday"],
    ["a cursor holding a quote", "cursor=1.a'b"],
    ["a repeated parameter", "status=closed&status=cancelled"],
    ["an empty table name", "table=%20"],
    ["a table name of a novel", `table=${"x".repeat(101)}`],
  ])("refuses %s with a 400 in the envelope", async (_, query) => {
    const res = await t.app.inject({
      method: "GET",
      url: url("fx-venue", query),
      headers: asStaff("fx-venue", "manager"),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });

  it("answers a cursor from an unknown order with the orders before its instant", async () => {
    const cursor = `${new Date("2031-03-04T12:00:00Z").getTime()}.zzzz`;
    expect(serials(await search(`cursor=${cursor}`))).toEqual(["o-delivery", "o-terrace", "o-early"]);
  });

  it("holds a NUL in the table name to a 400, never a database error", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: url("fx-venue", "table=5%00"),
      headers: asStaff("fx-venue", "manager"),
    });
    expect(res.statusCode).toBeLessThan(500);
  });
});
