import { ConsoleApiError, newIdempotencyKey } from "./console-api";

// One idempotency key per user intent (contract/staff.ts): made on the first click, kept while that intent
// has had no definite answer (a network failure may have reached the server, so the next click sends the
// same key and the server answers what it did instead of refusing a double), dropped once answered.
const pending = new Map<string, string>();

export function keyForIntent(intent: string): string {
  let key = pending.get(intent);
  if (!key) {
    key = newIdempotencyKey();
    pending.set(intent, key);
  }
  return key;
}

export function settleIntent(intent: string, error: unknown): void {
  const unanswered = error instanceof ConsoleApiError && error.status === null;
  if (!unanswered) pending.delete(intent);
}

// Mutations retry on their own only when no answer came (the same key goes along, so nothing doubles).
export const retryUnanswered = (failures: number, error: unknown) =>
  failures < 2 && error instanceof ConsoleApiError && error.status === null;
