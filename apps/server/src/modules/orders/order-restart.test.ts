import { describe, expect, it } from "vitest";
import { orderPayResponseSchema, orderResponseSchema } from "@tablewise/domain/contract/order-calls";
import { buildApp } from "../../app";
import { loadDemoVenuesIfEmpty } from "../../seed/load-demo-venues";
import { eatIn } from "../../test/eat-in";
import { testTileUrl } from "../../test/test-app";
import { createRestartableDb } from "../../test/test-db";

// SPEC §4 deadlines are kept in the database: a split refund and an auto-cancel due while the server was
// down happen on the next boot, and the call-waiter cooldown (SPEC §9) outlives a restart.
describe("order deadlines across a restart", () => {
  it("refunds a half-paid split and cancels an unaccepted order once 15 minutes have passed", async () => {
    const store = await createRestartableDb("order-restart-");
    const env = {
      WEB_DIST: "/nonexistent",
      MEDIA_DIR: "/nonexistent",
      TILE_URL: testTileUrl,
      DEMO_MODE: true,
      LOG_LEVEL: "silent" as const,
      AUTOPILOT_ACCEPT_MS: 0,
    };
    const start = async (now: Date) => {
      const db = await store.open();
      await loadDemoVenuesIfEmpty(db.db);
      const app = await buildApp({ env, db, logger: false, clock: () => now });
      await app.ready();
      return { app, close: async () => (await app.close(), await db.close()) };
    };
    const t0 = new Date("2031-07-01T18:00:00Z");
    try {
      const one = await start(t0);
      const k1 = eatIn(one.app);
      const { order, accessCode } = await k1.servingOrder("111111", k1.napoleons(2));
      const pay = await k1.pay(order._id, accessCode, {
        pay_method: "online",
        selected_items: [{ line_id: order.list[0]!._id, quantity: 1 }],
        tip: 0,
      });
      const link = orderPayResponseSchema.parse(pay.json()).data;
      if (!link.require_online_payment) throw new Error("expected an online payment");
      expect((await one.app.inject({ method: "POST", url: `${link.data.pay_url}/approve` })).statusCode).toBe(
        303,
      );
      const held = orderResponseSchema.parse(
        (await k1.getOrder(order._id, { "x-access-code": accessCode })).json(),
      );
      expect(held.data.order).toMatchObject({
        status: "paying",
        list: [{ paid_quantity: 1 }],
        split_payments: [
          { total: 125, paid_at: t0.toISOString() },
          { _id: "rest", total: 125, paid_at: null },
        ],
      });
      const waiting = await k1.order("123456", k1.napoleons(1));
      const called = await k1.post("/api/superapp/inside/111112/call-waiter", {});
      expect(called.statusCode).toBe(200);
      await one.close();

      // Still within 59 s of the call: the cooldown holds after the restart.
      const early = await start(new Date(t0.getTime() + 30_000));
      expect((await eatIn(early.app).post("/api/superapp/inside/111112/call-waiter", {})).statusCode).toBe(
        429,
      );
      await early.close();

      const two = await start(new Date(t0.getTime() + 16 * 60_000));
      try {
        const k2 = eatIn(two.app);
        const after = orderResponseSchema.parse(
          (await k2.getOrder(order._id, { "x-access-code": accessCode })).json(),
        );
        expect(after.data.order).toMatchObject({
          list: [{ paid_quantity: 0 }],
          payment_statuses: { online: "refunded" },
          payment_sums: { online: 0 },
          split_payments: [{ total: 125, refunded_at: new Date(t0.getTime() + 16 * 60_000).toISOString() }],
        });
        const cancelled = orderResponseSchema.parse(
          (await k2.getOrder(waiting.order._id, { "x-access-code": waiting.accessCode })).json(),
        );
        expect(cancelled.data.order.status).toBe("cancelled");
      } finally {
        await two.close();
      }
    } finally {
      await store.dispose();
    }
  }, 60_000);
});
