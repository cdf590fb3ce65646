import { SmsDeliveryError, type MessageProvider } from "./message-provider";

// Retries with backoff on 5xx and network errors, none on 4xx, bounded so the guest's
// request-code call answers within about 5 s: 3 tries of at most 1.2 s each, 0.3 s and 0.9 s apart.
export type RetryPolicy = { tries: number; delaysMs: number[]; attemptTimeoutMs: number };
export const defaultRetryPolicy: RetryPolicy = { tries: 3, delaysMs: [300, 900], attemptTimeoutMs: 1200 };

// One attempt: the adapter gets an AbortSignal that fires at the attempt's deadline.
export type SendAttempt = (to: string, text: string, signal: AbortSignal) => Promise<void>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// Anything that is not an SmsDeliveryError (a socket reset, a DNS failure, an abort) is a network error:
// worth another try.
const asDeliveryError = (error: unknown, signal: AbortSignal): SmsDeliveryError => {
  if (error instanceof SmsDeliveryError) return error;
  if (signal.aborted) return new SmsDeliveryError("the SMS provider did not answer in time", true);
  const name = error instanceof Error ? error.name : "error";
  return new SmsDeliveryError(`network error talking to the SMS provider (${name})`, true);
};

export function withRetries(attempt: SendAttempt, policy: RetryPolicy = defaultRetryPolicy): MessageProvider {
  return {
    async send(to, text) {
      let last: SmsDeliveryError | null = null;
      for (let i = 0; i < policy.tries; i++) {
        if (i > 0) await sleep(policy.delaysMs[i - 1] ?? policy.delaysMs.at(-1) ?? 0);
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), policy.attemptTimeoutMs);
        try {
          // The race keeps the deadline even when an adapter's client ignores the signal.
          await Promise.race([
            attempt(to, text, controller.signal),
            new Promise<never>((_, reject) =>
              controller.signal.addEventListener("abort", () => reject(new Error("timeout")), {
                once: true,
              }),
            ),
          ]);
          return;
        } catch (error) {
          last = asDeliveryError(error, controller.signal);
          if (!last.retryable) throw last;
        } finally {
          clearTimeout(timer);
        }
      }
      throw last ?? new SmsDeliveryError("the SMS provider was not tried", false);
    },
  };
}
