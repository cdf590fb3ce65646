import { createBrowserRouter } from "react-router";
import { routes } from "./routes";

// History-mode routing (SPEC §2).
export function createAppRouter() {
  return createBrowserRouter(routes);
}
