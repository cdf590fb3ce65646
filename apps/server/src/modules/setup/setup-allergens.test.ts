import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveProductCall } from "@tablewise/domain/contract/setup";
import { previewPrepareResponseSchema } from "@tablewise/domain/contract/preview";
import { testStaffAuthenticator } from "../../test/staff-console";
import { createTestApp } from "../../test/test-app";
import { draftOf, setupClient } from "./setup-test-client";

// Allergens (the EU's 14), diets and heat on products and add-on items, set by the manager and read by
// guests; on PGlite here and PostgreSQL in the server-pg project.
let t: Awaited<ReturnType<typeof createTestApp>>;
let s: ReturnType<typeof setupClient>;
beforeAll(async () => {
  t = await createTestApp({ seed: "demo", app: { staffAuthenticator: testStaffAuthenticator } });
  s = setupClient(t.app);
});
afterAll(async () => {
  await t.close();
});

const guestProduct = async (productId: string) => {
  const res = await t.app.inject({ method: "GET", url: "/api/preview/demo/prepare" });
  expect(res.statusCode, res.body).toBe(200);
  const { menus } = previewPrepareResponseSchema.parse(res.json()).data;
  return { product: menus.flatMap((m) => m.products).find((p) => p._id === productId)!, body: res.body };
};

describe("allergens and diets", () => {
  it("the demo declares most dishes and leaves some undeclared", async () => {
    expect((await guestProduct("p-burrata")).product).toMatchObject({
      allergens: ["milk"],
      diets: ["vegetarian", "gluten_free"],
    });
    const tomYum = (await guestProduct("p-tom-yum")).product;
    expect(tomYum.allergens).toBeUndefined();
    expect(tomYum.spicy).toBe(2);
  });

  it("saves them on a product and its add-on items, and guests read them", async () => {
    const { product, version } = await s.productOf("p-tom-yum");
    const draft = draftOf(product);
    const res = await s.post("/products/p-tom-yum", {
      product: {
        ...draft,
        allergens: ["crustaceans", "fish"],
        diets: ["gluten_free"],
        spicy: 3,
        price_groups: draft.price_groups.map((g) => ({
          ...g,
          items: g.items.map((item, i) => (i === 0 ? { ...item, allergens: ["soybeans"] } : item)),
        })),
      },
      version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(saveProductCall.response.parse(res.json()).data.product).toMatchObject({
      allergens: ["crustaceans", "fish"],
      spicy: 3,
    });
    const seen = (await guestProduct("p-tom-yum")).product;
    expect(seen).toMatchObject({ allergens: ["crustaceans", "fish"], diets: ["gluten_free"], spicy: 3 });
    expect(seen.price_groups[0]!.items[0]!.allergens).toEqual(["soybeans"]);
  });

  it("keeps 'declared: none' apart from 'not declared', which guests get without the field", async () => {
    const first = await s.productOf("p-negroni");
    const none = await s.post("/products/p-negroni", {
      product: { ...draftOf(first.product), allergens: [] },
      version: first.version,
    });
    expect(none.statusCode, none.body).toBe(200);
    expect((await guestProduct("p-negroni")).product.allergens).toEqual([]);

    const second = await s.productOf("p-negroni");
    const undeclared = await s.post("/products/p-negroni", {
      product: { ...draftOf(second.product), allergens: null, diets: [], spicy: 0 },
      version: second.version,
    });
    expect(undeclared.statusCode, undeclared.body).toBe(200);
    const { product, body } = await guestProduct("p-negroni");
    expect(product.allergens).toBeUndefined();
    // Nothing to say is not sent: the guest's menu stays lean.
    const negroni = body.slice(body.indexOf('"_id":"p-negroni"'));
    expect(negroni.slice(0, negroni.indexOf('"menu_id"'))).not.toMatch(/"allergens"|"diets"|"spicy"/);
  });

  it("refuses an unknown allergen, diet or heat with a 400 at its path, and anyone but the manager", async () => {
    const { product, version } = await s.productOf("p-salmon");
    for (const bad of [{ allergens: ["plutonium"] }, { diets: ["keto"] }, { spicy: 4 }, { spicy: 1.5 }]) {
      const res = await s.post("/products/p-salmon", { product: { ...draftOf(product), ...bad }, version });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
    const body = { product: { ...draftOf(product), allergens: ["fish", "milk"] }, version };
    for (const role of ["waiter", "kitchen"] as const)
      expect((await s.post("/products/p-salmon", body, { venueId: "demo", role })).statusCode).toBe(403);
    expect((await guestProduct("p-salmon")).product.allergens).toEqual(["fish"]);
  });
});
