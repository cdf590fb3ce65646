import { guestRoutes } from "./guest-routes";
import { integrationRoutes } from "./integration-routes";
import { setupRoutes } from "./setup-routes";
import { staffRoutes } from "./staff-routes";
import { docsRoutes } from "./docs-routes";
import type { ApiRoute } from "./route-entry";

// The published route table, one file per area. A route the server serves that is in none of them
// fails the document's coverage test (openapi.test.ts) unless listed below with the reason.
export const apiRoutes: ApiRoute[] = [
  ...guestRoutes,
  ...staffRoutes,
  ...setupRoutes,
  ...integrationRoutes,
  ...docsRoutes,
];

// Outside /api/ the server serves files, not calls: the built web app (one route per built file) and
// the menus' photos under /media/.
export const isApiPath = (url: string) => url.startsWith("/api/");

// Under /api/, served yet not part of the API an integrator calls.
export const unpublishedRoutes: { method: string; url: string; why: string }[] = [
  {
    method: "POST",
    url: "/api/payments/:gateway/webhook",
    why: "called by payment gateways, signed by them",
  },
  // The sandbox gateway's checkout pages: a stand-in for a real gateway's hosted page, not an API.
  { method: "GET", url: "/api/sandbox/gateway.css", why: "the sandbox checkout page's styles" },
  ...(["pay", "reservation"] as const).flatMap((kind) => [
    { method: "GET", url: `/api/sandbox/${kind}/:paymentId`, why: "the sandbox checkout page" },
    { method: "POST", url: `/api/sandbox/${kind}/:paymentId/approve`, why: "the sandbox checkout's form" },
    { method: "POST", url: `/api/sandbox/${kind}/:paymentId/decline`, why: "the sandbox checkout's form" },
  ]),
  {
    method: "GET",
    url: "/api/dev/outbox",
    why: "demo mode only: the SMS codes a demo sends, never in production",
  },
];
