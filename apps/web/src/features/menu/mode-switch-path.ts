import type { SessionMode } from "@tablewise/domain/rules/menu-availability";
import { sessionPaths } from "../session/session-paths";

// The header's mode switcher keeps the guest on the page they were on (the same menu,
// product, search, cart, home or orders page of the other mode) instead of dropping them on its lobby.
// Only the ordering modes a guest can switch between (delivery, takeaway, preview) have such pages.
export function modeSwitchPath(
  target: SessionMode,
  link: string,
  routeName: string | undefined,
  params: Readonly<Record<string, string | undefined>>,
): string | null {
  if (target === "inside") return null;
  const paths = sessionPaths(target, link);
  const screen = routeName?.replace(/^(preorder|preview)_/, "") ?? "";
  const { menu_id: menuId, product_id: productId } = params;
  switch (screen) {
    case "menu":
      return menuId ? paths.menu(menuId) : paths.lobby;
    case "product":
      return menuId && productId ? paths.product(menuId, productId) : paths.lobby;
    case "cart":
      return paths.cart;
    case "search":
      return paths.search;
    case "home":
      return paths.home;
    case "orders":
      return paths.orders;
    default:
      return paths.lobby;
  }
}
