import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderResponseSchema } from "@tablewise/domain/contract/order-calls";
import { createTestApp } from "../../test/test-app";
import { preorders } from "../../test/preorder";

// The demo autopilot accepts delivery and takeaway orders like eat-in ones, but never one still waiting
// for its online payment.
let now = new Date("2026-11-23T10:00:00Z");
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof preorders>;
beforeAll(async () => {
  t = await createTestApp({ seed: "demo", clock: () => now, autopilotMs: 4000 });
  k = preorders(t.app);
});
afterAll(() => t.close());

const statusOf = async (id: string) =>
  orderResponseSchema.parse((await k.get(`/api/superapp/preorders/${id}`)).json()).data.order.status;

describe("demo autopilot", () => {
  it("accepts a cash order after its delay and leaves an unpaid online one waiting", async () => {
    const cafeId = (await k.prepare("demo", "takeaway")).cafe._id;
    const client = await k.verifiedClient(cafeId, "+380671230030");
    const place = async (pay_method: "cash" | "online") => {
      const { cart } = await k.prepare("demo", "takeaway");
      await k.fillCart(cart._id, k.napoleons(1));
      return k.created("demo", k.takeawayBody(cart._id, { client_id: client._id, pay_method }));
    };
    const cash = await place("cash");
    const online = await place("online");
    now = new Date(now.getTime() + 4001);
    await t.app.ready();
    for (let i = 0; i < 100 && (await statusOf(cash.order._id)) === "waiting"; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(await statusOf(cash.order._id)).toBe("serving");
    expect(await statusOf(online.order._id)).toBe("waiting");
    await t.app.inject({ method: "POST", url: `${online.payment!.pay_url}/approve` });
    for (let i = 0; i < 100 && (await statusOf(online.order._id)) === "waiting"; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(await statusOf(online.order._id)).toBe("serving");
  });
});
