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

// A list of 300 bad items would make a 12 KB message (issue 7): the message names the first few
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
