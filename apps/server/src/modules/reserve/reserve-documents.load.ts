import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDocumentsApp } from "../../test/documents-app";
import { reservations } from "../../test/reserve";

// npm run bench:documents (a timing budget, so a benchmark, not a unit test: DEVELOPERS.md standards).
// A reservation's PDF receipt and .ics are rendered once per version and served from memory,
// so 50 clients downloading them in a loop do not stall the server: an unrelated call's p99 stays under
// 100 ms. The server listens on a real port, configured as in production (RATE_LIMIT_DOCUMENT at its
// default); the clients run in a worker thread of their own, so their work does not count against the
// server's event loop. That 50 requests for one fresh receipt cost one rendering is document-cache.test.ts.

// 50 loops downloading the receipt (and every fifth time the invite) until told to stop.
const loadWorker = `
const { parentPort, workerData } = require("node:worker_threads");
let stop = false;
const counts = { ok: 0, limited: 0, other: 0 };
parentPort.on("message", () => { stop = true; });
async function client(i) {
  let n = 0;
  while (!stop) {
    const url = (n++ + i) % 5 === 0 ? workerData.ics : workerData.pdf;
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === 200) counts.ok += 1; else if (res.status === 429) counts.limited += 1; else counts.other += 1;
    } catch { counts.other += 1; }
  }
}
Promise.all(Array.from({ length: workerData.clients }, (_, i) => client(i))).then(() => parentPort.postMessage(counts));
`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function timeHomepage(base: string, samples: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const res = await fetch(`${base}/api/superapp/homepage/demo`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    expect(res.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return times.sort((a, b) => a - b);
}

describe("reservation documents under load", () => {
  let server: Awaited<ReturnType<typeof startDocumentsApp>>;
  beforeAll(async () => {
    server = await startDocumentsApp();
  });
  afterAll(() => server.close());

  // The budget is held at 50 clients; then the load doubles until the unrelated call's p99 passes the
  // budget (or 800 clients), so the run prints where it breaks, not only that 50 passes.
  it("keeps an unrelated call's p99 under 100 ms while 50 clients download receipts, and finds the ceiling", async () => {
    const r = reservations(server.app);
    const held = await r.created("walk-in", { persons_count: 2 });
    await server.app.listen({ port: 0, host: "127.0.0.1" });
    const address = server.app.server.address();
    if (!address || typeof address === "string") throw new Error("no port");
    const base = `http://127.0.0.1:${address.port}`;
    await timeHomepage(base, 20); // warm up: the first calls compile and fill caches
    const quiet = await timeHomepage(base, 100);
    console.log(
      `homepage p50/p99 quiet ${percentile(quiet, 0.5).toFixed(1)}/${percentile(quiet, 0.99).toFixed(1)} ms`,
    );

    async function underLoad(clients: number) {
      const worker = new Worker(loadWorker, {
        eval: true,
        workerData: {
          clients,
          pdf: `${base}/api/superapp/reservations/${held._id}/pdf-receipt`,
          ics: `${base}/api/superapp/reservations/${held._id}/calendar-invite`,
        },
      });
      const done = new Promise<{ ok: number; limited: number; other: number }>((resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
      });
      await new Promise((resolve) => setTimeout(resolve, 300)); // let the clients get going
      const loaded = await timeHomepage(base, 200);
      worker.postMessage("stop");
      const counts = await done;
      await worker.terminate();
      const p99 = percentile(loaded, 0.99);
      console.log(
        `under ${clients} receipt clients: homepage p50/p99 ${percentile(loaded, 0.5).toFixed(1)}/` +
          `${p99.toFixed(1)} ms (${counts.ok} documents served, ${counts.limited} refused by the limit)`,
      );
      return { p99, counts };
    }

    const budget = await underLoad(50);
    // The first 30 in the minute are served (from the cache), the rest refused cheaply by the limit.
    expect(budget.counts.ok).toBe(30);
    expect(budget.counts.limited).toBeGreaterThan(1000);
    expect(budget.counts.other).toBe(0);
    expect(budget.p99).toBeLessThan(100);
    let clients = 100;
    for (; clients <= 800; clients *= 2) if ((await underLoad(clients)).p99 >= 100) break;
    console.log(
      clients <= 800
        ? `ceiling: the homepage p99 passes 100 ms at ${clients} receipt clients from one IP`
        : "ceiling: not reached at 800 receipt clients from one IP",
    );
  }, 120_000);
});
