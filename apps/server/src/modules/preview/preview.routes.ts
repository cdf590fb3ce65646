import type { FastifyInstance } from "fastify";
import { previewPrepareCall } from "@tablewise/domain/contract/preview";
import { isNotModified } from "../../http/etag";
import { parse } from "../../http/parse";
import type { PreviewService } from "./preview.service";

// SPEC §7 GET /api/preview/{cafe_link}/prepare. The ETag lets a returning guest's unchanged venue, menus
// and cart cost a 304; no-cache makes the browser ask every time, private keeps the cart id out of
// shared caches. @fastify/compress still compresses the string body.
export function registerPreviewRoutes(app: FastifyInstance, service: PreviewService) {
  app.get(previewPrepareCall.path, async (request, reply) => {
    const { cafe_link } = parse(previewPrepareCall.params, request.params, "params");
    const { cart_id } = parse(previewPrepareCall.query, request.query, "query");
    const prepared = await service.prepare(cafe_link, cart_id);
    reply.header("etag", prepared.etag).header("cache-control", "private, no-cache");
    if (isNotModified(request.headers["if-none-match"], prepared.etag)) return reply.code(304).send();
    return reply.type("application/json; charset=utf-8").send(prepared.render());
  });
}
