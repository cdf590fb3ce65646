import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { errorEnvelopeSchema } from "@tablewise/domain/contract/common";
import { orderResponseSchema } from "@tablewise/domain/contract/order-calls";
import { posJobsCall, posSettingsCall } from "@tablewise/domain/contract/pos";
import { toMinorUnits } from "@tablewise/domain/rules/money";
import { eatIn } from "../../test/eat-in";
import { posterToken, startPosterStandIn, type PosterStandIn } from "../../test/poster-stand-in";
import { asStaff, testStaffAuthenticator } from "../../test/staff-console";
import { createTestApp } from "../../test/test-app";
import { orders } from "../../db/schema/index";
import { createPosQueue } from "./pos-queue";
import { createPosWorker } from "./pos-worker";
import { posRefusal } from "./pos-refusal";

// Orders to the venue's POS through the real acceptance, queue and worker, against the Poster stand-in
// (demo venues: table 111111 of "demo").
let now = new Date("2026-11-24T10:00:00Z");
const advance = (ms: number) => (now = new Date(now.getTime() + ms));
let t: Awaited<ReturnType<typeof createTestApp>>;
let stand: PosterStandIn;
let e: ReturnType<typeof eatIn>;
const manager = asStaff("demo", "manager");
const manager2 = asStaff("demo-geo", "manager");

const settingsUrl = (venueId: string) => posSettingsCall.path.replace(":venueId", venueId);
const jobsUrl = (venueId: string) => posJobsCall.path.replace(":venueId", venueId);
const saveSettings = (body: object, headers = manager, venueId = "demo") =>
  t.app.inject({ method: "POST", url: settingsUrl(venueId), headers, payload: body });
const poster = (extra: object = {}) => ({
  provider: "poster",
  token: posterToken,
  spot_id: "1",
  table_map: { "111111": "7" },
  product_map: { "p-napoleon": "101" },
  ...extra,
});

async function jobs(query = "", venueId = "demo", headers = manager) {
  const res = await t.app.inject({ method: "GET", url: `${jobsUrl(venueId)}${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return posJobsCall.response.parse(res.json()).data.jobs;
}

async function guestView(id: string, accessCode: string) {
  const res = await e.getOrder(id, { "x-access-code": accessCode });
  expect(res.statusCode, res.body).toBe(200);
  return orderResponseSchema.parse(res.json()).data.order;
}

async function acceptedOrder(quantity = 2) {
  const placed = await e.order("111111", e.napoleons(quantity));
  const accepted = await e.staff(placed.order._id, "accept");
  expect(accepted.statusCode, accepted.body).toBe(200);
  return placed;
}

beforeAll(async () => {
  stand = await startPosterStandIn();
  t = await createTestApp({
    seed: "demo",
    clock: () => now,
    app: { staffAuthenticator: testStaffAuthenticator },
    env: { POSTER_API_URL: stand.apiUrl },
  });
  e = eatIn(t.app);
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
  await stand.close();
});
beforeEach(async () => {
  stand.orders.length = 0;
  stand.calls.length = 0;
  stand.failNext();
  stand.setShiftOpen(true);
  await t.db.db.execute(sql`delete from pos_jobs`);
  // Each test starts with table 111111 free: its open order closed the way the venue closes one.
  const open = await t.db.db.execute(
    sql`select id, status from orders where table_code = '111111' and status in ('waiting', 'serving', 'served', 'paying')`,
  );
  for (const row of open.rows as { id: string; status: string }[]) {
    const res = await e.staff(row.id, row.status === "waiting" ? "decline" : "close");
    expect(res.statusCode, res.body).toBe(200);
  }
  const saved = await saveSettings(poster());
  expect(saved.statusCode, saved.body).toBe(200);
});

describe("orders to the POS (Poster)", () => {
  it("an accepted eat-in order goes to the POS on its mapped table, and the POS's id comes back", async () => {
    const { order, accessCode } = await e.order("111111", e.napoleons(2));
    // Not before the venue accepts it.
    expect(await t.app.pos.worker.drain()).toBe(0);
    await e.staff(order._id, "accept");
    expect(await t.app.pos.worker.drain()).toBe(1);
    expect(stand.orders).toHaveLength(1);
    const [sent] = stand.orders;
    expect(sent).toMatchObject({
      spot_id: 1,
      service_mode: 1,
      table_id: 7,
      client_id: 0,
      products: [{ product_id: 101, count: 2, price: toMinorUnits(order.list[0]!.price) }],
    });
    expect(sent!.comment).toContain(`Tablewise #${order.serial_order_id}`);
    const [job] = await jobs(`?order_id=${order._id}`);
    expect(job).toMatchObject({
      kind: "order",
      status: "sent",
      pos_order_id: String(sent!.incoming_order_id),
    });
    const [row] = await t.db.db
      .select()
      .from(orders)
      .where(sql`${orders.id} = ${order._id}`);
    expect(row!.posOrderId).toBe(String(sent!.incoming_order_id));
    expect((await guestView(order._id, accessCode)).external_pos_error).toBeNull();
  });

  it("an accepted addition goes to the POS on its own, the order not again", async () => {
    const { order } = await acceptedOrder(1);
    await t.app.pos.worker.drain();
    await e.order("111111", e.napoleons(3));
    await e.staff(order._id, "accept");
    expect(await t.app.pos.worker.drain()).toBe(1);
    expect(stand.orders.map((o) => o.products.map((p) => p.count))).toEqual([[1], [3]]);
    // Both made at the test clock's one instant: compared as a set.
    const sends = (await jobs(`?order_id=${order._id}`)).map((j) => `${j.kind} ${j.status}`).sort();
    expect(sends).toEqual(["append sent", "order sent"]);
  });

  it("a venue without a POS queues nothing", async () => {
    await saveSettings({ provider: "none" });
    await acceptedOrder();
    expect(await t.app.pos.worker.drain()).toBe(0);
    expect(await jobs()).toEqual([]);
  });

  it("the POS down, then up: retried with backoff, sent once", async () => {
    await acceptedOrder();
    stand.failNext("5xx");
    await t.app.pos.worker.drain();
    const [waiting] = await jobs();
    expect(waiting).toMatchObject({ status: "queued", attempts: 1 });
    expect(waiting!.last_error).toMatch(/HTTP 502/);
    expect(stand.orders).toHaveLength(0);
    expect(await t.app.pos.worker.drain()).toBe(0);
    advance(60_000);
    await t.app.pos.worker.drain();
    expect(stand.orders).toHaveLength(1);
    expect((await jobs())[0]).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("a crash between the POS's answer and our commit: the retry finds the order in the POS, never a second", async () => {
    const { order } = await acceptedOrder();
    const crashing = createPosWorker({
      queue: createPosQueue(t.db.db),
      posFor: (venueId) => t.app.pos.settings.posFor(venueId),
      refuse: () => Promise.reject(new Error("not expected")),
      recordPosOrder: () => Promise.resolve(),
      clock: () => now,
      leaseMs: 30_000,
      afterPosCall: () => {
        throw new Error("process stopped");
      },
    });
    await expect(crashing.pass()).rejects.toThrow("process stopped");
    expect(stand.orders).toHaveLength(1);
    // The lease still holds: nobody sends it meanwhile.
    expect(await t.app.pos.worker.drain()).toBe(0);
    advance(120_000);
    await t.app.pos.worker.drain();
    expect(stand.orders).toHaveLength(1);
    const [job] = await jobs(`?order_id=${order._id}`);
    expect(job).toMatchObject({ status: "sent", pos_order_id: String(stand.orders[0]!.incoming_order_id) });
  });

  it("a refusal (a closed shift) cancels the order and the guest reads why (external_pos_error)", async () => {
    const { order, accessCode } = await acceptedOrder();
    stand.setShiftOpen(false);
    await t.app.pos.worker.drain();
    expect(stand.orders).toHaveLength(0);
    const [job] = await jobs();
    expect(job).toMatchObject({ status: "refused", attempts: 1 });
    expect(job!.last_error).toMatch(/shift is closed/);
    const seen = await guestView(order._id, accessCode);
    expect(seen.status).toBe("cancelled");
    // The POS's own words, not the adapter's call name.
    expect(seen.external_pos_error).toBe("The cash shift is closed");
    // The console's order panel shows the same reason.
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/staff/orders/${order._id}`,
      headers: manager,
    });
    expect(detail.body).toContain("The POS refused the order");
    // Not retried: it is not sent later.
    advance(3_600_000);
    expect(await t.app.pos.worker.drain()).toBe(0);
  });

  it("a product not linked to the POS is refused as the POS would, and the table is free again", async () => {
    await saveSettings(poster({ product_map: {} }));
    const { order, accessCode } = await acceptedOrder();
    await t.app.pos.worker.drain();
    expect(stand.calls).not.toContain("POST incomingOrders.createIncomingOrder");
    expect((await guestView(order._id, accessCode)).external_pos_error).toMatch(/not linked/);
    // A new order can be placed at the table.
    await acceptedOrder();
  });

  it("a refused addition is declined and taken off the bill; the order stands", async () => {
    const { order, accessCode } = await acceptedOrder(1);
    await t.app.pos.worker.drain();
    await e.order("111111", e.napoleons(3));
    await e.staff(order._id, "accept");
    stand.products.delete(101);
    try {
      await t.app.pos.worker.drain();
    } finally {
      stand.products.add(101);
    }
    const seen = await guestView(order._id, accessCode);
    expect(seen.status).toBe("serving");
    expect(seen.external_pos_error).toBeNull();
    expect(seen.list.map((l) => l.quantity)).toEqual([1]);
    expect(seen.appends?.map((a) => a.status)).toEqual(["cancelled"]);
    // The kitchen was sent the addition when it was accepted: it now gets a cancel slip for it.
    const tickets = await t.db.db.execute(
      sql`select kind, source_key from kitchen_tickets where order_id = ${order._id} order by kind, source_key`,
    );
    const appendId = seen.appends![0]!._id;
    expect(tickets.rows).toEqual([
      { kind: "cancel", source_key: `cancel-append:${appendId}` },
      { kind: "new", source_key: `accept:${order._id}` },
      { kind: "new", source_key: `append:${appendId}` },
    ]);
  });

  it("a refusal is applied once: a second try after the order was cancelled changes nothing", () => {
    const decide = posRefusal({ kind: "order", appendId: null }, "no");
    const row = { status: "cancelled" } as Parameters<typeof decide>[0];
    expect(decide(row, now, [])).toEqual({ refused: "not due" });
  });

  it("another venue sees neither the settings nor the sends, and cannot retry them", async () => {
    await acceptedOrder();
    await t.app.pos.worker.drain();
    const [mine] = await jobs();
    expect(await jobs("", "demo-geo", manager2)).toEqual([]);
    const foreign = await t.app.inject({ method: "GET", url: jobsUrl("demo"), headers: manager2 });
    expect(foreign.statusCode).toBe(403);
    const retry = await t.app.inject({
      method: "POST",
      url: `${jobsUrl("demo-geo")}/${mine!._id}/retry`,
      headers: manager2,
    });
    expect(retry.statusCode).toBe(404);
  });

  it("a refused token waits for a person and cancels nothing; retried once the token is fixed", async () => {
    await saveSettings(poster({ token: "wrong-token-0000" }));
    const { order, accessCode } = await acceptedOrder();
    await t.app.pos.worker.drain();
    const [failed] = await jobs("?status=failed");
    expect(failed).toMatchObject({ status: "failed" });
    expect((await guestView(order._id, accessCode)).status).toBe("serving");
    await saveSettings(poster());
    const retry = await t.app.inject({
      method: "POST",
      url: `${jobsUrl("demo")}/${failed!._id}/retry`,
      headers: asStaff("demo", "waiter"),
    });
    expect(retry.statusCode, retry.body).toBe(200);
    await t.app.pos.worker.drain();
    expect(stand.orders).toHaveLength(1);
  });

  it("the settings never give the token back, and bad input is a 4xx in the envelope", async () => {
    const got = await t.app.inject({ method: "GET", url: settingsUrl("demo"), headers: manager });
    expect(got.body).not.toContain(posterToken);
    expect(got.json()).toMatchObject({ data: { settings: { provider: "poster", token_set: true } } });
    const stored = await t.db.db.execute(sql`select token_sealed from pos_settings`);
    expect(JSON.stringify(stored.rows)).not.toContain(posterToken);
    for (const body of [
      { provider: "iiko" },
      { ...poster(), token: "" },
      { ...poster(), spot_id: "1; drop table" },
      { ...poster(), extra: 1 },
      { ...poster(), table_map: { "111111": "x".repeat(100) } },
      "not json",
    ]) {
      const res = await saveSettings(body as object);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(errorEnvelopeSchema.safeParse(res.json()).success).toBe(true);
    }
    const noToken = await saveSettings({ provider: "poster", spot_id: "1" }, manager2, "demo-geo");
    expect(noToken.statusCode).toBe(400);
    const waiter = await saveSettings(poster(), asStaff("demo", "waiter"));
    expect(waiter.statusCode).toBe(403);
  });
});
