import { buildPath } from "../../lib/route-paths";
import type { StoredMode } from "../../lib/venue-cache";

// Where the navbar's Menu and Orders tabs lead for the chosen mode (SPEC §2).
export function lobbyPath(link: string, mode: StoredMode | null): string {
  if (!mode) return buildPath("menu", { cafe_link: link });
  switch (mode.mode) {
    case "inside":
      return buildPath("lobby", { inside_code: mode.inside_code });
    case "preview":
      return buildPath("preview_lobby", { cafe_link: link });
    default:
      return buildPath("preorder_lobby", { cafe_link: link, mode: mode.mode });
  }
}

export function ordersPath(link: string, mode: StoredMode | null): string {
  if (!mode) return buildPath("menu", { cafe_link: link });
  switch (mode.mode) {
    case "inside":
      return buildPath("orders", { inside_code: mode.inside_code });
    case "preview":
      return buildPath("preview_orders", { cafe_link: link });
    default:
      return buildPath("preorder_orders", { cafe_link: link, mode: mode.mode });
  }
}
