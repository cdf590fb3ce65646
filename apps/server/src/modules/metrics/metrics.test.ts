import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { io } from "socket.io-client";
import { errorEnvelopeSchema } from "@tablewise/domain/contract/common";
import { realtimeNamespace } from "@tablewise/domain/contract/realtime";
import { livenessResponseSchema } from "@tablewise/domain/contract/system";
import { eatIn } from "../../test/eat-in";
import { asStaff, testStaffAuthenticator } from "../../test/staff-console";
import { createTestApp } from "../../test/test-app";
import { onPostgres } from "../../test/test-db";

// GET /metrics through HTTP: behind its own token, in Prometheus's text format, and its figures move
// when the work happens (requests, sockets, a queued webhook, database queries on PostgreSQL).
const token = "metrics-token-for-tests-0123456789";
let t: Awaited<ReturnType<typeof createTestApp>>;
let base = "";

beforeAll(async () => {
  t = await createTestApp({
    seed: "demo",
    env: { METRICS_TOKEN: token },
    app: { staffAuthenticator: testStaffAuthenticator },
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

async function scrape() {
  const res = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toContain("text/plain");
  return res.body;
}
// The value of one series, e.g. value(text, 'tablewise_sockets{namespace="order"}').
const value = (text: string, series: string) => {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : undefined;
};

it("answers only a scraper with the token: 401 in the envelope otherwise", async () => {
  for (const authorization of [undefined, "Bearer wrong", `Basic ${token}`, `Bearer ${token}x`]) {
    const res = await t.app.inject({ url: "/metrics", headers: authorization ? { authorization } : {} });
    expect(res.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(res.json()).error.code).toBe("unauthorized");
  }
});

it("without METRICS_TOKEN there is no /metrics at all", async () => {
  const plain = await createTestApp();
  const res = await plain.app.inject("/metrics");
  await plain.close();
  expect(res.statusCode).toBe(404);
});

it("lists the process, HTTP, socket and queue series", async () => {
  const text = await scrape();
  for (const name of [
    "process_cpu_seconds_total",
    "nodejs_eventloop_lag_p99_seconds",
    "tablewise_http_request_duration_seconds_bucket",
    "tablewise_sockets",
    "tablewise_queue_backlog",
    "tablewise_queue_lag_seconds",
  ])
    expect(text, name).toContain(`# TYPE ${name.replace(/_bucket$/, "")} `);
  for (const queue of ["push", "webhooks", "fiscal", "prints", "refunds", "orders_sweep"])
    expect(value(text, `tablewise_queue_backlog{queue="${queue}"}`), queue).toBeGreaterThanOrEqual(0);
  if (onPostgres) {
    expect(text).toContain('tablewise_db_pool_connections{state="idle"}');
    expect(text).toContain("# TYPE tablewise_db_query_duration_seconds histogram");
  }
});

it("counts requests by route pattern and status, never by raw URL", async () => {
  const series =
    'tablewise_http_request_duration_seconds_count{route="/api/health/live",method="GET",status="200"}';
  const before = value(await scrape(), series) ?? 0;
  for (let i = 0; i < 3; i++) {
    const live = await t.app.inject("/api/health/live");
    expect(livenessResponseSchema.parse(live.json()).data.status).toBe("ok");
  }
  await t.app.inject("/api/superapp/orders/no-such-order-id");
  const text = await scrape();
  expect(value(text, series)).toBe(before + 3);
  expect(text).not.toContain("no-such-order-id");
  expect(text).toMatch(/route="\/api\/superapp\/orders\/:id",method="GET",status="4\d\d"/);
});

it("a guest's socket and a queued webhook move their figures", async () => {
  const socket = io(`${base}${realtimeNamespace}`, { transports: ["websocket"], forceNew: true });
  await vi.waitFor(() => expect(socket.connected).toBe(true));
  expect(value(await scrape(), 'tablewise_sockets{namespace="order"}')).toBe(1);
  socket.disconnect();
  await vi.waitFor(async () => expect(value(await scrape(), 'tablewise_sockets{namespace="order"}')).toBe(0));

  // An endpoint that refuses connections keeps its delivery waiting: the webhooks backlog grows by one.
  const backlog = 'tablewise_queue_backlog{queue="webhooks"}';
  const before = value(await scrape(), backlog)!;
  const made = await t.app.inject({
    method: "POST",
    url: "/api/staff/venues/demo/webhooks",
    headers: asStaff("demo", "manager"),
    payload: { url: "http://127.0.0.1:9/tablewise", events: ["order.created"] },
  });
  expect(made.statusCode, made.body).toBe(200);
  await eatIn(t.app).order("111111");
  await vi.waitFor(async () => expect(value(await scrape(), backlog)).toBe(before + 1));
});

it("on PostgreSQL, database queries are timed", async () => {
  if (!onPostgres) return;
  const series = "tablewise_db_query_duration_seconds_count";
  const before = value(await scrape(), series) ?? 0;
  await eatIn(t.app).order("111112");
  expect(value(await scrape(), series)).toBeGreaterThan(before);
});

it("readiness and liveness answer apart", async () => {
  expect((await t.app.inject("/api/health/ready")).statusCode).toBe(200);
  expect((await t.app.inject("/api/health/live")).statusCode).toBe(200);
});
