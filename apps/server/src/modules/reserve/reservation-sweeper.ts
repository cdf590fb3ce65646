import type { FastifyBaseLogger } from "fastify";
import type { ReserveRepository } from "./reserve.repository";

type Deps = { repo: ReserveRepository; clock: () => Date };

// Issue 16.5: unpaid reservations past their deadline give their places back. The deadline is a column
// (expires_at), so the first sweep after a restart does what the stopped process would have done; each
// expiry re-checks its row in one guarded UPDATE, so processes sharing one database sweep safely (the
// same shape as orders/order-sweeper.ts).
export function createReservationSweeper({ repo, clock }: Deps) {
  async function sweep(): Promise<number> {
    const now = clock();
    let expired = 0;
    for (const id of await repo.dueExpiry(now)) if (await repo.expire(id, now)) expired += 1;
    return expired;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = (log: FastifyBaseLogger) => {
    if (running) return running;
    running = sweep()
      .catch((err: unknown) => log.error({ err }, "reservation sweep failed"))
      .finally(() => (running = null));
    return running;
  };

  return {
    sweep,
    // The first sweep runs before the app is ready, so holds that ran out while it was stopped end at once.
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
