import type { Location, UIMatch } from "react-router";
import { routeHandleOf, type RouteHandle } from "./route-handle";

// SPEC §2: these pages remember their scroll position and get it back whenever the guest returns
// (keyed by path); every other page starts at the top and restores only on browser back/forward.
const restorable = new Set<RouteHandle["name"]>([
  "home",
  "lobby",
  "inside_home",
  "inside_menu",
  "inside_cart",
  "order",
  "orders",
  "preorder_lobby",
  "preorder_menu",
  "preorder_cart",
  "reserve_menu",
  // Not in the SPEC §2 list, but the preview lobby, menu and cart are the same screens as the takeaway
  // ones, and a guest expects the same behaviour there.
  "preview_lobby",
  "preview_menu",
  "preview_cart",
]);

export function scrollKey(location: Location, matches: UIMatch[]): string {
  const leaf = matches.length ? routeHandleOf(matches[matches.length - 1]!) : null;
  return leaf && restorable.has(leaf.name) ? location.pathname : location.key;
}
