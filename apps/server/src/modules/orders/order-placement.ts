import type { StoredAppend, StoredOrderLine } from "../../db/schema/index";
import { HttpError, notFound } from "../../http/errors";
import type { CartRepository } from "../cart/cart.repository";
import type { CartService } from "../cart/cart.service";
import type { TableRow } from "../inside/inside.repository";
import type { VenueCache } from "../venue/venue-cache";
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
  // The cart's lines priced on the server; a cart of another venue is as good as unknown.
  async function linesFromCart(cartId: string, venueId: string): Promise<StoredOrderLine[]> {
    const row = await carts.find(cartId);
    const snapshot = row?.venueId === venueId ? await venues.byId(venueId) : null;
    if (!row || !snapshot) throw notFound("Cart");
    return cartToLines(cartService.price(row, snapshot.index), snapshot.index);
  }

  async function placeOnce(
    table: TableRow,
    lines: StoredOrderLine[],
    comment: string | undefined,
    visitorId: string,
  ) {
    const now = clock();
    return orders.transaction(async (tx) => {
      const open = await orders.findOpenByTable(table.code, tx);
      const locked = open ? await orders.lock(tx, open.id) : null;
      if (locked && isOpen(locked)) {
        await orders.update(tx, locked.id, addLines(locked, lines, comment, now));
        await orders.addVisitor(tx, locked.id, visitorId);
        return locked.id;
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
      };
      await orders.insert(tx, row);
      await orders.addVisitor(tx, row.id, visitorId);
      return row.id;
    });
  }

  return {
    // SPEC §7 POST /inside/{code}/create: one open order per table, so a second guest's order becomes an
    // append on it. Two first orders racing meet the unique index; the loser retries as an append.
    async placeAtTable(table: TableRow, cartId: string, comment: string | undefined, visitorId: string) {
      const lines = await linesFromCart(cartId, table.venueId);
      let id: string;
      try {
        id = await placeOnce(table, lines, comment, visitorId);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        id = await placeOnce(table, lines, comment, visitorId);
      }
      await cartService.clear(cartId);
      return id;
    },

    // SPEC §7 POST /orders/{id}/append.
    async appendTo(orderId: string, cartId: string, comment: string | undefined, visitorId: string) {
      const current = await orders.find(orderId);
      if (!current) throw notFound("Order");
      const lines = await linesFromCart(cartId, current.venueId);
      await orders.transaction(async (tx) => {
        const row = await orders.lock(tx, orderId);
        if (!row || !isOpen(row)) throw new HttpError(409, "conflict", "The order is no longer open");
        await orders.update(tx, orderId, addLines(row, lines, comment, clock()));
        await orders.addVisitor(tx, orderId, visitorId);
      });
      await cartService.clear(cartId);
    },
  };
}
export type OrderPlacement = ReturnType<typeof createOrderPlacement>;
