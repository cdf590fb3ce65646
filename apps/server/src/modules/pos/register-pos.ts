import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { BoardHint } from "@tablewise/domain/contract/staff";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema/index";
import { periodicSweep } from "../../jobs/periodic-sweep";
import { loadServerSecret } from "../../security/server-secret";
import { createSealer } from "../fiscal/index";
import type { OrderLifecycle } from "../orders/index";
import type { PosterEndpoints } from "./pos-settings";
import { posRefusal } from "./pos-refusal";
import { createPosService } from "./pos.service";
import { registerPosRoutes } from "./pos.routes";
import { createPosWorker } from "./pos-worker";
import { createPosMenuSync } from "./pos-menu-sync";

type Deps = {
  db: Db;
  clock: () => Date;
  secret: string | undefined;
  poster: PosterEndpoints;
  // The order lifecycle (registered after this module): a refusal cancels the order through it.
  lifecycle: () => OrderLifecycle;
  // The safety poll (an acceptance in this process wakes the worker at once); 0 runs no worker here.
  intervalMs: number;
  retryBaseMs?: number;
  // The periodic menu sync of every venue on Poster; 0: none in this process (the button still works).
  menuSyncIntervalMs: number;
  notifyStaff: (venueId: string, hint: BoardHint) => void;
  menuChanged: (venueId: string, at: Date) => void;
};

// The venue's POS (docs/pos.md): its settings, the durable send queue and its worker in every process
// (the claim's FOR UPDATE SKIP LOCKED and lease keep two from sending one row together).
export async function registerPos(app: FastifyInstance, deps: Deps) {
  const sealer = createSealer(await loadServerSecret(deps.db, deps.secret), "tablewise pos credentials");
  let kick: () => void = () => {};
  const service = createPosService({
    db: deps.db,
    sealer,
    poster: deps.poster,
    clock: deps.clock,
    wake: () => kick(),
  });
  const menuSync = createPosMenuSync({
    db: deps.db,
    settings: service.settings,
    clock: deps.clock,
    notifyStaff: deps.notifyStaff,
    menuChanged: deps.menuChanged,
  });
  registerPosRoutes(app, service, menuSync);
  const worker = createPosWorker({
    queue: service.queue,
    posFor: (venueId) => service.settings.posFor(venueId),
    async refuse(job, message) {
      // Applied, recorded in the audit list and pushed to the guest and the venue (SPEC §8).
      await deps.lifecycle().apply(job.orderId, posRefusal(job, message), "pos_refused");
    },
    async recordPosOrder(job, posOrderId) {
      if (job.kind !== "order") return;
      await deps.db.update(orders).set({ posOrderId }).where(eq(orders.id, job.orderId));
    },
    clock: deps.clock,
    log: app.log,
    retryBaseMs: deps.retryBaseMs,
  });
  if (deps.intervalMs > 0) {
    const job = periodicSweep("pos sends", () => worker.drain());
    kick = () => job.kick();
    app.addHook("onReady", async () => void job.start(deps.intervalMs, app.log));
    app.addHook("preClose", () => job.stop());
  }
  if (deps.menuSyncIntervalMs > 0) {
    // Every process may run it: the lease on each venue's settings row lets one sync a venue at a time,
    // the others skip it. One venue's failure is recorded on its row and does not stop the pass.
    const job = periodicSweep("pos menu sync", async () => {
      for (const venueId of await menuSync.venues())
        await menuSync.sync(venueId, { kind: "service", name: "service" }).catch((err: unknown) => {
          app.log.warn({ err, venueId }, "POS menu sync failed");
        });
    });
    app.addHook("onReady", async () => void job.start(deps.menuSyncIntervalMs, app.log));
    app.addHook("preClose", () => job.stop());
  }
  return { ...service, worker, menuSync };
}
export type PosModule = Awaited<ReturnType<typeof registerPos>>;

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    // Tests drive pos.worker.
    pos: PosModule;
  }
}
