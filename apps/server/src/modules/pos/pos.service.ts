import type { Db } from "../../db/client";
import type { Sealer } from "../fiscal/index";
import type { KitchenHook, KitchenNews } from "../orders/index";
import { createPosQueue, enqueuePosSends } from "./pos-queue";
import { createPosSettings, type PosterEndpoints } from "./pos-settings";

type Deps = { db: Db; sealer: Sealer; poster: PosterEndpoints; clock: () => Date; wake: () => void };

export function createPosService(deps: Deps) {
  const settings = createPosSettings(deps.db, deps.sealer, deps.poster, deps.clock);
  const queue = createPosQueue(deps.db);
  return {
    settings,
    queue,
    // The order lifecycle's hook, wrapped: an accepted order or addition is queued for the POS in the
    // acceptance's own transaction (after the kitchen's part), so the send exists exactly when the
    // acceptance committed; the worker is woken when the change's news is announced (after commit).
    withPosSends(inner: KitchenHook): KitchenHook {
      const ours = new WeakSet<object>();
      return {
        ...inner,
        async onChange(tx, change) {
          const news = await inner.onChange(tx, change);
          const wrote = await enqueuePosSends(tx, change.before, change.after, change.now);
          if (news || !wrote) return news;
          const mine: KitchenNews = { venueId: change.after.venueId, ticketIds: [] };
          ours.add(mine);
          return mine;
        },
        async announce(news) {
          if (!ours.has(news)) await inner.announce(news);
          deps.wake();
        },
      };
    },
    async retry(venueId: string, id: string) {
      const row = await queue.retry(venueId, id, deps.clock());
      if (row) deps.wake();
      return row;
    },
  };
}
export type PosService = ReturnType<typeof createPosService>;
