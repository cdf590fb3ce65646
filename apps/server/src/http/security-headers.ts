import type { FastifyInstance } from "fastify";

// A CSP with no inline scripts or styles, nosniff, no framing, a referrer policy, no cookies. Written here
// rather than with helmet: the policy is built per request (the socket's ws:/wss: host), helmet has no
// Permissions-Policy, and socket.io's own answers take the same static headers (realtime/socket.ts).
// React style props and Leaflet set styles through the CSSOM (element.style), which CSP does not govern;
// checked in Chromium: neither needs 'unsafe-inline', so style-src stays 'self' with no style-src-attr.
// Only literal style="..." markup (in index.html or innerHTML strings) would be blocked.

// The tile server's origin for img-src; a {s} subdomain placeholder becomes a wildcard label.
export function tileSource(tileUrl: string): string {
  const url = new URL(tileUrl.replace(/\{s\}/g, "tile-subdomain").replace(/\{[a-z]+\}/gi, "0"));
  const [first, ...rest] = url.host.split(".");
  if (first === "tile-subdomain") return `${url.protocol}//*.${rest.join(".")}`;
  if (url.host.includes("tile-subdomain")) throw new Error("TILE_URL: {s} may only be the first host label");
  return url.origin;
}

const directives = (tileUrl: string, socketSources: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob: ${tileSource(tileUrl)}`,
    "font-src 'self'",
    `connect-src 'self'${socketSources}`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join("; ");

// A Host header we are willing to echo into the policy (name or IP literal, optional port).
const safeHost = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

// socket.io upgrades to a WebSocket on this same host (SPEC §7 realtime); 'self' alone does not cover
// ws:/wss: in every browser still in use, so name them for the requested host.
export function buildCsp(tileUrl: string, host: string | undefined): string {
  const sockets = host && safeHost.test(host) ? ` ws://${host} wss://${host}` : "";
  return directives(tileUrl, sockets);
}

export const staticSecurityHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(self), geolocation=(self), microphone=()",
};

const consoleSessionRoutes = new Set(["/api/staff/session", "/api/staff/session/logout"]);

// HSTS only when HSTS_MAX_AGE is set (the server runs behind HTTPS); a local server speaks
// plain http, where the header would be ignored at best and pin a developer's localhost at worst.
export function registerSecurityHeaders(app: FastifyInstance, tileUrl: string, hstsMaxAge = 0) {
  tileSource(tileUrl); // fail at start-up, not on the first request
  const hsts = hstsMaxAge > 0 ? `max-age=${hstsMaxAge}; includeSubDomains` : null;
  app.addHook("onSend", async (request, reply, payload) => {
    if (hsts) reply.header("Strict-Transport-Security", hsts);
    reply.header("Content-Security-Policy", buildCsp(tileUrl, request.headers.host));
    reply.headers(staticSecurityHeaders);
    reply.header("X-Request-Id", request.id);
    // SPEC §1: the guest app keeps its state in local storage; the server never sets a cookie, except the
    // venue console's session calls (login and logout set and clear its session cookie).
    if (!consoleSessionRoutes.has(request.routeOptions.url ?? "")) reply.removeHeader("Set-Cookie");
    return payload;
  });
}
