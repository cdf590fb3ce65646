import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import type { Cart } from "@tablewise/domain/contract/cart";
import type { Menu } from "@tablewise/domain/contract/menu";
import type { Venue } from "@tablewise/domain/contract/venue";
import type { SessionMode } from "@tablewise/domain/rules/menu-availability";
import { SessionContext, type MenuSession } from "./session-context";
import { sessionPaths } from "./session-paths";
import { useTelemetry } from "../telemetry/use-telemetry";
import { guestKeys, useQueryUpdates } from "../../lib/guest-query";
import { useOrderSocket } from "../../lib/order-socket";
import { isOffline } from "../../lib/online-status";
import { cartToShow, keepCart, readKeptCart } from "./kept-cart";

export type SessionData = { cafe: Venue; currency: string; country: string; menus: Menu[]; cart: Cart };

type SessionProviderProps = {
  mode: SessionMode;
  data: SessionData;
  insideCode?: string;
  isSystemOpen?: boolean;
  // The shell's prepare call again (the stop list changed); absent, menus stay as loaded.
  reload?: (signal: AbortSignal) => Promise<SessionData>;
  children: ReactNode;
};

// Holds the live cart of an ordering shell; everything else comes from the shell's prepare call.
export function SessionProvider({
  mode,
  data,
  insideCode,
  isSystemOpen = true,
  reload,
  children,
}: SessionProviderProps) {
  const link = data.cafe.link;
  // Offline the menu answer is the worker's copy: the guest's own last cart shows instead of the copy's.
  const withKeptCart = (answer: Cart) => cartToShow(answer, readKeptCart(link, mode), isOffline());
  const [cart, setCart] = useState<Cart>(() => withKeptCart(data.cart));
  useEffect(() => keepCart(link, mode, cart), [link, mode, cart]);
  // The menus and cart of the latest prepare: the shell's first one, then each reload's.
  const [menus, setMenus] = useState<Menu[]>(data.menus);
  useEffect(() => setMenus(data.menus), [data.menus]);
  // SPEC §7: a stop list change (menu_changed on /order, or a reconnect) marks the venue's menus stale
  // (lib/order-socket.ts) and this query runs the shell's prepare again; its result replaces the menus
  // and the cart. A failed refetch keeps what the guest sees; the server still refuses what it stopped.
  // Dropped with the shell (gcTime 0): another shell's session starts from its own prepare.
  const menusKey = [...guestKeys.venueMenus(data.cafe._id), mode, insideCode ?? ""];
  useQuery({
    queryKey: menusKey,
    queryFn: ({ signal }) => (reload ? reload(signal) : Promise.resolve(data)),
    enabled: reload !== undefined,
    initialData: data,
    staleTime: Infinity,
    gcTime: 0,
  });
  useQueryUpdates<SessionData>(reload ? menusKey : null, (fresh) => {
    setMenus(fresh.menus);
    setCart(withKeptCart(fresh.cart));
  });
  useOrderSocket(reload ? { event: "listen_venue", payload: { venue_id: data.cafe._id } } : null);
  useTelemetry(data.cafe._id, mode); // SPEC §7 telemetry: every ordering shell passes venue and mode here
  const value = useMemo<MenuSession>(
    () => ({
      mode,
      cafe: data.cafe,
      currency: data.currency,
      country: data.country,
      // Service menus are for reservations only; the server sends food menus, this keeps it so.
      menus: menus.filter((m) => m.kind === "food"),
      cart,
      isSystemOpen,
      paths: sessionPaths(mode, link, insideCode),
      setCart,
    }),
    [mode, data, menus, cart, isSystemOpen, link, insideCode],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
