import type { z } from "zod";
import { errorEnvelopeSchema } from "@tablewise/domain/contract/common";
import { nextTask } from "./next-task";
import { noteAnswer, noteNetworkFailure } from "./online-status";
import { takePrefetched } from "./prefetch";

// SPEC §9: every call times out after 60 s.
export const requestTimeoutMs = 60_000;
// SPEC §8: the code shown when an error carries none.
export const defaultErrorCode = "-42";

// A failed call: the server's error envelope, a network failure, a time-out or a response that does not
// match the contract. `code` is what the error modal shows.
export class RequestError extends Error {
  readonly code: string;
  readonly status: number | null;
  constructor(code: string, message: string, status: number | null = null) {
    super(message);
    this.name = "RequestError";
    this.code = code;
    this.status = status;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof RequestError && error.code === "not_found";
}

export function errorCodeOf(error: unknown): string {
  return error instanceof RequestError ? error.code : defaultErrorCode;
}

type RequestOptions = {
  signal?: AbortSignal;
  method?: "GET" | "POST";
  body?: unknown;
  // Extra headers, e.g. the table's access code that eat-in order calls carry.
  headers?: Record<string, string>;
};

// Fetches `path` and parses the body with the contract schema. SPEC §7: a response failed unless it
// carries success true; then the error comes from its error field, or an unknown-error message with the path.
export async function request<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  const timeout = AbortSignal.timeout(requestTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    const prefetched = (options.method ?? "GET") === "GET" ? takePrefetched(path) : null;
    response = await (prefetched ??
      fetch(path, {
        method: options.method ?? "GET",
        headers: {
          Accept: "application/json",
          ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        credentials: "omit",
        signal,
      }));
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (timeout.aborted) throw new RequestError("timeout", `Request timed out: ${path}`);
    noteNetworkFailure();
    throw new RequestError("network", `Network error: ${path}`);
  }
  // The worker marks a menu answer it served from its copy (build/offline-cache.ts keptAnswerHeader).
  noteAnswer(response.headers.get("date"), response.headers.has("x-tablewise-kept"));
  const body: unknown = await response.json().catch(() => null);
  // Reading a large answer (a 500-product menu) and checking it against the contract are each tens of
  // milliseconds on a phone: between them the page gets to handle input and paint.
  await nextTask();
  const failure = errorEnvelopeSchema.safeParse(body);
  if (failure.success)
    throw new RequestError(failure.data.error.code, failure.data.error.message, response.status);
  const parsed = schema.safeParse(body);
  if (!response.ok || !parsed.success) {
    const isOkEnvelope =
      typeof body === "object" && body !== null && (body as { success?: unknown }).success === true;
    if (response.ok && isOkEnvelope)
      throw new RequestError("invalid_response", `Unexpected response shape: ${path}`, response.status);
    throw new RequestError(defaultErrorCode, `Unknown error: ${path}`, response.status);
  }
  return parsed.data;
}
