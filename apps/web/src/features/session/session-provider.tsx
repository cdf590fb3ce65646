import { useMemo, useState, type ReactNode } from "react";
import type { Cart } from "@tablewise/domain/contract/cart";
import type { Menu } from "@tablewise/domain/contract/menu";
import type { Venue } from "@tablewise/domain/contract/venue";
import type { SessionMode } from "@tablewise/domain/rules/menu-availability";
import { SessionContext, type MenuSession } from "./session-context";
import { sessionPaths } from "./session-paths";
import { useTelemetry } from "../telemetry/use-telemetry";

export type SessionData = { cafe: Venue; currency: string; country: string; menus: Menu[]; cart: Cart };

type SessionProviderProps = {
  mode: SessionMode;
  data: SessionData;
  insideCode?: string;
  isSystemOpen?: boolean;
  children: ReactNode;
};

// Holds the live cart of an ordering shell; everything else comes from the shell's prepare call.
export function SessionProvider({
  mode,
  data,
  insideCode,
  isSystemOpen = true,
  children,
}: SessionProviderProps) {
  const [cart, setCart] = useState<Cart>(data.cart);
  const link = data.cafe.link;
  useTelemetry(data.cafe._id, mode); // SPEC §7 telemetry: every ordering shell passes venue and mode here
  const value = useMemo<MenuSession>(
    () => ({
      mode,
      cafe: data.cafe,
      currency: data.currency,
      country: data.country,
      // Service menus are for reservations only (issue 6); the server sends food menus, this keeps it so.
      menus: data.menus.filter((m) => m.kind === "food"),
      cart,
      isSystemOpen,
      paths: sessionPaths(mode, link, insideCode),
      setCart,
    }),
    [mode, data, cart, isSystemOpen, link, insideCode],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
