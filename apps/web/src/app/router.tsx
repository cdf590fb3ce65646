import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_defaultMapRouteProperties as mapRouteProperties,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
} from "react-router";
import { routes } from "./routes";

// History-mode routing (SPEC §2). What createBrowserRouter(routes) does, in two calls: building the
// router (history, route ranking, the first match) and initialize() (the first navigation: lazy route
// code, loaders) run in separate tasks of the start (app/start.tsx), each shorter than one long task on
// a phone (total blocking time). The app renders no server data, so there is no hydration data.
export function createAppRouter() {
  return createRouter({
    history: createBrowserHistory(),
    routes,
    mapRouteProperties,
    hydrationRouteProperties,
  });
}
