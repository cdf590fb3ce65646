import type { FastifyInstance } from "fastify";
import type { GuestFiscalReceipt } from "@tablewise/domain/contract/fiscal";
import type { Venue } from "@tablewise/domain/contract/venue";
import type { Db } from "../../db/client";
import type { MailPort } from "./mail-port";
import { createReceiptMailOutbox } from "./receipt-mail-outbox";
import { createReceiptMailWorker, type ReceiptMailWorker } from "./receipt-mail-worker";
import { registerReceiptMailRoutes, type ReceiptReaders } from "./receipt-mail.routes";
import { createReceiptMailService } from "./receipt-mail.service";
import { createSmtpTransport } from "./smtp-transport";

type Deps = ReceiptReaders & {
  db: Db;
  clock: () => Date;
  // SMTP_URL and MAIL_FROM; without them the feature is off (no field on the receipt, the calls 404).
  smtp: { url?: string; from?: string };
  findVenue: (id: string) => Promise<Venue | null>;
  fiscalReceipts?: (orderId: string) => Promise<GuestFiscalReceipt[]>;
  // The slow safety poll (a queue call in this process wakes the worker at once; rows of another
  // process, or due for a retry, are found by the poll). 0 runs no worker in this process.
  intervalMs: number;
  retryBaseMs?: number;
  leaseMs?: number;
  // A test's own port instead of SMTP.
  mail?: MailPort;
};

// The sender's domain names the Message-IDs (RFC 5322 §3.6.4: unique left part, a domain we own).
const domainOf = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "tablewise.invalid";

// Receipts by e-mail: the routes, the durable outbox and its worker (every process runs one; the claim's
// FOR UPDATE SKIP LOCKED and lease keep two from sending one row together).
export function registerReceiptMail(app: FastifyInstance, deps: Deps) {
  const configured = Boolean(deps.mail ?? (deps.smtp.url && deps.smtp.from));
  let worker: ReceiptMailWorker | null = null;
  if (configured) {
    worker = createReceiptMailWorker({
      outbox: createReceiptMailOutbox(deps.db),
      mail: deps.mail ?? createSmtpTransport({ url: deps.smtp.url!, from: deps.smtp.from! }),
      clock: deps.clock,
      messageIdDomain: domainOf(deps.smtp.from ?? ""),
      log: app.log,
      retryBaseMs: deps.retryBaseMs,
      leaseMs: deps.leaseMs,
    });
  }
  const activeWorker = worker;

  // One drain at a time; a wake during a drain runs one more after it.
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = !activeWorker || deps.intervalMs <= 0;
  const wake = (): Promise<void> => {
    if (stopped || !activeWorker) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await activeWorker
          .drain()
          .catch((err: unknown) => app.log.error({ err }, "receipt mail drain failed"));
      } while (again && !stopped);
    })().finally(() => (running = null));
    return running;
  };
  let timer: NodeJS.Timeout | null = null;
  if (!stopped) {
    app.addHook("onReady", async () => {
      void wake();
      timer = setInterval(() => void wake(), deps.intervalMs);
      timer.unref();
    });
    app.addHook("preClose", async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    });
  }

  const service = configured
    ? createReceiptMailService({
        outbox: createReceiptMailOutbox(deps.db),
        findVenue: deps.findVenue,
        fiscalReceipts: deps.fiscalReceipts,
        clock: deps.clock,
        wake: () => void wake(),
      })
    : null;
  registerReceiptMailRoutes(app, service, deps);
  return { worker: activeWorker, available: configured };
}
export type ReceiptMailModule = ReturnType<typeof registerReceiptMail>;

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    // Tests drive receiptMail.worker.
    receiptMail: ReceiptMailModule;
  }
}
