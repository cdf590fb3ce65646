import fc from "fast-check";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { FastifyInstance } from "fastify";
import type { CallDescriptor } from "@tablewise/domain/contract/call";
import { secretIdSchema } from "@tablewise/domain/contract/common";
import * as cart from "@tablewise/domain/contract/cart";
import * as client from "@tablewise/domain/contract/client";
import * as delivery from "@tablewise/domain/contract/delivery";
import * as floor from "@tablewise/domain/contract/floor";
import * as homepage from "@tablewise/domain/contract/homepage";
import * as inside from "@tablewise/domain/contract/inside";
import * as kitchen from "@tablewise/domain/contract/kitchen";
import * as orderCalls from "@tablewise/domain/contract/order-calls";
import * as phone from "@tablewise/domain/contract/phone-verification";
import * as preorder from "@tablewise/domain/contract/preorder";
import * as printers from "@tablewise/domain/contract/printers";
import * as preview from "@tablewise/domain/contract/preview";
import * as reserve from "@tablewise/domain/contract/reserve";
import * as setup from "@tablewise/domain/contract/setup";
import * as telemetry from "@tablewise/domain/contract/telemetry";
import type { Db } from "../../db/client";

// Property-based tests of bad input: the SPEC §7 calls come from the contract's descriptors,
// their field names from the zod schemas (z.toJSONSchema), so a new call or field is fuzzed unasked.
export type Call = CallDescriptor & { name: string };

const contractModules = [
  cart,
  client,
  delivery,
  homepage,
  inside,
  orderCalls,
  phone,
  preorder,
  preview,
  reserve,
  // The console's setup calls (those registered here; the photo, table and import ones are listed apart).
  setup,
  telemetry,
  // The kitchen's, its printers' and the floor's (shifts, alerts, Web Push subscriptions) staff calls.
  kitchen,
  printers,
  floor,
];

const paymentParams = z.object({ paymentId: secretIdSchema });
const staffParams = z.object({ id: secretIdSchema });
// Routes beside SPEC §7 that a stranger can reach too: the sandbox gateway and the staff API.
const extraCalls: Call[] = [
  ...["", "/approve", "/decline"].flatMap((action) =>
    (["pay", "reservation"] as const).map((kind): Call => ({
      name: `sandbox ${kind}${action}`,
      method: action ? "POST" : "GET",
      path: `/api/sandbox/${kind}/:paymentId${action}`,
      params: paymentParams,
    })),
  ),
  ...["accept", "served", "close", "decline"].map((action): Call => ({
    name: `staff ${action}`,
    method: "POST",
    path: `/api/staff/orders/:id/${action}`,
    params: staffParams,
  })),
  // The venue's decisions on reservations and its answer to waiter calls.
  ...["reservations/:id/confirm", "reservations/:id/decline", "waiter-calls/:id/acknowledge"].map(
    (action): Call => ({
      name: `staff ${action}`,
      method: "POST",
      path: `/api/staff/${action}`,
      params: staffParams,
    }),
  ),
];

// Every call the app registers (a call of the contract it does not serve yet is left out).
export function registeredCalls(app: FastifyInstance): Call[] {
  const fromContract = contractModules.flatMap((m) =>
    Object.entries(m)
      .filter(([name]) => name.endsWith("Call"))
      .map(([name, call]) => ({ name, ...(call as CallDescriptor) })),
  );
  return [...fromContract, ...extraCalls].filter((c) => app.hasRoute({ method: c.method, url: c.path }));
}

type JsonSchema = { properties?: Record<string, unknown>; required?: string[] };
export function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return Object.keys(json.properties ?? {});
}

export const rejects = (schema: z.ZodType | undefined, value: unknown) =>
  schema ? !schema.safeParse(value).success : false;

// Values of the wrong type, out of range, oversized (yet under the body limit), or hostile text.
const hostileText = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "'; drop table orders; --",
  "%00%2F",
  "😀".repeat(300),
  "x".repeat(10_000),
  "2026-02-30T25:61:00Z",
  "+0000000000000000",
  "NaN",
  "Infinity",
  "__proto__",
);
const oddNumber = fc.oneof(
  fc.constantFrom(-1, -0, 0.5, 1.5, 31, 51, 1000, 999_999_999, 2 ** 53, -(2 ** 53), 1e21, 1e308, -1e308),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, {}, [], [null], { $gt: "" }),
  hostileText,
  oddNumber,
  fc.string({ maxLength: 30 }),
  fc.array(fc.string({ maxLength: 8 }), { minLength: 101, maxLength: 300 }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }),
);

// An object with the call's field names (some missing, some extra) holding nasty values.
export function nastyObject(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  const known = fields.length ? fc.subarray(fields) : fc.constant<string[]>([]);
  return fc
    .tuple(
      known,
      fc.array(nastyValue, { minLength: fields.length, maxLength: fields.length }),
      fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), nastyValue, { maxKeys: 2 }),
    )
    .map(([keys, values, extra]) => ({
      ...extra,
      ...Object.fromEntries(keys.map((k, i) => [k, values[i]])),
    }));
}

// A valid body with one field set to a nasty value or dropped, or one unknown field added.
export function mutated(base: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(base);
  return fc.oneof(
    fc.tuple(fc.constantFrom(...keys), nastyValue).map(([k, v]) => ({ ...base, [k]: v })),
    fc.constantFrom(...keys).map((k) => {
      const copy = { ...base };
      delete copy[k];
      return copy;
    }),
    fc.tuple(fc.string({ minLength: 1, maxLength: 10 }), nastyValue).map(([k, v]) => ({ ...base, [k]: v })),
  );
}

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};
// Text sent as application/json that is not JSON.
export const malformedJson = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 60 }),
    fc.constantFrom(
      "{",
      "[1,",
      '{"a":}',
      "{'a':1}",
      "undefined",
      "NaN",
      '{"a":1}}',
      "\u0000",
      "{".repeat(5000),
    ),
    fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v).slice(0, -1) + "\u0001"),
  )
  .filter((s) => s.trim() !== "" && !isJson(s));

// A path segment that is not the given good value: junk text, an unknown id of the right shape, or an
// over-long one. Sent URI-encoded; a few raw ones test the router's own parsing.
export const badSegment = (good: string) =>
  fc
    .oneof(
      fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
      fc.stringMatching(/^[A-Za-z0-9_-]{22,40}$/),
      fc.stringMatching(/^\d{6}$/),
      fc.stringMatching(/^[a-z][a-z0-9-]{2,20}$/),
      fc.constantFrom(
        "%",
        "%zz",
        "%E0%A4%A",
        "..",
        ".",
        "%2e%2e",
        "x".repeat(1500),
        "%00",
        "a%2Fb",
        "-1",
        "0",
      ),
    )
    .filter((s) => s !== good && s !== encodeURIComponent(good));

// A query string the call's query schema refuses.
export function badQuery(schema: z.ZodType | undefined): fc.Arbitrary<Record<string, string | string[]>> {
  const fields = fieldsOf(schema);
  const value = fc.oneof(
    fc.string({ maxLength: 30 }),
    hostileText,
    oddNumber.map(String),
    fc.array(fc.string({ maxLength: 5 }), { minLength: 2, maxLength: 3 }),
  );
  const key = fields.length
    ? fc.oneof(fc.constantFrom(...fields), fc.string({ minLength: 1, maxLength: 8 }))
    : fc.string({ minLength: 1, maxLength: 8 });
  return fc.dictionary(key, value, { minKeys: 0, maxKeys: 4 }).filter((q) => rejects(schema, q));
}

export function queryString(query: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) for (const one of [v].flat()) search.append(k, one);
  const text = search.toString();
  return text ? `?${text}` : "";
}

export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
    return value;
  });
}

// Counters every request moves by design, refused or not (the limits live in the database), and the
// floor's alerts: derived from the venue's state by a background pass after the setup's own orders and
// calls (modules/floor), so they appear while the refused requests run; any state they derive from is
// fingerprinted here.
const countersOfEveryRequest = new Set(["rate_limits", "floor_alerts"]);

// A fingerprint of every row of every table, to show a refused request changed nothing.
export async function snapshot(db: Db): Promise<Record<string, string>> {
  const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
  const tables = rowsOf(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  ).map((r) => String(r.name));
  const out: Record<string, string> = {};
  for (const table of tables) {
    if (countersOfEveryRequest.has(table)) continue;
    const [row] = rowsOf(
      await db.execute(
        sql`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from ${sql.identifier(table)} t`,
      ),
    );
    out[table] = String(row?.h);
  }
  return out;
}

const unknownId = fc.stringMatching(/^[A-Za-z0-9_-]{22,30}$/);
// Values of the right type and shape that the schema lets through but that name nothing real or sit
// at the edges: unknown ids, extreme yet allowed numbers, far dates, foreign phone numbers.
export const plausibleValue: fc.Arbitrary<unknown> = fc.oneof(
  unknownId,
  fc.string({ minLength: 1, maxLength: 20 }),
  fc.integer({ min: -5, max: 1000 }),
  fc.double({ min: -200, max: 200, noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(unknownId, { maxLength: 3 }),
  fc.array(fc.record({ line_id: unknownId, quantity: fc.integer({ min: 1, max: 999 }) }), {
    minLength: 1,
    maxLength: 3,
  }),
  fc.constantFrom(
    "2020-01-01",
    "2099-12-31",
    "2026-11-23",
    "2026-11-23T09:00:00.000Z",
    "2026-11-23T10:07:00.000Z",
    "2030-01-01T00:00:00Z",
    "2026-11-25T17:15:00.000+02:00",
    "+10000000000",
    "+380000000000",
    "a@b.cd",
    "a\u0000b",
    "demo",
    "demo-geo",
    "demo-closed",
    "demo-kitchen",
    "p-napoleon",
    "p-table-dinner",
    "cash",
    "card",
    "online",
    "en",
    "zz",
  ),
);

// A valid body or query with one field replaced by a value the schema still accepts. No filter: a
// replacement the schema refuses falls back to the base, so generation can never starve (a filter that
// rarely passes would spin fast-check for ever, past any test timeout).
export function plausiblyMutated<T extends Record<string, unknown>>(
  schema: z.ZodType,
  base: T,
  value: fc.Arbitrary<unknown> = plausibleValue,
): fc.Arbitrary<Record<string, unknown>> {
  const keys = [...new Set([...Object.keys(base), ...fieldsOf(schema)])];
  return fc.tuple(fc.constantFrom(...keys), value).map(([k, v]) => {
    const body = { ...base, [k]: v };
    return rejects(schema, body) ? base : body;
  });
}

// Query text: what a plausible value reads as in a URL.
export const plausibleText = fc.oneof(
  plausibleValue.filter((v) => typeof v === "string" || typeof v === "number").map(String),
  fc.constantFrom(
    "50.45",
    "30.52",
    "-90",
    "180",
    "0",
    "999999999999",
    "Khreshchatyk 1",
    "вул",
    "inside",
    "reserve",
  ),
);
