import type { UIMatch } from "react-router";
import type { PreorderMode, RouteName } from "../lib/route-paths";

// What the route table attaches to each route: its SPEC §2 name, whether the desktop blocker is skipped
// there (SPEC §1: never on the public-offer page), whether the page is kept alive when left (SPEC §2:
// menu, lobby and cart), and which bottom-navbar tab it belongs to in an ordering shell.
export type RouteHandle = {
  name: RouteName | "not_found";
  allowDesktop?: boolean;
  mode?: PreorderMode;
  keepAlive?: boolean;
  navbarTab?: "home" | "menu" | "orders";
};

export function routeHandleOf(match: UIMatch): RouteHandle | null {
  const handle = match.handle as RouteHandle | undefined;
  return handle && typeof handle.name === "string" ? handle : null;
}
