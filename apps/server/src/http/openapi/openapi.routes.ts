import type { FastifyInstance } from "fastify";
import { apiRoutes } from "./api-routes";
import { docsCss, renderDocsPage } from "./docs-page";
import { docsPath, docsStylePath, openApiPath } from "./docs-routes";
import { buildOpenApiDocument } from "./openapi-document";

// The published API: the OpenAPI document and its docs page, public like the contract they come from
// (docs/threat-model.md). Built once, on first request, from the route table (api-routes.ts).
export function registerOpenApi(app: FastifyInstance, opts: { version: string }) {
  let built: { json: string; html: string } | null = null;
  const documents = () => {
    if (!built) {
      const doc = buildOpenApiDocument(apiRoutes, { version: opts.version });
      built = {
        json: JSON.stringify(doc),
        html: renderDocsPage(doc as Parameters<typeof renderDocsPage>[0]),
      };
    }
    return built;
  };
  const cache = "public, max-age=300";
  app.get(openApiPath, async (_request, reply) =>
    reply.header("cache-control", cache).type("application/json; charset=utf-8").send(documents().json),
  );
  app.get(docsPath, async (_request, reply) =>
    reply.header("cache-control", cache).type("text/html; charset=utf-8").send(documents().html),
  );
  app.get(docsStylePath, async (_request, reply) =>
    reply.header("cache-control", cache).type("text/css; charset=utf-8").send(docsCss),
  );
}
