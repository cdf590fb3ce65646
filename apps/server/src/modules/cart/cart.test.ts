import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartResponseSchema, type Cart } from "@tablewise/domain/contract/cart";
import { errorEnvelopeSchema } from "@tablewise/domain/contract/common";
import { previewPrepareResponseSchema } from "@tablewise/domain/contract/preview";
import { createTestApp } from "../../test/test-app";

// Issue 3 cart calls (SPEC §7) on the demo venue, through HTTP on a real database. Prices come from the
// menu in the database (docs/decisions/006); selections follow SPEC §5; quantities 1..30.
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: "demo" });
});
afterAll(() => t.close());

const newCart = async (link = "demo") => {
  const res = await t.app.inject({ method: "GET", url: `/api/preview/${link}/prepare` });
  return previewPrepareResponseSchema.parse(res.json()).data.cart;
};
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: "POST", url, payload: payload as object });
const add = (cartId: string, body: Record<string, unknown>) =>
  post(`/api/cart/${cartId}/add`, { quantity: 1, variants: [], modificators: [], ...body });
const cartOf = (res: { json: () => unknown }): Cart => cartResponseSchema.parse(res.json()).data.cart;
const errorOf = (res: { json: () => unknown }) => errorEnvelopeSchema.parse(res.json()).error;

const wings = { menu_id: "demo-kitchen", product_id: "p-wings" };

describe("POST /api/cart/:cartId/add", () => {
  it("prices a line from the database: base price plus chosen items, times quantity", async () => {
    const cart = await newCart();
    const res = await add(cart._id, {
      ...wings,
      quantity: 2,
      variants: ["i-wings-12"],
      modificators: ["i-wings-ranch", "i-wings-bbq"],
    });
    expect(res.statusCode).toBe(200);
    const line = cartOf(res).items[0]!;
    expect(line).toMatchObject({ name: "Spicy chicken wings", base_price: 240, quantity: 2, total: 860 });
    expect(line.variants.map((v) => v.item_id)).toEqual(["i-wings-12"]);
    expect(line.modificators.map((v) => v.name)).toEqual(["Ranch", "Smoky BBQ"]);
    expect(cartOf(res).total).toBe(860);
  });

  it("refuses a client-sent price or total (tampering) with a 400 naming the field", async () => {
    const cart = await newCart();
    for (const tamper of [{ price: 1 }, { total: 1 }, { base_price: 0.01 }]) {
      const res = await add(cart._id, {
        ...wings,
        variants: ["i-wings-6"],
        modificators: ["i-wings-ranch"],
        ...tamper,
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe("validation_failed");
      expect(errorOf(res).message).toContain(Object.keys(tamper)[0]);
    }
    expect(cartOf(await t.app.inject({ method: "GET", url: `/api/cart/${cart._id}` })).items).toEqual([]);
  });

  it.each([
    ["two items of a single-select group", ["i-wings-6", "i-wings-12"], ["i-wings-ranch"], "above_max"],
    ["no variant where one is required", [], ["i-wings-ranch"], "below_min"],
    ["modifiers below min_count", ["i-wings-6"], [], "below_min"],
    [
      "modifiers above max_count",
      ["i-wings-6"],
      ["i-wings-ranch", "i-wings-bbq", "i-wings-sriracha"],
      "above_max",
    ],
    ["an unknown item id", ["i-wings-6", "i-nope"], ["i-wings-ranch"], "unknown_item"],
  ])("refuses %s with 422 and the reason", async (_, variants, modificators, reason) => {
    const res = await add((await newCart())._id, { ...wings, variants, modificators });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).code).toBe("validation_failed");
    expect(errorOf(res).message).toContain(reason);
  });

  it("refuses the same item twice already at the schema (400)", async () => {
    const res = await add((await newCart())._id, {
      ...wings,
      variants: ["i-wings-6"],
      modificators: ["i-wings-ranch", "i-wings-ranch"],
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain("modificators");
  });

  it("refuses an item of a hidden show_for group, and takes it once the group is shown", async () => {
    const cart = await newCart();
    const coffee = { menu_id: "demo-bar", product_id: "p-coffee" };
    const hidden = await add(cart._id, { ...coffee, variants: ["i-coffee-espresso", "i-coffee-milk-oat"] });
    expect(hidden.statusCode).toBe(422);
    expect(errorOf(hidden).message).toContain("hidden_group");
    const shown = await add(cart._id, { ...coffee, variants: ["i-coffee-latte", "i-coffee-milk-oat"] });
    expect(shown.statusCode).toBe(200);
    expect(cartOf(shown).total).toBe(60 + 35 + 25);
  });

  it.each([0, 31, 1.5, "2"])("refuses quantity %s with 400", async (quantity) => {
    const res = await add((await newCart())._id, {
      ...wings,
      quantity,
      variants: ["i-wings-6"],
      modificators: ["i-wings-ranch"],
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain("quantity");
  });

  it("refuses unknown products and menus, service menus and other venues' menus with 404", async () => {
    const cart = await newCart();
    const cases = [
      { menu_id: "demo-kitchen", product_id: "p-nope" },
      { menu_id: "nope", product_id: "p-wings" },
      { menu_id: "demo-services", product_id: "p-table-dinner" },
      { menu_id: "large-menu", product_id: "large-p001" },
    ];
    for (const body of cases) {
      const res = await add(cart._id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(errorOf(res).code).toBe("not_found");
    }
  });

  it("merges the same choice into one line and refuses going over 30", async () => {
    const cart = await newCart();
    const body = { menu_id: "demo-kitchen", product_id: "p-burrata" };
    await add(cart._id, { ...body, quantity: 20 });
    const merged = cartOf(await add(cart._id, { ...body, quantity: 10 }));
    expect(merged.items).toHaveLength(1);
    expect(merged.items[0]!.quantity).toBe(30);
    const over = await add(cart._id, body);
    expect(over.statusCode).toBe(422);
    expect(errorOf(over).message).toContain("30");
  });

  it("keeps both lines when two adds arrive at once", async () => {
    const cart = await newCart();
    await Promise.all([
      add(cart._id, { menu_id: "demo-kitchen", product_id: "p-burrata" }),
      add(cart._id, { menu_id: "demo-kitchen", product_id: "p-napoleon" }),
    ]);
    const res = await t.app.inject({ method: "GET", url: `/api/cart/${cart._id}` });
    expect(
      cartOf(res)
        .items.map((i) => i.product_id)
        .sort(),
    ).toEqual(["p-burrata", "p-napoleon"]);
  });

  it("answers an unknown cart with 404, a malformed id and malformed JSON with 400", async () => {
    expect((await add("A".repeat(24), wings)).statusCode).toBe(404);
    expect((await add("short", wings)).statusCode).toBe(400);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/cart/${(await newCart())._id}/add`,
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("change-quantity, get and clear", () => {
  it("changes a quantity, removes the line at 0 and clears the cart", async () => {
    const cart = await newCart();
    await add(cart._id, { menu_id: "demo-kitchen", product_id: "p-napoleon" });
    const withCake = cartOf(await add(cart._id, { menu_id: "demo-kitchen", product_id: "p-burrata" }));
    const cake = withCake.items.find((i) => i.product_id === "p-napoleon")!;
    const three = cartOf(
      await post(`/api/cart/${cart._id}/change-quantity`, { item_id: cake._id, quantity: 3 }),
    );
    expect(three.total).toBe(125 * 3 + 320);
    const removed = cartOf(
      await post(`/api/cart/${cart._id}/change-quantity`, { item_id: cake._id, quantity: 0 }),
    );
    expect(removed.items.map((i) => i.product_id)).toEqual(["p-burrata"]);
    const unknown = await post(`/api/cart/${cart._id}/change-quantity`, { item_id: "nope", quantity: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await post(`/api/cart/${cart._id}/change-quantity`, { item_id: cake._id, quantity: 31 })).statusCode,
    ).toBe(400);
    const cleared = cartOf(await t.app.inject({ method: "POST", url: `/api/cart/${cart._id}/clear` }));
    expect(cleared).toEqual({ _id: cart._id, items: [], total: 0 });
  });
});
