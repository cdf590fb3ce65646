import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import { periodicSweep } from "../../jobs/periodic-sweep";
import { loadServerSecret } from "../../security/server-secret";
import type { CheckboxEndpoints } from "./fiscal-settings";
import { createFiscalService } from "./fiscal.service";
import { registerFiscalRoutes } from "./fiscal.routes";
import { createFiscalWorker } from "./fiscal-worker";
import { createSealer } from "./sealed-secret";

type Deps = {
  db: Db;
  clock: () => Date;
  secret: string | undefined;
  checkbox: CheckboxEndpoints;
  // The safety poll (an enqueue in this process wakes the worker at once); 0 runs no worker here.
  intervalMs: number;
  retryBaseMs?: number;
};

// Fiscal receipts (docs/fiscal.md): the provider settings, the durable receipt queue and its worker in
// every process (the claim's FOR UPDATE SKIP LOCKED and lease keep two from sending one row together).
export async function registerFiscal(app: FastifyInstance, deps: Deps) {
  const sealer = createSealer(await loadServerSecret(deps.db, deps.secret));
  let kick: () => void = () => {};
  const service = createFiscalService({
    db: deps.db,
    sealer,
    checkbox: deps.checkbox,
    clock: deps.clock,
    wake: () => kick(),
  });
  registerFiscalRoutes(app, service);
  const worker = createFiscalWorker({
    queue: service.queue,
    registerFor: (venueId) => service.settings.registerFor(venueId),
    clock: deps.clock,
    log: app.log,
    retryBaseMs: deps.retryBaseMs,
  });
  if (deps.intervalMs > 0) {
    const job = periodicSweep("fiscal receipts", () => worker.drain());
    kick = () => job.kick();
    app.addHook("onReady", async () => void job.start(deps.intervalMs, app.log));
    app.addHook("preClose", () => job.stop());
  }
  return { ...service, worker };
}
export type FiscalModule = Awaited<ReturnType<typeof registerFiscal>>;

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    // Tests drive fiscal.worker; the day's close-out closes the shift through it.
    fiscal: FiscalModule;
  }
}
