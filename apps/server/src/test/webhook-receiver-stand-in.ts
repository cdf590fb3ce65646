import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  webhookEventSchema,
  webhookSignatureHeader,
  type WebhookEvent,
} from "@tablewise/domain/contract/webhooks";
import { verifyWebhookSignature } from "@tablewise/domain/rules/webhook-signature";

// A venue's webhook receiver, as an integrator would write it (docs/webhooks.md): it reads the raw body,
// verifies Tablewise-Signature with the published helper against the secret(s) it holds, and answers
// with the next status a test queued (200 when none). Unverified requests are kept apart.
export type ReceivedWebhook = { event: WebhookEvent; signature: string; verifiedWith: string };

export async function startWebhookReceiverStandIn() {
  const received: ReceivedWebhook[] = [];
  const rejected: { reason: string; body: string }[] = [];
  const secrets: string[] = [];
  const answers: number[] = [];
  let onRequest: (() => Promise<void>) | null = null;
  // The receiver's "now" for the timestamp's tolerance: the test's clock, which the server signs with.
  let clock: () => Date = () => new Date();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      void (async () => {
        const body = Buffer.concat(chunks).toString("utf8");
        const header = req.headers[webhookSignatureHeader.toLowerCase()];
        const signature = typeof header === "string" ? header : "";
        let verifiedWith: string | null = null;
        let reason = "no secret";
        for (const secret of secrets) {
          const check = await verifyWebhookSignature({
            header: signature,
            body,
            secret,
            nowSeconds: Math.floor(clock().getTime() / 1000),
          });
          if (check.ok) {
            verifiedWith = secret;
            break;
          }
          reason = check.reason;
        }
        if (verifiedWith === null) {
          rejected.push({ reason, body });
          res.writeHead(400, { "content-type": "text/plain" }).end(`bad signature: ${reason}`);
          return;
        }
        await onRequest?.();
        const status = answers.shift() ?? 200;
        received.push({ event: webhookEventSchema.parse(JSON.parse(body)), signature, verifiedWith });
        res
          .writeHead(status, { "content-type": "text/plain" })
          .end(status < 300 ? "ok" : `down ${"x".repeat(2000)}`);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    rejected,
    secrets,
    // Statuses the next requests get, in order.
    answers,
    // Runs before each verified request is answered (a test holding the answer back).
    set onRequest(fn: (() => Promise<void>) | null) {
      onRequest = fn;
    },
    set clock(fn: () => Date) {
      clock = fn;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type WebhookReceiverStandIn = Awaited<ReturnType<typeof startWebhookReceiverStandIn>>;
