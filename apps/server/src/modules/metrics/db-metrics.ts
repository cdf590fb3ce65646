import { performance } from "node:perf_hooks";
import type pg from "pg";
import { Gauge, Histogram, type Registry } from "prom-client";
import type { DbHandle } from "../../db/client";

// The database: PostgreSQL's pool (connections in use, idle, callers waiting for one) and every query's
// time, measured on each pooled connection as it is made. The embedded database (PGlite) has no pool
// and runs in this process: its work shows in the event loop's delay instead.
export function registerDbMetrics(handle: DbHandle, registry: Registry) {
  const pool = handle.pool;
  if (!pool) return;
  new Gauge({
    name: "tablewise_db_pool_connections",
    help: "PostgreSQL pool connections by state (in_use, idle, waiting callers)",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      this.set({ state: "in_use" }, pool.totalCount - pool.idleCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
  const queries = new Histogram({
    name: "tablewise_db_query_duration_seconds",
    help: "PostgreSQL query time, as this process waited for it",
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const timed = new WeakSet<pg.PoolClient>();
  pool.on("connect", (client) => {
    if (timed.has(client)) return;
    timed.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    // Only the promise form is timed (the one drizzle uses); a callback or a submittable passes through.
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const started = performance.now();
      const result = query(...args);
      if (result instanceof Promise)
        void result.then(
          () => queries.observe((performance.now() - started) / 1000),
          () => queries.observe((performance.now() - started) / 1000),
        );
      return result;
    };
  });
}
