import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { createHash } from "node:crypto";
import { and, gt, sql } from "drizzle-orm";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { phoneSchema } from "@tablewise/domain/contract/common";
import { insideParamsSchema } from "@tablewise/domain/contract/inside";
import { orderParamsSchema } from "@tablewise/domain/contract/order-calls";
import { preorderCreateParamsSchema } from "@tablewise/domain/contract/preorder";
import type { DbHandle } from "../db/client";
import { rateLimits as rateLimitRows } from "../db/schema/index";
import { HttpError, validationError } from "./errors";

// Per-route request limits: a route opts in with `config: { rateLimit: "<bucket>" }`.
// Each bucket counts requests per key in a fixed window and answers 429 "too_many_requests" with
// Retry-After once a key is over its max. Keys join the client IP with the table, venue, order or phone
// the request is about, so a table of guests behind one Wi-Fi (one IP) shares a limit only for its table.
// The counters live in the database (rate-limiter-flexible's PostgreSQL store, table rate_limits):
// several processes on one PostgreSQL share them, and a flood of new keys adds rows but never evicts
// another key's live counter (the hand-written in-memory map it replaces did).
export type RateLimitBucket =
  | "callWaiter"
  | "phone"
  | "order"
  | "pay"
  | "document"
  | "mail"
  | "table"
  | "staffLogin";
// What is counted: the buckets; code requests per phone number (under "phone"); under "table" the typed
// 6-digit form per IP and the IP's answers 404 (unknown codes) that lead to a block; failed console
// logins per login name and IP (staffLoginFailed), per IP over all logins (staffLoginIpFailed) and per
// login name over all IPs (staffLoginSpread), see loginBlock.
export type RateLimitName =
  | RateLimitBucket
  | "phoneNumber"
  | "tableCode"
  | "tableMiss"
  | "staffLoginFailed"
  | "staffLoginIpFailed"
  | "staffLoginSpread";

declare module "fastify" {
  // Declaration merging into Fastify's route config needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    // One bucket, or several that each count the request (a table route's own action and "table").
    rateLimit?: RateLimitBucket | RateLimitBucket[];
  }
}

// Every guest route that takes a table key (the typed code or the QR token) in its path: each answer says
// whether a table exists, so each counts under "table" and its unknown keys towards the IP's block.
const tablePathPrefix = "/api/superapp/inside/:code";

// max 0 turns a limit off. tableBlockMs: how long an IP past its tableMiss max is kept from table routes.
export type RateLimits = { windowMs: number; tableBlockMs: number } & Record<RateLimitName, number>;

// Generous for real guests: SPEC §9 already makes a guest wait 59 s between waiter calls and 60 s
// between phone codes; these only stop floods and scripted guessing.
export const defaultRateLimits: RateLimits = {
  windowMs: 60_000,
  callWaiter: 10,
  phone: 60,
  phoneNumber: 5,
  order: 30,
  pay: 30,
  // PDF receipts and calendar invites per IP.
  document: 30,
  // Receipts sent by e-mail per IP over all orders (each order also takes at most 3, modules/mail):
  // a guest at a table must not make the venue a spam relay.
  mail: 5,
  // Table lookups (prepare, verify-geolocation) per IP across all codes; the typed 6-digit
  // code (10^6 values) stricter; 10 unknown codes in a window keep the IP off table routes 15 minutes.
  table: 60,
  tableCode: 20,
  tableMiss: 10,
  tableBlockMs: 15 * 60_000,
  // Console logins (docs/threat-model.md "Console sign-in limits"). Password guessing stays slow, and a
  // stranger cannot keep the venue's people out: what is refused is the guesser's own address.
  // - every attempt per IP: 20 in 10 minutes;
  // - failures per (login, IP): 10 in 15 minutes, then that IP is refused for that login (even the right
  //   password) until the 15 minutes are over;
  // - failures per IP over all logins: 30 in an hour, then the IP is refused for an hour;
  // - failures per login over all IPs: past 30 in 15 minutes the login is under attack from many
  //   addresses, and each IP gets only 3 failures on it (staffLoginSpreadPerIp) instead of 10. An IP that
  //   has not failed on it still signs in with the right password.
  // A manager's unlock (the Staff screen) clears a login's counters.
  staffLogin: 20,
  staffLoginFailed: 10,
  staffLoginIpFailed: 30,
  staffLoginSpread: 30,
};
export const staffLoginWindowMs = 10 * 60_000;
export const staffLoginFailedWindowMs = 15 * 60_000;
export const staffLoginIpFailedWindowMs = 60 * 60_000;
export const staffLoginSpreadPerIp = 3;

const isSixDigits = (code: string) => /^\d{6}$/.test(code);
// The inside session's access code (security/table-access.ts), as a guest's phone sends it.
const accessCodeHeader = "x-access-code";
const accessCodeShape = /^[0-9a-z]{1,12}\.[A-Za-z0-9_-]{32}$/;

const text = (value: unknown) => (typeof value === "string" ? value : "");
const field = (source: unknown, name: string) =>
  text((source as Record<string, unknown> | null | undefined)?.[name]);

// A path value that cannot be an id is refused before it becomes part of a key, with the
// 400 the handler would give (the same contract schemas).
function checked<T extends z.ZodType>(schema: T, value: object): void {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError("params", result.error);
}
function pathValue(r: FastifyRequest, name: "code" | "id" | "cafe"): string {
  const value = field(r.params, name);
  if (name === "code") checked(insideParamsSchema, { code: value });
  else if (name === "id") checked(orderParamsSchema, { id: value });
  else checked(preorderCreateParamsSchema, { cafe: value });
  return value;
}
const hasParam = (r: FastifyRequest, name: string) => field(r.params, name) !== "";

// The keys a request counts against; every key must stay under its limit's max. Params are checked as
// ids first; bodies are read raw (before the handler validates them), so malformed requests count too.
export type Counted = [RateLimitName, string];
const keysOf: Record<RateLimitBucket, (r: FastifyRequest) => Counted[]> = {
  callWaiter: (r) => [["callWaiter", `${r.ip}|${pathValue(r, "code")}`]],
  // Per IP over request and confirm; a code request also per phone number, from any IP. A value that is
  // no phone number gets no key of its own (the handler refuses it).
  phone: (r) => {
    const phone = field(r.body, "phone");
    return phoneSchema.safeParse(phone).success
      ? [
          ["phone", r.ip],
          ["phoneNumber", phone],
        ]
      : [["phone", r.ip]];
  },
  // Per IP and table (eat-in create), venue (preorder and reserve create) or order (append).
  order: (r) => {
    const target = hasParam(r, "code")
      ? pathValue(r, "code")
      : hasParam(r, "cafe")
        ? pathValue(r, "cafe")
        : hasParam(r, "id")
          ? pathValue(r, "id")
          : field(r.body, "cafe_id").slice(0, 64);
    return [["order", `${r.ip}|${target}`]];
  },
  // Per IP and order or reservation.
  pay: (r) => [["pay", `${r.ip}|${pathValue(r, "id")}`]],
  document: (r) => [["document", r.ip]],
  mail: (r) => [["mail", r.ip]],
  // Per IP across all codes; the typed 6-digit form also under its own stricter count.
  table: (r) => {
    const code = pathValue(r, "code");
    return isSixDigits(code)
      ? [
          ["table", r.ip],
          ["tableCode", r.ip],
        ]
      : [["table", r.ip]];
  },
  staffLogin: (r) => [["staffLogin", r.ip]],
};
// A guest who proved the table's current session: counted per IP and table, like the other guest limits.
const provenTableKeys = (r: FastifyRequest, tableCode: string): Counted[] => [
  ["table", `${r.ip}|${tableCode}`],
];

// The table whose current session an access code opens (the table's code), else null.
export type TableSessionCheck = (tableKey: string, accessCode: string) => Promise<string | null>;

type Query = { text: string; values?: unknown[]; name?: string };
type QueryResult = { rows: Record<string, unknown>[]; rowCount: number };
type PgliteLike = {
  query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[]; affectedRows?: number }>;
};

// The store speaks node-postgres: the pool itself on PostgreSQL; on PGlite (one process) a thin adapter
// to the same database, so the counters also outlive a restart.
function storeOf(handle: DbHandle): { storeClient: unknown; storeType: string } {
  const client = (handle.db as unknown as { $client: unknown }).$client;
  if (handle.kind === "postgres") return { storeClient: client, storeType: "pool" };
  const lite = client as PgliteLike;
  const number = (v: unknown) => (typeof v === "bigint" ? Number(v) : v);
  return {
    storeType: "client",
    storeClient: {
      query: async (q: Query): Promise<QueryResult> => {
        const result = await lite.query(q.text, q.values);
        const rows = (result.rows as Record<string, unknown>[]).map((row) =>
          Object.fromEntries(Object.entries(row).map(([k, v]) => [k, number(v)])),
        );
        return { rows, rowCount: rows.length || (result.affectedRows ?? 0) };
      },
    },
  };
}

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

const windowOf: Partial<Record<RateLimitName, number>> = {
  staffLogin: staffLoginWindowMs,
  staffLoginFailed: staffLoginFailedWindowMs,
  staffLoginIpFailed: staffLoginIpFailedWindowMs,
  staffLoginSpread: staffLoginFailedWindowMs,
};

// The (login, IP) counter's key: the login as a digest, so a 200-character login and an IPv6 address
// fit the store's key column, and every IP's counter of one login shares a prefix (unlock).
const loginDigest = (login: string) => createHash("sha256").update(login).digest("hex");
const pairPrefix = (login: string) => `${loginDigest(login)}|`;
const pairKey = (login: string, ip: string) => `${pairPrefix(login)}${ip}`;

export function createRateLimiter(limits: RateLimits, db: DbHandle) {
  const store = storeOf(db);
  const limiterOf = (name: RateLimitName, max: number, windowMs = limits.windowMs) =>
    max > 0
      ? new RateLimiterPostgres({
          ...store,
          tableName: "rate_limits",
          // The table comes with the migrations (0009); expired rows go with the retention sweeper.
          tableCreated: true,
          clearExpiredByTimeout: false,
          keyPrefix: name,
          points: max,
          duration: windowMs / 1000,
          // A key over its max is refused from memory until its window ends, without asking the store:
          // a flood from one IP then costs no database write per request (50 clients hammering
          // receipts queued every other query behind their counters' upserts on PGlite's one connection).
          inMemoryBlockOnConsumed: max,
        })
      : null;
  const limiters = Object.fromEntries(
    (Object.keys(defaultRateLimits) as (keyof RateLimits)[])
      .filter((k): k is RateLimitName => k !== "windowMs" && k !== "tableBlockMs")
      .map((name) => [name, limiterOf(name, limits[name], windowOf[name])]),
  ) as Record<RateLimitName, RateLimiterPostgres | null>;

  // Counts one request against each of its limits and keys; the seconds to wait when any is over its
  // max, else null. A refused request counts too.
  async function hit(counted: Counted[]): Promise<number | null> {
    const waits = await Promise.all(
      counted.map(async ([name, key]) => {
        const limiter = limiters[name];
        if (!limiter) return 0;
        try {
          await limiter.consume(key);
          return 0;
        } catch (err) {
          if (err instanceof RateLimiterRes) return err.msBeforeNext;
          throw err;
        }
      }),
    );
    const waitMs = Math.max(0, ...waits);
    return waitMs > 0 ? secondsOf(waitMs) : null;
  }

  // Seconds an IP is still kept off table routes for guessing codes, else null.
  async function tableBlock(ip: string): Promise<number | null> {
    const misses = limiters.tableMiss;
    if (!misses) return null;
    const res = await misses.get(ip);
    return res && res.consumedPoints >= limits.tableMiss && res.msBeforeNext > 0
      ? secondsOf(res.msBeforeNext)
      : null;
  }

  // An unknown code answered: counted per IP; reaching the max blocks the IP for tableBlockMs.
  async function tableMiss(ip: string): Promise<void> {
    const misses = limiters.tableMiss;
    if (!misses) return;
    const res = await misses.penalty(ip);
    if (res.consumedPoints >= limits.tableMiss) await misses.block(ip, limits.tableBlockMs / 1000);
  }

  // Seconds a login (lower-cased) is still refused from this IP, else null (the rules at defaultRateLimits).
  async function loginBlock(login: string, ip: string): Promise<number | null> {
    const { staffLoginFailed: pairs, staffLoginIpFailed: ips, staffLoginSpread: spread } = limiters;
    const [pair, fromIp, overall] = await Promise.all([
      pairs?.get(pairKey(login, ip)),
      ips?.get(ip),
      spread?.get(login),
    ]);
    const over = (res: RateLimiterRes | null | undefined, max: number) =>
      res && res.consumedPoints >= max && res.msBeforeNext > 0 ? secondsOf(res.msBeforeNext) : null;
    const underAttack = over(overall, limits.staffLoginSpread) !== null;
    return (
      over(fromIp, limits.staffLoginIpFailed) ??
      over(pair, limits.staffLoginFailed) ??
      (underAttack ? over(pair, staffLoginSpreadPerIp) : null)
    );
  }

  // A failed login counts against its login name and IP, the IP and the login name, whether or not
  // anyone has that login (so the answer says nothing of who exists); reaching a max blocks that pair or
  // that IP for a whole window.
  async function loginFailed(login: string, ip: string): Promise<void> {
    const { staffLoginFailed: pairs, staffLoginIpFailed: ips, staffLoginSpread: spread } = limiters;
    const key = pairKey(login, ip);
    const [pair, fromIp] = await Promise.all([pairs?.penalty(key), ips?.penalty(ip), spread?.penalty(login)]);
    if (pairs && pair && pair.consumedPoints >= limits.staffLoginFailed)
      await pairs.block(key, staffLoginFailedWindowMs / 1000);
    if (ips && fromIp && fromIp.consumedPoints >= limits.staffLoginIpFailed)
      await ips.block(ip, staffLoginIpFailedWindowMs / 1000);
  }

  // The right password starts this IP's count for the login over; the other counts run on (a stranger's
  // failures elsewhere stay counted).
  async function loginSucceeded(login: string, ip: string): Promise<void> {
    await limiters.staffLoginFailed?.delete(pairKey(login, ip));
  }

  // What the Staff screen shows of a login: failures from all IPs in the window, and whether some IP
  // is refused for it now.
  async function loginStatus(login: string): Promise<{ failures: number; locked: boolean }> {
    const overall = await limiters.staffLoginSpread?.get(login);
    const failures = overall?.consumedPoints ?? 0;
    const underAttack = failures >= limits.staffLoginSpread && limits.staffLoginSpread > 0;
    const pairMax = underAttack
      ? Math.min(staffLoginSpreadPerIp, limits.staffLoginFailed)
      : limits.staffLoginFailed;
    if (!limits.staffLoginFailed) return { failures, locked: false };
    const [row] = await db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(rateLimitRows)
      .where(
        and(
          sql`starts_with(${rateLimitRows.key}, ${`staffLoginFailed:${pairPrefix(login)}`})`,
          sql`${rateLimitRows.points} >= ${pairMax}`,
          gt(rateLimitRows.expire, Date.now()),
        ),
      );
    return { failures, locked: Number(row?.n ?? 0) > 0 };
  }

  // A manager's unlock: every IP's count for the login and its count over all IPs start over.
  async function loginUnlock(login: string): Promise<void> {
    await db.db
      .delete(rateLimitRows)
      .where(sql`starts_with(${rateLimitRows.key}, ${`staffLoginFailed:${pairPrefix(login)}`})`);
    await limiters.staffLoginSpread?.delete(login);
  }

  // The eat-in module answers which table an access code opens; until it is set, no request is proven.
  let tableSession: TableSessionCheck | null = null;
  function useTableSessions(check: TableSessionCheck): void {
    tableSession = check;
  }
  // The table code when the request carries an access code of the current session of the table in its
  // path (SPEC §3 inside session access_code), else null. Only a well-formed code costs a look-up.
  async function provenTable(request: FastifyRequest): Promise<string | null> {
    const given = request.headers[accessCodeHeader];
    if (!tableSession || typeof given !== "string" || !accessCodeShape.test(given)) return null;
    return tableSession(pathValue(request, "code"), given);
  }

  return {
    hit,
    tableBlock,
    tableMiss,
    loginBlock,
    loginFailed,
    loginSucceeded,
    useTableSessions,
    provenTable,
    loginStatus,
    loginUnlock,
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

export function tooMany(reply: FastifyReply, retryAfter: number): HttpError {
  reply.header("retry-after", String(retryAfter));
  return new HttpError(429, "too_many_requests", `Too many requests: try again in ${retryAfter} s`, {
    retry_after_s: retryAfter,
  });
}

const asArray = <T>(hook: T | T[] | undefined): T[] =>
  hook === undefined ? [] : Array.isArray(hook) ? hook : [hook];

const bucketsOf = (value: RateLimitBucket | RateLimitBucket[] | undefined): RateLimitBucket[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

// Must run before the routes are added: it hooks each route that names a bucket, and refuses (at start-up)
// a table route that does not count under "table". The table routes it hooked are listed in tableRoutes
// (the test that walks them reads it).
export function registerRateLimits(app: FastifyInstance, limits: RateLimits, db: DbHandle) {
  const limiter = createRateLimiter(limits, db);
  const tableRoutes: { method: string; url: string }[] = [];
  // Requests that proved their table's current session: not kept off by the IP's block, counted per IP
  // and table, and their 404s (never an unknown table) not counted as misses.
  const proven = new WeakSet<FastifyRequest>();
  app.addHook("onRoute", (route) => {
    const buckets = bucketsOf(route.config?.rateLimit);
    const isTableRoute = buckets.includes("table");
    if (route.url.startsWith(tablePathPrefix) && !isTableRoute)
      throw new Error(`${route.url} takes a table key: it must count under the "table" limit`);
    if (buckets.length === 0) return;
    const others = buckets.filter((b) => b !== "table");
    const check = async (request: FastifyRequest, reply: FastifyReply) => {
      if (isTableRoute) {
        const table = await limiter.provenTable(request);
        if (table === null) {
          const blocked = await limiter.tableBlock(request.ip);
          if (blocked !== null) throw tooMany(reply, blocked);
        } else proven.add(request);
        const keys = table === null ? keysOf.table(request) : provenTableKeys(request, table);
        const retryAfter = await limiter.hit(keys);
        if (retryAfter !== null) throw tooMany(reply, retryAfter);
      }
      const retryAfter = others.length ? await limiter.hit(others.flatMap((b) => keysOf[b](request))) : null;
      if (retryAfter !== null) throw tooMany(reply, retryAfter);
    };
    // preHandler: after the body is parsed (the phone key needs it), before the handler does any work.
    route.preHandler = [...asArray(route.preHandler), check];
    if (!isTableRoute) return;
    for (const method of asArray(route.method)) tableRoutes.push({ method, url: route.url });
    // Every 404 of a table route is an unknown code (or token): counted towards the IP's block. onSend
    // runs before the answer leaves, so the guesser's next request already sees the count.
    const countMiss = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode === 404 && !proven.has(request)) await limiter.tableMiss(request.ip);
      return payload;
    };
    route.onSend = [...asArray(route.onSend), countMiss];
  });
  return Object.assign(limiter, { tableRoutes });
}

type RateLimitEnv = {
  RATE_LIMIT_WINDOW_MS?: number;
  RATE_LIMIT_CALL_WAITER?: number;
  RATE_LIMIT_PHONE?: number;
  RATE_LIMIT_PHONE_NUMBER?: number;
  RATE_LIMIT_ORDER?: number;
  RATE_LIMIT_PAY?: number;
  RATE_LIMIT_DOCUMENT?: number;
  RATE_LIMIT_MAIL?: number;
  RATE_LIMIT_TABLE?: number;
  RATE_LIMIT_TABLE_CODE?: number;
  RATE_LIMIT_TABLE_MISS?: number;
  RATE_LIMIT_TABLE_BLOCK_MS?: number;
  RATE_LIMIT_STAFF_LOGIN?: number;
  RATE_LIMIT_STAFF_LOGIN_FAILED?: number;
  RATE_LIMIT_STAFF_LOGIN_IP_FAILED?: number;
  RATE_LIMIT_STAFF_LOGIN_SPREAD?: number;
};

// The limits from the environment (apps/server/src/config/env.ts); an unset one keeps its default.
export const rateLimitsOf = (env: RateLimitEnv): RateLimits => ({
  windowMs: env.RATE_LIMIT_WINDOW_MS ?? defaultRateLimits.windowMs,
  callWaiter: env.RATE_LIMIT_CALL_WAITER ?? defaultRateLimits.callWaiter,
  phone: env.RATE_LIMIT_PHONE ?? defaultRateLimits.phone,
  phoneNumber: env.RATE_LIMIT_PHONE_NUMBER ?? defaultRateLimits.phoneNumber,
  order: env.RATE_LIMIT_ORDER ?? defaultRateLimits.order,
  pay: env.RATE_LIMIT_PAY ?? defaultRateLimits.pay,
  document: env.RATE_LIMIT_DOCUMENT ?? defaultRateLimits.document,
  mail: env.RATE_LIMIT_MAIL ?? defaultRateLimits.mail,
  table: env.RATE_LIMIT_TABLE ?? defaultRateLimits.table,
  tableCode: env.RATE_LIMIT_TABLE_CODE ?? defaultRateLimits.tableCode,
  tableMiss: env.RATE_LIMIT_TABLE_MISS ?? defaultRateLimits.tableMiss,
  tableBlockMs: env.RATE_LIMIT_TABLE_BLOCK_MS ?? defaultRateLimits.tableBlockMs,
  staffLogin: env.RATE_LIMIT_STAFF_LOGIN ?? defaultRateLimits.staffLogin,
  staffLoginFailed: env.RATE_LIMIT_STAFF_LOGIN_FAILED ?? defaultRateLimits.staffLoginFailed,
  staffLoginIpFailed: env.RATE_LIMIT_STAFF_LOGIN_IP_FAILED ?? defaultRateLimits.staffLoginIpFailed,
  staffLoginSpread: env.RATE_LIMIT_STAFF_LOGIN_SPREAD ?? defaultRateLimits.staffLoginSpread,
});
