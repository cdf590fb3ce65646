import { and, eq, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { carts, orders, venues } from "../../db/schema/index";
import type { CartRow } from "../cart/index";
import type { OrderRow } from "../orders/index";
import { toVenueVersion, venueVersionColumns } from "../venue/index";

const cartColumns = {
  id: carts.id,
  venueId: carts.venueId,
  items: carts.items,
  revision: carts.revision,
  origin: carts.origin,
  owner: carts.owner,
};

// Queries of delivery and takeaway ordering beyond the order repository's.
export function createPreorderRepository(db: Db) {
  return {
    // The venue's id and data version, for the venue cache.
    async venueByLink(link: string): Promise<{ venueId: string; version: string } | null> {
      const rows = await db
        .select({ venueId: venues.id, ...venueVersionColumns })
        .from(venues)
        .where(eq(venues.link, link))
        .limit(1);
      return rows[0] ? { venueId: rows[0].venueId, version: toVenueVersion(rows[0]) } : null;
    },

    // The cart under a row lock: a create and any change to the cart (or a second create) take turns.
    async lockCart(tx: Tx, id: string): Promise<CartRow | null> {
      const rows = await tx.select(cartColumns).from(carts).where(eq(carts.id, id)).for("update");
      return rows[0] ?? null;
    },

    // Empties the cart with the order it became; returns the cart's new revision.
    async clearCart(tx: Tx, id: string): Promise<number> {
      const rows = await tx
        .update(carts)
        .set({ items: [], revision: sql`${carts.revision} + 1`, updatedAt: sql`now()` })
        .where(eq(carts.id, id))
        .returning({ revision: carts.revision });
      return rows[0]!.revision;
    },

    // The order this cart became, if the cart has not changed since (a replay of the same create).
    async replayOf(tx: Tx, cart: CartRow): Promise<OrderRow | null> {
      const rows = await tx
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.cartId, cart.id),
            eq(orders.cartRevision, cart.revision),
            ne(orders.orderType, "inside"),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },
  };
}
export type PreorderRepository = ReturnType<typeof createPreorderRepository>;
