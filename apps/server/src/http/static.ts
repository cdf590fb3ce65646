import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { precompressDir } from "./precompress";

const immutable = "public, max-age=31536000, immutable";
const mediaMaxAge = "7d"; // demo images keep their names, so long but not immutable

export type AppPageHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

// The built web app with history fallback, plus the demo media; API routes are never shadowed.
export async function registerStatic(
  app: FastifyInstance,
  opts: { webDist: string; mediaDir: string },
): Promise<AppPageHandler> {
  const hasApp = existsSync(path.join(opts.webDist, "index.html"));
  const hasConsole = existsSync(path.join(opts.webDist, consolePage));
  if (hasApp) {
    try {
      precompressDir(opts.webDist);
    } catch (err) {
      // A read-only dist still works: @fastify/compress then compresses on the fly.
      app.log.warn({ err }, "could not precompress the web app");
    }
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: "/",
      wildcard: false, // one route per built file; everything else reaches the not-found handler
      index: false,
      preCompressed: true,
      setHeaders: (reply, file) => {
        const isHashed = path.relative(opts.webDist, file).startsWith(`assets${path.sep}`);
        reply.header("Cache-Control", isHashed ? immutable : "no-cache");
      },
    });
  }
  if (existsSync(opts.mediaDir)) {
    await app.register(fastifyStatic, {
      root: opts.mediaDir,
      prefix: "/media/",
      decorateReply: !hasApp,
      maxAge: mediaMaxAge,
    });
  }
  return (request, reply) => {
    if (!hasApp) {
      return reply
        .status(503)
        .header("Cache-Control", "no-store")
        .type("text/plain; charset=utf-8")
        .send(
          "The web app is not built yet. Run `npm run build`, then restart the server (`npm start` does both).\n",
        );
    }
    // The venue console is an entry of its own (no guest desktop blocker, its own start); the
    // security headers and CSP are the guest app's, set for every answer (security-headers.ts).
    const page = hasConsole && isConsolePath(request.url) ? consolePage : "index.html";
    return reply.header("Cache-Control", "no-cache").sendFile(page, opts.webDist);
  };
}

const consolePage = "console.html";
// /console and everything under it (its own router's paths), not /consoles or /console-cafe. A venue
// whose link is "console" would be shadowed by the console (the venue import does not reserve it yet).
export function isConsolePath(url: string): boolean {
  return /^\/console(\/|\?|#|$)/.test(url);
}

// History fallback: page navigations only, i.e. GET/HEAD asking for HTML outside /api, /media,
// /socket.io and the hashed assets (a missing asset stays a 404, never an HTML page).
export function isAppNavigation(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (/^\/(api|media|socket\.io|assets)(\/|$|\?)/.test(request.url)) return false;
  return String(request.headers.accept ?? "").includes("text/html");
}
