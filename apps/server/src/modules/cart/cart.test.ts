import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartResponseSchema, type Cart } from "@tablewise/domain/contract/cart";
import { errorEnvelopeSchema } from "@tablewise/domain/contract/common";
import { previewPrepareResponseSchema } from "@tablewise/domain/contract/preview";
import type { VenueImport } from "@tablewise/domain/contract/venue-import";
import { defaultSelection, isSingleSelect } from "@tablewise/domain/rules/variant-groups";
import { importVenue } from "../../seed/import-venue";
import { readDemoVenueFiles } from "../../seed/load-demo-venues";
import { createTestApp } from "../../test/test-app";

// Cart calls (SPEC §7) on the demo venues, through HTTP on a real database. Prices come from the
// menu in the database (docs/decisions/006); selections follow SPEC §5; quantities 1..30 (SPEC §9).
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: "demo" });
});
afterAll(() => t.close());

type Res = { statusCode: number; json: () => unknown };
const newCart = async (link = "demo") => {
  const res = await t.app.inject({ method: "GET", url: `/api/preview/${link}/prepare` });
  return previewPrepareResponseSchema.parse(res.json()).data.cart;
};
const post = (url: string, payload?: unknown) =>
  t.app.inject({ method: "POST", url, ...(payload === undefined ? {} : { payload: payload as object }) });
const add = (cartId: string, body: Record<string, unknown>) =>
  post(`/api/cart/${cartId}/add`, { quantity: 1, variants: [], modificators: [], ...body });
const getCart = (cartId: string) => t.app.inject({ method: "GET", url: `/api/cart/${cartId}` });
const cartOf = (res: Res): Cart => {
  expect(res.statusCode).toBe(200);
  return cartResponseSchema.parse(res.json()).data.cart;
};
const errorOf = (res: Res) => errorEnvelopeSchema.parse(res.json()).error;

const demoFile = () => readDemoVenueFiles().find((f) => f.venue.link === "demo")!;
// Re-imports the demo venue changed, runs the checks, and puts the original back.
async function withDemoImported(change: (file: VenueImport) => VenueImport, check: () => Promise<void>) {
  await importVenue(t.db.db, change(demoFile()));
  try {
    await check();
  } finally {
    await importVenue(t.db.db, demoFile());
  }
}

const wings = { menu_id: "demo-kitchen", product_id: "p-wings" };
const burrata = { menu_id: "demo-kitchen", product_id: "p-burrata" };
const napoleon = { menu_id: "demo-kitchen", product_id: "p-napoleon" };

describe("POST /api/cart/:cartId/add", () => {
  it("takes every food product of the demo with its default choice (SPEC §5 defaults)", async () => {
    const cart = await newCart();
    const food = demoFile().menus.filter((m) => m.kind === "food");
    for (const menu of food) {
      for (const product of menu.products) {
        const selection = defaultSelection(product.price_groups);
        const ids = (single: boolean) =>
          product.price_groups
            .filter((g) => isSingleSelect(g) === single)
            .flatMap((g) => selection[g._id] ?? []);
        const res = await add(cart._id, {
          menu_id: menu._id,
          product_id: product._id,
          variants: ids(true),
          modificators: ids(false),
        });
        expect(res.statusCode, product._id).toBe(200);
      }
    }
    const after = cartOf(await getCart(cart._id));
    expect(after.items).toHaveLength(food.reduce((n, m) => n + m.products.length, 0));
    expect(after.items.every((i) => i.available && i.guest_index === 0 && i.quantity === 1)).toBe(true);
    // Wings by default: 6 pieces and the first sauce, both free.
    expect(after.items.find((i) => i.product_id === "p-wings")).toMatchObject({
      total: 240,
      variants: [{ item_id: "i-wings-6", group_name: "Portion", name: "6 pieces", price: 0 }],
      modificators: [{ item_id: "i-wings-blue-cheese" }],
    });
    // Optional extras are not part of the default: the toast and the burger at their plain price, as the
    // menu card's quick "+" adds them (docs/decisions/013).
    expect(after.items.find((i) => i.product_id === "p-avocado-toast")).toMatchObject({
      total: 245,
      modificators: [],
    });
    expect(after.items.find((i) => i.product_id === "p-burger")).toMatchObject({
      total: 285,
      modificators: [],
    });
  });

  it("prices a line from the database: base price plus chosen items, times quantity", async () => {
    const cart = await newCart();
    const res = await add(cart._id, {
      ...wings,
      quantity: 2,
      variants: ["i-wings-12"],
      modificators: ["i-wings-ranch", "i-wings-bbq"],
    });
    const line = cartOf(res).items[0]!;
    expect(line).toMatchObject({ name: "Spicy chicken wings", base_price: 240, quantity: 2, total: 860 });
    expect(line.variants.map((v) => v.item_id)).toEqual(["i-wings-12"]);
    expect(line.modificators.map((v) => v.name)).toEqual(["Ranch", "Smoky BBQ"]);
    // The 12-piece portion weighs 700 g, not the base 350 g.
    expect(line).toMatchObject({ weight: 700, total_weight: 1400 });
    expect(cartOf(res).total).toBe(860);
  });

  it("takes any amount from a group without max_count (SPEC §5)", async () => {
    const res = await add((await newCart())._id, {
      menu_id: "demo-kitchen",
      product_id: "p-burger",
      variants: ["i-burger-medium"],
      modificators: ["i-burger-cheddar", "i-burger-bacon", "i-burger-jalapeno", "i-burger-egg"],
    });
    expect(cartOf(res).total).toBe(285 + 35 + 45 + 20 + 30);
  });

  it("follows the prices in the database, not the ones the line was added with", async () => {
    const cart = await newCart();
    await add(cart._id, { ...burrata, quantity: 3 });
    await withDemoImported(
      (file) => ({
        ...file,
        menus: file.menus.map((m) => ({
          ...m,
          products: m.products.map((p) => (p._id === "p-burrata" ? { ...p, base_price: 333.33 } : p)),
        })),
      }),
      async () => {
        const repriced = cartOf(await getCart(cart._id));
        expect(repriced.items[0]).toMatchObject({ base_price: 333.33, total: 999.99, available: true });
        expect(repriced.total).toBe(999.99);
      },
    );
    expect(cartOf(await getCart(cart._id)).total).toBe(960);
  });

  it("refuses a client-sent price or total (tampering) with a 400 naming the field", async () => {
    const cart = await newCart();
    for (const tamper of [{ price: 1 }, { total: 1 }, { base_price: 0.01 }, { unit_price: 0 }]) {
      const res = await add(cart._id, {
        ...wings,
        variants: ["i-wings-6"],
        modificators: ["i-wings-ranch"],
        ...tamper,
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe("validation_failed");
      expect(errorOf(res).message).toContain(`body: Unrecognized key: "${Object.keys(tamper)[0]}"`);
    }
    expect(cartOf(await getCart(cart._id)).items).toEqual([]);
  });

  it.each([
    [
      "two items of a single-select group",
      ["i-wings-6", "i-wings-12"],
      ["i-wings-ranch"],
      { code: "above_max", group_id: "g-wings-portion" },
      'group "Portion" (g-wings-portion) allows at most 1 item',
    ],
    [
      "no variant where one is required",
      [],
      ["i-wings-ranch"],
      { code: "below_min", group_id: "g-wings-portion" },
      'group "Portion" (g-wings-portion) needs at least 1 item',
    ],
    [
      "modifiers below min_count",
      ["i-wings-6"],
      [],
      { code: "below_min", group_id: "g-wings-sauces" },
      "needs at least 1 item",
    ],
    [
      "modifiers above max_count",
      ["i-wings-6"],
      ["i-wings-ranch", "i-wings-bbq", "i-wings-sriracha"],
      { code: "above_max", group_id: "g-wings-sauces" },
      'group "Choose 2 sauces" (g-wings-sauces) allows at most 2 items',
    ],
    [
      "an unknown item id",
      ["i-wings-6", "i-nope"],
      ["i-wings-ranch"],
      { code: "unknown_item", item_id: "i-nope" },
      'item "i-nope" is not an option of this product',
    ],
    [
      "an item of another product",
      ["i-wings-6", "i-burger-bacon"],
      ["i-wings-ranch"],
      { code: "unknown_item", item_id: "i-burger-bacon" },
      "i-burger-bacon",
    ],
  ])(
    "refuses %s with 422, the reason in words and in details",
    async (_, variants, modificators, error, words) => {
      const res = await add((await newCart())._id, { ...wings, variants, modificators });
      expect(res.statusCode).toBe(422);
      const body = errorOf(res);
      expect(body.code).toBe("validation_failed");
      expect(body.message).toContain('Invalid choice for "Spicy chicken wings"');
      expect(body.message).toContain(words);
      expect(body.details).toEqual({ errors: [expect.objectContaining(error)] });
    },
  );

  it("lists every error of one selection", async () => {
    const res = await add((await newCart())._id, {
      ...wings,
      variants: ["i-nope"],
      modificators: ["i-wings-ranch", "i-wings-bbq", "i-wings-sriracha"],
    });
    expect(res.statusCode).toBe(422);
    const { errors } = errorOf(res).details as { errors: { code: string }[] };
    expect(errors.map((e) => e.code)).toEqual(["unknown_item", "below_min", "above_max"]);
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
    expect(errorOf(hidden).details).toEqual({
      errors: [expect.objectContaining({ code: "hidden_group", group_id: "g-coffee-milk" })],
    });
    expect(errorOf(hidden).message).toContain('group "Milk type" (g-coffee-milk) is not offered');
    const shown = await add(cart._id, { ...coffee, variants: ["i-coffee-latte", "i-coffee-milk-oat"] });
    expect(cartOf(shown).total).toBe(60 + 35 + 25);
  });

  it.each([0, 31, -1, 1.5, "2", null])("refuses quantity %s with 400", async (quantity) => {
    const res = await add((await newCart())._id, { ...burrata, quantity });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: "validation_failed" });
    expect(errorOf(res).message).toContain("body.quantity");
  });

  it("refuses unknown products and menus, service menus and other venues' menus with 404 naming them", async () => {
    const cart = await newCart();
    const cases = [
      [
        { menu_id: "demo-kitchen", product_id: "p-nope" },
        'Product "p-nope" not found in menu "demo-kitchen"',
      ],
      [{ menu_id: "nope", product_id: "p-wings" }, 'Menu "nope" not found at this venue'],
      [{ menu_id: "demo-services", product_id: "p-table-dinner" }, 'Menu "demo-services" is a service menu'],
      [{ menu_id: "large-menu", product_id: "large-p001" }, 'Menu "large-menu" not found at this venue'],
      [{ menu_id: "demo-kitchen", product_id: "p-coffee" }, 'Product "p-coffee" not found'],
    ] as const;
    for (const [body, message] of cases) {
      const res = await add(cart._id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(errorOf(res)).toMatchObject({ code: "not_found" });
      expect(errorOf(res).message).toContain(message);
    }
    expect(cartOf(await getCart(cart._id)).items).toEqual([]);
  });

  it("merges the same choice into one line and refuses going over 30 with 422", async () => {
    const cart = await newCart();
    await add(cart._id, { ...burrata, quantity: 20 });
    const merged = cartOf(await add(cart._id, { ...burrata, quantity: 10 }));
    expect(merged.items).toHaveLength(1);
    expect(merged.items[0]).toMatchObject({ quantity: 30, total: 9600 });
    const over = await add(cart._id, burrata);
    expect(over.statusCode).toBe(422);
    expect(errorOf(over)).toMatchObject({ code: "validation_failed" });
    expect(errorOf(over).message).toContain("At most 30 of one item");
    expect(cartOf(await getCart(cart._id)).items[0]!.quantity).toBe(30);
  });

  it("keeps lines apart when the choice, comment or guest differ", async () => {
    const cart = await newCart();
    await add(cart._id, { ...wings, variants: ["i-wings-6"], modificators: ["i-wings-ranch"] });
    await add(cart._id, { ...wings, variants: ["i-wings-6"], modificators: ["i-wings-bbq"] });
    await add(cart._id, { ...burrata, client_comment: "no basil" });
    await add(cart._id, { ...burrata, client_comment: "no basil" });
    await add(cart._id, { ...burrata, guest_index: 1 });
    // The order of modifiers as sent does not matter: the stored choice is in menu order.
    await add(cart._id, {
      ...wings,
      variants: ["i-wings-6"],
      modificators: ["i-wings-bbq", "i-wings-ranch"],
    });
    await add(cart._id, {
      ...wings,
      variants: ["i-wings-6"],
      modificators: ["i-wings-ranch", "i-wings-bbq"],
    });
    const items = cartOf(await getCart(cart._id)).items;
    expect(items.map((i) => [i.product_id, i.quantity, i.client_comment ?? "", i.guest_index])).toEqual([
      ["p-wings", 1, "", 0],
      ["p-wings", 1, "", 0],
      ["p-burrata", 2, "no basil", 0],
      ["p-burrata", 1, "", 1],
      ["p-wings", 2, "", 0],
    ]);
  });

  it("loses no line and no quantity when adds arrive at once", async () => {
    const cart = await newCart();
    await Promise.all([
      ...Array.from({ length: 10 }, () => add(cart._id, burrata)),
      add(cart._id, napoleon),
      add(cart._id, { menu_id: "demo-bar", product_id: "p-negroni" }),
    ]);
    const items = cartOf(await getCart(cart._id)).items;
    expect(Object.fromEntries(items.map((i) => [i.product_id, i.quantity]))).toEqual({
      "p-burrata": 10,
      "p-napoleon": 1,
      "p-negroni": 1,
    });
  });

  it("answers an unknown cart with 404, a malformed id, body or JSON with 400", async () => {
    const unknown = await add("A".repeat(24), burrata);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toEqual({ code: "not_found", message: "Cart not found" });
    for (const id of ["short", "x".repeat(65), "has.dot.in.it.0123456789abcdef"]) {
      const res = await add(id, burrata);
      expect(res.statusCode, id).toBe(400);
      expect(errorOf(res).message).toContain("params.cartId");
    }
    const cartId = (await newCart())._id;
    const json = await t.app.inject({
      method: "POST",
      url: `/api/cart/${cartId}/add`,
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(json.statusCode).toBe(400);
    expect(errorOf(json)).toEqual({ code: "bad_request", message: "Malformed JSON body" });
    for (const payload of [undefined, [], { ...burrata }]) {
      const res = await post(`/api/cart/${cartId}/add`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(res).code).toBe("validation_failed");
    }
  });
});

describe("change-quantity, get and clear", () => {
  it("changes a quantity, removes the line at 0 (SPEC §4) and clears the cart", async () => {
    const cart = await newCart();
    await add(cart._id, napoleon);
    const withBoth = cartOf(await add(cart._id, burrata));
    const cake = withBoth.items.find((i) => i.product_id === "p-napoleon")!;
    const change = (body: unknown) => post(`/api/cart/${cart._id}/change-quantity`, body);
    const three = cartOf(await change({ item_id: cake._id, quantity: 3 }));
    expect(three.items.find((i) => i._id === cake._id)).toMatchObject({ quantity: 3, total: 375 });
    expect(three.total).toBe(125 * 3 + 320);
    const removed = cartOf(await change({ item_id: cake._id, quantity: 0 }));
    expect(removed.items.map((i) => i.product_id)).toEqual(["p-burrata"]);
    expect(removed.total).toBe(320);

    const unknown = await change({ item_id: cake._id, quantity: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toContain(`Cart item "${cake._id}" not found`);
    for (const body of [
      { item_id: cake._id, quantity: 31 },
      { item_id: cake._id, quantity: -1 },
      { item_id: cake._id },
      { item_id: cake._id, quantity: 1, price: 1 },
    ]) {
      expect((await change(body)).statusCode, JSON.stringify(body)).toBe(400);
    }

    const cleared = cartOf(await post(`/api/cart/${cart._id}/clear`));
    expect(cleared).toEqual({ _id: cart._id, items: [], total: 0 });
    expect(cartOf(await getCart(cart._id))).toEqual(cleared);
  });

  it("answers every call on an unknown cart with 404 not_found", async () => {
    const id = "Z".repeat(30);
    const calls = [
      getCart(id),
      post(`/api/cart/${id}/clear`),
      post(`/api/cart/${id}/change-quantity`, { item_id: "x", quantity: 1 }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe("not_found");
    }
  });
});

describe("lines whose menu changed", () => {
  it("shows a line of a removed menu as unavailable, out of the total, with what it was", async () => {
    const cart = await newCart();
    await add(cart._id, burrata);
    await add(cart._id, { menu_id: "demo-bar", product_id: "p-negroni", quantity: 2 });
    await withDemoImported(
      (file) => ({ ...file, menus: file.menus.filter((m) => m._id !== "demo-bar") }),
      async () => {
        const after = cartOf(await getCart(cart._id));
        const negroni = after.items.find((i) => i.product_id === "p-negroni")!;
        expect(negroni).toMatchObject({ available: false, name: "Negroni", base_price: 280, total: 560 });
        expect(after.items.find((i) => i.product_id === "p-burrata")?.available).toBe(true);
        expect(after.total).toBe(320);
        // SPEC §2: an unavailable item can only be removed.
        const removed = cartOf(
          await post(`/api/cart/${cart._id}/change-quantity`, { item_id: negroni._id, quantity: 0 }),
        );
        expect(removed.items.map((i) => i.product_id)).toEqual(["p-burrata"]);
      },
    );
  });

  it("shows a line as unavailable when its chosen item is gone", async () => {
    const cart = await newCart();
    await add(cart._id, { ...wings, variants: ["i-wings-12"], modificators: ["i-wings-ranch"] });
    await withDemoImported(
      (file) => ({
        ...file,
        menus: file.menus.map((m) => ({
          ...m,
          products: m.products.map((p) =>
            p._id !== "p-wings"
              ? p
              : {
                  ...p,
                  price_groups: p.price_groups.map((g) => ({
                    ...g,
                    items: g.items.filter((i) => i._id !== "i-wings-12"),
                  })),
                },
          ),
        })),
      }),
      async () => {
        const after = cartOf(await getCart(cart._id));
        expect(after.items[0]).toMatchObject({ available: false, total: 430 });
        expect(after.total).toBe(0);
      },
    );
    expect(cartOf(await getCart(cart._id)).items[0]!.available).toBe(true);
  });
});
