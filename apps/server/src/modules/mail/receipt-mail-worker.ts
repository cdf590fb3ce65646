import type { FastifyBaseLogger } from "fastify";
import type { MailPort } from "./mail-port";
import { buildReceiptContent } from "./receipt-content";
import { renderReceiptHtml, renderReceiptText } from "./receipt-message";
import type { ClaimedMail, ReceiptMailOutbox } from "./receipt-mail-outbox";
import { receiptMailTexts } from "./receipt-mail-texts";
import { renderLabelledPdf } from "../documents/index";

export type ReceiptMailWorkerOptions = {
  outbox: ReceiptMailOutbox;
  mail: MailPort;
  clock: () => Date;
  // The host part of Message-IDs (MAIL_FROM's domain).
  messageIdDomain: string;
  log?: Pick<FastifyBaseLogger, "warn">;
  // Longer than an SMTP send can take (the transport's timeouts), so a live send keeps its lease.
  leaseMs?: number;
  batch?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  // After this many failed sends a message is given up.
  maxAttempts?: number;
};

// The Message-ID of an outbox row: the same on every attempt.
export const messageIdOf = (rowId: string, domain: string) => `<receipt-${rowId}@${domain}>`;

// Sends due receipt mails. SMTP has no idempotency key, so delivery is AT LEAST ONCE in one window only:
// a process that stops after the server's 250 and before the row is marked sent leaves it leased, and
// when the lease runs out the message goes again. Both copies carry the row's Message-ID, which mail
// programs use to show one message. Marking sent is the first thing after the 250, with nothing else
// between, so the window is one UPDATE long. A 5xx answer is final; 4xx and network failures retry
// with backoff.
export function createReceiptMailWorker(options: ReceiptMailWorkerOptions) {
  const { outbox, mail, clock } = options;
  const leaseMs = options.leaseMs ?? 90_000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const retryMaxMs = options.retryMaxMs ?? 30 * 60_000;
  const maxAttempts = options.maxAttempts ?? 8;

  const retryAt = (failures: number) =>
    new Date(clock().getTime() + Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, failures - 1)));

  async function sendOne(job: ClaimedMail) {
    if (!job.recipient || !job.receipt) {
      await outbox.failed(job, { error: "nothing left to send", retryAt: null });
      return;
    }
    const content = buildReceiptContent(job.receipt, job.locale);
    const pdf = await renderLabelledPdf(content);
    const number = job.receipt.order.serial_order_id;
    const outcome = await mail.send({
      to: job.recipient,
      subject: content.subject,
      text: renderReceiptText(content),
      html: renderReceiptHtml(content),
      messageId: messageIdOf(job.id, options.messageIdDomain),
      language: job.locale,
      attachments: [
        {
          filename: `${receiptMailTexts(job.locale).attachment}-${number}.pdf`,
          contentType: "application/pdf",
          content: pdf,
        },
      ],
    });
    if (outcome.ok) return outbox.sent(job, clock());
    options.log?.warn({ mail: job.id, permanent: outcome.permanent }, "receipt mail failed");
    const failures = job.attempts + 1;
    await outbox.failed(job, {
      error: outcome.error,
      retryAt: !outcome.permanent && failures < maxAttempts ? retryAt(failures) : null,
    });
  }

  async function pass(): Promise<number> {
    const jobs = await outbox.claim(clock(), leaseMs, options.batch ?? 10);
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
export type ReceiptMailWorker = ReturnType<typeof createReceiptMailWorker>;
