import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import { createPushOutbox, enqueueAlertPushes, type AlertPushEvent } from "./push-outbox";
import { registerPushRoutes } from "./push.routes";
import { createPushSubscriptions } from "./push-subscriptions";
import { createPushTransport, type PushTransport } from "./push-transport";
import { createPushWorker } from "./push-worker";
import { loadVapidKeys } from "./vapid-keys";
import { periodicSweep } from "../../jobs/periodic-sweep";

type Deps = {
  db: Db;
  clock: () => Date;
  vapid: { publicKey?: string; privateKey?: string; subject?: string };
  // Plain http endpoints on loopback (the push-service stand-in): never in production.
  allowLoopbackHttp: boolean;
  // STAFF_SESSION_IDLE_MINUTES: a session idle past it sends nothing more.
  idleMs: number;
  // The slow safety poll (an enqueue in this process wakes the worker at once; rows written by another
  // process, or due for a retry, are found by the poll). 0 runs no worker in this process.
  intervalMs: number;
  retryBaseMs?: number;
  leaseMs?: number;
  transport?: PushTransport;
};

// Web Push to staff devices: the VAPID key, the subscriptions API, the durable outbox and its worker.
// Every process runs a worker; the outbox's claim (FOR UPDATE SKIP LOCKED, a lease) keeps two from
// sending one row together.
export async function registerPush(app: FastifyInstance, deps: Deps) {
  const keys = await loadVapidKeys(deps.db, deps.vapid, deps.clock());
  const subscriptions = createPushSubscriptions(deps.db, {
    allowLoopbackHttp: deps.allowLoopbackHttp,
    clock: deps.clock,
  });
  registerPushRoutes(app, { subscriptions, publicKey: keys.publicKey });
  const worker = createPushWorker({
    outbox: createPushOutbox(deps.db, { idleMs: deps.idleMs }),
    transport: deps.transport ?? createPushTransport(keys),
    clock: deps.clock,
    log: app.log,
    retryBaseMs: deps.retryBaseMs,
    leaseMs: deps.leaseMs,
  });

  // One drain at a time, the poll as the safety net; a wake during a drain runs one more after it, so a
  // row written while the last claim was already answered is not left for the poll (jobs/periodic-sweep.ts).
  const job = periodicSweep("push outbox", () => worker.drain());
  const wake = () => job.kick();
  if (deps.intervalMs > 0) {
    app.addHook("onReady", async () => void job.start(deps.intervalMs, app.log));
    app.addHook("preClose", () => job.stop());
  }

  return {
    publicKey: keys.publicKey,
    worker,
    removeSession: (sessionId: string) => subscriptions.removeSession(sessionId),
    // The floor's onAlert hook: rows written, the worker woken (not awaited: the alert is committed).
    async enqueue(e: AlertPushEvent) {
      const n = await enqueueAlertPushes(deps.db, e, { now: deps.clock(), idleMs: deps.idleMs });
      if (n) void wake();
      return n;
    },
  };
}
export type PushModule = Awaited<ReturnType<typeof registerPush>>;

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    // The floor's alerts go through push.enqueue; tests drive push.worker.
    push: PushModule;
  }
}
