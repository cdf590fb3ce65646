import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { renderQrSheet, type Sheet } from "./qr-sheet";

// The QR sheet's own thread (qr-sheet-renderer.ts starts it): pdfkit lays every page out synchronously,
// about a millisecond of CPU per table, so here it holds this thread and never the event loop that
// answers guests. On Linux a thread has its own nice value (setpriority with 0 names the calling thread):
// at nice 10 the event loop's thread gets about nine times this one's share of a contended core, while
// the sheet still finishes on a busy machine (at 19 it starved there). Elsewhere the call is a no-op.
try {
  setPriority(10);
} catch {
  // Not allowed here: the sheet runs at normal priority.
}

export type SheetJob = { id: number; sheet: Sheet };
export type SheetAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

parentPort?.on("message", ({ id, sheet }: SheetJob) => {
  renderQrSheet(sheet).then(
    (pdf) => {
      // The bytes move to the event loop's thread without a copy when they own their memory (a Buffer
      // from the shared small-allocation pool is copied instead).
      const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
      const owned = pdf.byteOffset === 0 && pdf.buffer.byteLength === pdf.byteLength;
      parentPort!.postMessage(
        { id, pdf: bytes } satisfies SheetAnswer,
        owned ? [pdf.buffer as ArrayBuffer] : [],
      );
    },
    (err: unknown) =>
      parentPort!.postMessage({
        id,
        error: err instanceof Error ? err.message : String(err),
      } satisfies SheetAnswer),
  );
});
