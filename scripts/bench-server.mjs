// npm run bench:server — server figures of issue 7, load from this process, the server in its own:
//  1. the demo-large menu prepare call (SPEC §7 GET /api/preview/{link}/prepare, a returning guest with
//     a cart) against the same bytes served as a static file by the same server: requests per second
//     and p99 with autocannon; budget: prepare >= 0.7 x static.
//  2. eat-in order creation (SPEC §7 POST /inside/{code}/create) at a fixed rate, open loop, on PGlite
//     and on PostgreSQL (a throwaway cluster, skipped when PostgreSQL is not installed); budget p99 <
//     100 ms.
// Options: --duration s (autocannon, per run), --connections n, --rate creates/s, --creates n, --port.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { eatInClient, freshCart } from "./lib/eat-in-client.mjs";
import { fixedRate } from "./lib/fixed-rate.mjs";
import { startPostgres } from "./lib/postgres.mjs";
import { parseFlags, startServer, stopServer, waitHealthy } from "./lib/server-process.mjs";

const opts = parseFlags(process.argv.slice(2), {
  duration: 10,
  connections: 10,
  rate: 10,
  creates: 200,
  port: Number(process.env.BENCH_SERVER_PORT ?? 8360),
  "pg-port": Number(process.env.BENCH_PG_PORT ?? 55433),
});
const budgets = { prepareVsStatic: 0.7, createP99Ms: 100 };
const tables = ["111111", "111112", "123456", "123457"];
const staticName = "demo-large-prepare.json";
const base = `http://127.0.0.1:${opts.port}`;
const work = mkdtempSync(path.join(tmpdir(), "bench-server-"));
const webDist = path.join(work, "dist");
const round = (n, d = 1) => Number(n.toFixed(d));
// One load generator is one IP: the per-IP limits (RATE_LIMIT_*) would answer 429 to most of it.
const noLimits = {
  RATE_LIMIT_ORDER: "0",
  RATE_LIMIT_PAY: "0",
  RATE_LIMIT_TABLE: "0",
  RATE_LIMIT_TABLE_CODE: "0",
  RATE_LIMIT_TABLE_MISS: "0",
};

const cannon = (url) =>
  new Promise((resolve, reject) =>
    autocannon(
      { url, connections: opts.connections, duration: opts.duration, pipelining: 1 },
      (err, result) => (err ? reject(err) : resolve(result)),
    ),
  );

// A returning guest's prepare: the same cart each time, no If-None-Match, so the full body every time.
async function prepareUrlAndBytes() {
  const first = await fetch(`${base}/api/preview/demo-large/prepare`);
  if (!first.ok) throw new Error(`prepare: ${first.status}`);
  const cartId = (await first.json()).data.cart._id;
  const url = `${base}/api/preview/demo-large/prepare?cart_id=${cartId}`;
  const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
  return { url, bytes };
}

async function benchPrepare(dataDir) {
  // WEB_DIST of our own: the static file is registered at boot, so the bytes go in before the restart.
  writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>bench</title>");
  let server = startServer({ port: opts.port, dataDir, env: { WEB_DIST: webDist } });
  await waitHealthy(server);
  const { url, bytes } = await prepareUrlAndBytes();
  await stopServer(server);
  writeFileSync(path.join(webDist, staticName), bytes);
  server = startServer({ port: opts.port, dataDir, env: { WEB_DIST: webDist } });
  await waitHealthy(server);
  const staticUrl = `${base}/${staticName}`;
  const served = Buffer.from(await (await fetch(staticUrl)).arrayBuffer());
  const again = Buffer.from(await (await fetch(url)).arrayBuffer());
  if (!served.equals(bytes) || again.length !== bytes.length)
    throw new Error("the static file and the prepare answer differ");
  // Warm both (JIT, caches), then interleave two runs of each so drift from other load hits both.
  await Promise.all([cannon(url), cannon(staticUrl)].map((p) => p.catch(() => undefined)));
  const runs = { prepare: [], static: [] };
  for (let i = 0; i < 2; i++) {
    runs.prepare.push(await cannon(url));
    runs.static.push(await cannon(staticUrl));
  }
  await stopServer(server);
  const sum = (rs) => ({
    rps: rs.reduce((a, r) => a + r.requests.average, 0) / rs.length,
    p99: Math.max(...rs.map((r) => r.latency.p99)),
    errors: rs.reduce((a, r) => a + r.errors + r.non2xx, 0),
  });
  return { bytes: bytes.length, prepare: sum(runs.prepare), static: sum(runs.static) };
}

// Carts filled beforehand, then creates at `rate` per second across the demo tables.
async function benchCreates(label, dataDir, env) {
  const server = startServer({ port: opts.port, dataDir, env: { WEB_DIST: webDist, ...noLimits, ...env } });
  await waitHealthy(server);
  const client = eatInClient(base);
  try {
    const carts = [];
    for (let i = 0; i < opts.creates + 20; i++) {
      const table = tables[i % tables.length];
      carts.push({ table, ...(await freshCart(client, table)) });
    }
    // Warm-up at the same rate, not counted.
    const create = (c, i) =>
      client
        .create(c.table, { cart_id: c.cartId, visitor_id: `bench-visitor-${i % 50}` })
        .then((res) => res.status === 200 || `HTTP ${res.status}`);
    await fixedRate({ rate: opts.rate, count: 20, call: (i) => create(carts[opts.creates + i], i) });
    const result = await fixedRate({
      rate: opts.rate,
      count: opts.creates,
      call: (i) => create(carts[i], i),
    });
    return { label, ...result };
  } finally {
    await stopServer(server);
  }
}

async function main() {
  mkdirSync(webDist, { recursive: true });
  const lines = [];
  const failures = [];
  try {
    const p = await benchPrepare(path.join(work, "prepare-data"));
    const ratio = p.prepare.rps / p.static.rps;
    lines.push(
      `demo-large prepare (${p.bytes} bytes, ${opts.connections} connections, 2 x ${opts.duration} s each):`,
      `  prepare call   ${round(p.prepare.rps, 0)} req/s, p99 ${p.prepare.p99} ms, errors ${p.prepare.errors}`,
      `  static file    ${round(p.static.rps, 0)} req/s, p99 ${p.static.p99} ms, errors ${p.static.errors}`,
      `  ratio          ${round(ratio, 2)} (budget >= ${budgets.prepareVsStatic})`,
    );
    if (!(ratio >= budgets.prepareVsStatic)) failures.push(`prepare/static ${round(ratio, 2)}`);
    if (p.prepare.errors || p.static.errors) failures.push("errors during the prepare runs");

    const runs = [await benchCreates("PGlite", path.join(work, "create-data"), {})];
    // BENCH_DATABASE_URL: a PostgreSQL of your own (its database gets the demo venues); else a throwaway one.
    const given = process.env.BENCH_DATABASE_URL;
    const pg = given ? { url: given, stop: () => {} } : startPostgres({ port: opts["pg-port"] });
    if (pg) {
      try {
        runs.push(
          await benchCreates("PostgreSQL", path.join(work, "create-pg"), {
            DATABASE_URL: pg.url,
            // The demo venues on a throwaway PostgreSQL: demo mode there must be asked for (issue 16.7).
            DEMO_ON_DATABASE: "force",
          }),
        );
      } finally {
        pg.stop();
      }
    } else lines.push("PostgreSQL not installed: order creation on PostgreSQL skipped");
    lines.push(`eat-in order creation, ${opts.creates} creates at ${opts.rate}/s (open loop):`);
    for (const r of runs) {
      lines.push(
        `  ${r.label.padEnd(12)} p50 ${round(r.p50)} ms, p99 ${round(r.p99)} ms, max ${round(r.max)} ms, ` +
          `achieved ${round(r.achievedRate)}/s, failed ${r.failures.length} (budget p99 < ${budgets.createP99Ms} ms)`,
      );
      if (!(r.p99 < budgets.createP99Ms)) failures.push(`${r.label} create p99 ${round(r.p99)} ms`);
      if (r.failures.length)
        failures.push(`${r.label}: ${r.failures.length} creates failed (${r.failures[0]})`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.log(`\nbench:server\n${lines.join("\n")}`);
  if (failures.length) {
    console.log(`OVER BUDGET: ${failures.join("; ")}`);
    process.exitCode = 1;
  } else console.log("all within budget");
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
