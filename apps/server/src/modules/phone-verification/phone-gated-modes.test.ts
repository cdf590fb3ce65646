import { describe, expect, it } from "vitest";
import { homepageResponseSchema } from "@tablewise/domain/contract/homepage";
import { errorOf } from "../../test/eat-in";
import { createTestApp } from "../../test/test-app";

// Without an SMS provider in production, a venue that requires phone verification is named
// in the log at start-up and does not offer the modes that need a code. The demo venue requires it for
// delivery and takeaway (client_app.verify_client_phone) and for reservations
// (reserve.use_phone_verification); the other demo venues require nothing.
const homepage = async (app: Awaited<ReturnType<typeof createTestApp>>["app"], link: string) => {
  const res = await app.inject({ method: "GET", url: `/api/superapp/homepage/${link}` });
  expect(res.statusCode, res.body).toBe(200);
  return homepageResponseSchema.parse(res.json()).data.cafe;
};
const takeawayOffered = async (app: Awaited<ReturnType<typeof createTestApp>>["app"]) => {
  const res = await app.inject({ method: "GET", url: "/api/superapp/preorder/demo/prepare/takeaway" });
  expect(res.statusCode, res.body).toBe(200);
  return !(res.json() as { data: { returnToGeneralLink: boolean } }).data.returnToGeneralLink;
};

describe("phone-gated modes without an SMS provider", () => {
  it("are not offered in production, and each such venue is flagged once at start-up", async () => {
    const logLines: string[] = [];
    const t = await createTestApp({
      seed: "demo",
      demo: false,
      logStream: { write: (line) => void logLines.push(line) },
    });
    try {
      const flagged = logLines.filter((l) => l.includes("no SMS provider is configured (SMS_PROVIDER)"));
      expect(flagged).toHaveLength(1);
      expect(flagged[0]).toContain('"link":"demo"');
      expect(flagged[0]).toContain("delivery, takeaway, reservations");
      const cafe = await homepage(t.app, "demo");
      expect(cafe.modes).toMatchObject({ delivery: false, preorder: false, inside: true, preview: true });
      expect(cafe.reserve.enabled).toBe(false);
      expect(await takeawayOffered(t.app)).toBe(false);
      // A venue that asks for no phone code keeps what it offers.
      expect((await homepage(t.app, "demo-closed")).modes).toMatchObject({ delivery: true, preorder: true });
      // And the request-code call, if still made, says the code cannot be sent instead of pretending.
      const res = await t.app.inject({
        method: "POST",
        url: "/api/superapp/security/phone-number-verification/request",
        payload: { cafe_id: "demo", phone: "+380671140001" },
      });
      expect(res.statusCode).toBe(424);
      expect(errorOf(res).code).toBe("sms_failed");
    } finally {
      await t.close();
    }
  });

  it("are offered with a provider configured, and in demo mode (the outbox)", async () => {
    const withProvider = await createTestApp({
      seed: "demo",
      demo: false,
      env: {
        SMS_PROVIDER: "http",
        SMS_HTTP_URL: "http://127.0.0.1:9/send",
        SMS_HTTP_BODY: '{"to":"{to}","text":"{text}"}',
      },
    });
    const demo = await createTestApp({ seed: "demo" });
    try {
      for (const t of [withProvider, demo]) {
        const cafe = await homepage(t.app, "demo");
        expect(cafe.modes).toMatchObject({ delivery: true, preorder: true });
        expect(cafe.reserve.enabled).toBe(true);
        expect(await takeawayOffered(t.app)).toBe(true);
      }
    } finally {
      await withProvider.close();
      await demo.close();
    }
  });
});
