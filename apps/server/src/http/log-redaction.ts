import type { FastifyRequest } from "fastify";

// Issue 16.8: ids that grant access (orders, payments, reservations, carts, clients, table tokens and
// codes) must not reach the request log, where anyone reading logs could use them. Path segments after
// such a resource name, and every query value, are replaced; headers are not logged at all.
const secretAfter = new Set([
  "orders",
  "preorders",
  "reservations",
  "payments",
  "cart",
  "profile",
  "inside",
  "pay",
  "outbox",
]);
// Any other segment that looks like a 128-bit random id is redacted too (an id under a name added later).
const secretLooking = /^[A-Za-z0-9_-]{22,}$/;
export const redacted = "[redacted]";

export function redactUrl(url: string): string {
  const at = url.indexOf("?");
  const path = at === -1 ? url : url.slice(0, at);
  const segments = path.split("/");
  const safePath = segments
    .map((segment, i) =>
      (i > 0 && secretAfter.has(segments[i - 1]!) && segment !== "") || secretLooking.test(segment)
        ? redacted
        : segment,
    )
    .join("/");
  if (at === -1) return safePath;
  const query = url
    .slice(at + 1)
    .split("&")
    .map((pair) => `${pair.split("=")[0]}=${redacted}`)
    .join("&");
  return `${safePath}?${query}`;
}

// pino serializers for Fastify's request log: the default fields, the URL redacted, no headers.
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
