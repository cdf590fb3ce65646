import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { precompressDir } from "./precompress";

const year = "public, max-age=31536000, immutable";

// The built app with history fallback, plus demo media; API routes are never shadowed.
export async function registerStatic(app: FastifyInstance, opts: { webDist: string; mediaDir: string }) {
  const hasApp = existsSync(path.join(opts.webDist, "index.html"));
  if (hasApp) {
    precompressDir(opts.webDist);
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: "/",
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, file) => {
        const isHashed = file.includes(`${path.sep}assets${path.sep}`);
        res.header("Cache-Control", isHashed ? year : "no-cache");
      },
    });
  }
  if (existsSync(opts.mediaDir)) {
    await app.register(fastifyStatic, {
      root: opts.mediaDir,
      prefix: "/media/",
      decorateReply: !hasApp,
      preCompressed: false,
      maxAge: "7d",
    });
  }
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasApp) {
      return reply
        .status(503)
        .type("text/plain; charset=utf-8")
        .send("The web app is not built yet: run `npm run build` (or `npm start`, which builds it).");
    }
    reply.header("Cache-Control", "no-cache");
    return reply.sendFile("index.html", opts.webDist);
  };
}

// History fallback applies to page navigations only: GET/HEAD outside /api, /media and /socket.io.
export function isAppNavigation(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const url = request.url;
  if (/^\/(api|media|socket\.io)(\/|$|\?)/.test(url)) return false;
  if (/\/assets\//.test(url)) return false;
  return true;
}
