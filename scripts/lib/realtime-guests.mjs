// bench:realtime's guests, spread over worker threads. One thread decoding every guest's packet would
// queue 2,000 JSON parses behind each other, a delay of the load generator that 2,000 phones, each
// decoding its own, do not have. Guests are dealt out in contiguous blocks, so every thread follows
// all the orders. Arrivals come back as wall-clock times (performance.timeOrigin + performance.now()).
import { Worker } from "node:worker_threads";

const workerFile = new URL("./realtime-guest-worker.mjs", import.meta.url);

// orderOf(g): the order guest g listens to. onArrival(round, at) for each guest's first update of a round.
export async function startGuests({ base, count, threads, orderOf, onArrival }) {
  const workers = [];
  const per = Math.ceil(count / threads);
  for (let start = 0; start < count; start += per) {
    const guests = [];
    for (let g = start; g < Math.min(count, start + per); g++) guests.push(orderOf(g));
    workers.push(new Worker(workerFile, { workerData: { base, guests } }));
  }
  let connected = 0;
  const ready = Promise.all(
    workers.map(
      (w) =>
        new Promise((resolve, reject) => {
          w.on("error", reject);
          w.on("message", (msg) => {
            if (msg.kind === "arrivals")
              for (let i = 0; i < msg.list.length; i += 2) onArrival(msg.list[i], msg.list[i + 1]);
            else if (msg.kind === "connected") {
              connected += msg.count;
              resolve();
            } else if (msg.kind === "failed") reject(new Error(msg.message));
          });
        }),
    ),
  );
  try {
    await ready;
  } catch (err) {
    await Promise.all(workers.map((w) => w.terminate()));
    throw err;
  }
  return {
    connected,
    threads: workers.length,
    async close() {
      await Promise.all(
        workers.map(
          (w) =>
            new Promise((resolve) => {
              w.on("message", (msg) => msg.kind === "closed" && resolve());
              w.postMessage("close");
            }),
        ),
      );
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
