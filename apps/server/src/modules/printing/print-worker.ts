import type { FastifyBaseLogger } from "fastify";
import type { ClaimedJob, PrinterRow, PrintQueueRepository } from "./print-queue.repository";
import type { PrinterTransport } from "./printer-transport";
import { renderTestPage, renderTicket } from "./render-escpos";

export type PrintWorkerOptions = {
  repo: PrintQueueRepository;
  transport: PrinterTransport;
  clock: () => Date;
  // Tells the venue's consoles that a station's printers or waiting count changed.
  announce: (venueId: string, stationId: string) => void;
  log?: Pick<FastifyBaseLogger, "warn">;
  // Longer than a send can take (resolve + connect + answer timeouts), so a live send never loses its
  // lease to another process.
  leaseMs?: number;
  batch?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  // Failed sends of a ticket to its main printer before it goes to the station's backup printer.
  failoverAfter?: number;
  // How often an offline main printer gets a ticket again while its backup prints the others.
  probeMainAfterMs?: number;
  // A test page is tried this many times, then marked failed (the printer shows offline).
  testAttempts?: number;
};

type Planned = { job: ClaimedJob; printer: PrinterRow; bytes: Uint8Array };

// Sends due print jobs: per printer in the order they were queued, printers side by side. A job is marked
// printed only after the printer acknowledged it; a failure is retried with backoff (a ticket forever,
// every retryMaxMs at worst, until its printer or the backup takes it); a send that may have reached the
// paper goes again marked COPY.
export function createPrintWorker(options: PrintWorkerOptions) {
  const { repo, transport, clock } = options;
  const leaseMs = options.leaseMs ?? 30_000;
  const retryBaseMs = options.retryBaseMs ?? 1000;
  const retryMaxMs = options.retryMaxMs ?? 30_000;
  const failoverAfter = options.failoverAfter ?? 2;
  const probeMainAfterMs = options.probeMainAfterMs ?? 30_000;
  const testAttempts = options.testAttempts ?? 3;
  const mainTriedAt = new Map<string, number>();

  const retryAt = (failures: number) =>
    new Date(clock().getTime() + Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, failures - 1)));

  function chooseTarget(job: ClaimedJob, all: PrinterRow[]): PrinterRow | null {
    const main = all.find((p) => p.role === "main");
    const backup = all.find((p) => p.role === "backup");
    if (!main || !backup) return main ?? backup ?? null;
    if (main.status === "offline" && backup.status !== "offline") {
      // The backup prints while the main is down; now and then a ticket tries the main again.
      const tried = mainTriedAt.get(main.id) ?? 0;
      if (clock().getTime() - tried < probeMainAfterMs) return backup;
      mainTriedAt.set(main.id, clock().getTime());
      return main;
    }
    const past = job.attempts - failoverAfter;
    return past < 0 || past % 2 === 1 ? main : backup;
  }

  async function plan(job: ClaimedJob): Promise<Planned | string> {
    if (job.kind === "test") {
      const printer = job.printerId ? await repo.printer(job.printerId) : null;
      if (!printer) return "the printer was removed";
      const at = clock().toISOString().slice(0, 16).replace("T", " ");
      return {
        job,
        printer,
        bytes: await renderTestPage({ printerName: printer.name, widthMm: width(printer), at }),
      };
    }
    const ticket = job.ticketId ? await repo.ticket(job.ticketId) : null;
    if (!ticket) return "the ticket is gone";
    const printer = chooseTarget(job, await repo.stationPrinters(job.stationId));
    if (!printer) return "the station has no printer";
    const banner = job.kind === "copy" || job.inDoubt ? "copy" : null;
    return {
      job,
      printer,
      bytes: await renderTicket(ticket, { widthMm: width(printer), banner, timeZone: ticket.timeZone }),
    };
  }

  async function sendAll(planned: Planned[]) {
    let stopped = false;
    for (const p of planned) {
      if (stopped) {
        await repo.release(p.job, retryAt(p.job.attempts + 1));
        continue;
      }
      const outcome = await transport.send({ host: p.printer.host, port: p.printer.port }, p.bytes);
      if (outcome.ok) {
        await repo.printed(p.job, p.printer.id, clock());
        await repo.markPrinter(p.printer.id, { ok: true, at: clock() });
        continue;
      }
      options.log?.warn({ printer: p.printer.id, error: outcome.error }, "print failed");
      const failures = p.job.attempts + 1;
      const givesUp = p.job.kind === "test" && failures >= testAttempts;
      await repo.failed(p.job, {
        error: outcome.error,
        maybePrinted: outcome.maybePrinted,
        retryAt: givesUp ? null : retryAt(failures),
      });
      await repo.markPrinter(p.printer.id, { ok: false, error: outcome.error });
      if (p.printer.role === "main") mainTriedAt.set(p.printer.id, clock().getTime());
      // The rest of this printer's jobs wait with it (they are tried again together, or on the backup).
      stopped = true;
    }
  }

  // One pass: claim what is due and send it. Returns how many jobs it handled.
  async function pass(): Promise<number> {
    const jobs = await repo.claim(clock(), leaseMs, options.batch ?? 20);
    if (!jobs.length) return 0;
    const byPrinter = new Map<string, Planned[]>();
    const touched = new Map<string, string>();
    for (const job of jobs) {
      touched.set(job.stationId, job.venueId);
      const planned = await plan(job);
      if (typeof planned === "string") {
        await repo.failed(job, { error: planned, maybePrinted: false, retryAt: null });
        continue;
      }
      const list = byPrinter.get(planned.printer.id) ?? [];
      list.push(planned);
      byPrinter.set(planned.printer.id, list);
    }
    await Promise.all([...byPrinter.values()].map(sendAll));
    for (const [stationId, venueId] of touched) options.announce(venueId, stationId);
    return jobs.length;
  }

  return {
    pass,
    // Passes until nothing is due (the periodic tick and a fresh enqueue call this).
    async drain() {
      let total = 0;
      for (let n = await pass(); n > 0; n = await pass()) total += n;
      return total;
    },
  };
}
export type PrintWorker = ReturnType<typeof createPrintWorker>;

const width = (p: PrinterRow): 58 | 80 => (p.widthMm === 58 ? 58 : 80);
