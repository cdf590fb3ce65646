import { createHash } from "node:crypto";
import { z } from "zod";
import { cartSchema } from "@tablewise/domain/contract/cart";
import { menuSchema } from "@tablewise/domain/contract/menu";
import { venueSchema } from "@tablewise/domain/contract/venue";
import { HttpError, notFound } from "../../http/errors";
import type { CartService } from "../cart/cart.service";
import type { MenuCache } from "../venue/menu-cache";
import type { VenueRepository } from "../venue/venue.repository";
import { withComputedSchedule } from "../venue/venue.service";

export type PreparedBody = { json: string; etag: string };

const foodMenusSchema = z.array(menuSchema);
// Menus checked against the contract once per import revision, not on every request.
const checkedRevisions = new WeakSet<object>();

// SPEC §7 GET /api/preview/{cafe_link}/prepare -> cafe, currency, menus, country, cart. The body is
// assembled from pieces: the menus come pre-serialised from the cache (DESIGN.md §5: a cached body
// serves about four times the requests of serialising 50 KB per call).
export function createPreviewService(
  venues: VenueRepository,
  menus: MenuCache,
  carts: CartService,
  clock: () => Date = () => new Date(),
) {
  return {
    async prepare(link: string, cartId: string | undefined): Promise<PreparedBody> {
      const found = await venues.findVersionedByLink(link);
      if (!found) throw notFound("Venue");
      const { venue, revision } = found;
      // SPEC §6: visitors use only the modes the venue has on; preview is open with preview or eat-in.
      if (!venue.modes.preview && !venue.modes.inside)
        throw new HttpError(404, "not_found", `${venue.link} does not offer preview`);
      const entry = await menus.get(venue._id, revision);
      if (!checkedRevisions.has(entry)) {
        const result = foodMenusSchema.safeParse(entry.foodMenus);
        if (!result.success) throw new Error(`stored menus of ${venue._id} do not match the contract`);
        checkedRevisions.add(entry);
      }
      const row =
        (cartId && (await carts.findForVenue(cartId, venue._id))) || (await carts.createFor(venue._id));
      const cart = cartSchema.parse(await carts.present(row));
      const cafe = venueSchema.parse(withComputedSchedule(venue, clock()));
      const cafeJson = JSON.stringify(cafe);
      const cartJson = JSON.stringify(cart);
      const head = `{"success":true,"data":{"cafe":${cafeJson},"currency":${JSON.stringify(venue.currency)},"country":${JSON.stringify(venue.country)},"cart":${cartJson},"menus":`;
      const etag = `"${createHash("sha1").update(`${revision}\n${cafeJson}\n${cartJson}\n${row.revision}`).digest("base64url")}"`;
      return { json: `${head}${entry.foodMenusJson}}}`, etag };
    },
  };
}
export type PreviewService = ReturnType<typeof createPreviewService>;
