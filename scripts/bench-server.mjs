// npm run bench:server — server figures, load from this process, the server in its own:
//  1. the demo-large menu prepare call (SPEC §7 GET /api/preview/{link}/prepare, a returning guest with
//     a cart) against the same bytes served as a static file by the same server: requests per second
//     and p99 with autocannon; budget: prepare >= 0.7 x static.
//  2. a busy table: eat-in creates (SPEC §7 POST /inside/{code}/create) at a fixed rate on the four demo
//     tables, so each joins its table's open order under its row lock; budget p99 < 100 ms. Not capacity.
//  3. the capacity search (lib/capacity-runs.mjs): PGlite in production and demo mode, PostgreSQL,
//     two processes on one PostgreSQL; budgets: >= 150/s PGlite, >= 400/s PostgreSQL at p99 < 100 ms,
//     demo >= 80% of production, p99 at 100/s < 30 ms.
//  4. the order path one call at a time (lib/order-path.mjs) on PGlite: staff transitions p50 < 10 ms.
//  5. the event loop's delay inside the server while the demo autopilot and the sweepers run under
//     100 creates/s (lib/loop-delay.mjs, preloaded): p99 < 20 ms.
//  6. the database's own ceiling for the same create (lib/db-ceiling.mjs: a loop on PGlite, pgbench on
//     PostgreSQL) and the capacity's ratio to it (printed; the aim is one half).
// PostgreSQL runs use a throwaway cluster and are skipped when PostgreSQL is not installed.
// Options: --duration s (autocannon, per run), --connections n, --rate creates/s, --creates n, --port,
// --seconds per capacity step, --tables in the bench venue, --rates "50,100,...", --only (capacity runs),
// --parts (which of prepare,busy,capacity,path,loop,ceiling to run; all by default).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { benchVenue, importVenueFile, writeBenchVenue } from "./lib/capacity.mjs";
import {
  benchStaffToken,
  capacityFailures,
  capacityRunsOf,
  formatCapacity,
  noLimits,
} from "./lib/capacity-runs.mjs";
import { pgCeiling, pgliteCeiling } from "./lib/db-ceiling.mjs";
import { eatInClient, freshCart } from "./lib/eat-in-client.mjs";
import { fixedRate } from "./lib/fixed-rate.mjs";
import { formatOrderPath, runOrderPath } from "./lib/order-path.mjs";
import { startPostgres } from "./lib/postgres.mjs";
import { parseFlags, root, startServer, stopServer, waitHealthy } from "./lib/server-process.mjs";

const opts = parseFlags(process.argv.slice(2), {
  duration: 10,
  connections: 10,
  rate: 10,
  creates: 200,
  seconds: 5,
  tables: 40000,
  rates: "50,100,150,200,250,300,350,400,450,500,600,800",
  only: "",
  parts: "prepare,busy,capacity,path,loop,ceiling",
  port: Number(process.env.BENCH_SERVER_PORT ?? 8360),
  "pg-port": Number(process.env.BENCH_PG_PORT ?? 55433),
});
const budgets = { prepareVsStatic: 0.7, createP99Ms: 100, staffP50Ms: 10, loopDelayP99Ms: 20 };
const staffCalls = ["accept", "accept append", "confirm cash"];
const part = (name) => opts.parts.split(",").includes(name);
const tables = ["111111", "111112", "123456", "123457"];
const staticName = "demo-large-prepare.json";
const base = `http://127.0.0.1:${opts.port}`;
const work = mkdtempSync(path.join(tmpdir(), "bench-server-"));
const webDist = path.join(work, "dist");
const round = (n, d = 1) => Number(n.toFixed(d));

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

// A server on a fresh PGlite with the bench venue (`tables` tables) and the preloads asked for.
async function benchVenueServer(dir, tables, env, preload = []) {
  const venueFile = path.join(dir, "venue.json");
  const { item } = writeBenchVenue(venueFile, tables);
  const dataDir = path.join(dir, "data");
  importVenueFile(venueFile, { DATA_DIR: dataDir, ...env });
  const execArgv = preload.flatMap((p) => ["--import", path.join(root, "scripts/lib", p)]);
  const server = startServer({ port: opts.port, dataDir, env: { ...noLimits, ...env }, execArgv });
  await waitHealthy(server);
  return { server, item, client: eatInClient(base, { staff: benchStaffToken }) };
}

// 4. Each call of the order path one at a time (service time, no queue), 150 orders, PGlite production.
async function benchOrderPath(dir) {
  const orders = 150;
  const { server, item, client } = await benchVenueServer(dir, orders + 10, {
    DEMO_MODE: "false",
    STAFF_TOKEN: benchStaffToken,
  });
  try {
    const codes = Array.from({ length: orders }, (_, i) => String(benchVenue.firstCode + i));
    await runOrderPath({ client, item, codes: codes.slice(0, 10) }); // warm-up, not counted
    return await runOrderPath({ client, item, codes: codes.slice(10) });
  } finally {
    await stopServer(server);
  }
}

// 5. The event loop's delay inside the server (lib/loop-delay.mjs) while creates arrive at 100/s for
// 10 s in demo mode: the autopilot accepts them in its slices, the sweepers run every second.
async function benchLoopDelay(dir) {
  const rate = 100;
  const count = rate * 10;
  const file = path.join(dir, "loop-delay.json");
  const { server, item, client } = await benchVenueServer(
    dir,
    count + 10,
    { DEMO_MODE: "true", STAFF_TOKEN: benchStaffToken, LOOP_DELAY_FILE: file },
    ["loop-delay.mjs"],
  );
  try {
    const carts = [];
    for (let i = 0; i < count; i++) {
      const code = String(benchVenue.firstCode + i);
      carts.push({ code, ...(await freshCart(client, code, item)) });
    }
    server.child.kill("SIGUSR2");
    const ids = [];
    const load = await fixedRate({
      rate,
      count,
      call: (i) =>
        client
          .create(carts[i].code, { cart_id: carts[i].cartId, visitor_id: `bench-loop-visitor-${i % 97}` })
          .then((res) => {
            ids[i] = res.body?.data?.order?._id;
            return res.status === 200 || `HTTP ${res.status}`;
          }),
    });
    // The autopilot's last passes (it accepts what waited 4 s).
    await new Promise((r) => setTimeout(r, 6000));
    server.child.kill("SIGUSR1");
    while (!existsSync(file)) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100));
    // The autopilot did its work while measured: every order is accepted.
    let waiting = 0;
    for (const id of ids.filter(Boolean))
      if ((await client.staffOrder(id)).body?.data?.order?.status === "waiting") waiting++;
    return { load, delay: JSON.parse(readFileSync(file, "utf8")), waiting };
  } finally {
    await stopServer(server);
  }
}

async function prepareFigures(lines, failures) {
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
}

async function busyTableFigures(lines, failures) {
  const runs = [await benchCreates("PGlite", path.join(work, "create-data"), {})];
  // BENCH_DATABASE_URL: a PostgreSQL of your own (its database gets the demo venues); else a throwaway one.
  const given = process.env.BENCH_DATABASE_URL;
  const pg = given ? { url: given, stop: () => {} } : startPostgres({ port: opts["pg-port"] });
  if (pg) {
    try {
      runs.push(
        await benchCreates("PostgreSQL", path.join(work, "create-pg"), {
          DATABASE_URL: pg.url,
          // The demo venues on a throwaway PostgreSQL: demo mode there must be asked for.
          DEMO_ON_DATABASE: "force",
        }),
      );
    } finally {
      pg.stop();
    }
  } else lines.push("PostgreSQL not installed: order creation on PostgreSQL skipped");
  lines.push(`a busy table: ${opts.creates} creates at ${opts.rate}/s on the four demo tables (open loop):`);
  for (const r of runs) {
    lines.push(
      `  ${r.label.padEnd(12)} p50 ${round(r.p50)} ms, p99 ${round(r.p99)} ms, max ${round(r.max)} ms, ` +
        `achieved ${round(r.achievedRate)}/s, failed ${r.failures.length} (budget p99 < ${budgets.createP99Ms} ms)`,
    );
    if (!(r.p99 < budgets.createP99Ms)) failures.push(`${r.label} create p99 ${round(r.p99)} ms`);
    if (r.failures.length)
      failures.push(`${r.label}: ${r.failures.length} creates failed (${r.failures[0]})`);
  }
}

async function capacityFigures(lines, failures) {
  const capacity = await capacityRunsOf(opts);
  lines.push(
    "capacity: creates/s at p99 < 100 ms (open loop, one fresh table per create, budgets >= 150/s PGlite,",
    "  >= 400/s PostgreSQL, demo >= 80% of production, p99 at 100/s < 30 ms):",
    ...formatCapacity(capacity),
  );
  failures.push(...capacityFailures(capacity));
  return capacity;
}

async function orderPathFigures(lines, failures) {
  const walked = await benchOrderPath(mkdtempSync(path.join(work, "path-")));
  lines.push(`the order path one call at a time, PGlite (staff transitions p50 < ${budgets.staffP50Ms} ms):`);
  lines.push(formatOrderPath(walked));
  for (const call of staffCalls)
    if (!(walked[call].p50 < budgets.staffP50Ms)) failures.push(`${call} p50 ${round(walked[call].p50)} ms`);
}

async function loopDelayFigures(lines, failures) {
  const loop = await benchLoopDelay(mkdtempSync(path.join(work, "loop-")));
  lines.push(
    `event-loop delay, demo mode (autopilot and sweepers) under 100 creates/s for 10 s: p50 ${round(loop.delay.p50)} ms, ` +
      `p99 ${round(loop.delay.p99)} ms, max ${round(loop.delay.max)} ms (budget p99 < ${budgets.loopDelayP99Ms} ms); ` +
      `creates p99 ${round(loop.load.p99)} ms, failed ${loop.load.failures.length} ${loop.load.failures[0] ?? ""}`,
  );
  if (!(loop.delay.p99 < budgets.loopDelayP99Ms))
    failures.push(`event-loop delay p99 ${round(loop.delay.p99)} ms`);
  if (loop.load.failures.length) failures.push(`${loop.load.failures.length} creates failed in demo mode`);
  if (loop.waiting) failures.push(`${loop.waiting} orders left waiting by the demo autopilot`);
}

// 6. The database's ceiling for the same statements, and the product's share of it.
async function ceilingFigures(lines, capacity) {
  const seconds = 5;
  const lite = await pgliteCeiling({ seconds });
  const pg = await pgCeiling({ port: opts["pg-port"] + 2, seconds, clients: [1, 2, 4, 8, 16] });
  const ratio = (product, db) =>
    product && db ? ` -> the product's capacity is ${round(product / db, 2)} of it` : "";
  lines.push(
    "database ceiling: the create's statements straight against the database (no server, no HTTP):",
    `  PGlite      ${round(lite.tps, 0)} creates/s${ratio(capacity?.pglite?.capacity, lite.tps)}`,
    pg
      ? `  PostgreSQL  ${round(pg.tps, 0)} creates/s (${pg.clients} clients)${ratio(capacity?.pg?.capacity, pg.tps)}`
      : "  PostgreSQL not installed: skipped",
  );
}

async function main() {
  mkdirSync(webDist, { recursive: true });
  let capacity = null;
  const lines = [];
  const failures = [];
  try {
    if (part("prepare")) await prepareFigures(lines, failures);
    if (part("busy")) await busyTableFigures(lines, failures);
    if (part("capacity")) capacity = await capacityFigures(lines, failures);
    if (part("path")) await orderPathFigures(lines, failures);
    if (part("loop")) await loopDelayFigures(lines, failures);
    if (part("ceiling")) await ceilingFigures(lines, capacity);
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
