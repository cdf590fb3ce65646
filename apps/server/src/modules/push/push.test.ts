import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { pushPayloadSchema, type FloorAlert } from "@tablewise/domain/contract/floor";
import { consoleCsrfHeader } from "@tablewise/domain/contract/staff";
import { staffMembers, staffSessions } from "../../db/schema/staff";
import { newSecret, secretDigest } from "../../security/same-text";
import { importVenue, parseVenueFile } from "../../seed/import-venue";
import { fixtureVenueFile } from "../../test/fixture-venue";
import { startPushServiceStandIn, type PushServiceStandIn } from "../../test/push-service-stand-in";
import { endpointAllowed } from "./push-subscriptions";
import { createTestApp } from "../../test/test-app";
import { demoStaffToken } from "../staff/staff-auth";
import { createPushOutbox, enqueueAlertPushes } from "./push-outbox";
import { createPushTransport } from "./push-transport";
import { createPushWorker, topicOf } from "./push-worker";
import { loadVapidKeys } from "./vapid-keys";

// Web Push through the real routes and outbox, to a push-service stand-in that checks the VAPID signature
// and decrypts each message with the fake device's own keys (RFC 8291).
const venueId = "fx-venue";
const otherVenueId = "fx-other";
let now = new Date(Date.now());
const advance = (ms: number) => (now = new Date(now.getTime() + ms));

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: FastifyInstance;
let service: PushServiceStandIn;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  app = t.app;
  const other = fixtureVenueFile({ id: otherVenueId, link: "other-cafe" });
  other.tables = [{ code: "900101", section_name: "Hall", table_name: "1" }];
  await importVenue(t.db.db, parseVenueFile(other, "other"));
  service = await startPushServiceStandIn();
});
afterAll(async () => {
  await service.close();
  await t.close();
});
beforeEach(async () => {
  service.received.length = 0;
  service.rejected.length = 0;
  await t.db.db.execute(sql`delete from push_outbox`);
});

let seq = 0;
// A person and a signed-in console session, written straight to the tables (the login route and its
// password hashing have their own tests).
async function signIn(role: "waiter" | "manager" | "kitchen", venue = venueId) {
  const n = ++seq;
  const staffId = `push-staff-${n}`;
  await t.db.db.insert(staffMembers).values({
    id: staffId,
    venueId: venue,
    name: `Person ${n}`,
    login: `push-${n}@test`,
    role,
    passwordHash: "x",
    createdAt: now,
  });
  const token = newSecret();
  const sessionId = secretDigest(token);
  await t.db.db.insert(staffSessions).values({
    id: sessionId,
    staffId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 12 * 3_600_000),
  });
  const headers = { cookie: `tw_staff=${token}`, [consoleCsrfHeader]: "1" };
  return { staffId, sessionId, headers };
}

const subscribe = (headers: Record<string, string>, body: unknown) =>
  app.inject({ method: "POST", url: "/api/staff/push/subscriptions", headers, payload: body as object });

async function subscribedDevice(role: "waiter" | "manager" = "waiter", locale = "en") {
  const who = await signIn(role);
  const device = service.device();
  const res = await subscribe(who.headers, { endpoint: device.endpoint, keys: device.keys, locale });
  expect(res.statusCode, res.body).toBe(200);
  return { ...who, device };
}

let alertSeq = 0;
const alert = (over: Partial<FloorAlert> = {}): FloorAlert => ({
  _id: `00000000-0000-4000-8000-${String(++alertSeq).padStart(12, "0")}`,
  kind: "payment_to_confirm",
  status: "open",
  table_code: "t4",
  table_label: "4",
  order_id: null,
  serial: 17,
  amount: 12_550,
  created_at: now.toISOString(),
  acknowledged_at: null,
  acknowledged_by: null,
  escalated_at: null,
  resolved_at: null,
  ...over,
});

const outboxRows = async () =>
  (await t.db.db.execute(sql`select status, attempts, last_error from push_outbox order by created_at, id`))
    .rows as { status: string; attempts: number; last_error: string | null }[];

describe("the VAPID key", () => {
  it("is made once, kept in the database and answered to staff", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/api/staff/push/key",
      headers: { authorization: `Bearer ${demoStaffToken}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const key = res.json<{ data: { public_key: string } }>().data.public_key;
    expect(Buffer.from(key, "base64url")).toHaveLength(65);
    // A second process starting on the same database reads the same pair.
    expect((await loadVapidKeys(t.db.db, {}, now)).publicKey).toBe(key);
    expect((await app.inject({ method: "GET", url: "/api/staff/push/key" })).statusCode).toBe(401);
  });
});

describe("subscribing", () => {
  it("refuses bad input with 400, the kitchen and the service credential with 403", async () => {
    const waiter = await signIn("waiter");
    const device = service.device();
    const good = { endpoint: device.endpoint, keys: device.keys, locale: "en" };
    for (const body of [
      { ...good, endpoint: "http://push.example.com/x" },
      { ...good, endpoint: "http://10.0.0.5/x" },
      { ...good, endpoint: "ftp://127.0.0.1/x" },
      // https, but not a browser's push service: an internal address or any other host.
      { ...good, endpoint: "https://10.0.0.5/x" },
      { ...good, endpoint: "https://intranet.example/x" },
      { ...good, endpoint: "https://fcm.googleapis.com.attacker.example/x" },
      { ...good, endpoint: "https://user:pw@push.example.com/x" },
      { ...good, endpoint: `https://push.example.com/${"a".repeat(1100)}` },
      { ...good, keys: { p256dh: "short", auth: device.keys.auth } },
      { ...good, locale: "de" },
      { ...good, extra: 1 },
      {},
    ]) {
      const res = await subscribe(waiter.headers, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
    expect((await subscribe((await signIn("kitchen")).headers, good)).statusCode).toBe(403);
    expect(
      (await subscribe({ authorization: `Bearer ${demoStaffToken}`, [consoleCsrfHeader]: "1" }, good))
        .statusCode,
    ).toBe(403);
  });

  it("keeps at most five devices per session", async () => {
    const waiter = await signIn("waiter");
    for (let i = 0; i < 5; i++) {
      const d = service.device();
      expect(
        (await subscribe(waiter.headers, { endpoint: d.endpoint, keys: d.keys, locale: "en" })).statusCode,
      ).toBe(200);
    }
    const d = service.device();
    const sixth = await subscribe(waiter.headers, { endpoint: d.endpoint, keys: d.keys, locale: "en" });
    expect(sixth.statusCode).toBe(409);
  });

  it("leaves another person's device alone: no takeover, no removal", async () => {
    const owner = await subscribedDevice();
    const other = await signIn("manager");
    const taken = await subscribe(other.headers, {
      endpoint: owner.device.endpoint,
      keys: owner.device.keys,
      locale: "en",
    });
    expect(taken.statusCode).toBe(409);
    const removed = await app.inject({
      method: "POST",
      url: "/api/staff/push/subscriptions/remove",
      headers: other.headers,
      payload: { endpoint: owner.device.endpoint },
    });
    expect(removed.json()).toMatchObject({ success: true, data: { removed: false } });
  });

  it("sends nothing to a device of another venue's staff", async () => {
    const foreign = await signIn("waiter", otherVenueId);
    const device = service.device();
    await subscribe(foreign.headers, { endpoint: device.endpoint, keys: device.keys, locale: "en" });
    expect(
      await app.push.enqueue({ venueId, alert: alert(), phase: "created", staffIds: [foreign.staffId] }),
    ).toBe(0);
  });
});

describe("sending", () => {
  it("delivers an encrypted, signed message each device decrypts, in English and in Arabic", async () => {
    const en = await subscribedDevice("waiter", "en");
    const ar = await subscribedDevice("manager", "ar");
    const a = alert();
    expect(
      await app.push.enqueue({ venueId, alert: a, phase: "created", staffIds: [en.staffId, ar.staffId] }),
    ).toBe(2);
    await app.push.worker.drain();
    expect(service.rejected).toEqual([]);
    const got = await service.waitFor(2);
    const byDevice = new Map(got.map((p) => [p.device, p]));
    const english = pushPayloadSchema.strict().parse(JSON.parse(byDevice.get(en.device.id)!.text));
    const arabic = pushPayloadSchema.strict().parse(JSON.parse(byDevice.get(ar.device.id)!.text));
    expect(english).toMatchObject({
      alert_id: a._id,
      kind: "payment_to_confirm",
      escalated: false,
      locale: "en",
      title: "Table 4 · Payment to confirm",
      // Intl puts a no-break space between the code and the number.
      body: "Order #17 · ₴125.50",
      url: `/console/floor?alert=${a._id}`,
      currency: "₴",
    });
    expect(arabic.title).toBe("الطاولة 4 · دفعة بانتظار التأكيد");
    expect(arabic.body).toContain("الطلب رقم 17");
    expect(arabic.body).toMatch(/١٢٥٫٥٠|125[.,]50/);
    const headers = byDevice.get(en.device.id)!;
    expect(headers).toMatchObject({ urgency: "high", topic: topicOf(a._id) });
    expect(headers.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(Number(headers.ttl)).toBeGreaterThan(0);
    expect(headers.vapidKey).toBe((await loadVapidKeys(t.db.db, {}, now)).publicKey);
    expect((await outboxRows()).map((r) => r.status)).toEqual(["sent", "sent"]);
  });

  it("says how long an escalated alert waited, with the language's plural form", async () => {
    const ru = await subscribedDevice("manager", "ru");
    const created = new Date(now.getTime() - 3 * 60_000);
    const a = alert({
      kind: "waiter_call",
      amount: null,
      serial: null,
      created_at: created.toISOString(),
      escalated_at: now.toISOString(),
    });
    await app.push.enqueue({ venueId, alert: a, phase: "escalated", staffIds: [ru.staffId] });
    await app.push.worker.drain();
    const payload = pushPayloadSchema.parse(JSON.parse((await service.waitFor(1))[0]!.text));
    expect(payload).toMatchObject({
      escalated: true,
      title: "Стол 4 · Вызов официанта",
      body: "Никто не взял за 3 минуты",
    });
  });

  it("never sends one (alert, phase) twice, even enqueued twice and drained by two workers at once", async () => {
    const devices = [await subscribedDevice(), await subscribedDevice(), await subscribedDevice()];
    const e = { venueId, alert: alert(), phase: "created" as const, staffIds: devices.map((d) => d.staffId) };
    expect(await app.push.enqueue(e)).toBe(3);
    expect(await enqueueAlertPushes(t.db.db, e, { now })).toBe(0);
    const keys = await loadVapidKeys(t.db.db, {}, now);
    const second = createPushWorker({
      outbox: createPushOutbox(t.db.db, { idleMs: 3_600_000 }),
      transport: createPushTransport(keys),
      clock: () => now,
      batch: 1,
    });
    await Promise.all([app.push.worker.drain(), second.drain()]);
    await new Promise((r) => setTimeout(r, 50));
    expect(service.received.map((p) => p.device).sort()).toEqual(devices.map((d) => d.device.id).sort());
    // The escalation of the same alert is a new message.
    expect(await app.push.enqueue({ ...e, phase: "escalated" })).toBe(3);
  });

  it("retries after a 500 and a 429, and sends when the push service is back", async () => {
    const d = await subscribedDevice();
    await app.push.enqueue({ venueId, alert: alert(), phase: "created", staffIds: [d.staffId] });
    service.failNext(500, 1, d.device.id);
    await app.push.worker.drain();
    expect(service.received).toHaveLength(0);
    expect(await outboxRows()).toMatchObject([{ status: "queued", attempts: 1 }]);
    service.failNext(429, 1, d.device.id);
    advance(60_000);
    await app.push.worker.drain();
    expect(await outboxRows()).toMatchObject([{ status: "queued", attempts: 2 }]);
    advance(60_000);
    await app.push.worker.drain();
    expect(service.received).toHaveLength(1);
    expect(await outboxRows()).toMatchObject([{ status: "sent" }]);
  });

  it("drops the subscription when the push service answers 410 Gone", async () => {
    const d = await subscribedDevice();
    await app.push.enqueue({ venueId, alert: alert(), phase: "created", staffIds: [d.staffId] });
    service.failNext(410, 1, d.device.id);
    await app.push.worker.drain();
    const left = await t.db.db.execute(
      sql`select 1 from push_subscriptions where session_id = ${d.sessionId}`,
    );
    expect(left.rows).toHaveLength(0);
    expect(await outboxRows()).toEqual([]);
    expect(await app.push.enqueue({ venueId, alert: alert(), phase: "created", staffIds: [d.staffId] })).toBe(
      0,
    );
  });

  it("stops at sign-out, at a revoked session and at a disabled person, even for messages already queued", async () => {
    const out = await subscribedDevice();
    const revoked = await subscribedDevice();
    const disabled = await subscribedDevice();
    const kept = await subscribedDevice();
    const staffIds = [out.staffId, revoked.staffId, disabled.staffId, kept.staffId];
    expect(await app.push.enqueue({ venueId, alert: alert(), phase: "created", staffIds })).toBe(4);
    const logout = await app.inject({
      method: "POST",
      url: "/api/staff/session/logout",
      headers: out.headers,
    });
    expect(logout.statusCode, logout.body).toBe(200);
    await t.db.db.execute(
      sql`update staff_sessions set revoked_at = ${now.toISOString()}::timestamptz where id = ${revoked.sessionId}`,
    );
    await t.db.db.execute(
      sql`update staff_members set disabled_at = ${now.toISOString()}::timestamptz where id = ${disabled.staffId}`,
    );
    await app.push.worker.drain();
    await new Promise((r) => setTimeout(r, 50));
    expect(service.received.map((p) => p.device)).toEqual([kept.device.id]);
    const gone = await t.db.db.execute(
      sql`select 1 from push_subscriptions where session_id = ${out.sessionId}`,
    );
    expect(gone.rows).toHaveLength(0);
    // New alerts are not even queued for them.
    expect(await app.push.enqueue({ venueId, alert: alert(), phase: "created", staffIds })).toBe(1);
  });

  it("sends a message whose worker stopped between claim and send once its lease runs out", async () => {
    const d = await subscribedDevice();
    await app.push.enqueue({ venueId, alert: alert(), phase: "created", staffIds: [d.staffId] });
    // A process claims the row and dies before sending.
    const crashed = createPushOutbox(t.db.db, { idleMs: 3_600_000 });
    expect(await crashed.claim(now, 30_000, 10)).toHaveLength(1);
    await app.push.worker.drain();
    expect(service.received).toHaveLength(0);
    advance(31_000);
    await app.push.worker.drain();
    expect(service.received).toHaveLength(1);
    expect(await outboxRows()).toMatchObject([{ status: "sent" }]);
  });
});

describe("push endpoints", () => {
  it("are the browsers' push services over https, nothing else", () => {
    for (const ok of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/abc",
      "https://wns2-par02p.notify.windows.com/w/?token=abc",
    ])
      expect(endpointAllowed(ok, false), ok).toBe(true);
    for (const bad of [
      "https://169.254.169.254/x",
      "https://evilfcm.googleapis.com.example/x",
      "http://127.0.0.1:9/x",
    ])
      expect(endpointAllowed(bad, false), bad).toBe(false);
  });
});
