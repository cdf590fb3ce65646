import { periodicSweep } from "../../jobs/periodic-sweep";
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

  return { sweep, ...periodicSweep("reservation", sweep) };
}
