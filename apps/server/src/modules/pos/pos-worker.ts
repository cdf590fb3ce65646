import type { FastifyBaseLogger } from "fastify";
import { PosError, type PosServiceMode } from "./pos-client";
import type { ClaimedPosJob, PosQueue } from "./pos-queue";
import type { VenuePos } from "./pos-settings";

export type PosWorkerOptions = {
  queue: PosQueue;
  // The venue's POS, or null when it names none or its token is missing.
  posFor: (venueId: string) => Promise<VenuePos | null>;
  // The order's side of a refusal (pos-refusal.ts through the order lifecycle).
  refuse: (job: ClaimedPosJob, message: string) => Promise<void>;
  // The POS's id recorded on our order (the console's order panel shows it).
  recordPosOrder: (job: ClaimedPosJob, posOrderId: string) => Promise<void>;
  clock: () => Date;
  log?: Pick<FastifyBaseLogger, "warn">;
  // Longer than a POS call can take (the adapter's timeout), so a live send keeps its lease.
  leaseMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  maxAttempts?: number;
  // Runs after the POS answered and before the row is marked: tests stop the worker here.
  afterPosCall?: (job: ClaimedPosJob) => void;
};

// Our stored order types: inside (eat-in), preorder (takeaway), delivery.
const serviceModeOf = (orderType: string): PosServiceMode =>
  orderType === "delivery" ? "delivery" : orderType === "inside" ? "table" : "takeaway";

// Sends due orders and additions to the POS. Never twice: the POS has no idempotency key, so the row's
// key is written into the order's comment; a row claimed before (its process may have stopped between
// the POS's answer and marking the row) is first looked up in the POS by that key and only sent when
// the POS does not hold it.
export function createPosWorker(options: PosWorkerOptions) {
  const { queue, clock } = options;
  const leaseMs = options.leaseMs ?? 60_000;
  const retryBaseMs = options.retryBaseMs ?? 5_000;
  const retryMaxMs = options.retryMaxMs ?? 15 * 60_000;
  const maxAttempts = options.maxAttempts ?? 10;
  const retryAt = (failures: number) =>
    new Date(clock().getTime() + Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, failures - 1)));

  async function refuse(job: ClaimedPosJob, message: string) {
    await options.refuse(job, message);
    await queue.refused(job, message);
  }

  async function sendOne(job: ClaimedPosJob) {
    const pos = await options.posFor(job.venueId);
    if (!pos) {
      await queue.failed(job, "the venue names no POS or its token is missing", null);
      return;
    }
    // A product the POS does not know cannot be ordered there: the same as the POS refusing it.
    const unknown = job.lines.find((l) => !pos.productMap[l.product_id]);
    if (unknown) {
      await refuse(job, `${unknown.name} is not linked to a POS product`);
      return;
    }
    try {
      const found = job.claims > 1 ? await pos.client.findOrder(job.id, job.createdAt) : null;
      const made =
        found ??
        (await pos.client.createOrder({
          key: job.id,
          spotId: pos.spotId,
          serviceMode: serviceModeOf(job.orderType),
          posTableId: job.tableCode ? (pos.tableMap[job.tableCode] ?? null) : null,
          comment: job.comment,
          phone: job.phone,
          clientName: job.clientName,
          address: job.address,
          products: job.lines.map((l) => ({
            posProductId: pos.productMap[l.product_id]!,
            count: l.count,
            price: l.price,
          })),
        }));
      options.afterPosCall?.(job);
      await options.recordPosOrder(job, made.posOrderId);
      await queue.sent(job, made.posOrderId, clock());
    } catch (err) {
      if (!(err instanceof PosError)) throw err;
      options.log?.warn({ job: job.id, error: err.message }, "POS send failed");
      if (err.refusal) {
        await refuse(job, err.message);
        return;
      }
      const failures = job.attempts + 1;
      await queue.failed(job, err.message, err.retry && failures < maxAttempts ? retryAt(failures) : null);
    }
  }

  async function pass(): Promise<number> {
    const jobs = await queue.claim(clock(), leaseMs, 20);
    // In order: an order reaches the POS before its additions.
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
export type PosWorker = ReturnType<typeof createPosWorker>;
