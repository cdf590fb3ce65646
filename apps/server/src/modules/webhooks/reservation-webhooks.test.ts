import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { importVenue } from "../../seed/import-venue";
import { reservations, walkInVenueFile } from "../../test/reserve";
import { asStaff, testStaffAuthenticator } from "../../test/staff-console";
import { createTestApp } from "../../test/test-app";
import {
  startWebhookReceiverStandIn,
  type WebhookReceiverStandIn,
} from "../../test/webhook-receiver-stand-in";

// A booking made, then confirmed, reaches a receiver as reservation.made and reservation.confirmed
// ("walk-in": no phone code, a deposit not required to book).
const now = new Date("2026-11-23T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let receiver: WebhookReceiverStandIn;

beforeAll(async () => {
  receiver = await startWebhookReceiverStandIn();
  receiver.clock = () => now;
  t = await createTestApp({
    seed: "demo",
    clock: () => now,
    app: { staffAuthenticator: testStaffAuthenticator },
    sweepIntervalMs: 60_000,
  });
  await importVenue(t.db.db, walkInVenueFile());
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

it("a booking made and confirmed is delivered as reservation.made then reservation.confirmed, once each", async () => {
  const manager = asStaff("walk-in", "manager");
  const made = await t.app.inject({
    method: "POST",
    url: "/api/staff/venues/walk-in/webhooks",
    headers: manager,
    payload: {
      url: receiver.url,
      events: ["reservation.made", "reservation.confirmed", "reservation.cancelled"],
    },
  });
  expect(made.statusCode, made.body).toBe(200);
  receiver.secrets.push(made.json<{ data: { endpoint: { secret: string } } }>().data.endpoint.secret);
  const r = reservations(t.app);
  const booked = await r.created("walk-in", { persons_count: 1, client_phone: "+380671119901" });
  const confirm = () =>
    r.post(`/api/staff/reservations/${booked._id}/confirm`, undefined, asStaff("walk-in", "waiter"));
  expect((await confirm()).statusCode).toBe(200);
  // Confirmed again: unchanged, no second event.
  expect((await confirm()).statusCode).toBe(200);
  await vi.waitFor(async () => {
    await t.app.webhooks.worker.drain();
    // Deliveries are not ordered (docs/webhooks.md): two events queued in one millisecond go either way.
    expect(receiver.received.map((x) => x.event.type).sort()).toEqual([
      "reservation.confirmed",
      "reservation.made",
    ]);
  });
  const dataOf = (type: string) => receiver.received.find((x) => x.event.type === type)?.event.data;
  expect(dataOf("reservation.made")).toEqual({ reservation_id: booked._id });
  expect(dataOf("reservation.confirmed")).toEqual({ reservation_id: booked._id, status: "confirmed" });
  expect(receiver.rejected).toEqual([]);
});
