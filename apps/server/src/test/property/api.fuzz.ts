import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { errorCodes, errorEnvelopeSchema } from "@tablewise/domain/contract/common";
import { consoleCsrfHeader } from "@tablewise/domain/contract/staff";
import { apiRoutes } from "../../http/openapi/api-routes";
import type { ApiRoute } from "../../http/openapi/route-entry";
import { demoStaffToken } from "../../modules/staff/staff-auth";
import { demoStaffLogin, demoStaffPassword, ensureDemoStaff } from "../../seed/demo-staff";
import { createTestApp } from "../test-app";
import {
  startCheckboxStandIn,
  standInLicenseKey,
  standInLogin,
  standInPassword,
  type CheckboxStandIn,
} from "../checkbox-stand-in";
import { visitor } from "../eat-in";
import { preorders } from "../preorder";
import {
  badSegment,
  malformedJson,
  mutated,
  nastyObject,
  nastyValue,
  plausibleValue,
  queryString,
} from "./contract-calls";
import { arbitraryOf, type JsonSchema } from "./json-schema-arbitrary";

// The published API under fuzz (npm run fuzz:api, a phase of npm test): calls generated from the
// OpenAPI document (/api/openapi.json) against a started app on its own database. Each run first walks a
// flow the way a guest and the venue do (a table's cart, an order, its acceptance, a payment, its
// confirmation, the close), so later calls act on real carts, orders, payments and reservations; then
// random operations of the document with valid-shaped bodies (from their schemas, with the ids the
// server gave), mutated ones, wrong types, malformed JSON, unknown ids and bad path segments, as a
// guest, as the console (session cookie and CSRF header) or as the service token. Every answer:
// never a 5xx, an error always in the SPEC §7 envelope, a 2xx always matching the document's schema.
// Seeded: FC_SEED replays a failure, FUZZ_CALLS sets how many calls at least.
const seed = Number(process.env.FC_SEED ?? 20261128);
const target = Number(process.env.FUZZ_CALLS ?? 10_000);
const stepsPerRun = 120;
const now = new Date("2026-11-23T10:00:00Z"); // Monday noon in Kyiv: the demo venues are open

type Operation = {
  route: ApiRoute;
  params: string[];
  query?: JsonSchema;
  body?: JsonSchema;
};
type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters: { name: string; in: string; schema: JsonSchema }[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let checkbox: CheckboxStandIn;
let operations: Operation[] = [];
let cookie = "";
const stats = { calls: 0, ok: 0, refused: 0, byStatus: new Map<number, number>() };
const reached = new Set<string>();

// Ids the server gave, by what they name (a cart, an order, a payment...), offered to later calls.
const pools = new Map<string, string[]>();
const remember = (kind: string, value: string) => {
  const pool = pools.get(kind) ?? [];
  if (!pool.includes(value)) pool.push(value);
  if (pool.length > 30) pool.shift();
  pools.set(kind, pool);
};
const singular = (key: string) =>
  key
    .replace(/_ids?$/, "")
    .replace(/ies$/, "y")
    .replace(/s$/, "");
function harvest(value: unknown, key = "") {
  if (Array.isArray(value)) for (const v of value) harvest(v, key);
  else if (value && typeof value === "object") {
    const o = value as Record<string, unknown>;
    const id = o._id ?? o.id;
    if (key && typeof id === "string") remember(singular(key), id);
    for (const [k, v] of Object.entries(o)) {
      if (k === "access_code" && typeof v === "string") remember("access_code", v);
      else if (k === "token" && typeof v === "string") remember("phone_token", v);
      else harvest(v, k);
    }
  }
}

// The fixed values of the demo venue a call may name, and the pools an id param draws on.
const fixed: Record<string, string[]> = {
  venueId: ["demo"],
  venueLinkCode: ["demo", "demo-geo"],
  cafe: ["demo"],
  cafeLink: ["demo"],
  cafe_link: ["demo"],
  cafe_id: ["demo"],
  code: ["111111", "111112", "222222"],
  mode: ["takeaway", "delivery"],
  milestone: ["menu_open"],
  menuId: ["demo-kitchen"],
  menu_id: ["demo-kitchen"],
  productId: ["p-napoleon"],
  product_id: ["p-napoleon"],
  stationId: ["demo-station-kitchen"],
  pay_method: ["cash", "card"],
  // The fiscal stand-in's cashier, so a venue's fiscal settings the fuzz saves can sign in.
  license_key: [standInLicenseKey],
  cashier_login: [standInLogin],
  cashier_password: [standInPassword],
  language: ["en", "uk"],
};
function poolOf(path: string, name: string): string[] {
  if (fixed[name]) return [...fixed[name]!, ...(pools.get(singular(name.replace(/Id$/, ""))) ?? [])];
  if (name === "id") {
    const segment = path.split("/:id")[0]!.split("/").at(-1)!;
    const kind = segment === "profile" ? "client" : singular(segment.replace(/-/g, "_"));
    return [...(pools.get(kind) ?? []), ...(kind === "preorder" ? (pools.get("order") ?? []) : [])];
  }
  if (name === "session") return pools.get("session") ?? [];
  return (
    pools.get(
      singular(
        name
          .replace(/Id$/, "")
          .replace(/([a-z])([A-Z])/g, "$1_$2")
          .toLowerCase(),
      ),
    ) ?? []
  );
}
const pickField = (name: string): fc.Arbitrary<unknown> | undefined => {
  if (name === "visitor_id") return fc.integer({ min: 1, max: 40 }).map(visitor);
  const kind = name.endsWith("_id")
    ? name.replace(/_id$/, "")
    : name === "phone_token"
      ? "phone_token"
      : null;
  const values = fixed[name] ?? (kind ? pools.get(kind) : undefined);
  return values?.length ? fc.constantFrom(...values) : undefined;
};

// Each operation's valid-shaped query and body, built once per run (a run's pools are the ids known then).
let shapes = new Map<Operation, { query?: fc.Arbitrary<unknown>; body?: fc.Arbitrary<unknown> }>();
function shapesOf(op: Operation) {
  let known = shapes.get(op);
  if (!known) {
    known = {
      ...(op.query ? { query: arbitraryOf(op.query, pickField) } : {}),
      ...(op.body ? { body: arbitraryOf(op.body, pickField) } : {}),
    };
    shapes.set(op, known);
  }
  return known;
}

// One value of an arbitrary, drawn from the run's own seed so a failing run replays.
const draw = <T>(arb: fc.Arbitrary<T>, s: number): T => fc.sample(arb, { seed: s, numRuns: 1 })[0]!;

let ipSeq = 0;
// Each call from its own address: the per-address limits have their own tests (http/rate-limit.test.ts).
const nextIp = () => `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`;

type Who = "guest" | "session" | "session-no-csrf" | "service" | "nobody";
type Sent = { op: Operation; url: string; who: Who; payload?: string; contentType?: string };

async function signIn() {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/staff/session",
    payload: { login: demoStaffLogin("manager", "demo"), password: demoStaffPassword("manager") },
    remoteAddress: nextIp(),
  });
  count(res.statusCode);
  const set = [res.headers["set-cookie"] ?? []].flat()[0];
  cookie = set ? set.split(";")[0]! : "";
}

function count(status: number) {
  stats.calls++;
  if (status < 300) stats.ok++;
  else if (status < 500) stats.refused++;
  stats.byStatus.set(status, (stats.byStatus.get(status) ?? 0) + 1);
}

async function send(req: Sent) {
  const headers: Record<string, string> = {};
  if (req.contentType) headers["content-type"] = req.contentType;
  const access = pools.get("access_code");
  if (req.who === "guest" && access?.length) headers["x-access-code"] = access.at(-1)!;
  if (req.who === "service") headers.authorization = `Bearer ${demoStaffToken}`;
  if (req.who === "session" || req.who === "session-no-csrf") {
    headers.cookie = cookie;
    if (req.who === "session" && req.op.route.method === "POST") headers[consoleCsrfHeader] = "1";
  }
  const res = await t.app.inject({
    method: req.op.route.method,
    url: req.url,
    headers,
    remoteAddress: nextIp(),
    ...(req.payload === undefined ? {} : { payload: req.payload }),
  });
  count(res.statusCode);
  const where = `${req.op.route.method} ${req.url.slice(0, 200)} as ${req.who} ${req.payload?.slice(0, 300) ?? ""} -> ${res.statusCode} ${res.body.slice(0, 400)}`;
  const type = String(res.headers["content-type"] ?? "");
  // The one 5xx the API documents: 503 "unavailable" with Retry-After, when work the call needs is
  // not possible now (the fiscal provider refused or is down, the QR sheet's workers are full). Nothing
  // was done; every other 5xx is a failure.
  if (res.statusCode === 503) {
    expect(res.headers["retry-after"], where).toBeDefined();
    expect(errorEnvelopeSchema.parse(res.json()).error.code, where).toBe("unavailable");
  } else expect(res.statusCode, where).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(type, where).toMatch(/^application\/json/);
    const error = errorEnvelopeSchema.safeParse(res.json());
    expect(error.success, where).toBe(true);
    expect(errorCodes, where).toContain(error.data!.error.code);
  } else if (res.statusCode >= 200 && res.statusCode < 300) {
    reached.add(`${req.op.route.method} ${req.op.route.path}`);
    const { file, response } = req.op.route;
    if (file) expect(type, where).toContain(file);
    else {
      expect(type, where).toMatch(/^application\/json/);
      const answer = response!.safeParse(res.json());
      expect(answer.success, `${where}\n${answer.error?.message.slice(0, 600)}`).toBe(true);
      harvest(res.json());
    }
  }
  // The console's session ended (a sign-out, its account changed under the fuzz): sign in again.
  if (res.statusCode === 401 && req.who === "session") await signIn();
  return res;
}

const opOf = (method: string, path: string) =>
  operations.find((o) => o.route.method === method && o.route.path === path)!;
const fill = (path: string, values: Record<string, string>) =>
  path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, n: string) => encodeURIComponent(values[n] ?? "none"));
const json = (body: unknown) => ({ payload: JSON.stringify(body), contentType: "application/json" });
const data = (res: { json: () => unknown }) =>
  (res.json() as { data?: Record<string, Record<string, unknown>> }).data;

// A table's evening, as a guest and the venue walk it: every step answers in the document's shapes.
async function eatInFlow(code: string, s: number) {
  const prepared = await send({
    op: opOf("GET", "/api/superapp/inside/:code/prepare"),
    url: `/api/superapp/inside/${code}/prepare`,
    who: "guest",
  });
  const cartId = data(prepared)?.cart?._id as string | undefined;
  if (!cartId) return;
  const add = {
    menu_id: "demo-kitchen",
    product_id: "p-napoleon",
    quantity: 1 + (s % 3),
    variants: [],
    modificators: [],
  };
  await send({
    op: opOf("POST", "/api/cart/:cartId/add"),
    url: `/api/cart/${cartId}/add`,
    who: "guest",
    ...json(add),
  });
  const created = await send({
    op: opOf("POST", "/api/superapp/inside/:code/create"),
    url: `/api/superapp/inside/${code}/create`,
    who: "guest",
    ...json({ cart_id: cartId, visitor_id: visitor(1 + (s % 9)) }),
  });
  const order = data(created)?.order as
    { _id: string; list: { _id: string; quantity: number }[] } | undefined;
  if (!order) return;
  const staffWho: Who = s % 2 ? "session" : "service";
  await send({
    op: opOf("POST", "/api/staff/orders/:id/accept"),
    url: `/api/staff/orders/${order._id}/accept`,
    who: staffWho,
  });
  const paid = await send({
    op: opOf("POST", "/api/superapp/orders/:id/pay"),
    url: `/api/superapp/orders/${order._id}/pay`,
    who: "guest",
    ...json({
      pay_method: "cash",
      selected_items: order.list.map((l) => ({ line_id: l._id, quantity: l.quantity })),
      tip: 0,
    }),
  });
  const payment = (data(paid)?.payment?._id ?? data(paid)?.payment?.id) as string | undefined;
  if (payment) {
    await send({
      op: opOf("POST", "/api/staff/payments/:id/confirm"),
      url: `/api/staff/payments/${payment}/confirm`,
      who: staffWho,
    });
  }
  await send({
    op: opOf("GET", "/api/staff/orders/:id"),
    url: `/api/staff/orders/${order._id}`,
    who: staffWho,
  });
  await send({
    op: opOf("POST", "/api/staff/orders/:id/close"),
    url: `/api/staff/orders/${order._id}/close`,
    who: staffWho,
    ...json({ unpaid_reason: "other", note: "fuzz" }),
  });
}

// One operation of the document, its parts valid-shaped or broken.
async function randomCall(op: Operation, s: number) {
  const r = (n: number, k: number) => Math.floor((((s * 2654435761) >>> 0) / 2 ** 32) * n + k) % n;
  const values: Record<string, string> = {};
  for (const name of op.params) {
    const pool = poolOf(op.route.path, name);
    values[name] =
      pool.length && r(100, 1) >= 12
        ? pool[r(pool.length, 2)]!
        : draw(badSegment(pool[0] ?? "").map(decodeURIComponent_), s + 3);
  }
  let url = fill(op.route.path, values);
  if (op.query) {
    const query =
      r(10, 4) < 7
        ? draw(shapesOf(op).query!, s + 5)
        : draw(nastyObject(Object.keys(op.query.properties ?? {})), s + 5);
    const flat = Object.fromEntries(
      Object.entries(query as Record<string, unknown>).map(([k, v]) => [
        k,
        Array.isArray(v) ? v.map(String) : typeof v === "object" ? JSON.stringify(v) : String(v),
      ]),
    );
    url += queryString(flat);
  }
  const who: Who =
    op.route.auth !== "staff"
      ? "guest"
      : (["session", "session", "service", "service", "session-no-csrf", "nobody"] as const)[r(6, 6)]!;
  let body: Partial<Sent> = {};
  if (op.route.method === "POST") {
    if (op.route.bodyType) {
      body = r(2, 7)
        ? { payload: "name,price\nTea,1.5\n", contentType: op.route.bodyType }
        : { payload: "\u0000\u0001garbage", contentType: "application/octet-stream" };
    } else {
      const valid = op.body ? (draw(shapesOf(op).body!, s + 7) as Record<string, unknown>) : {};
      const shaped =
        valid && typeof valid === "object" && !Array.isArray(valid) && Object.keys(valid).length
          ? valid
          : null;
      const kind = r(10, 8);
      if (kind === 9) body = { payload: draw(malformedJson, s + 9), contentType: "application/json" };
      else if (kind === 8) body = json(draw(nastyValue, s + 9));
      else if (kind === 7) body = json(draw(nastyObject(Object.keys(op.body?.properties ?? {})), s + 9));
      else if (kind === 6 && shaped) body = json(draw(mutated(shaped), s + 9));
      else if (kind === 5 && shaped) {
        const key = Object.keys(shaped)[r(Object.keys(shaped).length, 10)]!;
        body = json({ ...shaped, [key]: draw(plausibleValue, s + 11) });
      } else if (kind === 4 && shaped) {
        const oversized = Object.fromEntries(
          Object.entries(shaped).map(([k, v]) => [k, typeof v === "string" ? "x".repeat(5000) : v]),
        );
        body = json(oversized);
      } else body = json(valid);
    }
  }
  await send({ op, url, who, ...body });
}
const decodeURIComponent_ = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

beforeAll(async () => {
  checkbox = await startCheckboxStandIn();
  t = await createTestApp({
    seed: "demo",
    clock: () => now,
    env: {
      // High limits so the fuzz reaches past them; every call comes from its own address anyway.
      RATE_LIMIT_ORDER: 100_000,
      RATE_LIMIT_PAY: 100_000,
      RATE_LIMIT_STAFF_LOGIN: 100_000,
      RATE_LIMIT_STAFF_LOGIN_FAILED: 100_000,
      RATE_LIMIT_STAFF_LOGIN_IP_FAILED: 100_000,
      // No printer or webhook endpoint the fuzz invents is ever dialled: the workers stay off (the test
      // app's default) and a printer's network is a documentation range. The fiscal provider is the
      // Checkbox stand-in (a closing shift calls it at once).
      PRINTER_NETWORKS: "192.0.2.0/24",
      CHECKBOX_API_URL: checkbox.apiUrl,
      CHECKBOX_RECEIPT_URL: checkbox.receiptBase,
    },
  });
  await t.app.ready();
  await ensureDemoStaff(t.db.db, now);
  const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as Doc;
  for (const route of apiRoutes) {
    const op =
      doc.paths[route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, "{$1}")]?.[route.method.toLowerCase()];
    if (!op) throw new Error(`${route.method} ${route.path} is not in the document`);
    const query = op.parameters.filter((p) => p.in === "query");
    operations.push({
      route,
      params: op.parameters.filter((p) => p.in === "path").map((p) => p.name),
      ...(query.length
        ? { query: { type: "object", properties: Object.fromEntries(query.map((p) => [p.name, p.schema])) } }
        : {}),
      ...(op.requestBody?.content["application/json"]
        ? { body: op.requestBody.content["application/json"].schema }
        : {}),
    });
  }
  // Signing out would only end the fuzz's own session; the sign-in is the flow's first step.
  operations = operations.filter((o) => o.route.path !== "/api/staff/session/logout");
  await signIn();
  // A verified guest and a takeaway order, so the client, preorder and reservation calls have ids.
  const p = preorders(t.app);
  const client = await p.verifiedClient("demo", "+380671239001");
  remember("client", client._id);
  remember("phone_token", await p.verify("demo", "+380671239002"));
}, 120_000);

afterAll(async () => {
  const ms = Date.now() - started;
  const statuses = [...stats.byStatus.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([s, n]) => `${s}: ${n}`)
    .join(", ");
  console.log(
    `API fuzz: ${stats.calls} calls (${stats.ok} 2xx, ${stats.refused} 4xx, ${stats.byStatus.get(503) ?? 0} 503 unavailable, ` +
      `${[...stats.byStatus.keys()].filter((s) => s >= 500 && s !== 503).length} other 5xx) in ${(ms / 1000).toFixed(1)} s; ` +
      `${reached.size} of ${operations.length} operations answered 2xx; statuses ${statuses}`,
  );
  await t?.close();
  await checkbox?.close();
});
let started = Date.now();

// Calls slow by design: a PDF rendered on a worker, the docs page and document (large), a password
// hashed (sign-in, a new member, a reset). One draw in ten of them is made, so the fuzz keeps its pace.
const slowPaths = new Set([
  "/api/staff/session",
  "/api/staff/venues/:venueId/staff",
  "/api/staff/venues/:venueId/staff/:staffId/password",
]);
const slow = (op: Operation) =>
  (op.route.file !== undefined && op.route.file !== "text/csv") ||
  (op.route.method === "POST" && slowPaths.has(op.route.path));

it("answers every generated call without a 5xx, errors in the envelope and successes in the document's shapes", async () => {
  started = Date.now();
  const tables = ["111111", "111112", "222222"];
  // Runs enough for the target with room to spare; the runs past it return at once.
  const runs = Math.ceil(target / (stepsPerRun / 2));
  await fc.assert(
    fc.asyncProperty(
      fc.nat(),
      fc.array(fc.tuple(fc.nat({ max: operations.length - 1 }), fc.nat()), {
        minLength: stepsPerRun,
        maxLength: stepsPerRun,
      }),
      async (flowSeed, steps) => {
        if (stats.calls >= target) return;
        shapes = new Map();
        await eatInFlow(tables[flowSeed % tables.length]!, flowSeed);
        for (const [index, s] of steps) {
          const op = operations[index]!;
          if (slow(op) && s % 10 !== 0) continue;
          await randomCall(op, s);
        }
      },
    ),
    { seed, numRuns: runs, endOnFailure: true },
  );
  expect(stats.calls).toBeGreaterThanOrEqual(target);
}, 600_000);
