import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Menu, Product } from "@tablewise/domain/contract/menu";
import { setupCall, type ProductDraft, type SetupDocument } from "@tablewise/domain/contract/setup";
import type { StaffRole } from "@tablewise/domain/contract/staff";
import { asStaff } from "../../test/staff-console";

// Test helpers: the setup calls through HTTP as a member of a venue's staff (the manager of
// "demo" unless a test says otherwise).
export type Who = { venueId: string; role: StaffRole };
export const demoManager: Who = { venueId: "demo", role: "manager" };

export function setupClient(app: FastifyInstance) {
  const base = (venueId: string) => `/api/staff/venues/${venueId}/setup`;
  const get = (path: string, who: Who = demoManager, venueId = who.venueId) =>
    app.inject({ method: "GET", url: `${base(venueId)}${path}`, headers: asStaff(who.venueId, who.role) });
  const post = (path: string, body: unknown, who: Who = demoManager, venueId = who.venueId) =>
    app.inject({
      method: "POST",
      url: `${base(venueId)}${path}`,
      headers: asStaff(who.venueId, who.role),
      payload: body as object,
    });
  async function document(venueId = "demo"): Promise<SetupDocument> {
    const res = await get("", { venueId, role: "manager" });
    expect(res.statusCode, res.body).toBe(200);
    return setupCall.response.parse(res.json()).data;
  }
  async function menuOf(menuId: string) {
    const entry = (await document()).menus.find((m) => m.menu._id === menuId)!;
    return entry;
  }
  async function productOf(productId: string) {
    for (const entry of (await document()).menus) {
      const product = entry.menu.products.find((p) => p._id === productId);
      if (product) return { product, version: entry.product_versions[productId]!, entry };
    }
    throw new Error(`no product ${productId}`);
  }
  return { get, post, document, menuOf, productOf };
}

export const draftOf = (product: Product): ProductDraft => {
  const { _id: _i, menu_id: _m, category: _c, available: _a, ...draft } = product;
  return {
    ...draft,
    price_groups: draft.price_groups.map((g) => ({
      ...g,
      items: g.items.map(({ available: _a, ...item }) => item),
    })),
  };
};

export const editOf = (menu: Menu) => {
  const { _id: _i, products: _p, ...edit } = menu;
  return edit;
};
