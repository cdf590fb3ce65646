import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phoneVerificationRequestResponseSchema } from "@tablewise/domain/contract/phone-verification";
import { createTestApp } from "../../test/test-app";
import { errorOf } from "../../test/eat-in";
import { reservations } from "../../test/reserve";

// "Already verified" only for the device that proved the number; a verified token
// is used once (by one reservation or client save) and only within 10 minutes. Demo "Kashtan Bistro"
// verifies phones for reservations and clients.
let t: Awaited<ReturnType<typeof createTestApp>>;
let r: ReturnType<typeof reservations>;
let now = new Date("2026-11-23T10:00:00Z");
beforeAll(async () => {
  t = await createTestApp({ seed: "demo", clock: () => now });
  r = reservations(t.app);
});
afterAll(() => t.close());

const later = (ms: number) => (now = new Date(now.getTime() + ms));
const requested = async (phone: string, visitor?: string) => {
  const res = await r.requestCode("demo", phone, visitor);
  expect(res.statusCode, res.body).toBe(200);
  return phoneVerificationRequestResponseSchema.parse(res.json()).data;
};
const clientSave = (phone: string, token: string) =>
  r.post("/api/superapp/clients/create", {
    name: "Olena",
    phone,
    cafe_id: "demo",
    verification_token: token,
  });

describe("a phone proven on one device", () => {
  it("is already verified for that device only; another device, or none named, gets a code", async () => {
    const phone = "+380671115001";
    await r.verifiedToken("demo", phone, "device-owner");
    later(61_000); // past the resend cooldown
    const stranger = await requested(phone, "device-stranger");
    expect(stranger.already_verified).toBe(false);
    // The stranger's token is not verified: no reservation and no client in the owner's name.
    const booking = await r.create("demo", { client_phone: phone, phone_token: stranger.token });
    expect(booking.statusCode).toBe(403);
    expect((await clientSave(phone, stranger.token)).statusCode).toBe(403);
    later(61_000);
    expect((await requested(phone)).already_verified).toBe(false);
    // The owner's device still skips the code (SPEC §4), and its fresh token books.
    const owner = await requested(phone, "device-owner");
    expect(owner.already_verified).toBe(true);
    const ok = await r.create("demo", { client_phone: phone, phone_token: owner.token });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe("a verified token", () => {
  it("makes one reservation: the second and third attempts with it are refused", async () => {
    const phone = "+380671115002";
    const token = await r.verifiedToken("demo", phone, "device-2");
    const at = (h: number) => ({
      client_phone: phone,
      phone_token: token,
      reservation_date: `2026-11-26T${h}:00:00.000Z`,
    });
    expect((await r.create("demo", at(10))).statusCode).toBe(200);
    for (const h of [11, 12]) {
      const again = await r.create("demo", at(h));
      expect(again.statusCode).toBe(403);
      expect(errorOf(again).code).toBe("forbidden");
    }
    // Nor does it create a client afterwards.
    expect((await clientSave(phone, token)).statusCode).toBe(403);
  });

  it("is used once by a client save too, and two requests racing with one token get one success", async () => {
    const phone = "+380671115003";
    const token = await r.verifiedToken("demo", phone, "device-3");
    const race = await Promise.all([
      r.create("demo", {
        client_phone: phone,
        phone_token: token,
        reservation_date: "2026-11-27T10:00:00.000Z",
      }),
      r.create("demo", {
        client_phone: phone,
        phone_token: token,
        reservation_date: "2026-11-27T11:00:00.000Z",
      }),
      clientSave(phone, token),
    ]);
    expect(race.map((res) => res.statusCode).sort()).toEqual([200, 403, 403]);
    const second = await r.verifiedToken("demo", phone, "device-3");
    expect((await clientSave(phone, second)).statusCode).toBe(200);
    expect((await clientSave(phone, second)).statusCode).toBe(403);
  });

  it("expires 10 minutes after its proof", async () => {
    const phone = "+380671115004";
    const token = await r.verifiedToken("demo", phone, "device-4");
    later(10 * 60_000 + 1000);
    const stale = await r.create("demo", { client_phone: phone, phone_token: token });
    expect(stale.statusCode).toBe(403);
    // The device asks again and, already verified, goes on without a new code.
    const fresh = await requested(phone, "device-4");
    expect(fresh.already_verified).toBe(true);
    expect((await r.create("demo", { client_phone: phone, phone_token: fresh.token })).statusCode).toBe(200);
  });

  it("is given back when the places were gone, so the guest can pick another time", async () => {
    const phone = "+380671115005";
    const token = await r.verifiedToken("demo", phone, "device-5");
    const at = { client_phone: phone, phone_token: token, reservation_date: "2026-11-28T10:00:00.000Z" };
    expect((await r.create("demo", { ...at, persons_count: 7 })).statusCode).toBe(409);
    expect((await r.create("demo", { ...at, persons_count: 2 })).statusCode).toBe(200);
  });
});
