import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  carts,
  outboxMessages,
  phoneVerifications,
  pushOutbox,
  pushSubscriptions,
  rateLimits,
  staffMembers,
  staffSessions,
  telemetryRecords,
  telemetrySessions,
} from "../../db/schema/index";
import { eatIn } from "../../test/eat-in";
import { createTestApp } from "../../test/test-app";
import { retention, retentionSlice, sweepRetention } from "./retention";

// Carts, telemetry, phone verifications, the outbox and expired limiter counters are
// deleted after their documented periods; a cart an open order refers to is kept.
const day = 24 * 60 * 60_000;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: "demo" });
});
afterAll(() => t.close());

const exists = async (table: typeof carts | typeof outboxMessages, id: string) =>
  (await t.db.db.select({ id: table.id }).from(table).where(eq(table.id, id))).length === 1;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe("sweepRetention", () => {
  it("deletes carts untouched for 7 days, but never one an open order refers to", async () => {
    const k = eatIn(t.app);
    // A cart is stored on its first add, so the idle one has a line.
    const idle = (await k.prepare("111112")).cart._id;
    await k.fillCart(idle, k.napoleons(1));
    const { order } = await k.order("111111", k.napoleons(1));
    const ordered = (
      await t.db.db
        .select({ cartId: sql<string>`cart_id` })
        .from(sql`orders`)
        .where(sql`id = ${order._id}`)
    )[0]!.cartId;
    const now = new Date();
    await sweepRetention(t.db.db, at(now, retention.cartUntouchedMs - 60_000));
    expect(await exists(carts, idle)).toBe(true);
    const swept = await sweepRetention(t.db.db, at(now, retention.cartUntouchedMs + 60_000));
    expect(swept.carts).toBeGreaterThanOrEqual(1);
    expect(await exists(carts, idle)).toBe(false);
    expect(await exists(carts, ordered)).toBe(true);
    // Once the order is closed its cart goes too.
    expect((await k.staff(order._id, "decline", { reason: "cleanup" })).statusCode).toBe(200);
    await sweepRetention(t.db.db, at(now, retention.cartUntouchedMs + 60_000));
    expect(await exists(carts, ordered)).toBe(false);
  });

  it("deletes telemetry after 90 days, codes a day after expiry, verified numbers after 30 days, the outbox after a day", async () => {
    const now = new Date("2031-01-01T00:00:00Z");
    const db = t.db.db;
    await db.insert(telemetrySessions).values([
      {
        id: "tel-old",
        venueId: "demo",
        mode: "inside",
        platform: "ios",
        screenWidth: 1,
        screenHeight: 1,
        createdAt: at(now, -100 * day),
        lastSeenAt: at(now, -91 * day),
      },
      {
        id: "tel-new",
        venueId: "demo",
        mode: "inside",
        platform: "ios",
        screenWidth: 1,
        screenHeight: 1,
        createdAt: at(now, -100 * day),
        lastSeenAt: at(now, -89 * day),
      },
    ]);
    await db
      .insert(telemetryRecords)
      .values({ sessionId: "tel-old", kind: "event", data: {}, receivedAt: at(now, -91 * day) });
    const code = (token: string, expiresAt: Date, verifiedAt: Date | null) => ({
      token,
      venueId: "demo",
      phone: "+380501234567",
      codeHash: "h",
      attempts: 0,
      createdAt: expiresAt,
      expiresAt,
      verifiedAt,
    });
    await db
      .insert(phoneVerifications)
      .values([
        code("code-expired-2d", at(now, -2 * day), null),
        code("code-expired-1h", at(now, -60 * 60_000), null),
        code("verified-31d", at(now, -31 * day), at(now, -31 * day)),
        code("verified-29d", at(now, -29 * day), at(now, -29 * day)),
      ]);
    await db.insert(outboxMessages).values([
      {
        id: "out-old",
        channel: "sms",
        recipient: "+380501234567",
        text: "1234",
        createdAt: at(now, -25 * 60 * 60_000),
      },
      {
        id: "out-new",
        channel: "sms",
        recipient: "+380501234567",
        text: "1234",
        createdAt: at(now, -23 * 60 * 60_000),
      },
    ]);
    await db.insert(rateLimits).values([
      { key: "pay:expired", points: 3, expire: Date.now() - 1000 },
      { key: "pay:live", points: 3, expire: Date.now() + 60_000 },
    ]);

    const swept = await sweepRetention(db, now);
    expect(swept).toMatchObject({ telemetrySessions: 1, phoneVerifications: 2, outbox: 1, rateLimits: 1 });
    const ids = async (q: Promise<{ id: string }[]>) => (await q).map((r) => r.id).sort();
    expect(await ids(db.select({ id: telemetrySessions.id }).from(telemetrySessions))).toEqual(["tel-new"]);
    expect(await db.select().from(telemetryRecords)).toEqual([]);
    expect(await ids(db.select({ id: phoneVerifications.token }).from(phoneVerifications))).toEqual([
      "code-expired-1h",
      "verified-29d",
    ]);
    expect(await ids(db.select({ id: outboxMessages.id }).from(outboxMessages))).toEqual(["out-new"]);
    expect(
      await ids(
        db
          .select({ id: rateLimits.key })
          .from(rateLimits)
          .where(sql`key like 'pay:%'`),
      ),
    ).toEqual(["pay:live"]);
  });
});

// A big backlog goes in slices (each statement bounded), all of it in one pass.
describe("sweepRetention in slices", () => {
  it("deletes more rows than one slice holds in one pass", async () => {
    const old = new Date(Date.now() - 30 * day);
    const count = retentionSlice * 2 + 7;
    const rows = Array.from({ length: count }, (_, i) => ({
      id: `slice-out-${i}`,
      channel: "sms",
      recipient: "+380501234567",
      text: "1",
      createdAt: old,
    }));
    await t.db.db.insert(outboxMessages).values(rows);
    const swept = await sweepRetention(t.db.db, new Date());
    expect(swept.outbox).toBeGreaterThanOrEqual(count);
    expect(
      await t.db.db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(sql`id like 'slice-out-%'`),
    ).toEqual([]);
  });
});

describe("the sweeper in the app", () => {
  it("runs when the app starts", async () => {
    const fresh = await createTestApp({ seed: "demo" });
    try {
      await fresh.db.db.insert(outboxMessages).values({
        id: "out-at-start",
        channel: "sms",
        recipient: "+380501234567",
        text: "1",
        createdAt: new Date(Date.now() - 2 * day),
      });
      await fresh.app.ready();
      for (let i = 0; i < 50 && (await fresh.db.db.select().from(outboxMessages)).length > 0; i++) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(await fresh.db.db.select().from(outboxMessages)).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it("deletes a phone alert's delivery a week after it was sent or given up, never one still to send", async () => {
    const now = new Date("2031-02-01T00:00:00Z");
    const db = t.db.db;
    const member = { id: "push-retention-waiter" };
    await db.insert(staffMembers).values({
      id: member.id,
      venueId: "demo",
      name: "Olena",
      login: "push-retention@demo.demo",
      role: "waiter",
      passwordHash: "not-a-hash",
      createdAt: now,
    });
    await db.insert(staffSessions).values({
      id: "push-retention-session",
      staffId: member.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: at(now, day),
    });
    await db.insert(pushSubscriptions).values({
      id: "push-retention-sub",
      venueId: "demo",
      staffId: member.id,
      sessionId: "push-retention-session",
      endpoint: "https://fcm.googleapis.com/fcm/send/retention",
      p256dh: "k",
      auth: "a",
      locale: "en",
      createdAt: at(now, -30 * day),
    });
    const delivery = (id: string, status: "queued" | "sending" | "sent" | "failed", ageDays: number) => ({
      id,
      subscriptionId: "push-retention-sub",
      venueId: "demo",
      alertId: id,
      phase: "created" as const,
      alert: {
        kind: "waiter_call" as const,
        table_label: "Hall · 5",
        order_id: null,
        serial: null,
        amount: null,
        escalated_after_min: null,
      },
      status,
      nextAttemptAt: at(now, -ageDays * day),
      createdAt: at(now, -ageDays * day),
    });
    await db
      .insert(pushOutbox)
      .values([
        delivery("sent-8d", "sent", 8),
        delivery("failed-8d", "failed", 8),
        delivery("sent-6d", "sent", 6),
        delivery("queued-8d", "queued", 8),
        delivery("sending-8d", "sending", 8),
      ]);
    const swept = await sweepRetention(db, now);
    expect(swept.pushDeliveries).toBe(2);
    const left = (await db.select({ id: pushOutbox.id }).from(pushOutbox)).map((r) => r.id).sort();
    expect(left).toEqual(["queued-8d", "sending-8d", "sent-6d"]);
  });
});
