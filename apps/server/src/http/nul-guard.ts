import type { FastifyInstance } from "fastify";
import { HttpError } from "./errors";

// The path (e.g. ["venueLinkCode"]) of the first key or string holding a NUL character, else null.
export function nulPath(value: unknown, path: readonly string[] = [], depth = 0): string[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? [...path] : null;
  // Bytes (a photo's raw body) are never stored as text, and walked as an object they are one entry per
  // byte: a 10 MB upload held the event loop for seconds.
  if (ArrayBuffer.isView(value)) return null;
  if (depth > 64 || value === null || typeof value !== "object") return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes("\u0000")) return [...path, key.replaceAll("\u0000", "\\0")];
    const found = nulPath(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

// PostgreSQL text and jsonb cannot hold a NUL character: one in a path segment, query or body field
// that reaches a query fails it (a 500). No guest types one, so every route refuses it up front with a
// 400 naming the field, like any other invalid field (found by the property tests in
// apps/server/src/test/property/).
export function registerNulGuard(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    for (const [where, value] of [
      ["params", request.params],
      ["query", request.query],
      ["body", request.body],
    ] as const) {
      const path = nulPath(value);
      if (path) {
        const field = [where, ...path].join(".");
        throw new HttpError(400, "validation_failed", `Invalid request: ${field}: contains a NUL character`, {
          fields: [`${field}: contains a NUL character`],
        });
      }
    }
  });
}
