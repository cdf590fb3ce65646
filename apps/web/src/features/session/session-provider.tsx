import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { Cart } from "@tablewise/domain/contract/cart";
import type { Menu } from "@tablewise/domain/contract/menu";
import type { Venue } from "@tablewise/domain/contract/venue";
import type { SessionMode } from "@tablewise/domain/rules/menu-availability";
import { SessionContext, type MenuSession } from "./session-context";
import { sessionPaths } from "./session-paths";
import { useTelemetry } from "../telemetry/use-telemetry";
import { useVenueMenuUpdates } from "./use-venue-menu-updates";

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
  const [cart, setCart] = useState<Cart>(data.cart);
  // The menus and cart of the latest prepare: the shell's first one, then each reload's.
  const [menus, setMenus] = useState<Menu[]>(data.menus);
  useEffect(() => setMenus(data.menus), [data.menus]);
  const reloading = useRef<AbortController | null>(null);
  const refresh = useCallback(() => {
    if (!reload) return;
    reloading.current?.abort();
    const controller = new AbortController();
    reloading.current = controller;
    reload(controller.signal)
      .then((fresh) => {
        if (controller.signal.aborted) return;
        setMenus(fresh.menus);
        setCart(fresh.cart);
      })
      // A failed refetch keeps what the guest sees; the server still refuses what it stopped.
      .catch(() => {});
  }, [reload]);
  useEffect(() => () => reloading.current?.abort(), []);
  useVenueMenuUpdates(reload ? data.cafe._id : null, refresh);
  const link = data.cafe.link;
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
