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

// Served, yet not part of the API an integrator calls.
export const unpublishedRoutes: { method: string; url: string; why: string }[] = [
  { method: "GET", url: "/media/*", why: "static menu photos, linked from the menus' image urls" },
  { method: "GET", url: "/media/:hash([a-f0-9]{32})/:file", why: "uploaded photos, linked from image urls" },
  { method: "GET", url: "/*", why: "the built web app's files and pages (index.html, assets)" },
  { method: "GET", url: "/", why: "the web app's start page" },
  { method: "GET", url: "/console", why: "the venue console's page" },
  { method: "GET", url: "/console/*", why: "the venue console's pages" },
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
