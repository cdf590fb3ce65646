import http from "node:http";
import https from "node:https";
import net from "node:net";
import { guardedLookup, addressAllowed, type WebhookAddressPolicy } from "./webhook-address";

export type WebhookAnswer =
  { ok: true; status: number; answer: string } | { ok: false; status: number | null; answer: string };

export type WebhookTransport = {
  post(url: string, body: string, headers: Record<string, string>): Promise<WebhookAnswer>;
};

// The receiver's answer kept for the console: its first kilobyte.
export const answerLimit = 1024;

// POSTs one delivery. A 2xx is delivered; anything else (a redirect too: it is not followed, since
// following it would post the signed body to a place the manager never named) is a failed attempt.
// 10 seconds for the whole exchange; the connection's lookup refuses private addresses (webhook-address).
export function createWebhookTransport(
  policy: WebhookAddressPolicy,
  options: { timeoutMs?: number } = {},
): WebhookTransport {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const lookup = guardedLookup(policy);
  return {
    post(raw, body, headers) {
      return new Promise((resolve) => {
        let url: URL;
        try {
          url = new URL(raw);
        } catch {
          resolve({ ok: false, status: null, answer: "not a URL" });
          return;
        }
        const host = url.hostname.replace(/^\[|\]$/g, "");
        // An address literal gets no lookup: checked here.
        if (net.isIP(host) && !addressAllowed(host, policy)) {
          resolve({ ok: false, status: null, answer: "refused: a private or reserved address" });
          return;
        }
        const client = url.protocol === "https:" ? https : http;
        let settled = false;
        const done = (answer: WebhookAnswer) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(answer);
        };
        const req = client.request(
          url,
          {
            method: "POST",
            lookup,
            headers: {
              "content-type": "application/json",
              "content-length": Buffer.byteLength(body),
              "user-agent": "Tablewise-Webhooks/1",
              ...headers,
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            let size = 0;
            res.on("data", (chunk: Buffer) => {
              if (size < answerLimit) chunks.push(chunk);
              size += chunk.length;
              // Enough read for the console; the rest is not waited for.
              if (size >= answerLimit) res.destroy();
            });
            const finish = () => {
              const status = res.statusCode ?? 0;
              const answer = Buffer.concat(chunks).subarray(0, answerLimit).toString("utf8");
              done(
                status >= 200 && status < 300 ? { ok: true, status, answer } : { ok: false, status, answer },
              );
            };
            res.on("end", finish);
            res.on("close", finish);
            res.on("error", finish);
          },
        );
        const timer = setTimeout(() => {
          req.destroy();
          done({ ok: false, status: null, answer: `no answer in ${timeoutMs / 1000} s` });
        }, timeoutMs);
        req.on("error", (err: NodeJS.ErrnoException) => {
          const refused = err.code === "EWEBHOOKADDRESS";
          done({
            ok: false,
            status: null,
            answer: refused ? `refused: ${err.message}` : err.message.slice(0, 300),
          });
        });
        req.end(body);
      });
    },
  };
}
