import type { Order } from "@tablewise/domain/contract/order";
import type { Tx } from "../../db/client";
import type { StoredAppend, StoredOrderLine } from "../../db/schema/index";
import { HttpError, notFound } from "../../http/errors";
import { secretDigest } from "../../security/same-text";
import type { CartRepository } from "../cart/index";
import type { CartService } from "../cart/index";
import type { VenueSnapshot } from "../venue/index";
import { cartToLines } from "./cart-to-lines";
import type { PaymentRepository } from "./payment.repository";
import { presentOrder } from "./present-order";
import {
  isUniqueViolation,
  newOrderId,
  newShortId,
  type OrderRepository,
  type OrderRow,
} from "./order.repository";

// A table of the venue (SPEC §3 inside): where an eat-in order is placed.
export type TableRow = {
  code: string;
  venueId: string;
  sectionName: string;
  tableName: string;
  token: string;
};

// SPEC §4: a pending order shows a 15:00 countdown and is cancelled when nobody accepts it.
export const autoCancelMs = 15 * 60_000;

const openStatuses = new Set(["waiting", "serving", "served", "paying"]);
export const isOpen = (row: OrderRow) => openStatuses.has(row.status);

const joinComment = (a: string | null, b: string | undefined) => [a, b].filter(Boolean).join(" / ") || null;

// Each line remembers which phone ordered it, as a digest (StoredOrderLine.orderer).
const byOrderer = (lines: StoredOrderLine[], visitorId: string) => {
  const orderer = secretDigest(visitorId).slice(0, 16);
  return lines.map((l) => ({ ...l, orderer }));
};

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
  payments: PaymentRepository;
  carts: CartRepository;
  cartService: CartService;
  clock: () => Date;
};

// What a placement answers: the order as it committed (presented from the transaction's own rows, so
// nothing is read again after the commit), or, for a replay, only its id. `created`: a new order (no
// guest can be listening to it yet), not lines joined to an open one.
export type Placed =
  | { id: string; replayed: true; order?: undefined; created?: undefined }
  | { id: string; replayed: false; order: Order; created: boolean };

// A cart the lock did not find: a minted id never stored is "the cart is empty" (409) at its own venue,
// anything else unknown. Asked after the transaction: PGlite's one connection is the transaction's.
class MissingCart extends Error {}

export function createOrderPlacement({ orders, payments, carts, cartService, clock }: Deps) {
  // The cart's lines priced on the server, taken out of the cart in the caller's transaction: the order
  // and the emptied cart commit together, so a crash between the two can never leave the lines in the
  // cart for a retry to order twice. A cart of another venue is as good as unknown. An empty cart whose
  // last placement went into an order is a replay of that call (answered `replayOf`). The venue snapshot
  // is read before the transaction: PGlite has one connection, which the transaction holds.
  async function takeCart(tx: Tx, cartId: string, snapshot: VenueSnapshot) {
    const taken = await carts.take(tx, cartId);
    if (taken) {
      if (taken.row.venueId !== snapshot.venue._id) throw notFound("Cart");
      const lines = cartToLines(cartService.price(taken.row, snapshot.index), snapshot.index);
      return { replayOf: null, lines, placedCart: { cartId, cartRevision: taken.revision } };
    }
    // Unknown or empty: an empty cart whose last placement went into an order is a replay of that call.
    const cart = await carts.lock(tx, cartId);
    if (!cart) throw new MissingCart();
    if (cart.venueId !== snapshot.venue._id) throw notFound("Cart");
    const placed = await orders.placedFrom(tx, cart.id, cart.revision);
    if (placed) return { replayOf: placed.id, lines: null, placedCart: null };
    throw new HttpError(409, "conflict", "The cart is empty");
  }

  // The cart's own lock finds it; only a cart it does not find is looked at again.
  async function inTransaction<T>(cartId: string, venueId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await orders.transaction(fn);
    } catch (err) {
      if (!(err instanceof MissingCart)) throw err;
      await cartService.requireStored(cartId, venueId);
      throw notFound("Cart");
    }
  }

  async function placeOnce(
    table: TableRow,
    snapshot: VenueSnapshot,
    cartId: string,
    comment: string | undefined,
    visitorId: string,
  ): Promise<Placed> {
    const now = clock();
    return inTransaction(cartId, table.venueId, async (tx): Promise<Placed> => {
      const taken = await takeCart(tx, cartId, snapshot);
      if (taken.replayOf !== null) return { id: taken.replayOf, replayed: true };
      const { placedCart } = taken;
      const lines = byOrderer(taken.lines, visitorId);
      const locked = await orders.lockOpenByTable(tx, table.code);
      if (locked && isOpen(locked)) {
        const row = await orders.update(tx, locked.id, {
          ...addLines(locked, lines, comment, now),
          ...placedCart,
        });
        await orders.addVisitor(tx, locked.id, visitorId);
        return {
          id: row.id,
          replayed: false,
          created: false,
          order: presentOrder(row, await payments.listByOrder(row.id, tx)),
        };
      }
      const inserted = await orders.insertNumbered(
        tx,
        {
          id: newOrderId(),
          venueId: table.venueId,
          tableCode: table.code,
          sectionName: table.sectionName,
          tableName: table.tableName,
          status: "waiting",
          comment: comment || null,
          lines,
          appends: [],
          createdBy: visitorId,
          createdAt: now,
          autoCancelAt: new Date(now.getTime() + autoCancelMs),
          updatedAt: now,
          ...placedCart,
        },
        visitorId,
      );
      // A new order has no payments yet.
      return { id: inserted.id, replayed: false, created: true, order: presentOrder(inserted, []) };
    });
  }

  return {
    // SPEC §7 POST /inside/{code}/create: one open order per table, so a second guest's order becomes an
    // append on it. Two first orders racing meet the unique index; the loser retries as an append. The
    // same call sent again (its answer lost) gets the same order, not the lines twice, and says it was a
    // replay, so the venue's console is not told of a new order twice.
    // The table's venue snapshot comes from the caller, who read it with the table (one statement).
    async placeAtTable(
      table: TableRow,
      snapshot: VenueSnapshot,
      cartId: string,
      comment: string | undefined,
      visitorId: string,
    ): Promise<Placed> {
      try {
        return await placeOnce(table, snapshot, cartId, comment, visitorId);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        return placeOnce(table, snapshot, cartId, comment, visitorId);
      }
    },

    // SPEC §7 POST /orders/{id}/append, to the order the caller authorised (its venue's snapshot read).
    // Answers whether the call was a replay of an append already made (nothing new for the venue).
    async appendTo(
      current: OrderRow,
      snapshot: VenueSnapshot,
      cartId: string,
      comment: string | undefined,
      visitorId: string,
    ): Promise<Placed> {
      const orderId = current.id;
      return inTransaction(cartId, current.venueId, async (tx): Promise<Placed> => {
        const taken = await takeCart(tx, cartId, snapshot);
        if (taken.replayOf !== null) {
          if (taken.replayOf === orderId) return { id: orderId, replayed: true };
          throw new HttpError(409, "conflict", "The cart is empty");
        }
        const row = await orders.lock(tx, orderId);
        if (!row || !isOpen(row)) throw new HttpError(409, "conflict", "The order is no longer open");
        const updated = await orders.update(tx, orderId, {
          ...addLines(row, byOrderer(taken.lines, visitorId), comment, clock()),
          ...taken.placedCart,
        });
        await orders.addVisitor(tx, orderId, visitorId);
        return {
          id: orderId,
          replayed: false,
          created: false,
          order: presentOrder(updated, await payments.listByOrder(orderId, tx)),
        };
      });
    },
  };
}
export type OrderPlacement = ReturnType<typeof createOrderPlacement>;
