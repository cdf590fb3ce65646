import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import type { ErrorCode } from "@tablewise/domain/contract/common";
import { HttpError, errorBody, validationError } from "./errors";

// Every failure leaves as an envelope; client mistakes are 4xx with a clear message, never a 5xx.
const codeByStatus: Record<number, ErrorCode> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "too_many_requests",
};

function clientMessage(err: FastifyError): string {
  if (err.code === "FST_ERR_CTP_INVALID_JSON_BODY" || err instanceof SyntaxError) return "Malformed JSON body";
  if (err.code === "FST_ERR_CTP_BODY_TOO_LARGE") return "Request body is too large";
  if (err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") return "Unsupported content type: send application/json";
  if (err.code === "FST_ERR_CTP_EMPTY_JSON_BODY") return "Empty JSON body";
  return err.message;
}

export function registerErrorHandling(
  app: FastifyInstance,
  appFallback?: { matches: (r: FastifyRequest) => boolean; handle: (r: FastifyRequest, reply: FastifyReply) => unknown },
) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const e = err instanceof ZodError ? validationError("request", err) : err;
    if (e instanceof HttpError) return reply.status(e.status).send(errorBody(e.code, e.message, e.details));
    const status = (e as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(codeByStatus[status] ?? "bad_request", clientMessage(e as FastifyError)));
    }
    request.log.error({ err: e }, "unhandled error");
    return reply.status(500).send(errorBody("internal", "Internal error"));
  });

  app.setNotFoundHandler((request, reply) => {
    if (appFallback?.matches(request)) return appFallback.handle(request, reply);
    return reply.status(404).send(errorBody("not_found", `No route ${request.method} ${request.url.split("?")[0]}`));
  });
}
