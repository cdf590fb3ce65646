import type { Tx } from "../../db/client";
import type { StoredAppend, StoredOrderLine } from "../../db/schema/index";
import { HttpError, notFound } from "../../http/errors";
import type { CartRepository } from "../cart/cart.repository";
import type { CartService } from "../cart/cart.service";
import type { TableRow } from "../inside/inside.repository";
import type { VenueCache } from "../venue/venue-cache";
import type { VenueSnapshot } from "../venue/venue-snapshot";
import { cartToLines } from "./cart-to-lines";
import {
  isUniqueViolation,
  newOrderId,
  newShortId,
  type NewOrderRow,
  type OrderRepository,
  type OrderRow,
} from "./order.repository";

// SPEC §4: a pending order shows a 15:00 countdown and is cancelled when nobody accepts it.
export const autoCancelMs = 15 * 60_000;

const openStatuses = new Set(["waiting", "serving", "served", "paying"]);
export const isOpen = (row: OrderRow) => openStatuses.has(row.status);

const joinComment = (a: string | null, b: string | undefined) => [a, b].filter(Boolean).join(" / ") || null;

// Lines added to an order not yet accepted simply join it; once it is accepted they wait as an append
// for the staff (SPEC §3 appends with status).
function addLines(row: OrderRow, lines: StoredOrderLine[], comment: string | undefined, now: Date) {
  if (row.status === "waiting")
    return { lines: [...row.lines, ...lines], comment: joinComment(row.comment, comment), updatedAt: now };
  const append: StoredAppend = {
    _id: newShortId(),
    status: "waiting",
    created_at: now.toISOString(),
    lines,
    ...(comment ? { comment } : {}),
  };
  return { appends: [...row.appends, append], updatedAt: now };
}

type Deps = {
  orders: OrderRepository;
  carts: CartRepository;
  cartService: CartService;
  venues: VenueCache;
  clock: () => Date;
};

export function createOrderPlacement({ orders, carts, cartService, venues, clock }: Deps) {
  // The cart's lines priced on the server, taken out of the cart in the caller's transaction: the order
  // and the emptied cart commit together, so a crash between the two can never leave the lines in the
  // cart for a retry to order twice. A cart of another venue is as good as unknown. An empty cart whose
  // last placement went into an order is a replay of that call (answered `replayOf`). The venue snapshot
  // is read before the transaction: PGlite has one connection, which the transaction holds.
  async function takeCart(tx: Tx, cartId: string, snapshot: VenueSnapshot | null) {
    const cart = await carts.lock(tx, cartId);
    if (!cart || !snapshot || cart.venueId !== snapshot.venue._id) throw notFound("Cart");
    if (!cart.items.length) {
      const placed = await orders.placedFrom(tx, cart.id, cart.revision);
      if (placed) return { replayOf: placed.id, lines: null, placedCart: null };
    }
    const lines = cartToLines(cartService.price(cart, snapshot.index), snapshot.index);
    const placedCart = { cartId: cart.id, cartRevision: await carts.empty(tx, cart.id) };
    return { replayOf: null, lines, placedCart };
  }

  async function placeOnce(
    table: TableRow,
    cartId: string,
    comment: string | undefined,
    visitorId: string,
  ): Promise<{ id: string; replayed: boolean }> {
    const now = clock();
    const snapshot = await venues.byId(table.venueId);
    return orders.transaction(async (tx) => {
      const taken = await takeCart(tx, cartId, snapshot);
      if (taken.replayOf !== null) return { id: taken.replayOf, replayed: true };
      const { lines, placedCart } = taken;
      const open = await orders.findOpenByTable(table.code, tx);
      const locked = open ? await orders.lock(tx, open.id) : null;
      if (locked && isOpen(locked)) {
        await orders.update(tx, locked.id, { ...addLines(locked, lines, comment, now), ...placedCart });
        await orders.addVisitor(tx, locked.id, visitorId);
        return { id: locked.id, replayed: false };
      }
      const serial = await orders.nextSerial(tx, table.venueId);
      const row: NewOrderRow = {
        id: newOrderId(),
        venueId: table.venueId,
        tableCode: table.code,
        sectionName: table.sectionName,
        tableName: table.tableName,
        status: "waiting",
        serial,
        localId: `${table.code}-${serial}`,
        comment: comment || null,
        lines,
        appends: [],
        createdBy: visitorId,
        createdAt: now,
        autoCancelAt: new Date(now.getTime() + autoCancelMs),
        updatedAt: now,
        ...placedCart,
      };
      await orders.insert(tx, row);
      await orders.addVisitor(tx, row.id, visitorId);
      return { id: row.id, replayed: false };
    });
  }

  return {
    // SPEC §7 POST /inside/{code}/create: one open order per table, so a second guest's order becomes an
    // append on it. Two first orders racing meet the unique index; the loser retries as an append. The
    // same call sent again (its answer lost) gets the same order, not the lines twice, and says it was a
    // replay, so the venue's console is not told of a new order twice.
    async placeAtTable(table: TableRow, cartId: string, comment: string | undefined, visitorId: string) {
      try {
        return await placeOnce(table, cartId, comment, visitorId);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        return placeOnce(table, cartId, comment, visitorId);
      }
    },

    // SPEC §7 POST /orders/{id}/append.
    // Answers whether the call was a replay of an append already made (nothing new for the venue).
    async appendTo(
      orderId: string,
      cartId: string,
      comment: string | undefined,
      visitorId: string,
    ): Promise<{ replayed: boolean }> {
      const current = await orders.find(orderId);
      if (!current) throw notFound("Order");
      const snapshot = await venues.byId(current.venueId);
      return orders.transaction(async (tx) => {
        const taken = await takeCart(tx, cartId, snapshot);
        if (taken.replayOf !== null) {
          if (taken.replayOf === orderId) return { replayed: true };
          throw new HttpError(409, "conflict", "The cart is empty");
        }
        const row = await orders.lock(tx, orderId);
        if (!row || !isOpen(row)) throw new HttpError(409, "conflict", "The order is no longer open");
        await orders.update(tx, orderId, {
          ...addLines(row, taken.lines, comment, clock()),
          ...taken.placedCart,
        });
        await orders.addVisitor(tx, orderId, visitorId);
        return { replayed: false };
      });
    },
  };
}
export type OrderPlacement = ReturnType<typeof createOrderPlacement>;
