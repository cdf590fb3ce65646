import type { z } from "zod";

// One descriptor per SPEC §7 call, so the server registers the route and the web client builds the URL
// from the same object: method, path (Fastify-style ":name" segments) and the schemas of each part.
export type HttpMethod = "GET" | "POST";
export type CallDescriptor = {
  method: HttpMethod;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  // Absent for calls that answer with a file or a redirect (reservation PDF and calendar invite).
  response?: z.ZodType;
};

export const defineCall = <const C extends CallDescriptor>(call: C): C => call;

// SPEC §7: venue, reservation and guest flows live under /api/superapp; telemetry, cart and preview under /api.
export const superappBase = "/api/superapp";
export const apiBase = "/api";

// The ":name" segments of a path, in order.
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]!);
}

// Fills ":name" segments; every value is URI-encoded so an id can never add a path segment.
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") throw new Error(`missing path param "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
