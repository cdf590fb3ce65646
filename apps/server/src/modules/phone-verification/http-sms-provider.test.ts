import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { loadEnv } from "../../config/env";
import { errorOf } from "../../test/eat-in";
import { startSmsStandIn } from "../../test/sms-stand-in";
import { createTestApp } from "../../test/test-app";
import { renderHttpSmsRequest, type HttpSmsConfig } from "./http-sms-provider";

// The generic HTTP adapter against a local stand-in gateway, through the guest's request-code
// call in production mode.
const turboSmsBody = '{"recipients":["{to_digits}"],"sms":{"sender":"{sender}","text":"{text}"}}';

let standIn: Awaited<ReturnType<typeof startSmsStandIn>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  standIn = await startSmsStandIn();
  t = await createTestApp({
    seed: "demo",
    demo: false,
    env: {
      SMS_PROVIDER: "http",
      SMS_HTTP_URL: `${standIn.url}/message/send.json`,
      SMS_HTTP_BODY: turboSmsBody,
      SMS_HTTP_AUTH_VALUE: "Bearer gateway-secret",
      SMS_HTTP_SENDER: "Demo Cafe",
    },
  });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const request = (phone: string, app = t.app) =>
  app.inject({
    method: "POST",
    url: "/api/superapp/security/phone-number-verification/request",
    payload: { cafe_id: "demo", phone },
  });

describe("the generic HTTP SMS adapter", () => {
  it("posts the JSON template with the number, text and sender filled in and the auth header", async () => {
    standIn.answer([{ status: 200, body: { response_code: 0 } }]);
    const res = await request("+380671130001");
    expect(res.statusCode, res.body).toBe(200);
    expect(standIn.requests).toHaveLength(1);
    const sent = standIn.requests[0]!;
    expect(sent.method).toBe("POST");
    expect(sent.url).toBe("/message/send.json");
    expect(sent.headers.authorization).toBe("Bearer gateway-secret");
    expect(sent.headers["content-type"]).toBe("application/json");
    const body = JSON.parse(sent.body) as { recipients: string[]; sms: { sender: string; text: string } };
    expect(body.recipients).toEqual(["380671130001"]);
    expect(body.sms.sender).toBe("Demo Cafe");
    expect(body.sms.text).toMatch(/: your code is \d{4}$/);
  });

  it("retries a 5xx and then succeeds; a 4xx is not retried and answers 424 sms_failed", async () => {
    standIn.answer([
      { status: 502, body: "bad gateway" },
      { status: 200, body: {} },
    ]);
    expect((await request("+380671130002")).statusCode).toBe(200);
    expect(standIn.requests).toHaveLength(2);
    standIn.answer([{ status: 401, body: { error: "unauthorized" } }]);
    const res = await request("+380671130003");
    expect(res.statusCode).toBe(424);
    expect(errorOf(res)).toMatchObject({ code: "sms_failed" });
    expect(standIn.requests).toHaveLength(1);
  });

  it("retries network errors three times, then answers 424", async () => {
    // A port nothing listens on: every connection is refused.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const down = await createTestApp({
      seed: "demo",
      demo: false,
      env: {
        SMS_PROVIDER: "http",
        SMS_HTTP_URL: `http://127.0.0.1:${port}/send`,
        SMS_HTTP_BODY: turboSmsBody,
      },
    });
    try {
      const started = Date.now();
      const res = await request("+380671130004", down.app);
      expect(res.statusCode).toBe(424);
      expect(errorOf(res).code).toBe("sms_failed");
      // Two back-off pauses (0.3 s + 0.9 s) prove the three tries.
      expect(Date.now() - started).toBeGreaterThanOrEqual(1200);
    } finally {
      await down.close();
    }
  });

  it("counts a 200 without the success text as a failure (gateways that answer errors in the body)", async () => {
    const app = await createTestApp({
      seed: "demo",
      demo: false,
      env: {
        SMS_PROVIDER: "http",
        SMS_HTTP_URL: `${standIn.url}/sms/send`,
        SMS_HTTP_FORMAT: "form",
        SMS_HTTP_BODY: "to={to_digits}&msg={text}&json=1",
        SMS_HTTP_SUCCESS_TEXT: '"status":"OK"',
      },
    });
    try {
      standIn.answer([{ status: 200, body: { status: "ERROR", status_code: 202 } }]);
      expect((await request("+380671130005", app.app)).statusCode).toBe(424);
      expect(standIn.requests).toHaveLength(1);
      standIn.answer([{ status: 200, body: { status: "OK", status_code: 100 } }]);
      expect((await request("+380671130006", app.app)).statusCode).toBe(200);
      const form = new URLSearchParams(standIn.requests[0]!.body);
      expect(form.get("to")).toBe("380671130006");
      expect(form.get("json")).toBe("1");
      expect(standIn.requests[0]!.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    } finally {
      await app.close();
    }
  });
});

describe("the body template", () => {
  const base: HttpSmsConfig = {
    url: "https://gw.example/send",
    method: "POST",
    format: "json",
    bodyTemplate: '{"to":"{to}","text":"{text}","from":"{sender}","n":1}',
    authHeader: "X-Api-Key",
    authValue: "k",
    sender: 'Bar "Q"',
  };
  const nasty = 'Café "Ünïcode" \\ & = ? # </script>\n: your code is 1234';

  it("escapes JSON values: quotes, backslashes and newlines stay inside their string", () => {
    const { body, headers } = renderHttpSmsRequest(base, "+380671130007", nasty);
    expect(JSON.parse(body!)).toEqual({ to: "+380671130007", text: nasty, from: 'Bar "Q"', n: 1 });
    expect(headers["X-Api-Key"]).toBe("k");
  });

  it("encodes form values: & and = cannot add fields", () => {
    const { body } = renderHttpSmsRequest(
      { ...base, format: "form", bodyTemplate: "to={to}&message={text}&from={sender}" },
      "+380671130007",
      nasty,
    );
    const form = new URLSearchParams(body);
    expect([...form.keys()]).toEqual(["to", "message", "from"]);
    expect(form.get("message")).toBe(nasty);
    expect(form.get("to")).toBe("+380671130007");
  });

  it("encodes URL placeholders of a GET", () => {
    const { url, body } = renderHttpSmsRequest(
      { ...base, method: "GET", url: "https://gw.example/send?to={to}&msg={text}" },
      "+380671130007",
      nasty,
    );
    expect(body).toBeUndefined();
    const parsed = new URL(url);
    expect(parsed.searchParams.get("to")).toBe("+380671130007");
    expect(parsed.searchParams.get("msg")).toBe(nasty);
    expect([...parsed.searchParams.keys()]).toEqual(["to", "msg"]);
  });

  it("is checked at start-up: a broken JSON template or missing settings stop the server", () => {
    expect(() =>
      loadEnv({ SMS_PROVIDER: "http", SMS_HTTP_URL: "https://gw.example/send", SMS_HTTP_BODY: "{to" }),
    ).toThrow(/SMS_HTTP_BODY: must be valid JSON/);
    expect(() => loadEnv({ SMS_PROVIDER: "http" })).toThrow(/SMS_HTTP_URL/);
    expect(() => loadEnv({ SMS_PROVIDER: "twilio", TWILIO_ACCOUNT_SID: `AC${"0".repeat(32)}` })).toThrow(
      /TWILIO_AUTH_TOKEN[\s\S]*TWILIO_FROM/,
    );
  });
});
