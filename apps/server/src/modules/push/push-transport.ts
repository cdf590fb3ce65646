import webpush from "web-push";
import type { VapidKeys } from "./vapid-keys";

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushOutcome = { ok: true } | { ok: false; status: number | null; error: string };

// web-push encrypts (RFC 8291, aes128gcm) and signs (RFC 8292, VAPID) the request; the request itself is
// sent here with fetch so it has a hard timeout and can reach the loopback stand-in over plain http in
// tests (web-push's own sender speaks https only).
export function createPushTransport(keys: VapidKeys, options: { timeoutMs?: number } = {}) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async send(
      target: PushTarget,
      payload: string,
      headers: { ttlSeconds: number; topic: string },
    ): Promise<PushOutcome> {
      let details: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        details = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            TTL: headers.ttlSeconds,
            urgency: "high",
            topic: headers.topic,
            contentEncoding: "aes128gcm",
          },
        );
      } catch (error) {
        // A subscription whose keys do not make a valid P-256 point: it can never be sent to.
        return { ok: false, status: 410, error: `cannot encrypt: ${(error as Error).message}` };
      }
      try {
        const answer = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body as Buffer | null,
          signal: AbortSignal.timeout(timeoutMs),
          redirect: "error",
        });
        await answer.arrayBuffer().catch(() => undefined);
        if (answer.status >= 200 && answer.status < 300) return { ok: true };
        return { ok: false, status: answer.status, error: `push service answered ${answer.status}` };
      } catch (error) {
        return { ok: false, status: null, error: (error as Error).message };
      }
    },
  };
}
export type PushTransport = ReturnType<typeof createPushTransport>;
