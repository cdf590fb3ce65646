import type { FastifyBaseLogger } from "fastify";

// A sweep of due deadlines run at start and then every interval, one pass at a time. The deadlines live
// in the database, so the first pass after a restart does what the stopped process would have done; each
// sweep re-checks every row under its lock, so processes sharing one database sweep safely. A failed
// pass is logged and the next one tries again.
export function periodicSweep(name: string, sweep: () => Promise<unknown>) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let logger: FastifyBaseLogger | null = null;
  // A kick that came while a pass ran: the running pass may have looked before the new work was there.
  let again = false;
  const tick = (log: FastifyBaseLogger): Promise<unknown> => {
    if (running) return running;
    running = sweep()
      .catch((err: unknown) => log.error({ err }, `${name} sweep failed`))
      .finally(() => {
        running = null;
        if (again && logger) {
          again = false;
          void tick(logger);
        }
      });
    return running;
  };
  return {
    // The first pass runs before the app is ready, so work that fell due while it was stopped is done at once.
    async start(intervalMs: number, log: FastifyBaseLogger) {
      logger = log;
      await tick(log);
      timer = setInterval(() => void tick(log), intervalMs);
      timer.unref();
    },
    // New work in this process: a pass now instead of at the next interval (the interval stays the safety
    // net for work made by other processes and for retries that fall due). Nothing before start or after stop.
    kick() {
      if (!logger) return;
      if (running) again = true;
      else void tick(logger);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      logger = null;
      again = false;
      await running;
    },
  };
}
