import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { cartResponseSchema } from "@tablewise/domain/contract/cart";
import { saveProductCall } from "@tablewise/domain/contract/setup";
import { staffDayCall } from "@tablewise/domain/contract/staff";
import { orders } from "../../db/schema";
import { eatIn } from "../../test/eat-in";
import { asStaff, testStaffAuthenticator } from "../../test/staff-console";
import { createTestApp } from "../../test/test-app";
import { draftOf, setupClient } from "./setup-test-client";

// "Goes well with": the manager's suggestions on a product, the cart line's "from a suggestion of X" mark
// checked by the server, kept on the placed order, and counted in the day view. PGlite here, PostgreSQL in
// the server-pg project.
let t: Awaited<ReturnType<typeof createTestApp>>;
let s: ReturnType<typeof setupClient>;
beforeAll(async () => {
  t = await createTestApp({ seed: "demo", app: { staffAuthenticator: testStaffAuthenticator } });
  s = setupClient(t.app);
});
afterAll(async () => {
  await t.close();
});

async function suggest(productId: string, suggestions: string[]) {
  const { product, version } = await s.productOf(productId);
  return s.post(`/products/${productId}`, { product: { ...draftOf(product), suggestions }, version });
}
const kitchen = (product_id: string, more: object = {}) => ({
  menu_id: "demo-kitchen",
  product_id,
  quantity: 1,
  variants: [],
  modificators: [],
  ...more,
});

describe("goes well with", () => {
  it("saves up to 6 suggestions, dropping unknown ids, service products and the product itself", async () => {
    const res = await suggest("p-burrata", [
      "p-napoleon",
      "ghost",
      "p-burrata",
      "p-table-dinner",
      "p-negroni",
      "p-napoleon",
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(saveProductCall.response.parse(res.json()).data.product.suggestions).toEqual([
      "p-napoleon",
      "p-negroni",
    ]);
    expect((await s.productOf("p-burrata")).product.suggestions).toEqual(["p-napoleon", "p-negroni"]);

    const seven = await suggest("p-burrata", [
      "p-napoleon",
      "p-negroni",
      "p-salmon",
      "p-wings",
      "p-coffee",
      "p-caesar",
      "p-borscht",
    ]);
    expect(seven.statusCode).toBe(400);
    expect(seven.json()).toMatchObject({ success: false });
    const waiter = await s.post(
      "/products/p-burrata",
      {
        product: { ...draftOf((await s.productOf("p-burrata")).product), suggestions: [] },
        version: (await s.productOf("p-burrata")).version,
      },
      { venueId: "demo", role: "waiter" },
    );
    expect(waiter.statusCode).toBe(403);

    // None left: stored absent, so the guest's menu carries nothing for it.
    expect((await suggest("p-caesar", ["ghost"])).statusCode).toBe(200);
    expect((await s.productOf("p-caesar")).product.suggestions).toBeUndefined();
  });

  it("keeps a real suggestion's mark from cart to order, ignores a forged one, and counts it in the day", async () => {
    expect((await suggest("p-burrata", ["p-napoleon", "p-avocado-toast"])).statusCode).toBe(200);
    expect((await suggest("p-salmon", [])).statusCode).toBe(200);
    const e = eatIn(t.app);
    const placeAt = async (code: string, lines: object[]) => {
      const prepared = await e.prepare(code);
      let cart;
      for (const body of lines) {
        const res = await e.post(`/api/cart/${prepared.cart._id}/add`, body);
        expect(res.statusCode, res.body).toBe(200);
        cart = cartResponseSchema.parse(res.json()).data.cart;
      }
      const created = await e.post(`/api/superapp/inside/${code}/create`, {
        cart_id: prepared.cart._id,
        visitor_id: "visitor-0042",
      });
      expect(created.statusCode, created.body).toBe(200);
      const orderId = (created.json() as { data: { order: { _id: string } } }).data.order._id;
      return { cart: cart!, orderId };
    };

    const { cart, orderId } = await placeAt("111112", [
      kitchen("p-burrata"),
      kitchen("p-napoleon", { suggested_by: "p-burrata" }),
      // Forged: a suggester no menu has, then one (p-salmon) that suggests nothing: both marks dropped.
      kitchen("p-avocado-toast", { suggested_by: "p-ghost" }),
      kitchen("p-avocado-toast", { suggested_by: "p-salmon" }),
    ]);
    const marks = Object.fromEntries(cart.items.map((i) => [i.product_id, i.suggested_by ?? null]));
    expect(marks).toEqual({ "p-burrata": null, "p-napoleon": "p-burrata", "p-avocado-toast": null });

    const [row] = await t.db.db.select({ lines: orders.lines }).from(orders).where(eq(orders.id, orderId));
    const lineMarks = Object.fromEntries(row!.lines.map((l) => [l.product_id, l.suggested_by ?? null]));
    expect(lineMarks).toEqual({ "p-burrata": null, "p-napoleon": "p-burrata", "p-avocado-toast": null });

    // Another table takes both suggestions; then a third order with one is declined: not counted.
    await placeAt("111113", [
      kitchen("p-napoleon", { suggested_by: "p-burrata" }),
      kitchen("p-avocado-toast", { suggested_by: "p-burrata" }),
    ]);
    const declined = await placeAt("123456", [kitchen("p-napoleon", { suggested_by: "p-burrata" })]);
    expect((await e.staff(declined.orderId, "decline", { reason: "test" })).statusCode).toBe(200);

    const res = await t.app.inject({
      method: "GET",
      url: "/api/staff/venues/demo/day",
      headers: asStaff("demo", "manager"),
    });
    expect(res.statusCode, res.body).toBe(200);
    const day = staffDayCall.response.parse(res.json()).data;
    expect(day.suggestions).toEqual({
      taken: 3,
      pairs: [
        {
          from_id: "p-burrata",
          from_name: "Burrata with tomatoes",
          to_id: "p-napoleon",
          to_name: "Napoleon cake",
          count: 2,
        },
        {
          from_id: "p-burrata",
          from_name: "Burrata with tomatoes",
          to_id: "p-avocado-toast",
          to_name: "Avocado toast",
          count: 1,
        },
      ],
    });
  });
});
