import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { PushPayload } from "@tablewise/domain/contract/floor";
import type { ClaimedPush, PushOutbox } from "./push-outbox";
import { renderPushTexts } from "./push-texts";
import type { PushTransport } from "./push-transport";

export type PushWorkerOptions = {
  outbox: PushOutbox;
  transport: PushTransport;
  clock: () => Date;
  log?: Pick<FastifyBaseLogger, "warn">;
  // Longer than a send can take (the transport's timeout), so a live send keeps its lease.
  leaseMs?: number;
  batch?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  // After this many failed sends a message is given up (the alert is still on the floor screen).
  maxAttempts?: number;
  // How long the push service keeps a message for a phone that is off (RFC 8030 TTL): an alert older
  // than this is not worth ringing a phone for.
  ttlSeconds?: number;
};

// The console page the notification opens: the order when there is one, else the floor with the alert.
export const alertUrl = (job: Pick<ClaimedPush, "alertId" | "alert">) =>
  job.alert.order_id
    ? `/console/orders/${encodeURIComponent(job.alert.order_id)}`
    : `/console/floor?alert=${encodeURIComponent(job.alertId)}`;

// RFC 8030 Topic: at most 32 URL-safe base64 characters, so an alert id of any length is hashed to one; a
// newer message with the same topic replaces an older undelivered one on the push service.
export const topicOf = (alertId: string) =>
  createHash("sha256").update(alertId).digest("base64url").slice(0, 32);

// Sends due outbox rows. Delivery is AT LEAST ONCE: a process that stops between the push service's 201
// and marking the row sent leaves it leased; when the lease runs out another pass sends it again, so a
// phone may receive the same (alert, phase) twice in that window. The message's Topic (here) and the
// notification's tag (the service worker uses the alert id) make the phone show it once.
export function createPushWorker(options: PushWorkerOptions) {
  const { outbox, transport, clock } = options;
  const leaseMs = options.leaseMs ?? 30_000;
  const retryBaseMs = options.retryBaseMs ?? 1000;
  const retryMaxMs = options.retryMaxMs ?? 60_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const ttlSeconds = options.ttlSeconds ?? 15 * 60;
  const currencies = new Map<string, string>();

  const retryAt = (failures: number) =>
    new Date(clock().getTime() + Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, failures - 1)));

  async function currencyOf(venueId: string) {
    let currency = currencies.get(venueId);
    if (currency === undefined) {
      currency = await outbox.currencyOf(venueId);
      currencies.set(venueId, currency);
    }
    return currency;
  }

  async function sendOne(job: ClaimedPush) {
    const sub = job.subscription;
    if (!sub) {
      await outbox.failed(job, { error: "the session ended or the person was disabled", retryAt: null });
      return;
    }
    const currency = await currencyOf(job.venueId);
    const texts = renderPushTexts({
      locale: sub.locale,
      kind: job.alert.kind,
      tableLabel: job.alert.table_label,
      serial: job.alert.serial,
      amount: job.alert.amount,
      currency,
      escalatedAfterMin: job.alert.escalated_after_min,
    });
    const payload: PushPayload = {
      alert_id: job.alertId,
      kind: job.alert.kind,
      escalated: job.phase === "escalated",
      table_label: job.alert.table_label,
      serial: job.alert.serial,
      amount: job.alert.amount,
      currency,
      locale: sub.locale,
      title: texts.title,
      body: texts.body,
      url: alertUrl(job),
    };
    const outcome = await transport.send(sub, JSON.stringify(payload), {
      ttlSeconds,
      topic: topicOf(job.alertId),
    });
    if (outcome.ok) return outbox.sent(job, clock());
    if (outcome.status === 404 || outcome.status === 410) {
      // RFC 8030 §7.3: the subscription expired or was unsubscribed; it will never take a message again.
      await outbox.dropSubscription(sub.id);
      return;
    }
    options.log?.warn({ push: job.id, status: outcome.status, error: outcome.error }, "push failed");
    // 429, 5xx and network failures are the push service's trouble: try again later. Other 4xx (a
    // malformed request, a payload too large) would fail the same way again.
    const retryable = outcome.status === null || outcome.status === 429 || outcome.status >= 500;
    const failures = job.attempts + 1;
    await outbox.failed(job, {
      error: outcome.error,
      retryAt: retryable && failures < maxAttempts ? retryAt(failures) : null,
    });
  }

  async function pass(): Promise<number> {
    const jobs = await outbox.claim(clock(), leaseMs, options.batch ?? 50);
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
export type PushWorker = ReturnType<typeof createPushWorker>;
