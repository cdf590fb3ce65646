// The server's event-loop delay, measured inside the server process (preloaded with
// node --import by the benchmarks): SIGUSR2 starts a new histogram, SIGUSR1 writes its figures (ms) to
// LOOP_DELAY_FILE. A background job that holds the loop shows here as the requests' wait would.
import { writeFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
const ms = (ns) => ns / 1e6;
process.on("SIGUSR2", () => histogram.reset());
process.on("SIGUSR1", () => {
  writeFileSync(
    process.env.LOOP_DELAY_FILE,
    JSON.stringify({
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      samples: histogram.count,
    }),
  );
});
