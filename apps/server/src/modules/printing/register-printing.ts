import type { FastifyInstance } from "fastify";
import { kitchenPrinterEvent } from "@tablewise/domain/contract/printers";
import type { Db } from "../../db/client";
import { periodicSweep } from "../../jobs/periodic-sweep";
import type { Realtime } from "../../realtime/socket";
import { venueRoom } from "../../realtime/staff-namespace";
import { createPrintQueueRepository } from "./print-queue.repository";
import type { PrintWake } from "./print-wake";
import { createPrintWorker } from "./print-worker";
import { printerNetworkPolicy } from "./printer-network";
import { createTcpTransport, type PrinterTransport } from "./printer-transport";
import { registerPrintersRoutes } from "./printers.routes";
import { createPrintersService } from "./printers.service";

type Deps = {
  db: Db;
  realtime: Realtime;
  clock: () => Date;
  // PRINTER_NETWORKS / PRINTER_PORTS (printer-network.ts has the defaults: the private LAN, 9100-9199).
  networks?: string;
  ports?: string;
  // How often the print worker looks for due jobs without a wake (the safety poll); 0 runs none here.
  intervalMs: number;
  // Rung after a print job is committed in this process (a ticket made, a reprint, a test page).
  wake: PrintWake;
  // A test's own transport (a recorder, or a printer that fails on cue).
  transport?: PrinterTransport;
};

// Kitchen printers: their staff API, and the worker that prints the durable queue. Every process runs a
// worker; the queue's claim (FOR UPDATE SKIP LOCKED, a lease) keeps them from printing a job twice.
export function registerPrinting(app: FastifyInstance, deps: Deps) {
  const policy = printerNetworkPolicy({ networks: deps.networks, ports: deps.ports });
  const announce = (venueId: string, stationId: string) =>
    void deps.realtime.staff
      .to(venueRoom(venueId))
      .emit(kitchenPrinterEvent, { station_id: stationId, at: deps.clock().toISOString() });
  registerPrintersRoutes(
    app,
    createPrintersService({ db: deps.db, policy, clock: deps.clock, announce, queued: deps.wake.notify }),
  );
  if (deps.intervalMs <= 0) return;
  const worker = createPrintWorker({
    repo: createPrintQueueRepository(deps.db),
    transport: deps.transport ?? createTcpTransport({ policy }),
    clock: deps.clock,
    announce,
    log: app.log,
  });
  const job = periodicSweep("print queue", () => worker.drain());
  deps.wake.onWake(() => job.kick());
  app.addHook("onReady", async () => void job.start(deps.intervalMs, app.log));
  app.addHook("preClose", () => job.stop());
}
