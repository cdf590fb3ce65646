// An open-loop load at a fixed rate: calls start on schedule whether or not earlier ones have answered,
// and each latency counts from its scheduled start, so a stalled server cannot hide its queue
// (coordinated omission).
import { percentile } from "./server-process.mjs";

export async function fixedRate({ rate, count, call }) {
  const interval = 1000 / rate;
  const t0 = performance.now() + 50;
  const latencies = [];
  const failures = [];
  const runs = [];
  for (let i = 0; i < count; i++) {
    const due = t0 + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    runs.push(
      call(i).then(
        (ok) => {
          if (ok === true) latencies.push(performance.now() - due);
          else failures.push(ok);
        },
        (err) => failures.push(String(err)),
      ),
    );
  }
  await Promise.all(runs);
  const seconds = (performance.now() - t0) / 1000;
  return {
    sent: count,
    ok: latencies.length,
    failures,
    achievedRate: count / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
  };
}
