import type { Cart, CartAddBody, CartChangeQuantityBody } from "@tablewise/domain/contract/cart";
import { isSuggestedBy } from "@tablewise/domain/rules/suggestions";
import { validateSelection } from "@tablewise/domain/rules/validate-variant-selection";
import type { StoredCartLine } from "../../db/schema/index";
import { HttpError, notFound } from "../../http/errors";
import type { VenueCache } from "../venue/index";
import type { MenuIndex } from "../venue/index";
import type { VenueSnapshot } from "../venue/index";
import { addLine, setLineQuantity } from "./cart-lines";
import type { CartIds, CartOrigin, MintedCart } from "./cart-ids";
import { newLineId, type CartRepository, type CartRow } from "./cart.repository";
import { describeSelectionErrors } from "./describe-selection";
import { priceCart, priceProduct } from "./price-cart";

// The product a cart line may name: one of a FOOD menu of the cart's venue (a service menu is booked
// through a reservation, never carted).
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
    ...suggestionMark(snapshot, body),
  };
}

// The guest's "from the suggestions of X" is kept only when X, in a food menu of this venue, names this
// product; a forged or stale mark is dropped silently (the add itself is fine).
function suggestionMark(snapshot: VenueSnapshot, body: CartAddBody) {
  const by = body.suggested_by;
  if (!by) return {};
  for (const { products } of snapshot.index.values()) {
    const suggester = products.get(by);
    if (suggester && isSuggestedBy(suggester, body.product_id))
      return { suggested_by: by };
  }
  return {};
}

// Cart use cases (SPEC §7 cart calls). Totals are never stored: every read prices the lines from the
// venue's current menus, so an import shows at once in every open cart.
export function createCartService(repo: CartRepository, venues: VenueCache, ids: CartIds) {
  async function present(row: CartRow): Promise<Cart> {
    const snapshot = await venues.byId(row.venueId);
    return priceCart(row.id, row.items, snapshot?.index ?? new Map());
  }

  // A stored cart, or the empty cart a minted id stands for until its first add.
  async function find(id: string): Promise<CartRow | { pending: MintedCart }> {
    const row = await repo.find(id);
    if (row) return row;
    const pending = await ids.decode(id);
    if (!pending) throw notFound("Cart");
    return { pending };
  }
  const empty = (id: string): Cart => ({ _id: id, items: [], total: 0 });

  async function change(id: string, edit: (items: StoredCartLine[]) => StoredCartLine[]): Promise<Cart> {
    const row = await repo.update(id, (current) => edit(current.items));
    if (!row) throw notFound("Cart");
    return present(row);
  }

  const unsaved = (id: string, venueId: string, origin: CartOrigin): CartRow => ({
    id,
    venueId,
    items: [],
    revision: 0,
    ...origin,
    origin: origin.kind,
  });

  return {
    // The cart a prepare answers (SPEC §7 ?cart_id), stored only when it copies
    // lines. `known` is the row of cart_id when the caller has read it already (undefined: not looked up).
    // - The guest's own cart (same origin and owner: the same table, the same preorder visitor; preview
    //   carts are the venue's) is kept: a shared link joins a cart at the same table (group ordering).
    // - Any other cart of the venue with lines (another table's, another visitor's, a preview cart brought
    //   to a table, one made before carts had an origin) is copied into a new cart of this guest, so
    //   whoever shared or planted the link never sees or edits what this guest adds.
    // - Otherwise (none, unknown, empty, another venue's) a minted id, stored on the first add; a minted id
    //   of this same origin is handed back, so a guest's empty cart keeps its id across reloads.
    async forPrepare(
      venueId: string,
      origin: CartOrigin,
      cartId: string | undefined,
      known?: CartRow | null,
    ): Promise<CartRow> {
      const row = cartId ? (known === undefined ? await repo.find(cartId) : known) : null;
      if (row && row.venueId === venueId) {
        if (row.origin === origin.kind && row.owner === origin.owner) return row;
        if (row.items.length) {
          const id = await ids.mint(venueId, origin);
          const items = row.items.map((l) => ({ ...l, _id: newLineId() }));
          await repo.create({ id, venueId, origin: origin.kind, owner: origin.owner, items });
          return (await repo.find(id))!;
        }
      }
      if (cartId && !row) {
        const pending = await ids.decode(cartId);
        const isSame =
          pending?.kind === origin.kind &&
          pending.owner === origin.owner &&
          pending.venueHash === (await ids.venueHash(venueId));
        // Not stored at this venue: stored at none, or this is another venue's cart (then a fresh id).
        // A minted id is only ever stored at the venue it was minted for (add), so the caller's look-up
        // at this venue (`known` null) already says it is stored nowhere: no second read.
        if (isSame && (known === null || !(await repo.find(cartId)))) return unsaved(cartId, venueId, origin);
      }
      return unsaved(await ids.mint(venueId, origin), venueId, origin);
    },

    // The origin of a cart made at a table (shared by its guests) or by a preorder visitor.
    tableOrigin: async (tableCode: string): Promise<CartOrigin> => ({
      kind: "inside",
      owner: await ids.ownerOfTable(tableCode),
    }),
    visitorOrigin: async (visitorId: string | undefined): Promise<CartOrigin> => ({
      kind: "preorder",
      owner: await ids.ownerOfVisitor(visitorId),
    }),

    // Prepare calls hold the venue snapshot already: pricing needs no further query.
    price: (row: CartRow, index: MenuIndex): Cart => priceCart(row.id, row.items, index),

    async get(id: string): Promise<Cart> {
      const found = await find(id);
      return "pending" in found ? empty(id) : present(found);
    },

    // A place an order is made from must hold lines; a minted id never added to has none.
    // Another venue's minted id is no cart here at all.
    async requireStored(id: string, venueId: string): Promise<void> {
      const found = await find(id);
      if (!("pending" in found)) return;
      if (found.pending.venueHash !== (await ids.venueHash(venueId))) throw notFound("Cart");
      throw new HttpError(409, "conflict", "The cart is empty");
    },

    // The first add stores a minted cart at the venue it was minted at (the product's menu must be one of
    // that venue's), with the id's origin.
    async add(id: string, body: CartAddBody): Promise<Cart> {
      const found = await find(id);
      let venueId = "pending" in found ? await repo.venueOfMenu(body.menu_id) : found.venueId;
      if ("pending" in found && venueId && (await ids.venueHash(venueId)) !== found.pending.venueHash)
        venueId = null;
      const snapshot = venueId ? await venues.byId(venueId) : null;
      if (!snapshot) throw new HttpError(404, "not_found", `Menu "${body.menu_id}" not found at this venue`);
      const line = newLine(snapshot, body);
      if ("pending" in found)
        await repo.create({
          id,
          venueId: snapshot.venue._id,
          origin: found.pending.kind,
          owner: found.pending.owner,
        });
      return change(id, (items) => addLine(items, line));
    },

    async changeQuantity(id: string, body: CartChangeQuantityBody): Promise<Cart> {
      const found = await find(id);
      if ("pending" in found) throw new HttpError(404, "not_found", `Cart item "${body.item_id}" not found`);
      return change(id, (items) => setLineQuantity(items, body.item_id, body.quantity));
    },

    async clear(id: string): Promise<Cart> {
      const found = await find(id);
      return "pending" in found ? empty(id) : change(id, () => []);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
