// The order path's capacity, measured as an evening looks. Open loop (each create is sent on its
// schedule whatever earlier ones did; latency counts from the scheduled time), one fresh table per create
// over a venue of many tables, carts prepared before each step, the offered rate stepped up until the p99
// reaches the limit, a create fails, or the server no longer keeps up with the schedule.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { freshCart } from "./eat-in-client.mjs";
import { fixedRate } from "./fixed-rate.mjs";
import { root } from "./server-process.mjs";

export const benchVenue = { id: "bench-cap", link: "bench-cap", firstCode: 600000 };

// The demo venue with `tables` tables (codes 600000...), its ids prefixed so it can sit beside the demo.
export function writeBenchVenue(file, tables) {
  const demo = JSON.parse(readFileSync(path.join(root, "apps/server/src/seed/venues/demo.json"), "utf8"));
  const id = (s) => `bench-${s}`;
  const venue = {
    ...demo.venue,
    _id: benchVenue.id,
    link: benchVenue.link,
    name: "Capacity bench",
    geolocation_mode: "disabled",
  };
  const menus = demo.menus.map((m) => ({ ...m, _id: id(m._id), pay_receiver_id: id(m.pay_receiver_id) }));
  for (const m of menus) m.products = m.products.map((p) => ({ ...p, menu_id: m._id }));
  const pay_receivers = demo.pay_receivers.map((r) => ({ ...r, _id: id(r._id) }));
  const rows = Array.from({ length: tables }, (_, i) => ({
    code: String(benchVenue.firstCode + i),
    section_name: `Hall ${1 + Math.floor(i / 100)}`,
    table_name: `Table ${1 + (i % 100)}`,
  }));
  writeFileSync(file, JSON.stringify({ venue, menus, pay_receivers, tables: rows }));
  return { item: { menu_id: id("demo-kitchen"), product_id: "p-napoleon" } };
}

// venue:import into the server's database (DATA_DIR or DATABASE_URL in env), before the server starts.
export function importVenueFile(file, env) {
  execFileSync(process.execPath, ["--import", "tsx", "apps/server/src/seed/import-venue-cli.ts", file], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    stdio: "pipe",
  });
}

// Carts at `count` unused tables, `concurrency` at a time (not timed): the guests have browsed already.
async function prepareCarts(clients, nextCode, count, item, concurrency = 16) {
  const carts = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const code = String(nextCode + i);
      const client = clients[i % clients.length];
      carts[i] = { code, client, ...(await freshCart(client, code, item)) };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return carts;
}

// Steps up the offered rate; answers every step and the capacity (the highest rate within the limit).
export async function capacitySearch({
  clients,
  item,
  tables,
  startCode = benchVenue.firstCode,
  rates,
  seconds,
  p99LimitMs = 100,
  // The servers' CPU time so far in ms (lib/process-cpu.mjs), read around each step: its CPU per create.
  cpuMs = () => null,
  log = () => {},
}) {
  let code = startCode;
  // A warm-up at the first rate, not counted: JIT, connection pools and caches as on a running evening.
  const warm = Math.round(rates[0] * seconds);
  const warmCarts = await prepareCarts(clients, code, warm, item);
  code += warm;
  await fixedRate({
    rate: rates[0],
    count: warm,
    call: (i) =>
      warmCarts[i].client
        .create(warmCarts[i].code, { cart_id: warmCarts[i].cartId, visitor_id: "bench-warm" })
        .then(() => true),
  });
  const steps = [];
  let capacity = 0;
  let breaking = null;
  for (const rate of rates) {
    const count = Math.round(rate * seconds);
    if (code + count > benchVenue.firstCode + tables) {
      breaking = `out of tables (${tables}) before ${rate}/s`;
      break;
    }
    const carts = await prepareCarts(clients, code, count, item);
    code += count;
    const create = (c, i) =>
      c.client
        .create(c.code, { cart_id: c.cartId, visitor_id: `bench-visitor-${i % 997}` })
        .then((res) => res.status === 200 || `HTTP ${res.status} ${JSON.stringify(res.body?.error ?? "")}`);
    const cpuBefore = cpuMs();
    const r = await fixedRate({ rate, count, call: (i) => create(carts[i], i) });
    const cpuAfter = cpuMs();
    const cpuMsPerCreate = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / count;
    const step = { rate, ...r, cpuMsPerCreate };
    steps.push(step);
    log(step);
    const keptUp = r.achievedRate >= rate * 0.9;
    if (r.failures.length) breaking = `${r.failures.length} failed at ${rate}/s (${r.failures[0]})`;
    else if (!(r.p99 < p99LimitMs)) breaking = `p99 ${r.p99.toFixed(0)} ms at ${rate}/s`;
    else if (!keptUp) breaking = `achieved ${r.achievedRate.toFixed(0)}/s of ${rate}/s`;
    if (breaking) break;
    capacity = rate;
  }
  return { steps, capacity, breaking, nextCode: code };
}

export const formatStep = (s) =>
  `    ${String(s.rate).padStart(4)}/s  p50 ${s.p50.toFixed(1).padStart(7)} ms  p99 ${s.p99
    .toFixed(1)
    .padStart(7)} ms  achieved ${s.achievedRate.toFixed(0).padStart(4)}/s  failed ${s.failures.length}` +
  (s.cpuMsPerCreate == null ? "" : `  server CPU ${s.cpuMsPerCreate.toFixed(2)} ms/create`);
