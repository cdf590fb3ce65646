import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { HttpError } from "../../http/errors";
import { extractPdfText } from "../reserve/extract-pdf-text";
import { createQrSheetRenderer, spawnQrSheetWorker, type QrSheetRenderer } from "./qr-sheet-renderer";
import type { Sheet } from "./qr-sheet";

// The QR sheet's thread: the sheet is made there, and whatever becomes of the thread (a crash, an
// exception, a hang) the caller gets a 503 to try again, never a process that dies with it.
const sheet: Sheet = {
  venueName: "Thread bistro",
  origin: "https://order.example.com",
  locale: "en",
  tables: [
    { sectionName: "Hall", tableName: "1", code: "424242", token: "t".repeat(22) } as Sheet["tables"][0],
  ],
};
const thread = (code: string) => () => new Worker(code, { eval: true });
const crashes = thread(`require("node:worker_threads").parentPort.on("message", () => process.exit(3));`);
const throws = thread(
  `require("node:worker_threads").parentPort.on("message", () => { throw new Error("boom"); });`,
);
const hangs = thread(`require("node:worker_threads").parentPort.on("message", () => {});`);

let renderer: QrSheetRenderer | null = null;
afterEach(async () => {
  await renderer?.close();
  renderer = null;
});

const failure = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
};

describe("the QR sheet's thread", () => {
  it("makes the sheet off the event loop: the PDF holds the table", async () => {
    renderer = createQrSheetRenderer();
    const pdf = await renderer.render("v1", sheet);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(extractPdfText(pdf)).toEqual(expect.arrayContaining(["Thread bistro", "424242"]));
  });

  it("answers 503 when the thread dies, and the next sheet starts a new thread that works", async () => {
    const failures: Error[] = [];
    let spawned = 0;
    renderer = createQrSheetRenderer({
      spawn: () => (spawned++ === 0 ? crashes() : spawnQrSheetWorker()),
      onFailure: (err) => failures.push(err),
    });
    const err = await failure(renderer.render("v1", sheet));
    expect([err.status, err.code, err.details]).toEqual([503, "unavailable", { retry_after_s: 10 }]);
    expect(err.message).toMatch(/QR sheet could not be made.*code 3/);
    expect(failures).toHaveLength(1);
    const pdf = await renderer.render("v1", sheet);
    expect(extractPdfText(pdf)).toContain("424242");
    expect(spawned).toBe(2);
  });

  it("answers 503 when the thread throws", async () => {
    renderer = createQrSheetRenderer({ spawn: throws });
    const err = await failure(renderer.render("v1", sheet));
    expect([err.status, err.code]).toEqual([503, "unavailable"]);
  });

  it("stops a thread that takes too long and answers 503", async () => {
    renderer = createQrSheetRenderer({ spawn: hangs, timeoutMs: 200 });
    const err = await failure(renderer.render("v1", sheet));
    expect(err.message).toMatch(/took too long/);
  });

  it("answers a sheet still waiting when the server stops with 503, not silence", async () => {
    renderer = createQrSheetRenderer({ spawn: hangs });
    const outcome = failure(renderer.render("v1", sheet));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await renderer.close();
    expect((await outcome).status).toBe(503);
  });
});
