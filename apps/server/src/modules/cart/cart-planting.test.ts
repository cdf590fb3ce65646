import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { cartResponseSchema } from "@tablewise/domain/contract/cart";
import { preorderPrepareResponseSchema } from "@tablewise/domain/contract/preorder";
import { previewPrepareResponseSchema } from "@tablewise/domain/contract/preview";
import { createTestApp } from "../../test/test-app";
import { eatIn, errorOf, visitor } from "../../test/eat-in";
import { maxCartLines } from "./cart-lines";

// No cart stored by a prepare, a cap on lines per cart, and cart planting (a link copied at another table).
let t: Awaited<ReturnType<typeof createTestApp>>;
let k: ReturnType<typeof eatIn>;
beforeAll(async () => {
  t = await createTestApp({ seed: "demo" });
  k = eatIn(t.app);
});
afterAll(() => t.close());

const cartCount = async () => {
  const res = await t.db.db.execute(sql`select count(*)::int as n from carts`);
  return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
};
const getCart = async (id: string) => {
  const res = await t.app.inject({ method: "GET", url: `/api/cart/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return cartResponseSchema.parse(res.json()).data.cart;
};
const add = (cartId: string, extra: object = {}) =>
  k.post(`/api/cart/${cartId}/add`, {
    menu_id: "demo-kitchen",
    product_id: "p-napoleon",
    quantity: 1,
    variants: [],
    modificators: [],
    ...extra,
  });
const preview = async (cartId?: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/preview/demo/prepare${cartId ? `?cart_id=${cartId}` : ""}`,
  });
  return previewPrepareResponseSchema.parse(res.json()).data;
};
const preorder = async (who: string | null, cartId?: string) => {
  const query = new URLSearchParams({
    ...(cartId ? { cart_id: cartId } : {}),
    ...(who ? { visitor_id: who } : {}),
  });
  const res = await t.app.inject({
    method: "GET",
    url: `/api/superapp/preorder/demo/prepare/takeaway?${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return preorderPrepareResponseSchema.parse(res.json()).data;
};

describe("prepare stores no cart", () => {
  it("until the first add, and keeps the empty cart's id across reloads", async () => {
    const before = await cartCount();
    const inside = await k.prepare("111111");
    await k.prepare("111111", inside.cart._id);
    const shown = await preview();
    await preorder(visitor(1));
    await preorder(null);
    expect(await cartCount()).toBe(before);
    // The empty cart keeps its id on a reload, reads as empty and clears as empty.
    expect((await k.prepare("111111", inside.cart._id)).cart._id).toBe(inside.cart._id);
    expect((await preview(shown.cart._id)).cart._id).toBe(shown.cart._id);
    expect(await getCart(inside.cart._id)).toEqual({ _id: inside.cart._id, items: [], total: 0 });
    expect((await k.post(`/api/cart/${inside.cart._id}/clear`)).statusCode).toBe(200);
    expect(await cartCount()).toBe(before);
    // The first add stores it under that id.
    expect((await add(inside.cart._id)).statusCode).toBe(200);
    expect(await cartCount()).toBe(before + 1);
    expect((await getCart(inside.cart._id)).items).toHaveLength(1);
    expect((await k.prepare("111111", inside.cart._id)).cart.items).toHaveLength(1);
  });

  it("takes no made-up id and no product of another venue on a first add", async () => {
    expect((await add("A".repeat(56))).statusCode).toBe(404);
    const minted = (await k.prepare("111111")).cart._id;
    const edited = `${minted.slice(0, 10)}${minted[10] === "A" ? "B" : "A"}${minted.slice(11)}`;
    expect((await add(edited)).statusCode).toBe(404);
    const other = await add(minted, { menu_id: "geo-menu", product_id: "geo-p-croissant" });
    expect(other.statusCode).toBe(404);
    expect(errorOf(other).message).toContain("not found at this venue");
  });
});

describe("lines per cart", () => {
  it(`holds ${maxCartLines} different lines and refuses the next with cart_full`, async () => {
    const cartId = (await k.prepare("111112")).cart._id;
    for (let i = 0; i < maxCartLines; i++) {
      const res = await add(cartId, { guest_index: i % 50, client_comment: `line ${i}` });
      expect(res.statusCode, res.body).toBe(200);
    }
    const full = await add(cartId, { client_comment: "one too many" });
    expect(full.statusCode).toBe(409);
    expect(errorOf(full).code).toBe("cart_full");
    // More of a line already there is still fine.
    expect((await add(cartId, { guest_index: 0, client_comment: "line 0" })).statusCode).toBe(200);
    expect((await getCart(cartId)).items).toHaveLength(maxCartLines);
    await k.post(`/api/cart/${cartId}/clear`);
  });
});

describe("cart planting", () => {
  it("a cart link from another table is copied: the sender never sees what this table adds", async () => {
    const planted = (await k.prepare("111111")).cart._id;
    expect((await add(planted)).statusCode).toBe(200);
    // The victim opens table 111112 through the link.
    const victim = await k.prepare("111112", planted);
    expect(victim.cart._id).not.toBe(planted);
    expect(victim.cart.items.map((i) => [i.product_id, i.quantity])).toEqual([["p-napoleon", 1]]);
    // The attacker adds to the planted cart: the victim's cart does not change, and the other way round.
    expect((await add(planted, { quantity: 5 })).statusCode).toBe(200);
    expect((await getCart(victim.cart._id)).items[0]!.quantity).toBe(1);
    expect((await add(victim.cart._id, { product_id: "p-burrata" })).statusCode).toBe(200);
    expect((await getCart(planted)).items).toHaveLength(1);
    // The victim's own cart stays theirs on a reload.
    expect((await k.prepare("111112", victim.cart._id)).cart._id).toBe(victim.cart._id);
  });

  it("a cart link of the same table joins the cart (group ordering)", async () => {
    const shared = (await k.prepare("123456")).cart._id;
    expect((await add(shared)).statusCode).toBe(200);
    const friend = await k.prepare("123456", shared);
    expect(friend.cart._id).toBe(shared);
    expect((await add(friend.cart._id, { product_id: "p-burrata" })).statusCode).toBe(200);
    expect((await getCart(shared)).items).toHaveLength(2);
  });

  it("a preview cart brought to a table is copied; so is another visitor's takeaway cart", async () => {
    const shown = (await preview()).cart._id;
    expect((await add(shown)).statusCode).toBe(200);
    const atTable = await k.prepare("123457", shown);
    expect(atTable.cart._id).not.toBe(shown);
    expect(atTable.cart.items).toHaveLength(1);

    const mine = (await preorder(visitor(5))).cart._id;
    expect((await add(mine)).statusCode).toBe(200);
    expect((await preorder(visitor(5), mine)).cart._id).toBe(mine);
    const theirs = await preorder(visitor(6), mine);
    expect(theirs.cart._id).not.toBe(mine);
    expect(theirs.cart.items).toHaveLength(1);
    // A guest without a visitor id is another visitor too.
    expect((await preorder(null, mine)).cart._id).not.toBe(mine);
    // A table's cart opened for takeaway is copied as well.
    expect((await preorder(visitor(5), atTable.cart._id)).cart._id).not.toBe(atTable.cart._id);
  });
});
