import type { Cart, CartAddBody, CartChangeQuantityBody } from "@tablewise/domain/contract/cart";
import { validateSelection } from "@tablewise/domain/rules/validate-variant-selection";
import type { StoredCartLine } from "../../db/schema/index";
import { HttpError, notFound } from "../../http/errors";
import type { VenueCache } from "../venue/venue-cache";
import type { MenuIndex } from "../venue/menu-index";
import type { VenueSnapshot } from "../venue/venue-snapshot";
import { addLine, setLineQuantity } from "./cart-lines";
import { newLineId, type CartRepository, type CartRow } from "./cart.repository";
import { describeSelectionErrors } from "./describe-selection";
import { priceCart, priceProduct } from "./price-cart";

// The product a cart line may name: one of a FOOD menu of the cart's venue (a service menu is booked
// through a reservation, issue 6, never carted).
function findProduct(snapshot: VenueSnapshot, body: CartAddBody) {
  const menu = snapshot.index.get(body.menu_id);
  if (!menu) {
    const why = snapshot.serviceMenuIds.has(body.menu_id)
      ? "is a service menu: its services are reserved, not added to a cart"
      : "not found at this venue";
    throw new HttpError(404, "not_found", `Menu "${body.menu_id}" ${why}`);
  }
  const product = menu.products.get(body.product_id);
  if (!product)
    throw new HttpError(404, "not_found", `Product "${body.product_id}" not found in menu "${body.menu_id}"`);
  return product;
}

// A new line priced from the menu in the database (docs/decisions/006); the client sends ids only.
function newLine(snapshot: VenueSnapshot, body: CartAddBody): StoredCartLine {
  const product = findProduct(snapshot, body);
  // SPEC §5: variants and modificators are one flat choice, checked against all the product's groups.
  const check = validateSelection(product.price_groups, [...body.variants, ...body.modificators]);
  if (!check.ok) {
    const errors = describeSelectionErrors(product.price_groups, check.errors);
    const reasons = errors.map((e) => e.message).join("; ");
    throw new HttpError(422, "validation_failed", `Invalid choice for "${product.name}": ${reasons}`, {
      errors,
    });
  }
  const { variants, modificators, base_price, weight } = priceProduct(product, check.selection);
  return {
    _id: newLineId(),
    menu_id: body.menu_id,
    product_id: body.product_id,
    name: product.name,
    variants,
    modificators,
    quantity: body.quantity,
    base_price,
    ...(weight !== undefined ? { weight } : {}),
    guest_index: body.guest_index ?? 0,
    ...(body.client_comment ? { client_comment: body.client_comment } : {}),
  };
}

// Cart use cases (SPEC §7 cart calls). Totals are never stored: every read prices the lines from the
// venue's current menus, so an import shows at once in every open cart.
export function createCartService(repo: CartRepository, venues: VenueCache) {
  async function present(row: CartRow): Promise<Cart> {
    const snapshot = await venues.byId(row.venueId);
    return priceCart(row.id, row.items, snapshot?.index ?? new Map());
  }

  async function mustFind(id: string): Promise<CartRow> {
    const row = await repo.find(id);
    if (!row) throw notFound("Cart");
    return row;
  }

  async function change(id: string, edit: (items: StoredCartLine[]) => StoredCartLine[]): Promise<Cart> {
    const row = await repo.update(id, (current) => edit(current.items));
    if (!row) throw notFound("Cart");
    return present(row);
  }

  return {
    create: (venueId: string): Promise<CartRow> => repo.create(venueId),

    // Prepare calls hold the venue snapshot already: pricing needs no further query.
    price: (row: CartRow, index: MenuIndex): Cart => priceCart(row.id, row.items, index),

    async get(id: string): Promise<Cart> {
      return present(await mustFind(id));
    },

    async add(id: string, body: CartAddBody): Promise<Cart> {
      const cart = await mustFind(id);
      const snapshot = await venues.byId(cart.venueId);
      if (!snapshot) throw notFound("Cart");
      const line = newLine(snapshot, body);
      return change(id, (items) => addLine(items, line));
    },

    async changeQuantity(id: string, body: CartChangeQuantityBody): Promise<Cart> {
      return change(id, (items) => setLineQuantity(items, body.item_id, body.quantity));
    },

    async clear(id: string): Promise<Cart> {
      return change(id, () => []);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
