import path from "node:path";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { randomBytes } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type AppOptions } from "../app";
import { defaultRateLimits, registerRateLimits } from "./rate-limit";
import type { DbHandle } from "../db/client";
import { loadDemoVenuesIfEmpty } from "../seed/load-demo-venues";
import { errorOf } from "../test/eat-in";
import { testTileUrl } from "../test/test-app";
import { openTestDb } from "../test/test-db";

// Through HTTP on the real app and database.
type Limited = { app: FastifyInstance; db: DbHandle; close: () => Promise<void> };
async function limitedApp(env: Partial<AppOptions["env"]>): Promise<Limited> {
  const db = await openTestDb();
  await loadDemoVenuesIfEmpty(db.db);
  const dist = mkdtempSync(path.join(tmpdir(), "no-dist-"));
  const app = await buildApp({
    env: {
      WEB_DIST: dist,
      MEDIA_DIR: path.resolve(import.meta.dirname, "../../media"),
      TILE_URL: testTileUrl,
      DEMO_MODE: true,
      LOG_LEVEL: "silent",
      AUTOPILOT_ACCEPT_MS: 0,
      ...env,
    },
    db,
    logger: false,
  });
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

let ipSeq = 0;
const nextIp = () => `10.1.0.${++ipSeq}`;
const prepare = (app: FastifyInstance, code: string, ip: string) =>
  app.inject({ method: "GET", url: `/api/superapp/inside/${code}/prepare`, remoteAddress: ip });
const pay = (app: FastifyInstance, id: string, ip: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url: `/api/superapp/orders/${id}/pay`,
    remoteAddress: ip,
    headers,
    payload: { pay_method: "cash", selected_items: [], tip: 0 },
  });
const phoneConfirm = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: "POST",
    url: "/api/superapp/security/phone-number-verification/confirm",
    remoteAddress: ip,
    payload: { token: "no-such-token-000000000000", code: "1234" },
  });
const rateLimitRows = async (db: DbHandle) => {
  const result = await db.db.execute<{ n: number }>(sql`select count(*)::int as n from rate_limits`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
};
const randomId = () => randomBytes(16).toString("base64url");

describe("limits nobody can reset", () => {
  let t: Limited;
  beforeAll(async () => {
    t = await limitedApp({ RATE_LIMIT_WINDOW_MS: 60_000, RATE_LIMIT_PHONE: 3, RATE_LIMIT_PAY: 2 });
  });
  afterAll(() => t.close());

  it("a path value that cannot be an id is refused with 400 before it costs a key", async () => {
    const ip = nextIp();
    const before = await rateLimitRows(t.db);
    for (const junk of [
      "x",
      "bad$id-000000000000000000",
      "a".repeat(65),
      "%00%00%00%00%00%00%00%00%00%00%00",
    ]) {
      const res = await pay(t.app, junk, ip);
      expect(res.statusCode, junk).toBe(400);
      expect(errorOf(res).code).toBe("validation_failed");
      expect(errorOf(res).message).toContain("params.id");
    }
    // Over the pay limit's max (2) and still 400, not 429: none of them was counted.
    expect(await rateLimitRows(t.db)).toBe(before);
  });

  it("a flood of new keys from one IP never frees that IP's (or anyone's) live counters", async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++) expect((await phoneConfirm(t.app, ip)).statusCode).not.toBe(429);
    expect((await phoneConfirm(t.app, ip)).statusCode).toBe(429);
    // 3,000 pays of valid-looking ids, each a key of its own (the old map evicted its oldest when full);
    // counted before the handler refuses their empty selection.
    const rows = await rateLimitRows(t.db);
    for (let i = 0; i < 3000; i++) expect((await pay(t.app, randomId(), ip)).statusCode).toBe(400);
    expect(await rateLimitRows(t.db)).toBe(rows + 3000);
    const refused = await phoneConfirm(t.app, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  }, 120_000);
});

describe("table codes cannot be enumerated", () => {
  let t: Limited;
  beforeAll(async () => {
    // Every table call of one IP: 4 per minute; unknown codes: 3 before a 10-minute block; the
    // 6-digit form's own limit is off here (tested on the next app).
    t = await limitedApp({
      RATE_LIMIT_WINDOW_MS: 60_000,
      RATE_LIMIT_TABLE: 4,
      RATE_LIMIT_TABLE_CODE: 0,
      RATE_LIMIT_TABLE_MISS: 3,
      RATE_LIMIT_TABLE_BLOCK_MS: 600_000,
    });
  });
  afterAll(() => t.close());

  it("prepare and verify-geolocation share a per-IP limit across all codes", async () => {
    const ip = nextIp();
    expect((await prepare(t.app, "111111", ip)).statusCode).toBe(200);
    expect((await prepare(t.app, "111112", ip)).statusCode).toBe(200);
    expect((await prepare(t.app, "222222", ip)).statusCode).toBe(200);
    const geo = await t.app.inject({
      method: "POST",
      url: "/api/superapp/inside/222222/verify-geolocation",
      remoteAddress: ip,
      payload: { lat: 50.45, lon: 30.52 },
    });
    expect(geo.statusCode).not.toBe(429);
    const refused = await prepare(t.app, "111112", ip);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe("too_many_requests");
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect((await prepare(t.app, "111112", nextIp())).statusCode).toBe(200);
  });

  it("after repeated unknown codes the IP is kept off table routes, even for a real code", async () => {
    const ip = nextIp();
    for (const code of ["900001", "900002", "900003"])
      expect((await prepare(t.app, code, ip)).statusCode).toBe(404);
    const refused = await prepare(t.app, "111111", ip);
    expect(refused.statusCode).toBe(429);
    // The block's 10 minutes, not the window's minute.
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(500);
    expect((await prepare(t.app, "111111", nextIp())).statusCode).toBe(200);
  });
});

describe("the typed 6-digit code has a strict limit of its own", () => {
  let t: Limited;
  beforeAll(async () => {
    t = await limitedApp({ RATE_LIMIT_WINDOW_MS: 60_000, RATE_LIMIT_TABLE: 100, RATE_LIMIT_TABLE_CODE: 3 });
  });
  afterAll(() => t.close());

  it("three 6-digit lookups a minute per IP", async () => {
    const ip = nextIp();
    for (const code of ["111111", "111112", "111111"])
      expect((await prepare(t.app, code, ip)).statusCode).toBe(200);
    expect((await prepare(t.app, "111112", ip)).statusCode).toBe(429);
    expect((await prepare(t.app, "111112", nextIp())).statusCode).toBe(200);
  });
});

describe("TRUST_PROXY takes the client from the trusted hops only", () => {
  let t: Limited;
  beforeAll(async () => {
    // One proxy in front (on 127.0.0.1); pays per order and IP: 2 a minute.
    t = await limitedApp({ RATE_LIMIT_WINDOW_MS: 60_000, RATE_LIMIT_PAY: 2, TRUST_PROXY: 1 });
  });
  afterAll(() => t.close());

  // Each call is counted, then refused for its empty selection (400): what matters is when 429 comes.
  it("a spoofed leftmost X-Forwarded-For does not change the limited key", async () => {
    const id = randomId();
    const via = (spoofed: string, client: string) => ({ "x-forwarded-for": `${spoofed}, ${client}` });
    expect((await pay(t.app, id, "127.0.0.1", via("1.1.1.1", "203.0.113.7"))).statusCode).toBe(400);
    expect((await pay(t.app, id, "127.0.0.1", via("1.1.1.2", "203.0.113.7"))).statusCode).toBe(400);
    const refused = await pay(t.app, id, "127.0.0.1", via("1.1.1.3", "203.0.113.7"));
    expect(refused.statusCode).toBe(429);
    // The client its proxy names is another guest.
    expect((await pay(t.app, id, "127.0.0.1", via("1.1.1.3", "203.0.113.8"))).statusCode).toBe(400);
  });
});

// Every guest route with a table key in its path (SPEC §7 /inside/{code}/...), each called the way a
// guest's phone calls it: a well-formed body, the table's access code in x-access-code when it has one.
type TableCall = { method: "GET" | "HEAD" | "POST"; url: string; body?: object };
const tableCalls: TableCall[] = [
  { method: "GET", url: "/api/superapp/inside/:code/prepare" },
  { method: "HEAD", url: "/api/superapp/inside/:code/prepare" },
  { method: "POST", url: "/api/superapp/inside/:code/verify-geolocation", body: { lat: 50.45, lon: 30.52 } },
  {
    method: "POST",
    url: "/api/superapp/inside/:code/call-waiter",
    body: { visitor_id: "visitor-limits-01" },
  },
  // The cart is a real one (set once the app runs): an unknown cart is a 404 of its own.
  {
    method: "POST",
    url: "/api/superapp/inside/:code/create",
    body: { cart_id: "", visitor_id: "visitor-limits-01" },
  },
];
const callTable = (app: FastifyInstance, call: TableCall, code: string, ip: string, accessCode?: string) =>
  app.inject({
    method: call.method,
    url: call.url.replace(":code", code),
    remoteAddress: ip,
    headers: accessCode ? { "x-access-code": accessCode } : {},
    ...(call.body ? { payload: call.body } : {}),
  });
// A 429 of the limits (Retry-After), not the waiter call's own 59 s cooldown (SPEC §9, next_call_at).
const limited = (res: { statusCode: number; headers: Record<string, unknown> }) =>
  res.statusCode === 429 && res.headers["retry-after"] !== undefined;
const named = (c: Pick<TableCall, "url"> & { method: string }) => `${c.method} ${c.url}`;

describe("every table route counts towards the table limits (production mode)", () => {
  let t: Limited;
  let accessCode = "";
  let otherTablesCode = "";
  beforeAll(async () => {
    // 4 table calls a minute per IP, 3 unknown codes before a 10-minute block; the routes' own limits
    // (waiter calls, orders) and the 6-digit form's are out of the way here.
    t = await limitedApp({
      DEMO_MODE: false,
      RATE_LIMIT_WINDOW_MS: 60_000,
      RATE_LIMIT_TABLE: 4,
      RATE_LIMIT_TABLE_CODE: 0,
      RATE_LIMIT_TABLE_MISS: 3,
      RATE_LIMIT_TABLE_BLOCK_MS: 600_000,
      RATE_LIMIT_CALL_WAITER: 1000,
      RATE_LIMIT_ORDER: 1000,
    });
    const seated = async (code: string) => {
      const res = await prepare(t.app, code, nextIp());
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { inside: { access_code: string }; cart: { _id: string } } }).data;
    };
    const first = await seated("111111");
    accessCode = first.inside.access_code;
    otherTablesCode = (await seated("111112")).inside.access_code;
    Object.assign(tableCalls.at(-1)!.body!, { cart_id: first.cart._id });
  });
  afterAll(() => t.close());

  it("lists every route that takes a table key, and only those", () => {
    expect(t.app.tableRoutes.map(named).sort()).toEqual(tableCalls.map(named).sort());
  });

  it.each(tableCalls.map((c) => [named(c), c] as const))(
    "%s: unknown codes answer 404, then 429, and the IP is kept off every table route",
    async (_, call) => {
      const ip = nextIp();
      for (const code of ["900001", "900002", "900003"]) {
        const res = await callTable(t.app, call, code, ip);
        expect(res.statusCode, `${code} ${res.body}`).toBe(404);
      }
      const refused = await callTable(t.app, call, "900004", ip);
      expect(refused.statusCode).toBe(429);
      if (call.method !== "HEAD") expect(errorOf(refused).code).toBe("too_many_requests");
      for (const other of tableCalls) {
        const res = await callTable(t.app, other, "111111", ip);
        expect(limited(res), named(other)).toBe(true);
        // The block's 10 minutes, not the window's minute.
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(500);
      }
      // Another IP is not affected.
      expect(limited(await callTable(t.app, call, "111111", nextIp()))).toBe(false);
    },
  );

  it.each(tableCalls.map((c) => [named(c), c] as const))(
    "%s: a known code counts towards the IP's per-minute limit",
    async (_, call) => {
      const ip = nextIp();
      for (let i = 0; i < 4; i++) {
        const res = await callTable(t.app, call, i % 2 ? "111111" : "111112", ip);
        expect(res.statusCode, res.body).not.toBe(404);
        expect(limited(res), res.body).toBe(false);
      }
      const refused = await callTable(t.app, call, "111111", ip);
      expect(limited(refused)).toBe(true);
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    },
  );

  it.each(tableCalls.map((c) => [named(c), c] as const))(
    "%s: a seated guest's calls (the table's current access code) count per table, past the IP's block",
    async (_, call) => {
      // Another phone on the venue's Wi-Fi (the same IP) guessed codes: the IP is blocked.
      const ip = nextIp();
      for (const code of ["900011", "900012", "900013"])
        expect((await callTable(t.app, call, code, ip)).statusCode).toBe(404);
      expect(limited(await prepare(t.app, "111111", ip))).toBe(true);
      // The seated guests at 111111 go on; past 4 calls a minute for their table, they are refused too.
      for (let i = 0; i < 4; i++) {
        const res = await callTable(t.app, call, "111111", ip, accessCode);
        expect(res.statusCode, res.body).not.toBe(404);
        expect(limited(res), res.body).toBe(false);
      }
      expect(limited(await callTable(t.app, call, "111111", ip, accessCode))).toBe(true);
      // Another table's code proves nothing here: counted and blocked like no code at all.
      expect(limited(await callTable(t.app, call, "111111", ip, otherTablesCode))).toBe(true);
    },
  );

  it("a seated guest's calls leave the IP's shared count to the guests who just scanned", async () => {
    const ip = nextIp();
    for (const call of tableCalls.slice(0, 4))
      expect(limited(await callTable(t.app, call, "111111", ip, accessCode)), named(call)).toBe(false);
    for (let i = 0; i < 4; i++) expect(limited(await prepare(t.app, "111112", ip))).toBe(false);
    expect(limited(await prepare(t.app, "111112", ip))).toBe(true);
  });

  it("refuses at start-up a route with a table key that does not count under the table limits", async () => {
    const bare = Fastify();
    registerRateLimits(bare, defaultRateLimits, t.db);
    expect(() =>
      bare.post("/api/superapp/inside/:code/something", { config: { rateLimit: "order" } }, async () => ({})),
    ).toThrow(/must count under the "table" limit/);
    await bare.close();
  });
});
