import type { FastifyBaseLogger } from "fastify";
import { webhookEventIdHeader, webhookSignatureHeader } from "@tablewise/domain/contract/webhooks";
import { signWebhook } from "@tablewise/domain/rules/webhook-signature";
import type { ClaimedDelivery, WebhookOutbox } from "./webhook-outbox";
import type { WebhookTransport } from "./webhook-transport";

export type WebhookWorkerOptions = {
  outbox: WebhookOutbox;
  transport: WebhookTransport;
  clock: () => Date;
  log?: Pick<FastifyBaseLogger, "warn">;
  // Longer than a send can take (the transport's 10 s), so a live send keeps its lease.
  leaseMs?: number;
  batch?: number;
  retryBaseMs?: number;
  // The longest wait between two attempts, and how long a delivery is tried before it is given up.
  retryMaxMs?: number;
  giveUpAfterMs?: number;
};

// Sends due deliveries, signed. AT LEAST ONCE: a process that stops between the receiver's 2xx and
// marking the row leaves it leased; when the lease runs out another pass sends it again, with the same
// event id (Tablewise-Event-Id and the body's id) so the receiver can drop the repeat.
export function createWebhookWorker(options: WebhookWorkerOptions) {
  const { outbox, transport, clock } = options;
  const leaseMs = options.leaseMs ?? 30_000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const retryMaxMs = options.retryMaxMs ?? 6 * 3_600_000;
  const giveUpAfterMs = options.giveUpAfterMs ?? 24 * 3_600_000;

  // Exponential: 30 s, 1 min, 2 min ... capped at 6 h; after a day of trying it is failed.
  const retryAt = (job: ClaimedDelivery, failures: number) => {
    const now = clock().getTime();
    const next = now + Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, failures - 1));
    return next - Date.parse(job.payload.created_at) > giveUpAfterMs ? null : new Date(next);
  };

  async function sendOne(job: ClaimedDelivery) {
    if (!job.url || !job.secrets.length) {
      await outbox.failed(job, { status: null, answer: "the endpoint is disabled", retryAt: null });
      return;
    }
    const body = JSON.stringify(job.payload);
    const signature = await signWebhook(body, job.secrets, clock().getTime() / 1000);
    const answer = await transport.post(job.url, body, {
      [webhookSignatureHeader]: signature,
      [webhookEventIdHeader]: job.payload.id,
    });
    if (answer.ok) return outbox.delivered(job, clock(), answer);
    options.log?.warn({ webhook: job.id, status: answer.status }, "webhook delivery failed");
    await outbox.failed(job, {
      status: answer.status,
      answer: answer.answer,
      retryAt: retryAt(job, job.attempts + 1),
    });
  }

  async function pass(): Promise<number> {
    const jobs = await outbox.claim(clock(), leaseMs, options.batch ?? 20);
    await Promise.all(jobs.map(sendOne));
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
export type WebhookWorker = ReturnType<typeof createWebhookWorker>;
