import type { z } from "zod";
import { errorEnvelopeSchema } from "@tablewise/domain/contract/common";
import { consoleCsrfHeader, idempotencyKeyHeader } from "@tablewise/domain/contract/staff";

// The console's calls: the staff session cookie goes along (same origin only), every call that changes
// something carries the CSRF header (contract/staff.ts consoleCsrfHeader), and an action carries the
// idempotency key of the user's intent. A 401 anywhere sends the console to its login.
export class ConsoleApiError extends Error {
  readonly code: string;
  readonly status: number | null;
  // The envelope's details (a 409's reason and current_version, a 400's field paths).
  readonly details: unknown;
  constructor(code: string, message: string, status: number | null, details?: unknown) {
    super(message);
    this.name = "ConsoleApiError";
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

export const isUnauthorized = (error: unknown) => error instanceof ConsoleApiError && error.status === 401;

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();
// The shell listens once and navigates to the login; a module-level seam keeps fetch free of React.
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export type ConsoleRequestOptions = {
  method?: "GET" | "POST";
  body?: unknown;
  // A body sent as it is (a CSV text, a photo's bytes) with this Content-Type, instead of JSON.
  contentType?: string;
  idempotencyKey?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
};

const defaultTimeoutMs = 30_000;

export async function consoleRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options: ConsoleRequestOptions = {},
): Promise<z.infer<S>> {
  const method = options.method ?? "GET";
  const headers: Record<string, string> = { Accept: "application/json" };
  if (method !== "GET") headers[consoleCsrfHeader] = "1";
  const raw =
    (typeof options.body === "string" || options.body instanceof Blob) && options.contentType
      ? options.body
      : null;
  if (options.body !== undefined) headers["Content-Type"] = options.contentType ?? "application/json";
  if (options.idempotencyKey) headers[idempotencyKeyHeader] = options.idempotencyKey;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? defaultTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      credentials: "same-origin",
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ConsoleApiError(timeout.aborted ? "timeout" : "network", `Network error: ${path}`, null);
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 401) for (const listener of unauthorizedListeners) listener();
  const failure = errorEnvelopeSchema.safeParse(body);
  if (failure.success)
    throw new ConsoleApiError(
      failure.data.error.code,
      failure.data.error.message,
      response.status,
      failure.data.error.details,
    );
  const parsed = schema.safeParse(body);
  if (!response.ok || !parsed.success)
    throw new ConsoleApiError("invalid_response", `Unexpected response: ${path}`, response.status);
  return parsed.data;
}

// A file's raw bytes (photos: contract/setup.ts imageUploadPath), with the CSRF header and time
// for a slow phone connection. Answers that are not the envelope (a proxy's 413 page) still become a
// ConsoleApiError with the status.
export const consoleUpload = <S extends z.ZodType>(
  path: string,
  schema: S,
  file: Blob,
  signal?: AbortSignal,
) =>
  consoleRequest(path, schema, {
    method: "POST",
    body: file,
    contentType: file.type || "application/octet-stream",
    signal,
    timeoutMs: 120_000,
  });

// One key per user intent (a click), kept across that intent's retries (contract/staff.ts: 8..128
// url-safe characters).
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
