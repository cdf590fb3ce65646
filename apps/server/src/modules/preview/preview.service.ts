import { cartSchema } from "@tablewise/domain/contract/cart";
import { HttpError, notFound } from "../../http/errors";
import { strongEtag } from "../../http/etag";
import type { CartService } from "../cart/index";
import type { VenueCache } from "../venue/index";
import { splicePrepareBody } from "../venue/index";
import type { PreviewRepository } from "./preview.repository";

// The body is rendered only when the guest's copy is stale: a 304 costs one small query and a hash.
export type PreparedPreview = { etag: string; render: () => Buffer };

// SPEC §7 GET /api/preview/{cafe_link}/prepare -> cafe, currency, menus, country, cart.
export function createPreviewService(
  repo: PreviewRepository,
  venues: VenueCache,
  carts: CartService,
  clock: () => Date = () => new Date(),
) {
  return {
    async prepare(link: string, cartId: string | undefined): Promise<PreparedPreview> {
      const found = await repo.lookup(link, cartId);
      const snapshot = found ? await venues.get(found.venueId, found.version) : null;
      if (!found || !snapshot) throw notFound("Venue");
      const { venue } = snapshot;
      // SPEC §2 home: preview is chosen when preview or inside is on; SPEC §6: only enabled modes are used.
      if (!venue.modes.preview && !venue.modes.inside)
        throw new HttpError(404, "not_found", `Venue "${venue.link}" does not offer preview`);
      // SPEC §7 prepare ?cart_id: an unknown id or another venue's cart is no error, the guest starts afresh
      // with an id stored on the first add; a table's or a preorder cart is copied (25.3).
      const row = await carts.forPrepare(venue._id, { kind: "preview", owner: null }, cartId, found.cart);
      const cafe = snapshot.cafeAt(clock());
      // The body is a function of exactly these: the import (menus, currency, country, line prices), the
      // cafe's computed schedule, and the cart's stored lines.
      const etag = strongEtag([snapshot.version, cafe.tag, row.id, row.revision]);
      return {
        etag,
        // Spliced from pieces checked with the contract when they were cached; only the cart is checked
        // and serialised here. One strong tag serves every content encoding @fastify/compress picks.
        render: () => {
          return splicePrepareBody(snapshot, cafe.json, {
            cart: cartSchema.parse(carts.price(row, snapshot.index)),
          });
        },
      };
    },
  };
}
export type PreviewService = ReturnType<typeof createPreviewService>;
