import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { carts, venues } from "../../db/schema/index";
import type { CartRow } from "../cart/index";
import { toVenueVersion, venueVersionColumns } from "../venue/index";

export type PreviewLookup = { venueId: string; version: string; cart: CartRow | null };

// The one query of a prepare whose venue is cached: the venue's version and, when asked for, the guest's
// cart if it belongs to this venue. A 304 costs nothing more.
export function createPreviewRepository(db: Db) {
  // The hottest read of a guest's evening, built once (Drizzle's prepared query keeps the SQL
  // and its row mapping; each call only binds the link and the cart id). Never used in a transaction.
  const query = db
    .select({
      venueId: venues.id,
      ...venueVersionColumns,
      cartId: carts.id,
      cartRevision: carts.revision,
      items: carts.items,
      origin: carts.origin,
      owner: carts.owner,
    })
    .from(venues)
    .leftJoin(carts, and(eq(carts.venueId, venues.id), eq(carts.id, sql.placeholder("cartId"))))
    .where(eq(venues.link, sql.placeholder("link")))
    .limit(1)
    .prepare("preview_lookup");
  return {
    async lookup(link: string, cartId: string | undefined): Promise<PreviewLookup | null> {
      // No cart asked for: an empty id matches no cart.
      const rows = await query.execute({ link, cartId: cartId ?? "" });
      const row = rows[0];
      if (!row) return null;
      const cart =
        row.cartId !== null && row.cartRevision !== null && row.items !== null
          ? {
              id: row.cartId,
              venueId: row.venueId,
              items: row.items,
              revision: row.cartRevision,
              origin: row.origin,
              owner: row.owner,
            }
          : null;
      return { venueId: row.venueId, version: toVenueVersion(row), cart };
    },
  };
}
export type PreviewRepository = ReturnType<typeof createPreviewRepository>;
