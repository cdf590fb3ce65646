import type { FastifyBaseLogger } from "fastify";
import { FiscalError, type FiscalRegister } from "./fiscal-register";
import type { ClaimedReceipt, FiscalQueue } from "./fiscal-queue";

export type FiscalWorkerOptions = {
  queue: FiscalQueue;
  // The venue's register, or null when it names no provider or its secrets are missing.
  registerFor: (venueId: string) => Promise<FiscalRegister | null>;
  clock: () => Date;
  log?: Pick<FastifyBaseLogger, "warn">;
  // Longer than a provider call can take (the adapter's timeout), so a live send keeps its lease.
  leaseMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  // After this many failed tries a receipt waits for a person (the console lists it with Retry).
  maxAttempts?: number;
  // Runs after the provider answered and before the row is marked: tests stop the worker here.
  afterProviderCall?: (job: ClaimedReceipt) => void;
};

// Registers due receipts. Never twice: the receipt id is made when the row is queued and sent on every
// try (with the provider's idempotency header), and the adapter first asks the provider for that id; so a
// process that stops between the provider's answer and marking the row leaves a lease that runs out, and
// the next try finds the receipt already made.
export function createFiscalWorker(options: FiscalWorkerOptions) {
  const { queue, clock } = options;
  const leaseMs = options.leaseMs ?? 60_000;
  const retryBaseMs = options.retryBaseMs ?? 5_000;
  const retryMaxMs = options.retryMaxMs ?? 15 * 60_000;
  const maxAttempts = options.maxAttempts ?? 10;
  const retryAt = (failures: number) =>
    new Date(clock().getTime() + Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, failures - 1)));

  async function sendOne(job: ClaimedReceipt) {
    const register = await options.registerFor(job.venueId);
    if (!register) {
      await queue.failed(job, "the venue names no fiscal provider or its credentials are missing", null);
      return;
    }
    try {
      const session = await register.signIn();
      await session.ensureShift();
      const request = {
        receiptId: job.receiptId,
        goods: job.goods,
        amount: job.amount,
        paymentType: job.paymentType,
      };
      const issued = job.kind === "sale" ? await session.sell(request) : await session.refund(request);
      options.afterProviderCall?.(job);
      if (issued.fiscalCode) {
        await queue.issued(
          job,
          issued.fiscalCode,
          issued.url ?? register.receiptLink(issued.receiptId),
          clock(),
        );
        return;
      }
      // Taken but not yet numbered by the tax service: asked again soon (same id, so nothing new is made).
      await queue.failed(job, "the provider has not numbered the receipt yet", retryAt(1));
    } catch (err) {
      if (!(err instanceof FiscalError)) throw err;
      options.log?.warn({ receipt: job.id, error: err.message }, "fiscal receipt failed");
      const failures = job.attempts + 1;
      await queue.failed(job, err.message, err.retry && failures < maxAttempts ? retryAt(failures) : null);
    }
  }

  async function pass(): Promise<number> {
    const jobs = await queue.claim(clock(), leaseMs, 20);
    // One at a time: one cashier's shift and token per venue, and the provider's rate limits.
    for (const job of jobs) await sendOne(job);
    return jobs.length;
  }

  return {
    pass,
    async drain() {
      let total = 0;
      for (let n = await pass(); n > 0; n = await pass()) total += n;
      return total;
    },
  };
}
export type FiscalWorker = ReturnType<typeof createFiscalWorker>;
