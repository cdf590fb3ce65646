import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  phoneVerificationConfirmResponseSchema,
  phoneVerificationRequestResponseSchema,
} from "@tablewise/domain/contract/phone-verification";
import { createTestApp } from "../../test/test-app";
import { errorOf } from "../../test/eat-in";

// SPEC §4/§5/§9 phone verification through HTTP on a real database, codes read from the demo outbox.
let t: Awaited<ReturnType<typeof createTestApp>>;
let now = new Date("2026-11-23T10:00:00Z");
beforeAll(async () => {
  t = await createTestApp({ seed: "demo", clock: () => now });
});
afterAll(() => t.close());

const venueId = async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/superapp/homepage/demo" });
  return (res.json() as { data: { cafe: { _id: string } } }).data.cafe._id;
};
const request = (cafe_id: string, phone: string, visitor_id = "device-one") =>
  t.app.inject({
    method: "POST",
    url: "/api/superapp/security/phone-number-verification/request",
    payload: { cafe_id, phone, visitor_id },
  });
const confirm = (token: string, code: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/superapp/security/phone-number-verification/confirm",
    payload: { token, code },
  });
const lastCode = async (phone: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/dev/outbox?phone=${encodeURIComponent(phone)}`,
  });
  const text = (res.json() as { data: { messages: { text: string }[] } }).data.messages[0]!.text;
  return /(\d{4})/.exec(text)![1]!;
};

describe("phone verification", () => {
  it("sends a 4-digit code; a wrong code is invalid, the right one valid, then already verified", async () => {
    const cafe = await venueId();
    const res = await request(cafe, "+380671110001");
    expect(res.statusCode, res.body).toBe(200);
    const { token, already_verified } = phoneVerificationRequestResponseSchema.parse(res.json()).data;
    expect(already_verified).toBe(false);
    const code = await lastCode("+380671110001");
    const wrong = code === "0000" ? "1111" : "0000";
    expect(
      phoneVerificationConfirmResponseSchema.parse((await confirm(token, wrong)).json()).data.valid,
    ).toBe(false);
    expect(phoneVerificationConfirmResponseSchema.parse((await confirm(token, code)).json()).data.valid).toBe(
      true,
    );
    now = new Date(now.getTime() + 5 * 60_000);
    const again = phoneVerificationRequestResponseSchema.parse(
      (await request(cafe, "+380671110001")).json(),
    ).data;
    expect(again.already_verified).toBe(true);
  });

  it("refuses a resend within 60 s with a 429 and the seconds left", async () => {
    const cafe = await venueId();
    expect((await request(cafe, "+380671110002")).statusCode).toBe(200);
    now = new Date(now.getTime() + 20_000);
    const res = await request(cafe, "+380671110002");
    expect(res.statusCode).toBe(429);
    expect(errorOf(res)).toMatchObject({ code: "too_many_requests", details: { retry_after_s: 40 } });
    now = new Date(now.getTime() + 41_000);
    expect((await request(cafe, "+380671110002")).statusCode).toBe(200);
  });

  it("kills a token after 5 wrong codes and after it expires", async () => {
    const cafe = await venueId();
    const { token } = phoneVerificationRequestResponseSchema.parse(
      (await request(cafe, "+380671110003")).json(),
    ).data;
    const code = await lastCode("+380671110003");
    const wrong = code === "0000" ? "1111" : "0000";
    for (let i = 0; i < 5; i++) expect((await confirm(token, wrong)).statusCode).toBe(200);
    expect((await confirm(token, code)).statusCode).toBe(429);
    now = new Date(now.getTime() + 61_000);
    const fresh = phoneVerificationRequestResponseSchema.parse(
      (await request(cafe, "+380671110003")).json(),
    ).data;
    now = new Date(now.getTime() + 11 * 60_000);
    expect((await confirm(fresh.token, await lastCode("+380671110003"))).statusCode).toBe(409);
  });

  it("answers bad input with 4xx envelopes: bad phone, unknown venue, unknown token, 3-digit code", async () => {
    const cafe = await venueId();
    expect((await request(cafe, "0671110004")).statusCode).toBe(400);
    // E.164 in form but no real number: no code is sent for it.
    const fake = await request(cafe, "+380001110004");
    expect(fake.statusCode).toBe(400);
    expect(errorOf(fake)).toMatchObject({ code: "bad_request", details: { field: "phone" } });
    expect((await request("no-such-venue", "+380671110004")).statusCode).toBe(404);
    expect((await confirm("x".repeat(32), "1234")).statusCode).toBe(404);
    expect((await confirm("x".repeat(32), "123")).statusCode).toBe(400);
  });
});

describe("the demo outbox", () => {
  it("answers for one phone only: no listing of every guest's codes", async () => {
    const cafe = await venueId();
    expect((await request(cafe, "+380671110005")).statusCode).toBe(200);
    const all = await t.app.inject({ method: "GET", url: "/api/dev/outbox" });
    expect(all.statusCode).toBe(400);
    expect(errorOf(all).code).toBe("validation_failed");
    expect(all.body).not.toContain("+380671110005");
    const one = await t.app.inject({ method: "GET", url: "/api/dev/outbox?phone=%2B380671110005" });
    const messages = (one.json() as { data: { messages: { to: string }[] } }).data.messages;
    expect(messages.length).toBeGreaterThan(0);
    expect(new Set(messages.map((m) => m.to))).toEqual(new Set(["+380671110005"]));
  });

  it("is not there outside demo mode", async () => {
    const prod = await createTestApp({ seed: "demo", demo: false });
    try {
      const res = await prod.app.inject({ method: "GET", url: "/api/dev/outbox" });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe("not_found");
    } finally {
      await prod.close();
    }
  });
});
