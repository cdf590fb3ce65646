import type { Worker } from "node:worker_threads";
import { unavailable } from "../../http/errors";
import { startWorker } from "../../jobs/start-worker";
import { createWorkQueue, type WorkQueueLimits } from "../../jobs/work-queue";
import type { Sheet } from "./qr-sheet";
import type { SheetAnswer, SheetJob } from "./qr-sheet-worker";

// The QR sheet is made on a thread of its own (qr-sheet-worker.ts): 3,000 pages are seconds of
// synchronous pdfkit work, which on the event loop froze every venue's guests for as long. One sheet at a
// time (a second core stays with the event loop on a small server), a few waiting, one per venue, the
// rest refused with 503 and Retry-After (docs/threat-model.md, "Heavy work").
export const qrSheetLimits: WorkQueueLimits = {
  concurrency: 1,
  maxWaiting: 4,
  perKey: 1,
  retryAfterS: 10,
  what: "QR sheets",
};
// The longest a sheet may take (the largest one allowed is about 5 s of one core; a busy machine is
// slower): past it the thread is stopped and the caller told to try again. Under CONNECTION_TIMEOUT_MS's
// default (60 s), after which an idle socket is closed and the caller would hear nothing.
const renderTimeoutMs = 50_000;
// A thread with nothing to do for this long is stopped: its memory (fonts, the last document's pages)
// goes back; the next sheet starts a new one (about half a second).
const idleMs = 30_000;

export type QrSheetRenderer = {
  render(venueId: string, sheet: Sheet): Promise<Buffer>;
  // Throws the 503 a sheet for this venue would get now (so nothing is read from the database for it).
  ensureRoom(venueId: string): void;
  close(): Promise<void>;
};

export type QrSheetRendererOptions = {
  spawn?: () => Worker;
  timeoutMs?: number;
  onFailure?: (err: Error) => void;
};

// The largest sheet allowed needs about 150 MB; a runaway one stops its thread, not the process.
export const spawnQrSheetWorker = (): Worker =>
  startWorker(import.meta.url, "./qr-sheet-worker", { resourceLimits: { maxOldGenerationSizeMb: 512 } });

type Pending = { resolve: (pdf: Buffer) => void; reject: (err: Error) => void; timer: NodeJS.Timeout };

export function createQrSheetRenderer(options: QrSheetRendererOptions = {}): QrSheetRenderer {
  const spawn = options.spawn ?? spawnQrSheetWorker;
  const timeoutMs = options.timeoutMs ?? renderTimeoutMs;
  const queue = createWorkQueue(qrSheetLimits);
  const pending = new Map<number, Pending>();
  let worker: Worker | null = null;
  let nextId = 1;
  let idle: NodeJS.Timeout | null = null;

  const failed = (why: string) =>
    unavailable(qrSheetLimits.retryAfterS, `The QR sheet could not be made (${why}): try again`);

  // Everything waiting on a thread that is gone fails with a 503; the next sheet starts a new thread.
  function lost(gone: Worker, err: Error) {
    if (worker !== gone) return;
    worker = null;
    for (const [id, p] of pending) {
      clearTimeout(p.timer);
      pending.delete(id);
      p.reject(failed(err.message));
    }
  }

  function current(): Worker {
    if (idle) clearTimeout(idle);
    idle = null;
    if (worker) return worker;
    const w = spawn();
    // The thread never keeps the process alive (a shutdown does not wait for it).
    w.unref();
    w.on("message", (answer: SheetAnswer) => {
      const p = pending.get(answer.id);
      if (!p) return;
      clearTimeout(p.timer);
      pending.delete(answer.id);
      if ("pdf" in answer)
        p.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      else p.reject(failed(answer.error));
      if (pending.size === 0) idle = setTimeout(() => void stop(w), idleMs).unref();
    });
    w.on("error", (err) => {
      options.onFailure?.(err);
      lost(w, err);
    });
    w.on("exit", (code) => {
      if (worker !== w) return; // stopped on purpose (idle, timeout, close)
      const err = new Error(`its thread stopped with code ${code}`);
      options.onFailure?.(err);
      lost(w, err);
    });
    worker = w;
    return w;
  }

  async function stop(w: Worker) {
    if (worker !== w || pending.size > 0) return;
    worker = null;
    await w.terminate();
  }

  function renderOnThread(sheet: Sheet): Promise<Buffer> {
    const w = current();
    const id = nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => {
        options.onFailure?.(new Error(`QR sheet not made in ${timeoutMs} ms: thread stopped`));
        lost(w, new Error("it took too long"));
        void w.terminate();
      }, timeoutMs);
      pending.set(id, { resolve, reject, timer });
      w.postMessage({ id, sheet } satisfies SheetJob);
    });
  }

  return {
    render: (venueId, sheet) => queue.run(venueId, () => renderOnThread(sheet)),
    ensureRoom: (venueId) => queue.ensureRoom(venueId),
    async close() {
      if (idle) clearTimeout(idle);
      const w = worker;
      if (!w) return;
      lost(w, new Error("the server is stopping"));
      await w.terminate();
    },
  };
}
