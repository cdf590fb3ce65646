import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { floorCall, pushPayloadSchema, type PushPayload } from "@tablewise/domain/contract/floor";
import { consoleCsrfHeader, type StaffRole } from "@tablewise/domain/contract/staff";
import { staffMembers, staffSessions } from "../../db/schema/staff";
import { newSecret, secretDigest } from "../../security/same-text";
import { eatIn, visitor } from "../../test/eat-in";
import { startPushServiceStandIn, type PushServiceStandIn } from "../../test/push-service-stand-in";
import { createTestApp } from "../../test/test-app";

// The whole path from the floor to a phone (SPEC §7 call-waiter): real staff sessions follow a table and
// subscribe stand-in devices, a guest calls the waiter through the guest route, the floor makes the alert,
// the push outbox sends it, and the stand-in verifies VAPID and decrypts each message (RFC 8291). Nobody
// acknowledges: after escalate_after_min the manager's phone hears the escalation, once.
let now = new Date("2031-05-06T10:00:00Z");
const minutes = (n: number) => (now = new Date(now.getTime() + n * 60_000));
const floorUrl = "/api/staff/venues/demo/floor";
const table = "123457";

let t: Awaited<ReturnType<typeof createTestApp>>;
let service: PushServiceStandIn;

beforeAll(async () => {
  // The outbox worker on, as in production: an enqueue wakes it (the hour's poll never comes in a test).
  t = await createTestApp({ seed: "demo", clock: () => now, env: { PUSH_INTERVAL_MS: 3_600_000 } });
  service = await startPushServiceStandIn();
});
afterAll(async () => {
  await service.close();
  await t.close();
});

let seq = 0;
// A person of the demo venue with a signed-in console session (the login route and its password hashing
// have their own tests); every request below goes through the real session cookie.
async function signIn(role: StaffRole) {
  const n = ++seq;
  const staffId = `floor-push-${n}`;
  await t.db.db.insert(staffMembers).values({
    id: staffId,
    venueId: "demo",
    name: `Person ${n}`,
    login: `floor-push-${n}@test`,
    role,
    passwordHash: "x",
    createdAt: now,
  });
  const token = newSecret();
  await t.db.db.insert(staffSessions).values({
    id: secretDigest(token),
    staffId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 12 * 3_600_000),
  });
  return { staffId, headers: { cookie: `tw_staff=${token}`, [consoleCsrfHeader]: "1" } };
}

// Signed in, on shift following `tables`, with one stand-in device subscribed in `locale`.
async function onShiftWithDevice(role: StaffRole, tables: string[], locale: string) {
  const who = await signIn(role);
  const shift = await t.app.inject({
    method: "POST",
    url: `${floorUrl}/shift`,
    headers: who.headers,
    payload: { halls: [], tables },
  });
  expect(shift.statusCode, shift.body).toBe(200);
  const device = service.device();
  const sub = await t.app.inject({
    method: "POST",
    url: "/api/staff/push/subscriptions",
    headers: who.headers,
    payload: { endpoint: device.endpoint, keys: device.keys, locale },
  });
  expect(sub.statusCode, sub.body).toBe(200);
  return { ...who, device };
}

// The floor hands each alert to the push module without waiting (its outbox row is written after the
// alert's commit and wakes the worker): wait for what the stand-in receives, then a little longer so a
// message too many would land too.
const received = async (count: number) => {
  await t.app.floor.settled();
  await service.waitFor(count);
  await new Promise((r) => setTimeout(r, 200));
  await t.app.push.worker.drain();
};
const payloadsOf = (deviceId: string): PushPayload[] =>
  service.received
    .filter((p) => p.device === deviceId)
    .map((p) => pushPayloadSchema.strict().parse(JSON.parse(p.text)));

describe("a guest's waiter call reaching staff phones", () => {
  it("sends one encrypted message per following device, then the escalation to the manager, once", async () => {
    const english = await onShiftWithDevice("waiter", [table], "en");
    const arabic = await onShiftWithDevice("waiter", [table], "ar");
    const manager = await onShiftWithDevice("manager", [], "en");

    const guest = visitor(7);
    const call = await eatIn(t.app).post(`/api/superapp/inside/${table}/call-waiter`, { visitor_id: guest });
    expect(call.statusCode, call.body).toBe(200);
    await received(2);

    const floor = await t.app.inject({ method: "GET", url: floorUrl, headers: manager.headers });
    const made = floorCall.response
      .parse(floor.json())
      .data.alerts.filter((a) => a.kind === "waiter_call" && a.table_code === table);
    expect(made).toHaveLength(1);
    const alert = made[0]!;

    expect(service.rejected).toEqual([]);
    const [en] = payloadsOf(english.device.id);
    const [ar] = payloadsOf(arabic.device.id);
    expect(payloadsOf(english.device.id)).toHaveLength(1);
    expect(payloadsOf(arabic.device.id)).toHaveLength(1);
    // The manager follows no table and the table has followers: the first message is not theirs.
    expect(payloadsOf(manager.device.id)).toEqual([]);
    const expected = {
      alert_id: alert._id,
      kind: "waiter_call",
      escalated: false,
      table_label: alert.table_label,
      serial: null,
      amount: null,
      url: `/console/floor?alert=${alert._id}`,
    };
    expect(en).toMatchObject({ ...expected, locale: "en", title: `Table ${alert.table_label} · Waiter call` });
    expect(ar).toMatchObject({ ...expected, locale: "ar" });
    expect(ar!.title).toBe(`الطاولة ${alert.table_label} · نداء النادل`);
    // No guest data on the way to a phone: not the visitor, not the guest's session.
    for (const p of service.received) expect(p.text).not.toContain(guest);

    // Nobody acknowledges; escalate_after_min (3 for a waiter call) passes and the sweep runs.
    minutes(3);
    await t.app.floor.sweep();
    await received(3);
    const escalated = payloadsOf(manager.device.id);
    expect(escalated).toHaveLength(1);
    expect(escalated[0]).toMatchObject({
      alert_id: alert._id,
      kind: "waiter_call",
      escalated: true,
      table_label: alert.table_label,
      body: "Nobody took it for 3 minutes",
    });

    // Another pass and another reconcile of the same state send nothing more.
    const sent = service.received.length;
    await t.app.floor.reconcile("demo");
    minutes(1);
    await t.app.floor.sweep();
    await t.app.floor.settled();
    await new Promise((r) => setTimeout(r, 300));
    await t.app.push.worker.drain();
    expect(service.received).toHaveLength(sent);
    expect(service.rejected).toEqual([]);
  });
});
