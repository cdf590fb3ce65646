import * as fiscal from "@tablewise/domain/contract/fiscal";
import * as pos from "@tablewise/domain/contract/pos";
import * as webhooks from "@tablewise/domain/contract/webhooks";
import {
  appConfigSchema,
  configResponseSchema,
  healthResponseSchema,
  livenessResponseSchema,
} from "@tablewise/domain/contract/system";
import { callsOf, route, type ApiRoute } from "./route-entry";

// What ties the venue to its other systems: signed webhooks (docs/webhooks.md), fiscal receipts
// (the venue's settings and receipts, and the guest's view of an order's receipts), and the server's
// own health and config. A new integration's contract module is one more line here.
export const integrationRoutes: ApiRoute[] = [
  ...callsOf(webhooks, { tag: "Webhooks" }),
  ...callsOf(fiscal, { tag: "Fiscal receipts" }),
  ...callsOf(pos, { tag: "Point of sale (POS)" }),
  route("GET", "/api/health", {
    tag: "System",
    summary: "Health (the database answers)",
    response: healthResponseSchema,
  }),
  route("GET", "/api/health/ready", {
    tag: "System",
    summary: "Readiness (the database answers and the process is not shutting down; 503 otherwise)",
    response: healthResponseSchema,
  }),
  route("GET", "/api/health/live", {
    tag: "System",
    summary: "Liveness (the process answers; the database is not asked)",
    response: livenessResponseSchema,
  }),
  route("GET", "/api/config", {
    tag: "System",
    summary: `The app's public settings (${Object.keys(appConfigSchema.shape).join(", ")})`,
    response: configResponseSchema,
  }),
];
