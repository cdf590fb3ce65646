import type { FastifyBaseLogger } from "fastify";

// A sweep of due deadlines run at start and then every interval, one pass at a time. The deadlines live
// in the database, so the first pass after a restart does what the stopped process would have done; each
// sweep re-checks every row under its lock, so processes sharing one database sweep safely. A failed
// pass is logged and the next one tries again.
export function periodicSweep(name: string, sweep: () => Promise<unknown>) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = (log: FastifyBaseLogger) => {
    if (running) return running;
    running = sweep()
      .catch((err: unknown) => log.error({ err }, `${name} sweep failed`))
      .finally(() => (running = null));
    return running;
  };
  return {
    // The first pass runs before the app is ready, so work that fell due while it was stopped is done at once.
    async start(intervalMs: number, log: FastifyBaseLogger) {
      await tick(log);
      timer = setInterval(() => void tick(log), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
