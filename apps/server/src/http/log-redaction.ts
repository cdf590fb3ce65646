import type { FastifyRequest } from "fastify";

// Ids that grant access (orders, payments, reservations, carts, clients, table tokens and
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

// An error as the log keeps it: its type, code, first line of message and stack frames, bounded. Never
// what a failed query carried (a driver's error lists its parameters after the first line: an uploaded
// image's bytes, a new table's token, a guest's phone), nor the extra fields an error may hold (a request
// body, a row). The database's own messages quote the value they refused ('invalid input syntax for type
// integer: "…"'), so an error with a SQLSTATE code keeps its message only up to the first quote.
const messageMax = 300;
const framesMax = 12;
const sqlState = /^[0-9A-Z]{5}$/;
type LoggedError = { type: string; code?: string; message: string; stack: string; cause?: LoggedError };
function boundedError(value: unknown, depth = 0): LoggedError {
  if (!(value instanceof Error)) return { type: typeof value, message: "(not an Error)", stack: "" };
  const code = (value as { code?: unknown }).code;
  const codeText = typeof code === "string" || typeof code === "number" ? String(code).slice(0, 40) : null;
  let message = value.message.split(/\r?\n/, 1)[0] ?? "";
  if (codeText && sqlState.test(codeText)) message = message.replace(/["'].*$/, '"…');
  if (message.length > messageMax) message = `${message.slice(0, messageMax)}…`;
  const frames = (value.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, framesMax);
  return {
    type: value.name,
    ...(codeText ? { code: codeText } : {}),
    message,
    stack: frames.join("\n"),
    ...(value.cause !== undefined && depth < 2 ? { cause: boundedError(value.cause, depth + 1) } : {}),
  };
}

// pino serializers for Fastify's request log: the default fields, the URL redacted, no headers; errors
// bounded (every `{ err }` any module logs).
export const requestLogSerializers = {
  err: (err: unknown) => boundedError(err),
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
