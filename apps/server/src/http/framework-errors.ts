import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { errorBody } from "./errors";

const messageByCode: Record<string, string> = {
  FST_ERR_BAD_URL: "Malformed URL: a path segment is not valid percent-encoding",
  FST_ERR_MAX_PARAM_LENGTH: "A path segment is too long",
};

// Errors the router raises before any route or error handler runs (a bad %-escape, an over-long path
// segment): without this they leave in Fastify's own shape, not the SPEC §7 envelope.
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send(errorBody("bad_request", messageByCode[error.code] ?? "Malformed request"));
}
