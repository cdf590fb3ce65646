import type { FastifyInstance } from "fastify";

// The API speaks JSON only. A text/plain or form body is a 415, not a string handed to a handler; an
// empty body sent with a JSON content type (many fetch wrappers always set it) counts as no body.
export function registerBodyParsers(app: FastifyInstance) {
  app.removeContentTypeParser("text/plain");
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text === "") return done(null, undefined);
    return parseJson(request, text, done);
  });
}
