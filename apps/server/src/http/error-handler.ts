import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ErrorCode } from "@tablewise/domain/contract/common";
import { HttpError, errorBody } from "./errors";

// Every failure leaves as an envelope (SPEC §7): client mistakes are a 4xx with a clear message, anything
// unexpected is a 500 "internal" that leaks nothing (the details go to the log with the request id).
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

const messageByFastifyCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "Malformed JSON body",
  FST_ERR_CTP_BODY_TOO_LARGE: "Request body is too large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Unsupported content type: send application/json",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "Content-Length does not match the body",
};

type PageFallback = {
  matches: (r: FastifyRequest) => boolean;
  handle: (r: FastifyRequest, reply: FastifyReply) => unknown;
};

export function registerErrorHandling(app: FastifyInstance, pageFallback?: PageFallback) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      const retryAfter = (err.details as { retry_after_s?: unknown } | undefined)?.retry_after_s;
      if (typeof retryAfter === "number") reply.header("retry-after", String(retryAfter));
      return reply.status(err.status).send(errorBody(err.code, err.message, err.details));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = codeByStatus[status] ?? "bad_request";
      return reply.status(status).send(errorBody(code, messageByFastifyCode[err.code] ?? err.message));
    }
    request.log.error({ err }, "unhandled error");
    return reply.status(500).send(errorBody("internal", `Internal error (request ${request.id})`));
  });

  app.setNotFoundHandler((request, reply) => {
    if (pageFallback?.matches(request)) return pageFallback.handle(request, reply);
    return reply
      .status(404)
      .send(errorBody("not_found", `No route ${request.method} ${request.url.split("?")[0]!.slice(0, 200)}`));
  });
}
