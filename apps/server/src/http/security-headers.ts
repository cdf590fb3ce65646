import type { FastifyInstance } from "fastify";

// Issue 2: a CSP with no inline scripts, nosniff, frame-ancestors, referrer policy. The app uses no
// cookies (SPEC §1), so none are ever set. React style props need style attributes, nothing else inline.
export function buildCsp(tileUrl: string): string {
  const tileOrigin = new URL(tileUrl.replace(/\{[a-z]\}/g, "0")).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob: ${tileOrigin}`,
    "font-src 'self'",
    "connect-src 'self' ws: wss:",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join("; ");
}

export function registerSecurityHeaders(app: FastifyInstance, tileUrl: string) {
  const csp = buildCsp(tileUrl);
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("Content-Security-Policy", csp);
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
    reply.header("X-Frame-Options", "DENY");
    reply.header("Cross-Origin-Opener-Policy", "same-origin");
    reply.header("Permissions-Policy", "camera=(self), geolocation=(self), microphone=()");
    reply.removeHeader("Set-Cookie");
    return payload;
  });
}
