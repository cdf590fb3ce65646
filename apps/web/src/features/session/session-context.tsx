import { createContext, useContext } from "react";
import type { Cart } from "@tablewise/domain/contract/cart";
import type { Menu } from "@tablewise/domain/contract/menu";
import type { Venue } from "@tablewise/domain/contract/venue";
import type { SessionMode } from "@tablewise/domain/rules/menu-availability";
import type { SessionPaths } from "./session-paths";

// What an ordering shell (preview now; eat-in, delivery and takeaway in later issues) gives the lobby,
// menu, product, search and cart screens: the prepare call's data plus the live cart.
export type MenuSession = {
  mode: SessionMode;
  cafe: Venue;
  currency: string;
  country: string;
  // Food menus only, in the venue's order.
  menus: Menu[];
  cart: Cart;
  // The delivery/takeaway system's own open state (SPEC §4 "system closed"); true for the other modes.
  isSystemOpen: boolean;
  paths: SessionPaths;
  // Replaces the cart with the server's answer after every cart call.
  setCart: (cart: Cart) => void;
};

export const SessionContext = createContext<MenuSession | null>(null);

export function useMenuSession(): MenuSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useMenuSession outside an ordering shell");
  return session;
}
