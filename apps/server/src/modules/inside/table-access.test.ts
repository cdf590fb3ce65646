import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { verifyGeolocationResponseSchema } from "@tablewise/domain/contract/inside";
import { orderResponseSchema } from "@tablewise/domain/contract/order-calls";
import { sql } from "drizzle-orm";
import { demoStaffToken } from "../staff/staff-auth";
import { importVenue } from "../../seed/import-venue";
import { readDemoVenueFiles } from "../../seed/load-demo-venues";
import { createTestApp } from "../../test/test-app";
import { eatIn, errorOf, visitor } from "../../test/eat-in";
import { receiptGraceMs } from "../../security/table-access";

// The QR's long table token, and access codes tied to the table's open order.
let now = new Date("2031-03-04T12:00:00Z");
const later = (ms: number) => (now = new Date(now.getTime() + ms));
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof eatIn>;
beforeAll(async () => {
  t = await createTestApp({ seed: "demo", clock: () => now });
  k = eatIn(t.app);
});
afterAll(() => t.close());

const tableListSchema = z.object({
  success: z.literal(true),
  data: z.object({
    tables: z.array(
      z.object({
        section_name: z.string(),
        table_name: z.string(),
        code: z.string(),
        token: z.string(),
        qr_url: z.string(),
      }),
    ),
  }),
});
const listTables = async (venueId: string, token = demoStaffToken) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/staff/venues/${venueId}/tables`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return res;
};
const tablesOf = async (venueId: string) => {
  const res = await listTables(venueId);
  expect(res.statusCode, res.body).toBe(200);
  return tableListSchema.parse(res.json()).data.tables;
};

describe("table tokens", () => {
  it("are listed for the staff with each table's code and QR url, never without the staff token", async () => {
    expect((await listTables("demo", "")).statusCode).toBe(401);
    expect(errorOf(await listTables("demo", "wrong-token")).code).toBe("unauthorized");
    expect((await listTables("no-such-venue")).statusCode).toBe(404);
    const tables = await tablesOf("demo");
    expect(tables.map((x) => x.code).sort()).toEqual([
      "111111",
      "111112",
      "111113",
      "111114",
      "111115",
      "111116",
      "111117",
      "111118",
      "111119",
      "123456",
      "123457",
    ]);
    for (const table of tables) {
      // >= 128 random bits in base64url.
      expect(table.token).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
      expect(table.qr_url).toBe(`/new/${table.token}`);
    }
    expect(new Set(tables.map((x) => x.token)).size).toBe(tables.length);
    expect((await listTables("demo")).headers["cache-control"]).toBe("private, no-store");
  });

  it("open the same table as its code: prepare, call the waiter, order", async () => {
    const [table] = (await tablesOf("demo")).filter((x) => x.code === "111112");
    const byToken = await k.prepare(table!.token);
    const byCode = await k.prepare("111112");
    expect(byToken.inside).toEqual(byCode.inside);
    const waiter = await k.post(`/api/superapp/inside/${table!.token}/call-waiter`, {});
    expect(waiter.statusCode, waiter.body).toBe(200);
    const { order } = await k.order(table!.token);
    expect(order.table_name).toBe("2");
    // The order is the table's: the 6-digit prepare shows it.
    expect((await k.prepare("111112")).active_order?._id).toBe(order._id);
    await k.staff(order._id, "decline", { reason: "cleanup" });
  });

  it("bind the geolocation token to the table whichever key opened it", async () => {
    const [table] = await tablesOf("demo-geo");
    const verified = await k.post(`/api/superapp/inside/${table!.token}/verify-geolocation`, {
      lat: 50.4649,
      lon: 30.5159,
    });
    const { result } = verifyGeolocationResponseSchema.parse(verified.json()).data;
    const prepared = await k.prepare(table!.token);
    await k.fillCart(prepared.cart._id, [
      { menu_id: "geo-menu", product_id: "geo-p-croissant", quantity: 1 },
    ]);
    const created = await k.post(`/api/superapp/inside/${table!.code}/create`, {
      cart_id: prepared.cart._id,
      visitor_id: visitor(31),
      geolocation_token: result.geolocation_token,
    });
    expect(created.statusCode, created.body).toBe(200);
    await k.staff(orderResponseSchema.parse(created.json()).data.order._id, "decline", { reason: "x" });
  });

  it("404 for an unknown token, 400 for a key that is neither a code nor a token", async () => {
    const unknown = await t.app.inject({
      method: "GET",
      url: `/api/superapp/inside/${"x".repeat(32)}/prepare`,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({ method: "GET", url: "/api/superapp/inside/abc.def/prepare" });
    expect(bad.statusCode).toBe(400);
  });

  it("survive a re-import of the venue; a new table gets one", async () => {
    const before = await tablesOf("demo");
    const file = readDemoVenueFiles().find((f) => f.venue._id === "demo")!;
    await importVenue(t.db.db, {
      ...file,
      tables: [...file.tables, { code: "111120", section_name: "Terrace", table_name: "10" }],
    });
    const after = await tablesOf("demo");
    for (const table of before) expect(after.find((x) => x.code === table.code)?.token).toBe(table.token);
    expect(after.find((x) => x.code === "111120")?.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    await importVenue(t.db.db, file);
  });

  it("are backfilled by the migration's expression: 32 random bytes, base64url", async () => {
    const res = await t.db.db.execute(
      sql`select rtrim(translate(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex') || decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=') as token`,
    );
    // PGlite and node-postgres both answer { rows }.
    const rows = (res as unknown as { rows: { token: string }[] }).rows;
    expect(rows[0]!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe("access codes tied to the table's session", () => {
  const headers = (accessCode: string) => ({ "x-access-code": accessCode });
  const cashAll = (order: { list: { _id: string; quantity: number }[] }) => ({
    pay_method: "cash",
    selected_items: order.list.map((i) => ({ line_id: i._id, quantity: i.quantity })),
    tip: 0,
  });

  it("an old code opens neither the next order at the table nor its bill, append or payment", async () => {
    later(60_000);
    const first = await k.servingOrder("111111");
    const oldCode = first.accessCode;
    later(60_000);
    // The first guests close their order (the staff closes it whatever the pay flow is).
    expect((await k.staff(first.order._id, "close")).statusCode).toBe(200);
    later(60_000);
    const second = await k.order("111111", k.napoleons(1), visitor(2));
    expect(second.accessCode).not.toBe(oldCode);
    // The stranger with the old code: no read, no append, no payment.
    const read = await k.getOrder(second.order._id, headers(oldCode));
    expect(read.statusCode).toBe(403);
    expect(errorOf(read).code).toBe("forbidden");
    const cart = await k.prepare("111111");
    await k.fillCart(cart.cart._id, k.napoleons(30));
    const append = await k.post(
      `/api/superapp/orders/${second.order._id}/append`,
      { cart_id: cart.cart._id, visitor_id: visitor(66) },
      headers(oldCode),
    );
    expect(append.statusCode).toBe(403);
    await k.staff(second.order._id, "accept");
    const order = orderResponseSchema.parse(
      (await k.getOrder(second.order._id, headers(second.accessCode))).json(),
    ).data.order;
    expect((await k.pay(second.order._id, oldCode, cashAll(order))).statusCode).toBe(403);
    // The socket does not let it follow the order either (order-realtime.test.ts); the new guests do read it.
    expect((await k.getOrder(second.order._id, headers(second.accessCode))).statusCode).toBe(200);
    expect((await k.getOrder(second.order._id, { "x-visitor-id": visitor(2) })).statusCode).toBe(200);
    // An old code of this table counts as none: the visitor who ordered still reads with it.
    expect(
      (await k.getOrder(second.order._id, { ...headers(oldCode), "x-visitor-id": visitor(2) })).statusCode,
    ).toBe(200);
    // Another table's code is refused alone; beside the ordering visitor's id it reads (the
    // guest's archive opens their orders from whichever table they sit at now) but never pays.
    const other = (await k.prepare("111112")).inside.access_code;
    expect((await k.getOrder(second.order._id, headers(other))).statusCode).toBe(403);
    expect(
      (await k.getOrder(second.order._id, { ...headers(other), "x-visitor-id": visitor(3) })).statusCode,
    ).toBe(403);
    expect(
      (await k.getOrder(second.order._id, { ...headers(other), "x-visitor-id": visitor(2) })).statusCode,
    ).toBe(200);
    await k.staff(second.order._id, "close");
  });

  it("a code reads its finished order's receipt for the grace, never changes it, then stops", async () => {
    later(60_000);
    const placed = await k.servingOrder("111111");
    later(60_000);
    expect((await k.staff(placed.order._id, "close")).statusCode).toBe(200);
    later(receiptGraceMs - 1000);
    const receipt = await k.getOrder(placed.order._id, headers(placed.accessCode));
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(orderResponseSchema.parse(receipt.json()).data.order.status).toBe("closed");
    const order = orderResponseSchema.parse(receipt.json()).data.order;
    expect((await k.pay(placed.order._id, placed.accessCode, cashAll(order))).statusCode).toBe(409);
    later(2000);
    expect((await k.getOrder(placed.order._id, headers(placed.accessCode))).statusCode).toBe(403);
    // The guest who ordered keeps reading it by visitor id (SPEC §7 archive).
    expect((await k.getOrder(placed.order._id, { "x-visitor-id": visitor() })).statusCode).toBe(200);
  });

  it("a code given before the table's first order opens that order (guests who scanned together)", async () => {
    later(60_000);
    const early = (await k.prepare("111112")).inside.access_code;
    later(1000);
    const placed = await k.order("111112", k.napoleons(1), visitor(9));
    expect(placed.accessCode).toBe(early);
    expect((await k.getOrder(placed.order._id, headers(early))).statusCode).toBe(200);
    await k.staff(placed.order._id, "decline", { reason: "cleanup" });
  });
});
