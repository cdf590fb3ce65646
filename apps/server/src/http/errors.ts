import type { ErrorCode } from "@tablewise/domain/contract/common";
import type { ZodError } from "zod";

// A failure that maps to an envelope and a 4xx/5xx status (SPEC §7, §8).
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, "not_found", `${what} not found`);

export function validationError(where: string, error: ZodError) {
  const fields = error.issues.map((i) => `${[where, ...i.path].join(".")}: ${i.message}`);
  return new HttpError(400, "validation_failed", `Invalid request: ${fields.join("; ")}`, { fields });
}

export const errorBody = (code: string, message: string, details?: unknown) => ({
  success: false as const,
  error: details === undefined ? { code, message } : { code, message, details },
});
