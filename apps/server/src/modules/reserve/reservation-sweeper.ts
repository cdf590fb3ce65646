import { periodicSweep } from "../../jobs/periodic-sweep";
import type { NotifyStaff } from "../../realtime/order-room";
import type { ReserveRepository } from "./reserve.repository";

type Deps = { repo: ReserveRepository; clock: () => Date; notifyStaff: NotifyStaff };

// Unpaid reservations past their deadline give their places back. The deadline is a column
// (expires_at), so the first sweep after a restart does what the stopped process would have done; each
// expiry re-checks its row in one guarded UPDATE, so processes sharing one database sweep safely (the
// same shape as orders/order-sweeper.ts). The venue's console hears of each expiry.
export function createReservationSweeper({ repo, clock, notifyStaff }: Deps) {
  async function sweep(): Promise<number> {
    const now = clock();
    let expired = 0;
    for (const id of await repo.dueExpiry(now)) {
      const done = await repo.expire(id, now);
      if (!done) continue;
      expired += 1;
      notifyStaff(done.venueId, { kind: "reservation", id, change: "updated", at: now.toISOString() });
    }
    return expired;
  }

  return { sweep, ...periodicSweep("reservation", sweep) };
}
