import { sql } from "drizzle-orm";
import { Gauge, type Registry } from "prom-client";
import type { Db } from "../../db/client";

// Each durable queue: rows still to send (its backlog) and how late its oldest due row is (its lag),
// read from the database at each scrape, so every process reports the same shared figures.
// `refunds`: refund attempts not yet answered (reconciliation finishes them); `orders_sweep`: orders past
// their automatic cancel time and still waiting (the sweeper's lag, SPEC §4 auto-cancel).
const backlogs = sql`
  select 'push' as queue, count(*)::int as n, min(next_attempt_at) filter (where next_attempt_at <= now()) as due
    from push_outbox where status in ('queued', 'sending')
  union all
  select 'webhooks', count(*)::int, min(next_attempt_at) filter (where next_attempt_at <= now())
    from webhook_deliveries where status = 'pending'
  union all
  select 'fiscal', count(*)::int, min(next_attempt_at) filter (where next_attempt_at <= now())
    from fiscal_receipts where status in ('queued', 'sending')
  union all
  select 'prints', count(*)::int, min(next_attempt_at) filter (where next_attempt_at <= now())
    from print_jobs where status in ('queued', 'printing')
  union all
  select 'refunds', count(*)::int, min(created_at) from refund_attempts where status = 'requested'
  union all
  select 'orders_sweep', count(*)::int, min(auto_cancel_at)
    from orders where status = 'waiting' and auto_cancel_at <= now()`;

type Row = { queue: string; n: number; due: string | Date | null };

export function registerBacklogMetrics(db: Db, registry: Registry) {
  let last: Promise<Row[]> | null = null;
  // One query serves both gauges of a scrape.
  const read = () =>
    (last ??= db
      .execute(backlogs)
      .then((r) => r.rows as Row[])
      .finally(() => setTimeout(() => (last = null), 0)));
  new Gauge({
    name: "tablewise_queue_backlog",
    help: "Rows waiting in a durable queue (push, webhooks, fiscal, prints, refunds, orders_sweep)",
    labelNames: ["queue"],
    registers: [registry],
    async collect() {
      for (const r of await read()) this.set({ queue: r.queue }, Number(r.n));
    },
  });
  new Gauge({
    name: "tablewise_queue_lag_seconds",
    help: "How long the oldest due row of a queue has waited past its time (0: none due)",
    labelNames: ["queue"],
    registers: [registry],
    async collect() {
      const now = Date.now();
      for (const r of await read())
        this.set({ queue: r.queue }, r.due ? Math.max(0, (now - new Date(r.due).getTime()) / 1000) : 0);
    },
  });
}
