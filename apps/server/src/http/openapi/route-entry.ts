import type { z } from "zod";
import type { CallDescriptor, HttpMethod } from "@tablewise/domain/contract/call";

// Who may call a route, as the document's security requirements say it:
// - guest: anyone; the ids in the path and body (a cart, an order, a reservation) are unguessable, so
//   holding one is the permission (SPEC §7).
// - table: an eat-in order's own calls (/orders/{id}/...): the id is not enough, the caller also sends
//   the table's x-access-code or the x-visitor-id that ordered on it (modules/orders/order-access.ts).
// - staff: the venue console's session cookie (with the CSRF header on every change) or the service
//   token (Authorization: Bearer, a POS or another integration; venue-wide by design).
// - staffPublic: the console's sign-in itself.
export type RouteAuth = "guest" | "table" | "staff" | "staffPublic";

// One row of the published route table: a route the server serves and what it takes and answers.
export type ApiRoute = {
  method: HttpMethod;
  path: string;
  // Groups the document's operations (one per area).
  tag: string;
  summary: string;
  auth: RouteAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  // Bodies of another media type than JSON (a photo, a CSV file).
  bodyType?: string;
  // The success answer: the SPEC §7 envelope { success: true, data }, or a file of a media type.
  response?: z.ZodType;
  file?: string;
  // The success status when not 200 (a close-out answers 201).
  status?: number;
};

type Meta = Partial<Omit<ApiRoute, "method" | "path">> & { tag: string };

const wordsOf = (name: string) =>
  name
    .replace(/Call$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();

const authOf = (path: string): RouteAuth => {
  if (path.startsWith("/api/staff/")) return "staff";
  return path.startsWith("/api/superapp/orders/:id") ? "table" : "guest";
};

// The row of a contract call: its schemas as the server parses them, its auth from its path.
export function fromCall(name: string, call: CallDescriptor, meta: Meta): ApiRoute {
  const summary = wordsOf(name);
  return {
    method: call.method,
    path: call.path,
    auth: authOf(call.path),
    summary: summary.charAt(0).toUpperCase() + summary.slice(1),
    ...(call.params ? { params: call.params } : {}),
    ...(call.query ? { query: call.query } : {}),
    ...(call.body ? { body: call.body } : {}),
    ...(call.response ? { response: call.response } : {}),
    ...meta,
  };
}

// Every call a contract module exports (its `...Call` descriptors), so a call added to the contract is
// published unasked: an area file adds a whole module in one line.
export function callsOf(module: Record<string, unknown>, meta: Meta): ApiRoute[] {
  return Object.entries(module)
    .filter(([name, value]) => name.endsWith("Call") && typeof value === "object" && value !== null)
    .map(([name, value]) => fromCall(name, value as CallDescriptor, meta));
}

export const route = (method: HttpMethod, path: string, meta: Meta & { summary: string }): ApiRoute => ({
  method,
  path,
  auth: authOf(path),
  ...meta,
});
