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

// The server cannot do a piece of heavy work now (a QR sheet, a photo): at its limit, or the work's own
// thread failed. Nothing was done; the same call may be sent again after retry_after_s (the error handler
// also sends it as Retry-After).
export const unavailable = (retryAfterS: number, message: string) =>
  new HttpError(503, "unavailable", message, { retry_after_s: retryAfterS });

// A list of 300 bad items would make a 12 KB message: the message names the first few
// problems, details the first 20, and both say how many more there are.
const shownInMessage = 5;
const shownInDetails = 20;

export function validationError(where: string, error: ZodError) {
  const all = error.issues.map((i) => `${[where, ...i.path].join(".")}: ${i.message}`);
  const more = (shown: number) => (all.length > shown ? `; and ${all.length - shown} more` : "");
  const message = `Invalid request: ${all.slice(0, shownInMessage).join("; ")}${more(shownInMessage)}`;
  const fields = all.slice(0, shownInDetails);
  return new HttpError(400, "validation_failed", message, {
    fields,
    ...(all.length > shownInDetails ? { more: all.length - shownInDetails } : {}),
  });
}

export const errorBody = (code: string, message: string, details?: unknown) => ({
  success: false as const,
  error: details === undefined ? { code, message } : { code, message, details },
});
