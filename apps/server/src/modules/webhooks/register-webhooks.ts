import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { BoardHint } from "@tablewise/domain/contract/staff";
import type { WebhookEventData, WebhookEventType } from "@tablewise/domain/contract/webhooks";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema/orders";
import { reservations } from "../../db/schema/reservations";
import type { KitchenHook } from "../orders/index";
import type { FiscalHook } from "../../payments/index";
import type { WebhookAddressPolicy } from "./webhook-address";
import { createWebhookEndpoints } from "./webhook-endpoints";
import { createWebhookOutbox, enqueueWebhookEvent } from "./webhook-outbox";
import { createWebhookTransport, type WebhookTransport } from "./webhook-transport";
import { createWebhookWorker } from "./webhook-worker";
import { registerWebhookRoutes } from "./webhooks.routes";
import { orderChangeEvents, orderEventData } from "./order-webhook-events";
import { paymentEventData, refundedOnce, settledOnce } from "./payment-webhook-events";
import { periodicSweep } from "../../jobs/periodic-sweep";

type Deps = {
  db: Db;
  clock: () => Date;
  policy: WebhookAddressPolicy;
  // The slow safety poll (retries come due, rows written by another process). 0: no worker here.
  intervalMs: number;
  retryBaseMs?: number;
  leaseMs?: number;
  transport?: WebhookTransport;
};

// Signed webhooks (docs/webhooks.md): the endpoints API, the durable outbox and its worker. Every
// process runs a worker; the claim (FOR UPDATE SKIP LOCKED, a lease) keeps two from sending one row
// together.
export function registerWebhooks(app: FastifyInstance, deps: Deps) {
  const endpoints = createWebhookEndpoints(deps.db, { policy: deps.policy, clock: deps.clock });
  const outbox = createWebhookOutbox(deps.db);
  const worker = createWebhookWorker({
    outbox,
    transport: deps.transport ?? createWebhookTransport(deps.policy),
    clock: deps.clock,
    log: app.log,
    retryBaseMs: deps.retryBaseMs,
    leaseMs: deps.leaseMs,
  });

  // One drain at a time, the poll as the safety net; a wake during a drain runs one more after it, so a
  // row written while the last claim was already answered is not left for the poll (jobs/periodic-sweep.ts).
  const job = periodicSweep("webhook outbox", () => worker.drain());
  const wake = () => job.kick();
  if (deps.intervalMs > 0) {
    app.addHook("onReady", async () => void job.start(deps.intervalMs, app.log));
    app.addHook("preClose", () => job.stop());
  }

  // After a commit: the event written, the worker woken.
  async function publish(
    venueId: string,
    type: WebhookEventType,
    data: WebhookEventData | (() => Promise<WebhookEventData | null>),
    once?: string,
  ) {
    const ids = await enqueueWebhookEvent(deps.db, { venueId, type, data, now: deps.clock(), once });
    if (ids.length) void wake();
  }

  registerWebhookRoutes(app, {
    endpoints,
    outbox,
    async sendTest(venueId, endpointId) {
      const [id] = await enqueueWebhookEvent(deps.db, {
        venueId,
        type: "ping",
        endpointId,
        data: { message: "A test event from Tablewise" },
        now: deps.clock(),
      });
      void wake();
      return id!;
    },
  });

  return {
    worker,
    wake,
    // The order lifecycle's hook, wrapped: an order's accept, ready, decline and close are written to the
    // outbox in the transition's own transaction (after the kitchen's part), so the event exists exactly
    // when the change committed; the worker is woken when the kitchen's news is announced (after commit).
    withOrderEvents(inner: KitchenHook): KitchenHook {
      const ours = new WeakSet<object>();
      return {
        ...inner,
        async onChange(tx, change) {
          const news = await inner.onChange(tx, change);
          let wrote = false;
          for (const type of orderChangeEvents(change.before, change.after)) {
            const ids = await enqueueWebhookEvent(tx, {
              venueId: change.after.venueId,
              type,
              data: orderEventData(change.after),
              now: change.now,
            });
            wrote ||= ids.length > 0;
          }
          // The lifecycle announces a change's news after its commit: news with no tickets is ours, so
          // the worker is woken then.
          if (news || !wrote) return news;
          const mine = { venueId: change.after.venueId, ticketIds: [] };
          ours.add(mine);
          return mine;
        },
        async announce(news) {
          if (!ours.has(news)) await inner.announce(news);
          void wake();
        },
      };
    },
    // The money's hook (the fiscal receipts'), wrapped: a payment settled and money given back are written
    // to the outbox in the same transaction that records the money, after the inner hook's part; the
    // worker is woken with the inner hook's wake (after the commit).
    withPaymentEvents(inner: FiscalHook): FiscalHook {
      return {
        async settled(tx, order, payment, now) {
          const done = await inner.settled(tx, order, payment, now);
          const amount = payment.amount + payment.tip;
          const data = paymentEventData(order, payment, amount);
          await enqueueWebhookEvent(tx, {
            venueId: order.venueId,
            type: "payment.settled",
            data,
            now,
            once: settledOnce(payment),
          });
          return done;
        },
        async refunded(tx, order, payment, amount, now) {
          const done = await inner.refunded(tx, order, payment, amount, now);
          await enqueueWebhookEvent(tx, {
            venueId: order.venueId,
            type: "payment.refunded",
            data: paymentEventData(order, payment, amount),
            now,
            once: refundedOnce(payment, amount),
          });
          return done;
        },
        wake() {
          inner.wake();
          void wake();
        },
      };
    },
    // The console's hints of something new (order placed, waiter called, table booked, a booking confirmed or cancelled), heard right after
    // their commit. Not in the placing transaction: those paths commit in several modules, and a hint is
    // the one place all of them pass through. A process stopping between the commit and this call loses
    // the event (the only such window); the order's later events still come from its transitions.
    hinted(venueId: string, hint: BoardHint) {
      const run = async () => {
        if (hint.kind === "order" && hint.change === "created") {
          const load = async () => {
            const [row] = await deps.db.select().from(orders).where(eq(orders.id, hint.id));
            return row ? orderEventData(row) : null;
          };
          await publish(venueId, "order.created", load, hint.id);
        } else if (hint.kind === "waiter_call" && hint.change === "created")
          await publish(venueId, "waiter.called", { waiter_call_id: hint.id }, hint.id);
        else if (hint.kind === "reservation" && hint.change === "created")
          await publish(venueId, "reservation.made", { reservation_id: hint.id }, hint.id);
        else if (hint.kind === "reservation") {
          // A decision or change: its status now says which event it was; each happens once per booking.
          const [row] = await deps.db
            .select({ status: reservations.status })
            .from(reservations)
            .where(eq(reservations.id, hint.id));
          const type =
            row?.status === "confirmed"
              ? "reservation.confirmed"
              : row?.status === "cancelled"
                ? "reservation.cancelled"
                : null;
          if (type) await publish(venueId, type, { reservation_id: hint.id, status: row!.status }, hint.id);
        }
      };
      run().catch((err: unknown) => app.log.error({ err }, "webhook enqueue failed"));
    },
  };
}
export type WebhooksModule = ReturnType<typeof registerWebhooks>;

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    // Tests drive webhooks.worker.
    webhooks: WebhooksModule;
  }
}
