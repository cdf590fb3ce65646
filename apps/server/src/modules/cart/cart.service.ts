import type { Cart, CartAddBody, CartChangeQuantityBody } from "@tablewise/domain/contract/cart";
import { chosenItems, validateSelection } from "@tablewise/domain/rules/validate-variant-selection";
import { HttpError, notFound } from "../../http/errors";
import type { StoredCartLine } from "../../db/schema/index";
import type { MenuCache } from "../venue/menu-cache";
import { priceCart } from "./price-cart";
import { newLineId, type CartRepository, type CartRow } from "./cart.repository";

// SPEC §5/§9: at most 30 of one line.
export const maxLineQuantity = 30;

const sameIds = (a: readonly { item_id: string }[], b: readonly { item_id: string }[]) =>
  a.length === b.length && a.every((x, i) => x.item_id === b[i]?.item_id);

// Cart use cases (SPEC §7 cart calls). Every price comes from the menu in the database (docs/decisions/006).
export function createCartService(repo: CartRepository, menus: MenuCache) {
  async function present(row: CartRow): Promise<Cart> {
    const entry = await menus.getCurrent(row.venueId);
    return priceCart(row.id, row.items, entry?.index ?? new Map());
  }

  async function mustFind(id: string): Promise<CartRow> {
    const row = await repo.find(id);
    if (!row) throw notFound("Cart");
    return row;
  }

  async function updated(id: string, change: Parameters<CartRepository["update"]>[1]): Promise<Cart> {
    const row = await repo.update(id, change);
    if (!row) throw notFound("Cart");
    return present(row);
  }

  return {
    present,

    async createFor(venueId: string): Promise<CartRow> {
      return repo.create(venueId);
    },

    async findForVenue(id: string, venueId: string): Promise<CartRow | null> {
      const row = await repo.find(id);
      return row && row.venueId === venueId ? row : null;
    },

    async get(id: string): Promise<Cart> {
      return present(await mustFind(id));
    },

    async add(id: string, body: CartAddBody): Promise<Cart> {
      const cart = await mustFind(id);
      const entry = await menus.getCurrent(cart.venueId);
      const menu = entry?.index.get(body.menu_id);
      if (!menu) throw new HttpError(404, "not_found", `Menu "${body.menu_id}" not found at this venue`);
      const product = menu.products.get(body.product_id);
      if (!product)
        throw new HttpError(
          404,
          "not_found",
          `Product "${body.product_id}" not found in menu "${body.menu_id}"`,
        );
      // SPEC §5: the flat list of chosen items is checked against the product's groups as a whole.
      const check = validateSelection(product.price_groups, [...body.variants, ...body.modificators]);
      if (!check.ok) {
        const reasons = check.errors.map((e) => `${e.code} ${e.group_id ?? e.item_id ?? ""}`.trim());
        throw new HttpError(
          422,
          "validation_failed",
          `Invalid choice for "${product.name}": ${reasons.join(", ")}`,
          {
            errors: check.errors,
          },
        );
      }
      const { variants, modificators } = chosenItems(product.price_groups, check.selection);
      const line: StoredCartLine = {
        _id: newLineId(),
        menu_id: body.menu_id,
        product_id: body.product_id,
        name: product.name,
        variants,
        modificators,
        quantity: body.quantity,
        base_price: product.base_price,
        ...(product.base_weight !== undefined ? { weight: product.base_weight } : {}),
        guest_index: body.guest_index ?? 0,
        ...(body.client_comment ? { client_comment: body.client_comment } : {}),
      };
      return updated(id, ({ items }) => {
        // The same product with the same choices is one line with a larger quantity.
        const same = items.find(
          (l) =>
            l.menu_id === line.menu_id &&
            l.product_id === line.product_id &&
            l.guest_index === line.guest_index &&
            (l.client_comment ?? "") === (line.client_comment ?? "") &&
            sameIds(l.variants, line.variants) &&
            sameIds(l.modificators, line.modificators),
        );
        if (!same) return [...items, line];
        const quantity = same.quantity + line.quantity;
        if (quantity > maxLineQuantity)
          throw new HttpError(
            422,
            "validation_failed",
            `At most ${maxLineQuantity} of one item: the cart already has ${same.quantity}`,
          );
        return items.map((l) => (l === same ? { ...l, quantity } : l));
      });
    },

    // SPEC §4: minus at 1 removes the item, so quantity 0 removes the line.
    async changeQuantity(id: string, body: CartChangeQuantityBody): Promise<Cart> {
      return updated(id, ({ items }) => {
        if (!items.some((l) => l._id === body.item_id))
          throw new HttpError(404, "not_found", `Cart item "${body.item_id}" not found`);
        return body.quantity === 0
          ? items.filter((l) => l._id !== body.item_id)
          : items.map((l) => (l._id === body.item_id ? { ...l, quantity: body.quantity } : l));
      });
    },

    async clear(id: string): Promise<Cart> {
      return updated(id, () => []);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
