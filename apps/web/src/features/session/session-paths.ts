import type { SessionMode } from "@tablewise/domain/rules/menu-availability";
import { buildPath, type RouteQuery } from "../../lib/route-paths";

// The screens of one ordering shell, so pages link within their own mode without knowing it.
export type SessionPaths = {
  lobby: string;
  home: string;
  cart: string;
  search: string;
  orders: string;
  menu: (menuId: string) => string;
  product: (menuId: string, productId: string) => string;
  // Another mode's lobby for the header mode switcher (SPEC §2), or null when not switchable.
  modeLobby: (mode: SessionMode) => string | null;
};

export function sessionPaths(mode: SessionMode, link: string, insideCode?: string): SessionPaths {
  const modeLobby = (target: SessionMode): string | null => {
    if (target === "preview") return buildPath("preview_lobby", { cafe_link: link });
    if (target === "delivery" || target === "takeaway")
      return buildPath("preorder_lobby", { cafe_link: link, mode: target });
    return null;
  };
  if (mode === "inside") {
    const code = insideCode ?? "";
    return {
      lobby: buildPath("lobby", { inside_code: code }),
      home: buildPath("inside_home", { inside_code: code }),
      cart: buildPath("inside_cart", { inside_code: code }),
      search: buildPath("inside_search", { inside_code: code }),
      orders: buildPath("orders", { inside_code: code }),
      menu: (menu_id) => buildPath("inside_menu", { inside_code: code, menu_id }),
      product: (menu_id, product_id) =>
        buildPath("inside_product", { inside_code: code, menu_id, product_id }),
      modeLobby,
    };
  }
  if (mode === "preview") {
    return {
      lobby: buildPath("preview_lobby", { cafe_link: link }),
      home: buildPath("preview_home", { cafe_link: link }),
      cart: buildPath("preview_cart", { cafe_link: link }),
      search: buildPath("preview_search", { cafe_link: link }),
      orders: buildPath("preview_orders", { cafe_link: link }),
      menu: (menu_id) => buildPath("preview_menu", { cafe_link: link, menu_id }),
      product: (menu_id, product_id) =>
        buildPath("preview_product", { cafe_link: link, menu_id, product_id }),
      modeLobby,
    };
  }
  const p = { cafe_link: link, mode };
  return {
    lobby: buildPath("preorder_lobby", p),
    home: buildPath("preorder_home", p),
    cart: buildPath("preorder_cart", p),
    search: buildPath("preorder_search", p),
    orders: buildPath("preorder_orders", p),
    menu: (menu_id) => buildPath("preorder_menu", { ...p, menu_id }),
    product: (menu_id, product_id) => buildPath("preorder_product", { ...p, menu_id, product_id }),
    modeLobby,
  };
}

export type { RouteQuery };
