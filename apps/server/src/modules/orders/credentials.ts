import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { visitorIdSchema } from "@tablewise/domain/contract/common";
import { validationError } from "../../http/errors";
import type { Credentials } from "./order-access";

const headersSchema = z.object({
  "x-access-code": z.string().min(1).max(64).optional(),
  "x-visitor-id": visitorIdSchema.optional(),
});

// The order calls' credentials travel in headers, so the contract's strict bodies stay as they are.
export function credentialsOf(request: FastifyRequest): Credentials {
  const parsed = headersSchema.safeParse(request.headers);
  if (!parsed.success) throw validationError("headers", parsed.error);
  const h = parsed.data;
  return {
    ...(h["x-access-code"] ? { accessCode: h["x-access-code"] } : {}),
    ...(h["x-visitor-id"] ? { visitorId: h["x-visitor-id"] } : {}),
  };
}
