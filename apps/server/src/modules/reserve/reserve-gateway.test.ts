import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentFormResponseSchema } from "@tablewise/domain/contract/reserve";
import { reservations as reservationsTable } from "../../db/schema/index";
import { importVenue } from "../../seed/import-venue";
import { errorOf } from "../../test/eat-in";
import { reservations, walkInVenueFile } from "../../test/reserve";
import { createTestApp } from "../../test/test-app";
import { newSecretId } from "./reserve.repository";

// Reservation side: outside demo mode there is no gateway (PAYMENT_GATEWAY unset), so the
// deposit sandbox does not exist, a reservation that needs a deposit is refused with a clear 409, and
// the payment form never hands out a sandbox URL. Free reservations still book.
let t: Awaited<ReturnType<typeof createTestApp>>;
let r: ReturnType<typeof reservations>;
const now = new Date("2026-11-23T10:00:00Z");
beforeAll(async () => {
  t = await createTestApp({ seed: "demo", demo: false, clock: () => now });
  await importVenue(t.db.db, walkInVenueFile());
  r = reservations(t.app);
});
afterAll(() => t.close());

describe("reservations without a payment gateway (DEMO_MODE=false)", () => {
  it("refuses a reservation that needs a deposit with reason deposit_unavailable, and takes no places", async () => {
    const res = await r.create("walk-in", { persons_count: 4 });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({ code: "conflict", details: { reason: "deposit_unavailable" } });
    // The terrace on the sunny side is free: no deposit, confirmed at once, on the same (untouched) slot.
    const free = await r.created("walk-in", {
      cart_item: {
        product_id: "p-terrace-table",
        quantity: 1,
        variants: ["i-terrace-table-sun"],
        modificators: [],
      },
      persons_count: 4,
    });
    expect(free).toMatchObject({ status: "confirmed", deposit: 0 });
  });

  it("has no sandbox pages, and a pending reservation's payment form is a 409, never a sandbox URL", async () => {
    // One left pending from before the gateway was switched off.
    const paymentId = newSecretId();
    const id = newSecretId();
    await t.db.db.insert(reservationsTable).values({
      id,
      venueId: "walk-in",
      status: "pending",
      firstName: "Olena",
      lastName: "Koval",
      phone: "+380671112200",
      email: "olena@example.com",
      persons: 2,
      startsAt: new Date("2026-11-25T18:00:00Z"),
      service: { product_id: "p-table-dinner", name: "Table for dinner", price: 650, variants: [] },
      deposit: 13000, // minor units: 130.00
      paid: false,
      paymentId,
      createdAt: now,
      updatedAt: now,
      expiresAt: new Date(now.getTime() + 15 * 60_000),
    });
    const form = await r.get(`/api/superapp/reservations/${id}/payment-form`);
    expect(form.statusCode).toBe(409);
    expect(form.body).not.toContain("/api/sandbox");
    expect(errorOf(form)).toMatchObject({ details: { reason: "deposit_unavailable" } });
    for (const path of ["", "/approve", "/decline"]) {
      const res = path
        ? await r.post(`/api/sandbox/reservation/${paymentId}${path}`, {})
        : await r.get(`/api/sandbox/reservation/${paymentId}`);
      expect(res.statusCode, path).toBe(404);
    }
    expect(await r.fetchReservation(id)).toMatchObject({ status: "pending", paid: false });
  });
});

describe("reservations in demo mode", () => {
  it("still hand out the sandbox form for a deposit", async () => {
    const demo = await createTestApp({ seed: "demo", clock: () => now });
    try {
      await importVenue(demo.db.db, walkInVenueFile());
      const d = reservations(demo.app);
      const held = await d.created("walk-in", { persons_count: 2 });
      const form = paymentFormResponseSchema.parse(
        (await d.get(`/api/superapp/reservations/${held._id}/payment-form`)).json(),
      ).data.form;
      expect(form).toMatchObject({ gateway: "sandbox" });
      expect((await d.get(form.url)).statusCode).toBe(200);
    } finally {
      await demo.close();
    }
  });
});
