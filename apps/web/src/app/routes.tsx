import type { ComponentType } from "react";
import { redirect, type RouteObject } from "react-router";
import { loadChunk } from "../lib/load-chunk";
import {
  buildPath,
  preorderModes,
  routePatterns as P,
  type PreorderMode,
  type RouteName,
} from "../lib/route-paths";
import { HomePage } from "../features/venue/components/home-page";
import { PageLoader } from "../ui/page-loader";
import { RootLayout } from "./root-layout";
import type { RouteHandle } from "./route-handle";
import { RouteError } from "./shells/route-error";
import { RouteUnavailable } from "./shells/route-unavailable";
import type { RedirectTarget } from "./venue-redirects";
import { prefetch } from "../lib/prefetch";
import { readCartId } from "../features/session/cart-id-store";
import { previewPreparePath } from "../features/session/preview-prepare-path";
import { PreorderShell } from "./shells/venue-shells";
import { loadNamespaces, type FeatureNamespace } from "../i18n/setup";

const handle = (name: RouteHandle["name"], extra: Omit<RouteHandle, "name"> = {}): RouteHandle => ({
  name,
  ...extra,
});

// A lazily loaded screen: its chunk and its i18n namespaces arrive together (SPEC §9 chunk time-out).
type ScreenImport = () => Promise<ComponentType>;
const screen = (
  name: RouteName,
  path: string | undefined,
  load: ScreenImport,
  namespaces: readonly FeatureNamespace[],
  extra: Omit<RouteHandle, "name"> = {},
): RouteObject => ({
  ...(path === undefined ? { index: true as const } : { path }),
  handle: handle(name, extra),
  lazy: {
    Component: async () => {
      const [Component] = await Promise.all([loadChunk(load), loadNamespaces(namespaces)]);
      return Component;
    },
  },
});

// The mode-less venue routes redirect into the chosen mode's shell; their code loads only when used.
const modeRedirect = (name: RouteName, path: string, target: RedirectTarget): RouteObject => ({
  path,
  handle: handle(name),
  lazy: { loader: () => import("./venue-redirects").then((m) => m.venueModeRedirect(target)) },
});

const lobbyScreen = () => import("../features/menu/lobby-page").then((m) => m.LobbyPage);
const menuScreen = () => import("../features/menu/menu-page").then((m) => m.MenuPage);
const searchScreen = () => import("../features/menu/search-page").then((m) => m.SearchPage);
const productScreen = () => import("../features/product/product-page").then((m) => m.ProductPage);
const cartScreen = () => import("../features/cart/cart-page").then((m) => m.CartPage);
const insideLobbyScreen = () => import("../features/inside/inside-screens").then((m) => m.InsideLobbyPage);
const insideMenuScreen = () => import("../features/inside/inside-screens").then((m) => m.InsideMenuPage);
const insideCartScreen = () => import("../features/inside/inside-screens").then((m) => m.InsideCartPage);
const insideOrdersScreen = () =>
  import("../features/inside/inside-orders-page").then((m) => m.InsideOrdersPage);
const orderScreen = () => import("../features/inside/bill/order-page").then((m) => m.OrderPage);
const receiptScreen = () => import("../features/inside/pay/receipt-page").then((m) => m.ReceiptPage);
const reserveMenuScreen = () =>
  import("../features/reserve/reserve-menu-page").then((m) => m.ReserveMenuPage);
const serviceScreen = () => import("../features/reserve/service-page").then((m) => m.ServicePage);
const checkoutScreen = () => import("../features/reserve/checkout-page").then((m) => m.CheckoutPage);
const reserveReceiptScreen = () =>
  import("../features/reserve/reserve-receipt-page").then((m) => m.ReserveReceiptPage);
const previewOrdersScreen = () =>
  import("../features/orders/preview-orders-page").then((m) => m.PreviewOrdersPage);

// The delivery/takeaway children with the mode written into the path, so only those two words match.
// Their screens load with the shell's session; the cart brings the phone input and its metadata.
const preorderChildren = (mode: PreorderMode): RouteObject[] => {
  const at = (pattern: string) => pattern.replace(":mode", mode);
  const screens = () => import("../features/preorder/preorder-screens");
  const lobby = () => screens().then((m) => m.PreorderLobbyPage);
  const menu = () => screens().then((m) => m.PreorderMenuPage);
  const cart = () => import("../features/preorder/preorder-cart-page").then((m) => m.PreorderCartPage);
  const receipt = () =>
    import("../features/preorder/receipt/preorder-receipt-page").then((m) => m.PreorderReceiptPage);
  const orders = () => import("../features/preorder/preorder-orders-page").then((m) => m.PreorderOrdersPage);
  const address = () => import("../features/preorder/address/address-page").then((m) => m.AddressPage);
  return [
    screen("preorder_lobby", undefined, lobby, ["menu", "preorder"], { keepAlive: true, navbarTab: "menu" }),
    { path: at(P.preorder_home), Component: HomePage, handle: handle("preorder_home") },
    screen("preorder_menu", at(P.preorder_menu), menu, ["menu", "preorder", "dietary"], { keepAlive: true }),
    screen("preorder_product", at(P.preorder_product), productScreen, ["product", "dietary", "offline"]),
    screen("preorder_cart", at(P.preorder_cart), cart, ["cart", "order", "preorder", "phone", "offline"], {
      keepAlive: true,
    }),
    screen("preorder_receipt", at(P.preorder_receipt), receipt, ["order", "preorder"]),
    screen("preorder_orders", at(P.preorder_orders), orders, ["order", "preorder"], { navbarTab: "orders" }),
    screen("preorder_address", at(P.preorder_address), address, ["preorder"]),
    screen("preorder_search", at(P.preorder_search), searchScreen, ["menu", "dietary"]),
  ];
};

// SPEC §2 route table. Routes starting with a fixed word come first: on equal rank React Router keeps
// definition order, so /offert/a/b never reads as /{cafe_link}/menu/{menu_id}.
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        path: P.cookies,
        handle: handle("cookies"),
        lazy: {
          Component: () =>
            Promise.all([
              loadChunk(() => import("../features/cookies/cookies-page")),
              loadNamespaces(["legal"]),
            ]).then(([m]) => m.CookiesPage),
        },
      },
      {
        path: P.offert,
        handle: handle("offert", { allowDesktop: true }),
        lazy: {
          Component: () =>
            loadChunk(() => import("../features/offert/offert-page")).then((m) => m.OffertPage),
        },
      },
      {
        path: P.new_inside,
        handle: handle("new_inside"),
        loader: ({ params, request }) =>
          redirect(buildPath("lobby", { inside_code: params.code ?? "" }) + new URL(request.url).search),
      },
      {
        path: P.lobby,
        // Like the preview shell: the eat-in code loads with its screens, not with the home page.
        lazy: {
          Component: () => loadChunk(() => import("./shells/inside-shell").then((m) => m.InsideShell)),
        },
        children: [
          screen("lobby", undefined, insideLobbyScreen, ["menu", "order"], {
            keepAlive: true,
            navbarTab: "menu",
          }),
          { path: P.inside_home, Component: HomePage, handle: handle("inside_home") },
          screen("inside_menu", P.inside_menu, insideMenuScreen, ["menu", "order", "dietary"], {
            keepAlive: true,
          }),
          screen("inside_product", P.inside_product, productScreen, ["product", "dietary", "offline"]),
          screen("inside_cart", P.inside_cart, insideCartScreen, ["cart", "order", "offline"], {
            keepAlive: true,
          }),
          screen("order", P.order, orderScreen, ["order"]),
          screen("inside_receipt", P.inside_receipt, receiptScreen, ["order"]),
          screen("orders", P.orders, insideOrdersScreen, ["order"], { navbarTab: "orders" }),
          screen("inside_search", P.inside_search, searchScreen, ["menu", "dietary"]),
        ],
      },
      { path: P.home, Component: HomePage, handle: handle("home") },
      modeRedirect("menu", P.menu, (p) => p.lobby),
      modeRedirect("menu_page", P.menu_page, (p, { menu_id = "" }) => p.menu(menu_id)),
      modeRedirect("product", P.product, (p, { menu_id = "", product_id = "" }) =>
        p.product(menu_id, product_id),
      ),
      modeRedirect("cart", P.cart, (p) => p.cart),
      {
        path: P.venue_order,
        handle: handle("venue_order"),
        lazy: { loader: () => import("./venue-redirects").then((m) => m.venueOrderRedirect()) },
      },
      {
        path: P.receipt,
        handle: handle("receipt"),
        lazy: { loader: () => import("./venue-redirects").then((m) => m.venueReceiptRedirect()) },
      },
      {
        path: P.preview_lobby,
        // The prepare call starts with the route match, beside the shell's and the screen's code.
        loader: ({ params }) => {
          const link = params.cafe_link ?? "";
          prefetch(previewPreparePath(link, readCartId(link, "preview")));
          return null;
        },
        shouldRevalidate: () => false,
        // The ordering shells load with their screens, keeping the home page's bundle small.
        lazy: {
          Component: () => loadChunk(() => import("./shells/preview-shell").then((m) => m.PreviewShell)),
        },
        children: [
          screen("preview_lobby", undefined, lobbyScreen, ["menu", "scan"], {
            keepAlive: true,
            navbarTab: "menu",
          }),
          { path: P.preview_home, Component: HomePage, handle: handle("preview_home") },
          screen("preview_menu", P.preview_menu, menuScreen, ["menu", "dietary"], { keepAlive: true }),
          screen("preview_product", P.preview_product, productScreen, ["product", "dietary", "offline"]),
          screen("preview_cart", P.preview_cart, cartScreen, ["cart", "scan", "offline"], {
            keepAlive: true,
          }),
          screen("preview_orders", P.preview_orders, previewOrdersScreen, [], { navbarTab: "orders" }),
          screen("preview_search", P.preview_search, searchScreen, ["menu", "dietary"]),
        ],
      },
      {
        path: P.reserve,
        // The reservation shell and its screens load only when a guest reserves.
        lazy: {
          Component: () => loadChunk(() => import("./shells/reserve-shell").then((m) => m.ReserveShell)),
        },
        children: [
          {
            index: true,
            handle: handle("reserve"),
            loader: ({ params, request }) =>
              redirect(
                buildPath("reserve_menu", { cafe_link: params.cafe_link ?? "" }) +
                  new URL(request.url).search,
              ),
          },
          screen("reserve_menu", P.reserve_menu, reserveMenuScreen, ["reserve"]),
          screen("reserve_menu_product", P.reserve_menu_product, serviceScreen, ["reserve", "product"]),
          screen("reserve_checkout", P.reserve_checkout, checkoutScreen, ["reserve", "phone"]),
          screen("reserve_receipt", P.reserve_receipt, reserveReceiptScreen, ["reserve"]),
        ],
      },
      ...preorderModes.map<RouteObject>((mode) => ({
        path: P.preorder_lobby.replace(":mode", mode),
        Component: PreorderShell,
        handle: handle("preorder_lobby", { mode }),
        children: preorderChildren(mode),
      })),
      { path: "*", Component: RouteUnavailable, handle: handle("not_found") },
    ],
  },
];
