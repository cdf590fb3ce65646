import path from "node:path";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorEnvelopeSchema } from "@tablewise/domain/contract/common";
import { buildApp } from "../app";
import type { DbHandle } from "../db/client";
import { loadDemoVenuesIfEmpty } from "../seed/load-demo-venues";
import { eatIn, visitor } from "../test/eat-in";
import { testTileUrl } from "../test/test-app";
import { openTestDb } from "../test/test-db";
import { defaultRateLimits, rateLimitsOf } from "./rate-limit";

describe("rateLimitsOf", () => {
  it("reads the environment, keeping defaults for what is unset", () => {
    expect(rateLimitsOf({})).toEqual(defaultRateLimits);
    expect(rateLimitsOf({ RATE_LIMIT_WINDOW_MS: 500, RATE_LIMIT_PAY: 3, RATE_LIMIT_TABLE_CODE: 4 })).toEqual({
      ...defaultRateLimits,
      windowMs: 500,
      pay: 3,
      tableCode: 4,
    });
  });
});

// The real app with every limit at 2 requests per 1.5 s window.
const windowMs = 1500;
const max = 2;
let app: FastifyInstance;
let db: DbHandle;
const emptyDist = mkdtempSync(path.join(tmpdir(), "no-dist-"));
beforeAll(async () => {
  db = await openTestDb();
  await loadDemoVenuesIfEmpty(db.db);
  app = await buildApp({
    env: {
      WEB_DIST: emptyDist,
      MEDIA_DIR: path.resolve(import.meta.dirname, "../../media"),
      TILE_URL: testTileUrl,
      DEMO_MODE: true,
      LOG_LEVEL: "silent",
      AUTOPILOT_ACCEPT_MS: 0,
      RATE_LIMIT_WINDOW_MS: windowMs,
      RATE_LIMIT_CALL_WAITER: max,
      RATE_LIMIT_PHONE: max,
      RATE_LIMIT_PHONE_NUMBER: max,
      RATE_LIMIT_ORDER: max,
      RATE_LIMIT_PAY: max,
    },
    db,
    logger: false,
  });
});
afterAll(async () => {
  await app.close();
  await db.close();
  rmSync(emptyDist, { recursive: true, force: true });
});

const unknownId = "unknown-order-id-0000000000";
let ipSeq = 0;
// Each test speaks from its own address, so the counts of one never spill into another.
const nextIp = () => `10.0.0.${++ipSeq}`;

type Limited = {
  name: string;
  method: "GET" | "POST";
  url: string;
  payload?: object;
  // What another guest (another address) sends; by default the same request.
  other?: object;
};
// Each limited call, sent so that it fails plainly (unknown table, order, venue, token) and changes
// nothing: a refused request counts like any other.
const limited: Limited[] = [
  {
    name: "call-waiter",
    method: "POST",
    url: "/api/superapp/inside/999999/call-waiter",
    payload: { visitor_id: visitor(1) },
  },
  {
    name: "phone code request",
    method: "POST",
    url: "/api/superapp/security/phone-number-verification/request",
    payload: { cafe_id: "no-such-venue", phone: "+380501234567" },
    // A code request also counts per phone number, whatever the address (tested below).
    other: { cafe_id: "no-such-venue", phone: "+380501234568" },
  },
  {
    name: "phone code confirm",
    method: "POST",
    url: "/api/superapp/security/phone-number-verification/confirm",
    payload: { token: "no-such-token-000000000000", code: "1234" },
  },
  {
    name: "eat-in create",
    method: "POST",
    url: "/api/superapp/inside/999999/create",
    payload: { cart_id: "no-such-cart-0000000000000", visitor_id: visitor(1) },
  },
  {
    name: "eat-in append",
    method: "POST",
    url: `/api/superapp/orders/${unknownId}/append`,
    payload: { cart_id: "no-such-cart-0000000000000", visitor_id: visitor(1) },
  },
  {
    name: "preorder create",
    method: "POST",
    url: "/api/superapp/preorder/no-such-venue/create",
    payload: {},
  },
  { name: "reserve create", method: "POST", url: "/api/superapp/reserve/create", payload: {} },
  {
    name: "order pay",
    method: "POST",
    url: `/api/superapp/orders/${unknownId}/pay`,
    payload: { pay_method: "cash", selected_items: [], tip: 0 },
  },
  {
    name: "reservation payment form",
    method: "GET",
    url: `/api/superapp/reservations/${unknownId}/payment-form`,
  },
];

const send = (call: Limited, ip: string) =>
  app.inject({
    method: call.method,
    url: call.url,
    remoteAddress: ip,
    ...(call.payload ? { payload: call.payload } : {}),
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("rate limits on the guest calls that create, pay, call or send codes", () => {
  // Concurrent: each waits out its window, each from its own address.
  it.concurrent.each(limited.map((c) => [c.name, c] as const))(
    "%s: 429 in the envelope with Retry-After past the limit, other addresses unaffected, works again after the window",
    async (_, call) => {
      const ip = nextIp();
      const first: number[] = [];
      for (let i = 0; i < max; i++) first.push((await send(call, ip)).statusCode);
      for (const status of first) expect(status).not.toBe(429);

      const refused = await send(call, ip);
      expect(refused.statusCode, refused.body).toBe(429);
      const error = errorEnvelopeSchema.parse(refused.json()).error;
      expect(error.code).toBe("too_many_requests");
      expect(error.message).toMatch(/^Too many requests: try again in \d+ s$/);
      const retryAfter = Number(refused.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(Math.ceil(windowMs / 1000));

      const other = { ...call, payload: call.other ?? call.payload };
      expect((await send(other, nextIp())).statusCode).toBe(first[0]);

      await sleep(windowMs + 50);
      expect((await send(call, ip)).statusCode).toBe(first[0]);
    },
  );

  it("a phone number is limited across addresses", async () => {
    const call = limited.find((c) => c.name === "phone code request")!;
    const phone = { ...call, payload: { cafe_id: "no-such-venue", phone: "+380507654321" } };
    for (let i = 0; i < max; i++) expect((await send(phone, nextIp())).statusCode).toBe(404);
    expect((await send(phone, nextIp())).statusCode).toBe(429);
  });

  it("eat-in orders: each table of one address has its own count, real creates are refused past it", async () => {
    const k = eatIn(app);
    const ip = nextIp();
    const create = async (code: string) => {
      const prepared = await k.prepare(code);
      await k.fillCart(prepared.cart._id, k.napoleons(1));
      return app.inject({
        method: "POST",
        url: `/api/superapp/inside/${code}/create`,
        remoteAddress: ip,
        payload: { cart_id: prepared.cart._id, visitor_id: visitor(7) },
      });
    };
    expect((await create("111111")).statusCode).toBe(200);
    expect((await create("111111")).statusCode).toBe(200);
    const refused = await create("111111");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect((await create("111112")).statusCode).toBe(200);
  });

  it("calls without a limit are not counted", async () => {
    const ip = nextIp();
    for (let i = 0; i < max * 3; i++) {
      const res = await app.inject({ method: "GET", url: "/api/superapp/homepage/demo", remoteAddress: ip });
      expect(res.statusCode).toBe(200);
    }
  });
});
