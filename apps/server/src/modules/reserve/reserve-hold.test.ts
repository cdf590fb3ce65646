import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import {
  computeTimeslotsResponseSchema,
  paymentFormResponseSchema,
} from "@tablewise/domain/contract/reserve";
import { buildApp } from "../../app";
import { importVenue } from "../../seed/import-venue";
import { loadDemoVenuesIfEmpty } from "../../seed/load-demo-venues";
import { errorOf } from "../../test/eat-in";
import { reservations, walkInVenueFile } from "../../test/reserve";
import { createTestApp, testTileUrl } from "../../test/test-app";
import { createRestartableDb } from "../../test/test-db";

// An unpaid pending reservation holds its places for 15 minutes, then the sweeper gives them
// back (also when the deadline passed while the server was down); one phone holds at most 3 upcoming
// reservations at a venue. "walk-in": 4 places per slot, a 20 % deposit, no phone code.
const at = "2026-11-25T17:00:00.000Z";

async function freeAt(r: ReturnType<typeof reservations>, date = at) {
  const res = await r.post("/api/superapp/reserve/compute-timeslots", {
    cafe_id: "walk-in",
    date: date.slice(0, 10),
    variants: ["i-table-dinner-120"],
    service_id: "p-table-dinner",
  });
  expect(res.statusCode, res.body).toBe(200);
  return computeTimeslotsResponseSchema.parse(res.json()).data.time_slots.find((s) => s.start === date)?.free;
}

// The sweeper runs every 20 ms here; on a loaded CI machine one pass can take seconds, so the wait is
// long (the test is about what the sweep does, not how soon).
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await sleep(20);
  }
  throw new Error("the sweeper did not get there in 10 s");
}

describe("an unpaid reservation", () => {
  it("expires after 15 minutes: places back, no payment form, the approve refused", async () => {
    let now = new Date("2026-11-23T10:00:00Z");
    const t = await createTestApp({ seed: "demo", clock: () => now, sweepIntervalMs: 20 });
    try {
      await importVenue(t.db.db, walkInVenueFile());
      const r = reservations(t.app);
      const held = await r.created("walk-in", { persons_count: 3 });
      expect(held).toMatchObject({ status: "pending", deposit: 130 });
      expect(await freeAt(r)).toBe(1);
      const form = paymentFormResponseSchema.parse(
        (await r.get(`/api/superapp/reservations/${held._id}/payment-form`)).json(),
      ).data.form;
      // 14 minutes on: still held.
      now = new Date(now.getTime() + 14 * 60_000);
      await sleep(100);
      expect((await r.fetchReservation(held._id)).status).toBe("pending");
      now = new Date(now.getTime() + 61_000);
      // The deadline has passed: the approve never pays it. Before the sweeper runs the sandbox refuses
      // (409); once the 20-ms sweeper has cancelled it, the guest is sent to the receipt that says so
      // (303). Which comes first is a race; either way it stays cancelled and unpaid (below).
      expect([409, 303]).toContain((await r.post(`${form.url}/approve`, {})).statusCode);
      await until(async () => (await r.fetchReservation(held._id)).status === "cancelled");
      expect(await r.fetchReservation(held._id)).toMatchObject({ status: "cancelled", paid: false });
      expect(await freeAt(r)).toBe(4);
      const late = await r.get(`/api/superapp/reservations/${held._id}/payment-form`);
      expect(late.statusCode).toBe(409);
      // A paid one stays.
      const paid = await r.created("walk-in", { persons_count: 2, client_phone: "+380671112201" });
      const paidForm = paymentFormResponseSchema.parse(
        (await r.get(`/api/superapp/reservations/${paid._id}/payment-form`)).json(),
      ).data.form;
      expect((await r.post(`${paidForm.url}/approve`, {})).statusCode).toBe(303);
      now = new Date(now.getTime() + 60 * 60_000);
      await sleep(100);
      expect(await r.fetchReservation(paid._id)).toMatchObject({ status: "confirmed", paid: true });
      expect(await freeAt(r)).toBe(2);
    } finally {
      await t.close();
    }
  });

  it("is swept at the first start after a restart when its hold ran out while the server was down", async () => {
    const store = await createRestartableDb("reserve-hold-");
    const env = {
      WEB_DIST: "/nonexistent",
      MEDIA_DIR: "/nonexistent",
      TILE_URL: testTileUrl,
      DEMO_MODE: true,
      LOG_LEVEL: "silent" as const,
      AUTOPILOT_ACCEPT_MS: 0,
    };
    // An hour between sweeps: only the sweep at start can do the work in this test.
    const start = async (now: Date, seed: boolean) => {
      const db = await store.open();
      if (seed) {
        await loadDemoVenuesIfEmpty(db.db);
        await importVenue(db.db, walkInVenueFile());
      }
      const app = await buildApp({ env, db, logger: false, clock: () => now, sweepIntervalMs: 3_600_000 });
      await app.ready();
      return { app, close: async () => (await app.close(), await db.close()) };
    };
    const t0 = new Date("2026-11-23T10:00:00Z");
    try {
      const one = await start(t0, true);
      const r1 = reservations(one.app);
      const held = await r1.created("walk-in", { persons_count: 4 });
      expect(await freeAt(r1)).toBe(0);
      await one.close();

      const two = await start(new Date(t0.getTime() + 20 * 60_000), false);
      try {
        const r2 = reservations(two.app);
        expect((await r2.fetchReservation(held._id)).status).toBe("cancelled");
        expect(await freeAt(r2)).toBe(4);
      } finally {
        await two.close();
      }
    } finally {
      await store.dispose();
    }
  });
});

describe("reservations per phone", () => {
  it("holds at most 3 upcoming ones per phone at a venue; a 4th is a 409 naming the limit", async () => {
    let now = new Date("2026-11-23T10:00:00Z");
    const t = await createTestApp({ seed: "demo", clock: () => now, sweepIntervalMs: 20 });
    try {
      await importVenue(t.db.db, walkInVenueFile());
      const r = reservations(t.app);
      const phone = { client_phone: "+380671112290" };
      const slot = (h: number) => ({ ...phone, reservation_date: `2026-11-26T${h}:00:00.000Z` });
      for (const h of [10, 11, 12]) await r.created("walk-in", slot(h));
      const fourth = await r.create("walk-in", slot(13));
      expect(fourth.statusCode).toBe(409);
      expect(errorOf(fourth)).toMatchObject({
        code: "conflict",
        details: { reason: "reservation_limit", max: 3 },
      });
      // Another phone is not affected; nor is the same phone at another time once a hold has run out.
      expect((await r.create("walk-in", { ...slot(13), client_phone: "+380671112291" })).statusCode).toBe(
        200,
      );
      now = new Date(now.getTime() + 16 * 60_000);
      await until(async () => (await r.create("walk-in", slot(14))).statusCode === 200);
    } finally {
      await t.close();
    }
  });

  it("lets no more than 3 through when many requests for one phone arrive at once", async () => {
    const t = await createTestApp({ seed: "demo", clock: () => new Date("2026-11-23T10:00:00Z") });
    try {
      await importVenue(t.db.db, walkInVenueFile());
      const r = reservations(t.app);
      const burst = await Promise.all(
        [10, 11, 12, 13, 14, 15].map((h) =>
          r.create("walk-in", {
            client_phone: "+380671112292",
            reservation_date: `2026-11-27T${h}:00:00.000Z`,
          }),
        ),
      );
      expect(burst.filter((res) => res.statusCode === 200)).toHaveLength(3);
      expect(burst.filter((res) => res.statusCode === 409)).toHaveLength(3);
    } finally {
      await t.close();
    }
  });
});
