import { demoStaffToken } from "../../modules/staff/staff-auth";
import { saveKitchenRoutesCall } from "@tablewise/domain/contract/kitchen";
import { routesBodyLimit } from "../../modules/kitchen/kitchen.routes";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCodes, errorEnvelopeSchema } from "@tablewise/domain/contract/common";
import { importVenueCall } from "@tablewise/domain/contract/setup";
import { defaultBodyLimit } from "../../app";
import { venueFileMaxBytes } from "../../modules/setup-io/setup-io.routes";
import { createTestApp } from "../test-app";
import { eatIn, visitor } from "../eat-in";
import { preorders } from "../preorder";
import {
  badQuery,
  badSegment,
  fieldsOf,
  fillPath,
  malformedJson,
  mutated,
  nastyObject,
  nastyValue,
  plausibleText,
  plausiblyMutated,
  queryString,
  registeredCalls,
  rejects,
  snapshot,
  type Call,
} from "./contract-calls";

// Every call the server serves, fed malformed JSON, wrong types, missing fields, oversized and
// out-of-range values, unknown ids and bad path params, answers a 4xx in the SPEC §7 error envelope
// (never a 5xx, never a hang) and changes no row. Seeded, so a failure replays: FC_SEED and FC_RUNS
// override the seed and the runs per property.
const seed = Number(process.env.FC_SEED ?? 20261123);
const numRuns = Number(process.env.FC_RUNS ?? 10);
const runs = { seed, numRuns, endOnFailure: true };
// About 40 routes each: the cheaper checks (malformed JSON, path params) get half the runs, so the
// whole file stays well under a minute on a busy 2-CPU machine.
const fewer = { ...runs, numRuns: Math.max(3, Math.ceil(numRuns / 2)) };

const now = new Date("2026-11-23T10:00:00Z"); // Monday noon in Kyiv: the demo venues are open
let t: Awaited<ReturnType<typeof createTestApp>>;
let calls: Call[];
// Real ids, so a request that is bad in one part is good in all the others.
const real = {
  orderId: "",
  accessCode: "",
  cartId: "",
  lineId: "",
  preorderId: "",
  reservationId: "",
  clientId: "",
};
const bases = new Map<string, Record<string, unknown>>();

beforeAll(async () => {
  t = await createTestApp({ seed: "demo", clock: () => now });
  await t.app.ready();
  calls = registeredCalls(t.app);
  const k = eatIn(t.app);
  const p = preorders(t.app);

  const placed = await k.order("111111");
  real.orderId = placed.order._id;
  real.accessCode = placed.accessCode;
  real.lineId = placed.order.list[0]!._id;
  const table2 = await k.prepare("111112");
  await k.fillCart(table2.cart._id, k.napoleons(1));
  real.cartId = table2.cart._id;

  const client = await p.verifiedClient("demo", "+380671239001");
  real.clientId = client._id;
  const takeaway = await p.prepare("demo", "takeaway");
  await p.fillCart(takeaway.cart._id, p.napoleons(1));
  real.preorderId = (
    await p.created("demo", p.takeawayBody(takeaway.cart._id, { client_id: client._id }))
  ).order._id;

  const reservationBody = {
    cart_item: {
      product_id: "p-table-dinner",
      quantity: 1,
      variants: ["i-table-dinner-120"],
      modificators: [],
    },
    persons_count: 2,
    client_first_name: "Olena",
    client_last_name: "Koval",
    client_phone: "+380671239002",
    client_email: "olena@example.com",
    comment: "",
    reservation_date: "2026-11-25T17:00:00.000Z",
    cafe_id: "demo",
    phone_token: await p.verify("demo", "+380671239002"),
  };
  const reservation = await p.post("/api/superapp/reserve/create", reservationBody);
  expect(reservation.statusCode, reservation.body).toBe(200);
  real.reservationId = (
    reservation.json() as { data: { reservation: { _id: string } } }
  ).data.reservation._id;

  const orderBody = { cart_id: real.cartId, visitor_id: visitor(2) };
  const line = { line_id: real.lineId, quantity: 1 };
  bases.set("cartAddCall", {
    menu_id: "demo-kitchen",
    product_id: "p-napoleon",
    quantity: 1,
    variants: [],
    modificators: [],
  });
  bases.set("cartChangeQuantityCall", { item_id: "no-such-line", quantity: 1 });
  bases.set("insideCreateCall", orderBody);
  bases.set("orderAppendCall", orderBody);
  bases.set("callWaiterCall", { visitor_id: visitor(3) });
  bases.set("verifyGeolocationCall", { lat: 50.45, lon: 30.52 });
  bases.set("orderPayCall", { pay_method: "cash", selected_items: [line], tip: 0 });
  bases.set("estimateSplitCall", { items: [line] });
  bases.set("phoneVerificationRequestCall", { cafe_id: "demo", phone: "+380671239003" });
  bases.set("phoneVerificationConfirmCall", { token: "no-such-token", code: "1234" });
  bases.set("preorderCreateCall", p.takeawayBody(real.cartId, { client_id: client._id }));
  bases.set("reserveCreateCall", reservationBody);
  bases.set("computeTimeslotsCall", {
    cafe_id: "demo",
    date: "2026-11-25",
    variants: ["i-table-dinner-90"],
    service_id: "p-table-dinner",
  });
  bases.set("clientCreateCall", {
    name: "Olena",
    phone: "+380671239001",
    cafe_id: "demo",
    verification_token: "x",
  });
}, 120_000);
afterAll(() => t.close());

// Valid queries, one field of which the last property replaces.
const queryBases: Record<string, Record<string, string>> = {
  archiveCall: { cafe_id: "demo", visitor_id: visitor(1), mode: "inside" },
  searchAddressesCall: { search: "Khreshchatyk", language: "en" },
  estimateTariffsCall: { address: "Khreshchatyk 1", lat: "50.45", lon: "30.52" },
};

// Good path values by param name (and, for ":id", by the path it sits in).
function goodParams(call: Call): Record<string, string> {
  const id = call.path.includes("/reservations/")
    ? real.reservationId
    : call.path.includes("/preorders/")
      ? real.preorderId
      : call.path.includes("/clients/")
        ? real.clientId
        : real.orderId;
  const byName: Record<string, string> = {
    venueLinkCode: "demo",
    cafeLink: "demo",
    cafe: "demo",
    cafe_link: "demo",
    venueId: "demo",
    menuId: "demo-kitchen",
    productId: "p-napoleon",
    code: "111111",
    cartId: real.cartId,
    mode: "takeaway",
    session: "unknown-session-00000000",
    milestone: "menu_open",
    paymentId: "unknown-payment-00000000",
    // The kitchen's and the floor's: the demo's Kitchen station, ids no venue has.
    stationId: "demo-station-kitchen",
    ticketId: "unknown-ticket-00000000",
    printerId: "unknown-printer-00000000",
    alertId: "unknown-alert-00000000",
    id,
  };
  return Object.fromEntries(Object.keys(call.params ? pathNames(call.path) : {}).map((n) => [n, byName[n]!]));
}
const pathNames = (path: string) =>
  Object.fromEntries([...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => [m[1]!, true]));

// Real values a junk segment must not hit by chance (demo tables, venues).
const realSegments = new Set([
  "111111",
  "111112",
  "222222",
  "demo",
  "demo-geo",
  "demo-closed",
  "takeaway",
  "delivery",
]);

let ipSeq = 0;
// Each request from its own address, so the rate limits never stand in for the validation under test.
const nextIp = () => `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`;

type Sent = { url: string; method: "GET" | "POST"; payload?: string | object; contentType?: string };
async function send(req: Sent) {
  const headers: Record<string, string> = { "x-access-code": real.accessCode, "x-visitor-id": visitor(1) };
  if (req.contentType) headers["content-type"] = req.contentType;
  // The staff API answers 401 before it reads a body; past that, its input is checked like
  // every other call's, so the fuzzer calls it as the service (a POS) would.
  if (req.url.startsWith("/api/staff/")) headers.authorization = `Bearer ${demoStaffToken}`;
  return t.app.inject({
    method: req.method,
    url: req.url,
    headers,
    remoteAddress: nextIp(),
    ...(req.payload === undefined ? {} : { payload: req.payload }),
  });
}

const messageLengths: number[] = [];
async function expectRefused(req: Sent) {
  const res = await send(req);
  const where = `${req.method} ${req.url.slice(0, 300)} ${typeof req.payload === "string" ? req.payload.slice(0, 300) : JSON.stringify(req.payload)?.slice(0, 300)} -> ${res.statusCode} ${res.body.slice(0, 500)}`;
  expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, where).toBeLessThan(500);
  expect(res.headers["content-type"], where).toMatch(/^application\/json/);
  const parsed = errorEnvelopeSchema.safeParse(res.json());
  expect(parsed.success, where).toBe(true);
  const error = parsed.data!.error;
  expect(errorCodes, where).toContain(error.code);
  expect(error.message.trim().length, where).toBeGreaterThan(0);
  messageLengths.push(error.message.length);
  return res;
}

// Runs the checks of one test and shows that no table changed while they ran.
async function unchanged(checks: () => Promise<void>) {
  const before = await snapshot(t.db.db);
  await checks();
  const after = await snapshot(t.db.db);
  const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
  expect(changed, "tables changed by refused requests").toEqual([]);
}

describe("every served call refuses bad input with a 4xx envelope and changes nothing", () => {
  it("serves the SPEC §7 calls under test", () => {
    // Guard against a filter that silently drops everything.
    expect(calls.length).toBeGreaterThanOrEqual(30);
    expect(calls.map((c) => c.name)).toEqual(
      expect.arrayContaining(["orderPayCall", "insideCreateCall", "reserveCreateCall"]),
    );
  });

  it("bodies of wrong types, missing fields, oversized and out-of-range values", async () => {
    await unchanged(async () => {
      for (const call of calls.filter((c) => c.body)) {
        const base = bases.get(call.name);
        const bodies = fc
          .oneof(
            nastyObject(fieldsOf(call.body)),
            nastyValue,
            fc.constantFrom(null, [], "text", 0, true),
            ...(base ? [mutated(base), mutated(base)] : []),
          )
          .filter((b) => rejects(call.body, b));
        const url = fillPath(call.path, goodParams(call));
        await fc.assert(
          fc.asyncProperty(bodies, async (body) => {
            // JSON null, a string or a number is a body too: send it as JSON text.
            await expectRefused({
              method: call.method,
              url,
              payload: JSON.stringify(body),
              contentType: "application/json",
            });
          }),
          runs,
        );
      }
    });
  });

  it("malformed JSON, a non-JSON content type and a body over the limit", async () => {
    await unchanged(async () => {
      for (const call of calls.filter((c) => c.method === "POST")) {
        const url = fillPath(call.path, goodParams(call));
        await fc.assert(
          fc.asyncProperty(malformedJson, async (text) => {
            const res = await expectRefused({
              method: "POST",
              url,
              payload: text,
              contentType: "application/json",
            });
            expect(res.statusCode).toBe(400);
          }),
          fewer,
        );
        const plain = await expectRefused({
          method: "POST",
          url,
          payload: "hello",
          contentType: "text/plain",
        });
        // 415, or 400 where a call reads text/plain as JSON on purpose (telemetry beacons).
        expect([400, 415], `${url}: ${plain.body}`).toContain(plain.statusCode);
        // Over the default limit; a venue file's import takes up to its own 5 MiB and the kitchen's
        // routes (a route per product of a large menu) up to theirs, so there a body past it is refused.
        const limit =
          call.path === importVenueCall.path
            ? venueFileMaxBytes
            : call.path === saveKitchenRoutesCall.path
              ? routesBodyLimit
              : defaultBodyLimit;
        const huge = JSON.stringify({ comment: "x".repeat(limit + 6 * 1024) });
        const tooBig = await expectRefused({
          method: "POST",
          url,
          payload: huge,
          contentType: "application/json",
        });
        expect(tooBig.statusCode, `${url}: ${tooBig.body}`).toBe(413);
      }
    });
  });

  it("bad path params and unknown ids", async () => {
    await unchanged(async () => {
      for (const call of calls.filter((c) => c.params)) {
        const good = goodParams(call);
        const names = Object.keys(good);
        const base = bases.get(call.name);
        const payload = call.method === "POST" ? { payload: base ?? {} } : {};
        // Every segment once with the characters that broke it before: a NUL (a 500 from PostgreSQL),
        // a bad %-escape and an over-long value (Fastify's own error shape, not the envelope).
        for (const name of names) {
          for (const segment of ["%00", "%E0%A4%A", "x".repeat(1500)]) {
            await expectRefused({
              method: call.method,
              url: fillPath(call.path, { ...good, [name]: segment }),
              ...payload,
            });
          }
        }
        const broken = fc.constantFrom(...names).chain((name) =>
          badSegment(good[name]!)
            .filter((s) => !realSegments.has(s))
            .map((s) => ({ ...good, [name]: s })),
        );
        await fc.assert(
          fc.asyncProperty(broken, async (params) => {
            await expectRefused({
              method: call.method,
              url: fillPath(call.path, params),
              ...(call.method === "POST" ? { payload: base ?? {} } : {}),
            });
          }),
          fewer,
        );
      }
    });
  });

  it("query strings the call's schema refuses", async () => {
    await unchanged(async () => {
      for (const call of calls.filter((c) => c.query)) {
        const url = fillPath(call.path, goodParams(call));
        await fc.assert(
          fc.asyncProperty(badQuery(call.query), async (query) => {
            await expectRefused({ method: call.method, url: url + queryString(query) });
          }),
          runs,
        );
      }
    });
  });

  // Last: these requests may be valid and succeed (an unknown id may be refused, an allowed quantity
  // taken), so they only must never end in a 5xx; a refusal still comes in the envelope.
  it("well-formed requests with unknown ids and edge values never end in a 5xx", async () => {
    const expectAnswered = async (req: Sent) => {
      const res = await send(req);
      const where = `${req.method} ${req.url} ${JSON.stringify(req.payload)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(res.statusCode, where).toBeLessThan(500);
      if (res.statusCode >= 400) expect(errorEnvelopeSchema.safeParse(res.json()).success, where).toBe(true);
    };
    for (const call of calls.filter((c) => c.body && bases.has(c.name))) {
      const url = fillPath(call.path, goodParams(call));
      await fc.assert(
        fc.asyncProperty(plausiblyMutated(call.body!, bases.get(call.name)!), async (body) => {
          await expectAnswered({ method: call.method, url, payload: body });
        }),
        runs,
      );
    }
    // PostgreSQL cannot store a NUL character: in any text field it is refused, never a failed query.
    for (const call of calls.filter((c) => c.body && bases.has(c.name))) {
      const url = fillPath(call.path, goodParams(call));
      const base = bases.get(call.name)!;
      for (const key of Object.keys(base).filter((k) => typeof base[k] === "string")) {
        const res = await expectRefused({
          method: call.method,
          url,
          payload: { ...base, [key]: "a\u0000b" },
        });
        expect(res.statusCode).toBe(400);
      }
    }
    for (const call of calls.filter((c) => c.query)) {
      const url = fillPath(call.path, goodParams(call));
      await fc.assert(
        fc.asyncProperty(
          plausiblyMutated(call.query!, queryBases[call.name] ?? {}, plausibleText),
          async (query) => {
            await expectAnswered({
              method: call.method,
              url: url + queryString(query as Record<string, string>),
            });
          },
        ),
        runs,
      );
    }
  });

  it("error messages stay short enough to read", () => {
    expect(messageLengths.length).toBeGreaterThan(100);
    expect(Math.max(...messageLengths)).toBeLessThanOrEqual(1500);
  });
});
