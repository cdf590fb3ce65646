import { redirect, type LoaderFunctionArgs } from "react-router";
import { homepageQuery } from "../features/venue/api/homepage-query";
import { resolveVenueMode } from "../features/venue/hooks/use-venue-mode";
import { sessionPaths, type SessionPaths } from "../features/session/session-paths";
import { guestQueryClient } from "../lib/guest-query";
import { buildPath } from "../lib/route-paths";
import { readVenueMode } from "../lib/venue-cache";

// SPEC §2 lists /{cafe_link}/menu, /menu/{menu_id}, /menu/{menu_id}/{product_id} and /cart beside the
// mode shells. They carry no mode, so they lead to the same screen in the venue's chosen mode (stored,
// or chosen by the SPEC §2 rule); a venue without online modes leads home.
// The venue is read through the guest query client: the entry the home page seeded (the venue cache) is
// refetched when stale, as every redirect needs the venue's modes as they are now.
export type RedirectTarget = (paths: SessionPaths, params: Record<string, string>) => string;

export function venueModeRedirect(target: RedirectTarget) {
  return async ({ params }: LoaderFunctionArgs) => {
    const link = params.cafe_link ?? "";
    const { cafe } = await guestQueryClient.fetchQuery(homepageQuery(link));
    const mode = resolveVenueMode(readVenueMode(link), cafe.modes);
    if (!mode) return redirect(buildPath("home", { cafe_link: link }));
    const paths = sessionPaths(mode.mode, link, mode.mode === "inside" ? mode.inside_code : undefined);
    return redirect(target(paths, params as Record<string, string>));
  };
}

// SPEC §2 /{cafe_link}/order: the guest's current order in the mode they used: the table's
// order page when eating in, the followed delivery or takeaway order's receipt, else that mode's orders.
export function venueOrderRedirect() {
  return async ({ params }: LoaderFunctionArgs) => {
    const link = params.cafe_link ?? "";
    const { cafe } = await guestQueryClient.fetchQuery(homepageQuery(link));
    const mode = resolveVenueMode(readVenueMode(link), cafe.modes);
    if (!mode) return redirect(buildPath("home", { cafe_link: link }));
    if (mode.mode === "inside") return redirect(buildPath("order", { inside_code: mode.inside_code }));
    const paths = sessionPaths(mode.mode, link);
    if (mode.mode === "preview") return redirect(paths.orders);
    const { readCurrentOrderId } = await import("../features/preorder/preorder-store");
    const current = readCurrentOrderId(link, mode.mode);
    return redirect(
      current
        ? buildPath("preorder_receipt", { cafe_link: link, mode: mode.mode, order_id: current })
        : paths.orders,
    );
  };
}

// SPEC §2 /{cafe_link}/receipt/{order_id}: in the mode the guest used. Eating in, the
// table's receipt page (it reads the order with the guest's visitor id); otherwise a delivery
// or takeaway order opens in its own mode's receipt (the order says which), anything else in the chosen
// mode's orders.
export function venueReceiptRedirect() {
  return async ({ params }: LoaderFunctionArgs) => {
    const link = params.cafe_link ?? "";
    const orderId = params.order_id ?? "";
    const { cafe } = await guestQueryClient.fetchQuery(homepageQuery(link));
    const mode = resolveVenueMode(readVenueMode(link), cafe.modes);
    if (!mode) return redirect(buildPath("home", { cafe_link: link }));
    if (mode.mode === "inside")
      return redirect(buildPath("inside_receipt", { inside_code: mode.inside_code, order_id: orderId }));
    const { preorderQuery } = await import("../features/preorder/preorder-api");
    // The receipt screen then reads the same query entry.
    const preorder = await guestQueryClient.fetchQuery(preorderQuery(orderId)).catch(() => null);
    if (!preorder) return redirect(sessionPaths(mode.mode, link).orders);
    const orderMode = preorder.is_delivery ? "delivery" : "takeaway";
    return redirect(buildPath("preorder_receipt", { cafe_link: link, mode: orderMode, order_id: orderId }));
  };
}
