import type { MenuBrief } from "@tablewise/domain/contract/homepage";
import { buildPath } from "../../lib/route-paths";

export type OfferLink = { receiverId: string; number: number; to: string };

// SPEC §2 legal rows: one public-offer link per distinct pay receiver across the menus, in menu order,
// each to the offer of the first menu paid to that receiver; numbered (2), (3)... after the first.
export function offerLinks(venueId: string, menus: readonly MenuBrief[]): OfferLink[] {
  const seen = new Map<string, OfferLink>();
  for (const menu of menus) {
    if (seen.has(menu.pay_receiver_id)) continue;
    seen.set(menu.pay_receiver_id, {
      receiverId: menu.pay_receiver_id,
      number: seen.size + 1,
      to: buildPath("offert", { cafe_id: venueId, menu_id: menu._id }),
    });
  }
  return [...seen.values()];
}
