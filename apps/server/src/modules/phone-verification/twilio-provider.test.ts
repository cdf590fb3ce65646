import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phoneVerificationRequestResponseSchema } from "@tablewise/domain/contract/phone-verification";
import { errorOf } from "../../test/eat-in";
import { startSmsStandIn } from "../../test/sms-stand-in";
import { createTestApp } from "../../test/test-app";

// Phone codes through Twilio's official package, pointed at a local stand-in that speaks the
// Messages API (POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form body, basic auth), in
// production mode (no outbox).
const accountSid = `AC${"a1".repeat(16)}`;
const authToken = "test-auth-token-0123456789";
const apiKey = `SK${"b2".repeat(16)}`;
const apiSecret = "test-api-secret-0123456789";
const messagingServiceSid = `MG${"c3".repeat(16)}`;
const created = { status: 201, body: { sid: `SM${"d4".repeat(16)}`, status: "queued" } };

let standIn: Awaited<ReturnType<typeof startSmsStandIn>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
const logLines: string[] = [];
const now = new Date("2026-11-23T10:00:00Z");

beforeAll(async () => {
  standIn = await startSmsStandIn([created]);
  t = await createTestApp({
    seed: "demo",
    demo: false,
    clock: () => now,
    env: {
      SMS_PROVIDER: "twilio",
      TWILIO_ACCOUNT_SID: accountSid,
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_FROM: "+15005550006",
      TWILIO_BASE_URL: standIn.url,
    },
    logStream: { write: (line) => void logLines.push(line) },
  });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const request = (phone: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/superapp/security/phone-number-verification/request",
    payload: { cafe_id: "demo", phone, visitor_id: "device-twilio" },
  });
const confirm = (token: string, code: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/superapp/security/phone-number-verification/confirm",
    payload: { token, code },
  });
const sentForm = (i = 0) => new URLSearchParams(standIn.requests[i]!.body);
const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

describe("the Twilio adapter", () => {
  it("sends the code through the Messages API; the code it carried confirms the phone", async () => {
    standIn.answer([created]);
    const res = await request("+380671120001");
    expect(res.statusCode, res.body).toBe(200);
    const { token } = phoneVerificationRequestResponseSchema.parse(res.json()).data;
    expect(standIn.requests).toHaveLength(1);
    const sent = standIn.requests[0]!;
    expect(sent.method).toBe("POST");
    expect(sent.url).toBe(`/2010-04-01/Accounts/${accountSid}/Messages.json`);
    expect(sent.headers.authorization).toBe(basicAuth(accountSid, authToken));
    expect(sentForm().get("To")).toBe("+380671120001");
    expect(sentForm().get("From")).toBe("+15005550006");
    const code = /(\d{4})/.exec(sentForm().get("Body") ?? "")![1]!;
    const ok = await confirm(token, code);
    expect(ok.json()).toMatchObject({ success: true, data: { valid: true } });
  });

  it("retries a 5xx with backoff and succeeds on the third try", async () => {
    standIn.answer([
      { status: 500, body: { code: 20500, message: "Internal Server Error", status: 500 } },
      { status: 503, body: { code: 20503, message: "Service Unavailable", status: 503 } },
      created,
    ]);
    const res = await request("+380671120002");
    expect(res.statusCode, res.body).toBe(200);
    expect(standIn.requests).toHaveLength(3);
  });

  it("does not retry a 4xx: a 424 sms_failed envelope, a log line without the number, no cooldown", async () => {
    standIn.answer([
      {
        status: 400,
        body: {
          code: 21211,
          message: "The 'To' number +380671120003 is not a valid phone number.",
          more_info: "https://www.twilio.com/docs/errors/21211",
          status: 400,
        },
      },
    ]);
    logLines.length = 0;
    const res = await request("+380671120003");
    expect(res.statusCode).toBe(424);
    expect(errorOf(res)).toMatchObject({ code: "sms_failed" });
    expect(standIn.requests).toHaveLength(1);
    const warning = logLines.find((l) => l.includes("phone code not sent"));
    expect(warning).toBeDefined();
    expect(warning).toContain("21211");
    expect(logLines.join("\n")).not.toContain("380671120003");
    expect(logLines.join("\n")).not.toContain(authToken);
    // The failed request left no cooldown: "try again" works at once.
    standIn.answer([created]);
    expect((await request("+380671120003")).statusCode).toBe(200);
  });

  it("gives up after 3 tries of a 5xx with the same 424", async () => {
    standIn.answer([{ status: 503, body: { code: 20503, message: "Service Unavailable", status: 503 } }]);
    const res = await request("+380671120004");
    expect(res.statusCode).toBe(424);
    expect(errorOf(res).code).toBe("sms_failed");
    expect(standIn.requests).toHaveLength(3);
  });

  it("gives up on a provider that does not answer, within about 5 s", async () => {
    standIn.answer(["hang"]);
    const started = Date.now();
    const res = await request("+380671120005");
    expect(res.statusCode).toBe(424);
    expect(standIn.requests).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(6000);
  }, 10_000);
});

describe("the Twilio adapter with an API key and a messaging service", () => {
  it("authenticates with the key and names the service instead of a number", async () => {
    const own = await startSmsStandIn([created]);
    const app = await createTestApp({
      seed: "demo",
      demo: false,
      env: {
        SMS_PROVIDER: "twilio",
        TWILIO_ACCOUNT_SID: accountSid,
        TWILIO_API_KEY: apiKey,
        TWILIO_API_SECRET: apiSecret,
        TWILIO_MESSAGING_SERVICE_SID: messagingServiceSid,
        TWILIO_BASE_URL: own.url,
      },
    });
    try {
      const res = await app.app.inject({
        method: "POST",
        url: "/api/superapp/security/phone-number-verification/request",
        payload: { cafe_id: "demo", phone: "+380671120006" },
      });
      expect(res.statusCode, res.body).toBe(200);
      const sent = own.requests[0]!;
      expect(sent.url).toBe(`/2010-04-01/Accounts/${accountSid}/Messages.json`);
      expect(sent.headers.authorization).toBe(basicAuth(apiKey, apiSecret));
      const form = new URLSearchParams(sent.body);
      expect(form.get("MessagingServiceSid")).toBe(messagingServiceSid);
      expect(form.get("From")).toBeNull();
    } finally {
      await app.close();
      await own.close();
    }
  });
});
