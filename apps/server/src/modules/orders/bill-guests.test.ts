import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderResponseSchema } from "@tablewise/domain/contract/order-calls";
import { createTestApp } from "../../test/test-app";
import { eatIn, visitor } from "../../test/eat-in";
import { staffConsole, testStaffAuthenticator } from "../../test/staff-console";

// SPEC §3 guests_count: the receipt's "Guests" counts the phones that ordered on the bill.
let t: Awaited<ReturnType<typeof createTestApp>>;
let e: ReturnType<typeof eatIn>;
let s: ReturnType<typeof staffConsole>;
beforeAll(async () => {
  t = await createTestApp({ seed: "demo", app: { staffAuthenticator: testStaffAuthenticator } });
  e = eatIn(t.app);
  s = staffConsole(t.app);
});
afterAll(() => t.close());

const guestsOf = async (orderId: string, accessCode: string) =>
  orderResponseSchema.parse((await e.getOrder(orderId, { "x-access-code": accessCode })).json()).data.order
    .guests_count;

describe("the guests on a bill", () => {
  it("counts two phones that ordered at one table as two guests, and one phone ordering twice as one", async () => {
    const { order, accessCode } = await e.order("111111", e.napoleons(1), visitor(11));
    await e.order("111111", e.napoleons(1), visitor(11));
    expect(await guestsOf(order._id, accessCode)).toBe(1);
    await s.acted(order._id, "accept");
    await e.order("111111", e.napoleons(2), visitor(12));
    await s.acted(order._id, "accept");
    expect(await guestsOf(order._id, accessCode)).toBe(2);
  });
});
