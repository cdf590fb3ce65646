import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { LoginPage } from "../features/session/login-page";
import { BoardPage } from "../features/board/board-page";
import { OrderPanel } from "../features/order/order-panel";
import { StopListPage } from "../features/stop-list/stop-list-page";
import { TablesPage } from "../features/tables/tables-page";
import { DayPage } from "../features/day/day-page";
import { ReservationsPage } from "../features/reservations/reservations-page";
import { HistoryOrderPanel, HistoryPage } from "../features/history/history-page";
import { VenueSettingsPage } from "../features/setup-venue/venue-settings-page";
import { ChangesPage } from "../features/setup-venue/changes-page";
import { StaffPage } from "../features/staff/staff-page";
import { WebhooksPage } from "../features/webhooks/webhooks-page";
import { KitchenSetupPage } from "../features/kitchen/kitchen-setup-page";
import { StationPicker } from "../features/kitchen/station-picker";
import { StationScreen } from "../features/kitchen/station-screen";
import { CounterScreen } from "../features/kitchen/counter-screen";
import { FloorPage } from "../features/floor/floor-page";
import { ConsoleRouteError } from "./route-error";
import { Shell } from "./shell";

// The console's routes: the board, an order over it (a side panel at 1280, a page on narrow
// screens), the stop list, tables and the day. The server serves console.html for /console and below.
export const consoleRoutes: RouteObject[] = [
  { path: "/console/login", element: <LoginPage />, errorElement: <ConsoleRouteError /> },
  {
    path: "/console",
    element: <Shell />,
    errorElement: <ConsoleRouteError />,
    children: [
      { path: "", element: <BoardPage />, children: [{ path: "orders/:id", element: <OrderPanel /> }] },
      { path: "stop-list", element: <StopListPage /> },
      { path: "tables", element: <TablesPage /> },
      { path: "day", element: <DayPage /> },
      // A day's reservations, their cancel and move (managers and waiters).
      { path: "reservations", element: <ReservationsPage /> },
      // Every order, found again once it has left the board (managers and waiters).
      {
        path: "history",
        element: <HistoryPage />,
        children: [{ path: "orders/:id", element: <HistoryOrderPanel /> }],
      },
      { path: "setup/venue", element: <VenueSettingsPage /> },
      { path: "setup/changes", element: <ChangesPage /> },
      // The venue's people (managers only; the screen and the API check the role too).
      { path: "staff", element: <StaffPage /> },
      // Signed webhooks to the venue's other systems (managers only; the screen and the API check the role).
      { path: "setup/webhooks", element: <WebhooksPage /> },
      // Kitchen and bar: a station's screen (the kitchen lands on it), the counter screen for a TV, and
      // the stations' setup (managers only; the screen and the API check the role too).
      { path: "kitchen", element: <StationPicker /> },
      { path: "kitchen/:stationId", element: <StationScreen /> },
      { path: "counter", element: <CounterScreen /> },
      { path: "setup/kitchen", element: <KitchenSetupPage /> },
      // "My tables", the waiter's phone view and the web app's start (waiters and managers).
      { path: "floor", element: <FloorPage /> },
      // The menu setup, loaded with its route (managers only; the screens check the role too).
      {
        path: "setup/menu",
        lazy: () => import("../features/setup-menu/routes").then((m) => m.menuEditorRoute),
      },
      {
        path: "setup/menu/products/new",
        lazy: () => import("../features/setup-menu/routes").then((m) => m.productRoute),
      },
      {
        path: "setup/menu/products/:id",
        lazy: () => import("../features/setup-menu/routes").then((m) => m.productRoute),
      },
      {
        path: "setup/menu/translations",
        lazy: () => import("../features/setup-menu/routes").then((m) => m.translationsRoute),
      },
      { path: "*", element: <Navigate to="/console" replace /> },
    ],
  },
  { path: "*", element: <Navigate to="/console" replace /> },
];

export const createConsoleRouter = () => createBrowserRouter(consoleRoutes);
