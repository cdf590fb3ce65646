import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Venue } from "@tablewise/domain/contract/venue";
import { venues } from "../../db/schema/index";
import { createTestApp } from "../../test/test-app";
import { visitor } from "../../test/eat-in";
import { preorders } from "../../test/preorder";

// SPEC §9 read exactly: tariffed delivery is free when the cart total exceeds
// cost_min_check, and with cost_min_check 0 that is every cart. The server prices the order so, with or
// without a tariff picked; demo's own threshold (800) is set to 0 before the app serves anything.
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof preorders>;
let clientId = "";
const now = new Date("2026-11-23T10:00:00Z");
beforeAll(async () => {
  t = await createTestApp({ seed: "demo", clock: () => now });
  const [row] = await t.db.db.select().from(venues).where(eq(venues.link, "demo"));
  const data: Venue = { ...row!.data, delivery: { ...row!.data.delivery, cost_min_check: 0 } };
  expect(data.delivery.cost_type).toBe("tariffed");
  await t.db.db
    .update(venues)
    .set({ data, revision: row!.revision + 1 })
    .where(eq(venues.id, row!.id));
  k = preorders(t.app);
  const cafeId = (await k.prepare("demo", "delivery")).cafe._id;
  clientId = (await k.verifiedClient(cafeId, "+380671230018", "Taras"))._id;
});
afterAll(() => t.close());

async function body(tariffId: string | null) {
  const { cart } = await k.prepare("demo", "delivery");
  await k.fillCart(cart._id, k.napoleons(2)); // 250, over the minimum order (200)
  const [house] = await k.findAddress("demo", "Khreshchatyk 22");
  return {
    cart_id: cart._id,
    utensils: 0,
    is_delivery: true,
    target_date: null,
    address: k.toAddress(house!),
    pay_method: "card" as const,
    client_id: clientId,
    is_contactless: true,
    visitor_id: visitor(42),
    delivery_tariff_id: tariffId,
  };
}

describe("tariffed delivery with cost_min_check 0", () => {
  it("charges no delivery for a chosen tariff", async () => {
    const { order } = await k.created("demo", await body("demo-t-express"));
    expect(order).toMatchObject({ sum: 250, delivery_fee: 0, total: 250 });
  });

  it("needs no tariff picked", async () => {
    const { order } = await k.created("demo", await body(null));
    expect(order).toMatchObject({ sum: 250, delivery_fee: 0, total: 250 });
  });
});
