import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderResponseSchema } from "@tablewise/domain/contract/order-calls";
import { createTestApp } from "../../test/test-app";
import { eatIn, errorOf } from "../../test/eat-in";

// A custom tip amount beside the percentages, bounded on the server by half of the
// selected sum it prices itself (the tips-off venue is in the bill model, apps/server/src/test/model).
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof eatIn>;
beforeAll(async () => {
  t = await createTestApp({ seed: "demo" });
  k = eatIn(t.app);
});
afterAll(() => t.close());

const body = (lineId: string, extra: object) => ({
  pay_method: "cash",
  selected_items: [{ line_id: lineId, quantity: 2 }],
  tip: 0,
  ...extra,
});

describe("POST /orders/{id}/pay tip_amount", () => {
  it("takes a custom tip up to half the selected sum, for a named waiter", async () => {
    const { order, accessCode } = await k.servingOrder("111111", k.napoleons(2));
    const line = order.list[0]!._id; // 2 × 125 = 250
    for (const [extra, code] of [
      [{ tip_amount: 125.01 }, "bad_request"],
      [{ tip_amount: 0 }, "validation_failed"],
      [{ tip: 10, tip_amount: 20 }, "validation_failed"],
      [{ tip_amount: 20, waiter_id: "nobody" }, "bad_request"],
    ] as const) {
      const res = await k.pay(order._id, accessCode, body(line, extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(errorOf(res).code).toBe(code);
    }
    const ok = await k.pay(order._id, accessCode, body(line, { tip_amount: 125, waiter_id: "demo-w-taras" }));
    expect(ok.statusCode, ok.body).toBe(200);
    const bill = orderResponseSchema.parse(
      (await k.getOrder(order._id, { "x-access-code": accessCode })).json(),
    ).data.order;
    expect(bill.payment_requests).toMatchObject([{ total: 375, tip: 125 }]);
  });
});
