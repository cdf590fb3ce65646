import type { FastifyInstance } from "fastify";
import { previewPrepareCall } from "@tablewise/domain/contract/preview";
import { parse } from "../../http/parse";
import type { PreviewService } from "./preview.service";

// SPEC §7 GET /api/preview/{cafe_link}/prepare, with an ETag so a returning guest's unchanged venue,
// menus and cart cost a 304.
export function registerPreviewRoutes(app: FastifyInstance, service: PreviewService) {
  app.get(previewPrepareCall.path, async (request, reply) => {
    const { cafe_link } = parse(previewPrepareCall.params, request.params, "params");
    const { cart_id } = parse(previewPrepareCall.query, request.query, "query");
    const body = await service.prepare(cafe_link, cart_id);
    reply.header("etag", body.etag).header("cache-control", "no-cache");
    if (request.headers["if-none-match"] === body.etag) return reply.code(304).send();
    return reply.type("application/json; charset=utf-8").send(body.json);
  });
}
