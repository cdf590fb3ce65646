import { RequestError } from "./api-client";

// SPEC §9: a script chunk that has not loaded in 120 s counts as failed (the error modal offers Reload).
export const chunkTimeoutMs = 120_000;

export function loadChunk<T>(load: () => Promise<T>, timeoutMs = chunkTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new RequestError("chunk_timeout", "Script chunk load timed out")),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
