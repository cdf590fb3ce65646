import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "./errors";

// Per-route request limits (issue 7): a route opts in with `config: { rateLimit: "<bucket>" }`. Each
// bucket counts requests per key in a fixed window and answers 429 "too_many_requests" with Retry-After
// once a key is over its max. Keys join the client IP with the table, venue, order or phone the request
// is about, so a table of guests behind one Wi-Fi (one IP) shares a limit only for its own table.
// In-memory and per process: with several processes behind PostgreSQL each keeps its own counts.
export type RateLimitBucket = "callWaiter" | "phone" | "order" | "pay" | "document";
// What is counted: the buckets, and code requests per phone number (under the "phone" bucket).
export type RateLimitName = RateLimitBucket | "phoneNumber";

declare module "fastify" {
  // Declaration merging into Fastify's route config needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    rateLimit?: RateLimitBucket;
  }
}

// max 0 turns a bucket off.
export type RateLimits = { windowMs: number } & Record<RateLimitName, number>;

// Generous for real guests: SPEC §9 already makes a guest wait 59 s between waiter calls and 60 s
// between phone codes; these only stop floods and scripted guessing.
export const defaultRateLimits: RateLimits = {
  windowMs: 60_000,
  callWaiter: 10,
  phone: 60,
  phoneNumber: 5,
  order: 30,
  pay: 30,
  document: 30,
};

const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 100) : "");
const field = (source: unknown, name: string) =>
  text((source as Record<string, unknown> | null | undefined)?.[name]);

// The keys a request counts against; every key must stay under the bucket's max. Params and body are
// read raw (before the handler validates them), so malformed requests count too.
export type Counted = [RateLimitName, string];
const keysOf: Record<RateLimitBucket, (r: FastifyRequest) => Counted[]> = {
  callWaiter: (r) => [["callWaiter", `${r.ip}|${field(r.params, "code")}`]],
  // Per IP over request and confirm; a code request also per phone number, from any IP.
  phone: (r) => {
    const phone = field(r.body, "phone");
    return phone
      ? [
          ["phone", r.ip],
          ["phoneNumber", phone],
        ]
      : [["phone", r.ip]];
  },
  // Per IP and table (eat-in create), venue (preorder and reserve create) or order (append).
  order: (r) => {
    const target =
      field(r.params, "code") || field(r.params, "cafe") || field(r.params, "id") || field(r.body, "cafe_id");
    return [["order", `${r.ip}|${target}`]];
  },
  // Per IP and order or reservation.
  pay: (r) => [["pay", `${r.ip}|${field(r.params, "id")}`]],
  // Generated files (issue 25.2: reservation PDF and .ics): per IP across all documents.
  document: (r) => [["document", r.ip]],
};

type Window = { count: number; resetAt: number };
const maxEntries = 100_000;

export function createRateLimiter(limits: RateLimits, now: () => number = Date.now) {
  const windows = new Map<string, Window>();

  function prune(at: number) {
    for (const [key, w] of windows) if (w.resetAt <= at) windows.delete(key);
    // Still full (a flood of distinct keys): drop the oldest windows rather than grow without bound.
    for (const key of windows.keys()) {
      if (windows.size < maxEntries) break;
      windows.delete(key);
    }
  }

  // Counts one request against each of its limits and keys; the seconds to wait when any is over its
  // max, else null.
  function hit(counted: Counted[]): number | null {
    const at = now();
    if (windows.size >= maxEntries) prune(at);
    let waitMs = 0;
    for (const [name, key] of counted) {
      const max = limits[name];
      if (max <= 0) continue;
      const id = `${name}|${key}`;
      let w = windows.get(id);
      if (!w || w.resetAt <= at) {
        w = { count: 0, resetAt: at + limits.windowMs };
        windows.set(id, w);
      }
      w.count += 1;
      if (w.count > max) waitMs = Math.max(waitMs, w.resetAt - at);
    }
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : null;
  }

  return { hit };
}

// Must run before the routes are added: it hooks each route that names a bucket.
export function registerRateLimits(app: FastifyInstance, limits: RateLimits, now?: () => number) {
  const limiter = createRateLimiter(limits, now);
  app.addHook("onRoute", (route) => {
    const bucket = route.config?.rateLimit;
    if (!bucket) return;
    const check = async (request: FastifyRequest, reply: { header: (k: string, v: string) => unknown }) => {
      const retryAfter = limiter.hit(keysOf[bucket](request));
      if (retryAfter === null) return;
      reply.header("retry-after", String(retryAfter));
      throw new HttpError(429, "too_many_requests", `Too many requests: try again in ${retryAfter} s`, {
        retry_after_s: retryAfter,
      });
    };
    // preHandler: after the body is parsed (the phone key needs it), before the handler does any work.
    const existing = route.preHandler;
    route.preHandler =
      existing === undefined ? [check] : [...(Array.isArray(existing) ? existing : [existing]), check];
  });
}

type RateLimitEnv = {
  RATE_LIMIT_WINDOW_MS?: number;
  RATE_LIMIT_CALL_WAITER?: number;
  RATE_LIMIT_PHONE?: number;
  RATE_LIMIT_PHONE_NUMBER?: number;
  RATE_LIMIT_ORDER?: number;
  RATE_LIMIT_PAY?: number;
  RATE_LIMIT_DOCUMENT?: number;
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
});
