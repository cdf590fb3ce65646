// SPEC §2 route table as named path patterns. The router (app/router.tsx) is built from these, and
// screens build links with buildPath, so a path is written down once.
export const preorderModes = ["delivery", "takeaway"] as const;
export type PreorderMode = (typeof preorderModes)[number];

export const routePatterns = {
  cookies: "/cookies",
  offert: "/offert/:cafe_id/:menu_id",
  new_inside: "/new/:code",
  // Eat-in shell. SPEC names lobby, orders, order and inside_cart belong here.
  lobby: "/inside/:inside_code",
  inside_home: "/inside/:inside_code/home",
  inside_menu: "/inside/:inside_code/menu/:menu_id",
  inside_product: "/inside/:inside_code/menu/:menu_id/:product_id",
  inside_cart: "/inside/:inside_code/cart",
  order: "/inside/:inside_code/order",
  inside_receipt: "/inside/:inside_code/receipt/:order_id",
  orders: "/inside/:inside_code/orders",
  inside_search: "/inside/:inside_code/search",
  // Venue pages outside any shell.
  home: "/:cafe_link",
  menu: "/:cafe_link/menu",
  menu_page: "/:cafe_link/menu/:menu_id",
  product: "/:cafe_link/menu/:menu_id/:product_id",
  cart: "/:cafe_link/cart",
  venue_order: "/:cafe_link/order",
  receipt: "/:cafe_link/receipt/:order_id",
  // Preview shell.
  preview_lobby: "/:cafe_link/preview",
  preview_home: "/:cafe_link/preview/home",
  preview_menu: "/:cafe_link/preview/menu/:menu_id",
  preview_product: "/:cafe_link/preview/menu/:menu_id/:product_id",
  preview_cart: "/:cafe_link/preview/cart",
  preview_orders: "/:cafe_link/preview/orders",
  preview_search: "/:cafe_link/preview/search",
  // Reservation shell (query view = grid | list on the menu).
  reserve: "/:cafe_link/reserve",
  reserve_menu: "/:cafe_link/reserve/menu",
  reserve_menu_product: "/:cafe_link/reserve/menu/:product_id",
  reserve_checkout: "/:cafe_link/reserve/checkout",
  reserve_receipt: "/:cafe_link/reserve/receipt/:reservation_id",
  // Delivery / takeaway shell; mode is only "delivery" or "takeaway".
  preorder_lobby: "/:cafe_link/:mode",
  preorder_home: "/:cafe_link/:mode/home",
  preorder_menu: "/:cafe_link/:mode/menu/:menu_id",
  preorder_product: "/:cafe_link/:mode/menu/:menu_id/:product_id",
  preorder_cart: "/:cafe_link/:mode/cart",
  preorder_receipt: "/:cafe_link/:mode/receipt/:order_id",
  preorder_orders: "/:cafe_link/:mode/orders",
  preorder_address: "/:cafe_link/:mode/address",
  preorder_search: "/:cafe_link/:mode/search",
} as const;

export type RouteName = keyof typeof routePatterns;
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type RouteParams<N extends RouteName> = {
  [K in ParamNames<(typeof routePatterns)[N]>]: K extends "mode" ? PreorderMode : string;
};
export type RouteQuery = Record<string, string | number | null | undefined>;

export function isPreorderMode(value: string | undefined): value is PreorderMode {
  return (preorderModes as readonly string[]).includes(value ?? "");
}

// Builds the URL of a named route; throws on a missing parameter or a mode other than delivery/takeaway.
export function buildPath<N extends RouteName>(
  name: N,
  params: RouteParams<N>,
  query: RouteQuery = {},
): string {
  const values = params as Record<string, string | undefined>;
  const path = routePatterns[name].replace(/:([a-z_]+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined || value === "")
      throw new Error(`buildPath(${name}): missing parameter "${key}"`);
    if (key === "mode" && !isPreorderMode(value))
      throw new Error(`buildPath(${name}): mode must be delivery or takeaway`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
