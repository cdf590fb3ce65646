// The database's own ceiling for an eat-in create. The statements the server sends for one
// POST /inside/{code}/create, run straight against the database with no server in between: pgbench with
// a custom script for PostgreSQL, a loop over the PGlite client for PGlite. The product's capacity
// (lib/capacity.mjs) divided by this ceiling says how much of the machine's physical limit the product
// reaches for the same transactions, not only an absolute figure.
//
// Honest on purpose: a fresh database with our migrations and the capacity bench's venue (imported by
// venue:import, as the product's bench does), default durability on both (PostgreSQL's defaults with
// fsync on; PGlite on a data dir, as the server opens it), one fresh table and its own cart per create,
// the generator on the same 2 cores as the database (as in the product's bench).
import { execFile } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { benchVenue, importVenueFile, writeBenchVenue } from "./capacity.mjs";
import { startPostgres } from "./postgres.mjs";

const run = promisify(execFile);

// Ids as in the bench venue (writeBenchVenue prefixes the demo's ids with "bench-").
const venueId = benchVenue.id;
const menuId = "bench-demo-kitchen";

// A cart as the server stores it after one POST /cart/{id}/add of the napoleon
// (cart/cart.service.ts newLine: the menu's name, price and weight, no choices, guest 0).
const cartItems = JSON.stringify([
  {
    _id: "bnchLine0xyzAbCd",
    menu_id: menuId,
    product_id: "p-napoleon",
    name: "Napoleon cake",
    variants: [],
    modificators: [],
    quantity: 1,
    base_price: 125,
    weight: 150,
    guest_index: 0,
  },
]);
// The order line the server makes of it (orders/cart-to-lines.ts).
const orderLines = JSON.stringify([
  {
    _id: "bnchLine1xyzAbCd",
    menu_id: menuId,
    product_id: "p-napoleon",
    name: "Napoleon cake",
    category: "Desserts",
    price: 125,
    quantity: 1,
    paid_quantity: 0,
    held_quantity: 0,
    variants: [],
    modificators: [],
    guest_index: 0,
  },
]);

// Table n is code 600000 + n (the bench venue's codes); its cart's id is 10^18 + n (19 characters: the
// server's ids are 56, which makes no measurable difference to a primary-key look-up).
const cartBase = 1_000_000_000_000_000_000n;
const codeOf = (n) => String(benchVenue.firstCode + n);
const cartOf = (n) => String(cartBase + BigInt(n));

const cartColumns = "id, venue_id, items, revision, origin, owner"; // cart.repository.ts `columns`
const orderColumns = [
  "id",
  "venue_id",
  "order_type",
  "table_code",
  "section_name",
  "table_name",
  "status",
  "serial",
  "local_id",
  "comment",
  "reason",
  "lines",
  "appends",
  "created_by",
  "created_at",
  "confirmed_at",
  "paid_at",
  "closed_at",
  "auto_cancel_at",
  "split_deadline_at",
  "updated_at",
  "target_date",
  "address",
  "client",
  "client_id",
  "delivery_fee",
  "delivery_tariff_id",
  "utensils",
  "pay_method",
  "is_contactless",
  "cart_id",
  "cart_revision",
  "fulfilment",
];
// Drizzle names every column of the table in an insert and sends `default` for those not set.
const orderValues = {
  id: ":oid",
  venue_id: ":t_venue_id",
  table_code: ":code",
  section_name: ":t_section_name",
  table_name: ":t_table_name",
  status: "'waiting'",
  serial: "(select last_serial from counter)",
  // order.repository.ts insertNumbered: `${code}-${serial}` from the counter's CTE.
  local_id: "concat(:code::text, '-', (select last_serial from counter)::text)",
  comment: "null",
  lines: ":lines",
  appends: "'[]'",
  created_by: ":visitor",
  created_at: "now()",
  auto_cancel_at: "now() + interval '15 minutes'", // order-placement.ts autoCancelMs
  updated_at: "now()",
  cart_id: ":cart",
  cart_revision: ":revision",
};

// One create, in the order the server sends it (orders/order-placement.ts placeOnce, after the lead's
// change: the table read with its venue's version, the open order looked up and locked in one statement).
// `:name` is a parameter (pgbench's variables; $n for PGlite); `gset` names the variables a row sets.
export const createStatements = [
  {
    name: "table with venue version",
    sql:
      "select inside_tables.code, inside_tables.venue_id, inside_tables.section_name, inside_tables.table_name, " +
      "inside_tables.token, venues.revision, venues.updated_at, " +
      "coalesce((select revision from stop_list_versions where venue_id = venues.id), 0) as stop_revision " +
      "from inside_tables inner join venues on venues.id = inside_tables.venue_id " +
      "where inside_tables.code = :code and inside_tables.retired_at is null limit 1",
    gset: "t_",
  },
  { name: "begin", sql: "begin" },
  {
    // cart.repository.ts take: locked and emptied in one statement, answered as it was.
    name: "take cart",
    sql:
      "update carts set items = '[]', revision = carts.revision + 1, updated_at = now() " +
      `from (select ${cartColumns} from carts where id = :cart for update) old ` +
      "where carts.id = old.id and jsonb_array_length(old.items) > 0 " +
      "returning old.id, old.venue_id, old.items, old.revision as old_revision, old.origin, old.owner, carts.revision",
    gset: "",
  },
  {
    name: "lock open order",
    sql:
      "select * from orders where table_code = :code and status in ('waiting', 'serving', 'served', 'paying') " +
      "limit 1 for update",
  },
  {
    // order.repository.ts insertNumbered: the counter's upsert and the first visitor as CTEs.
    name: "insert numbered order",
    sql:
      "with counter as (insert into order_counters (venue_id, last_serial) values (:t_venue_id, 1) " +
      "on conflict (venue_id) do update set last_serial = order_counters.last_serial + 1 returning last_serial), " +
      "visitor as (insert into order_visitors (order_id, visitor_id) values (:oid, :visitor) on conflict do nothing) " +
      `insert into orders (${orderColumns.join(", ")}) values (` +
      orderColumns.map((c) => orderValues[c] ?? "default").join(", ") +
      ") returning *",
  },
  { name: "commit", sql: "commit" },
];

// The pgbench script: n is this client's next table (client_id + i * clients over the step's base, so
// clients never collide and no statement of the generator's own is sent), then the create.
export function pgbenchScript() {
  const head = [
    "\\set i :i + 1",
    "\\set n :base + :client_id + (:i - 1) * :nclients",
    `\\set code ${benchVenue.firstCode} + :n`,
    `\\set cart ${cartBase} + :n`,
    // Random order ids like the server's (random positions in the primary key, not an append at its end).
    "\\set oid random(100000000000, 900000000000) * 10000000 + :n",
    "\\set visitor random(0, 996)",
  ];
  const body = createStatements.flatMap((s) =>
    s.gset === undefined ? [`${s.sql};`] : [s.sql, s.gset ? `\\gset ${s.gset}` : "\\gset"],
  );
  return `${[...head, ...body].join("\n")}\n`;
}

// The same statements for a client that takes $1, $2...: the text and the names in order.
function positional(sqlText) {
  const names = [];
  // One parameter per occurrence, as pgbench sends them (a name used twice may take two types).
  const text = sqlText.replace(/(?<!:):([a-z_]+)/g, (_, name) => `$${names.push(name)}`);
  return { text, names };
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

// Tables first..first+count-1 of the bench venue, each with a cart holding the napoleon, then ANALYZE
// (a running database has statistics; a table just filled has none and would be scanned).
async function provision(query, first, count) {
  const last = first + count - 1;
  await query(
    `insert into inside_tables (code, venue_id, section_name, table_name, token)
     select (${benchVenue.firstCode} + n)::text, '${venueId}', 'Hall ' || (1 + n / 100), 'Table ' || (1 + n % 100),
            md5('bench-token-' || n) || md5('bench-token-2-' || n)
     from generate_series(${first}, ${last}) n on conflict do nothing`,
  );
  await query(
    `insert into carts (id, venue_id, items, revision, origin, owner)
     select (${cartBase} + n)::text, '${venueId}', '${cartItems}'::jsonb, 1, 'inside',
            substr(md5('bench-owner-' || n), 1, 16)
     from generate_series(${first}, ${last}) n on conflict do nothing`,
  );
  await query("analyze inside_tables");
  await query("analyze carts");
}

// Every counted create made one waiting order of its own at its own table, from its cart (a check that
// the figures are of creates that happened, not of statements that silently did nothing).
async function checkOrders(query, first, end, counted) {
  const { rows } = await query(
    `select count(*)::int as orders, count(distinct table_code)::int as tables,
            count(*) filter (where status = 'waiting' and cart_revision = 2 and jsonb_array_length(lines) = 1
                             and local_id = table_code || '-' || serial)::int as good
     from orders where table_code::int between ${benchVenue.firstCode + first} and ${benchVenue.firstCode + end - 1}`,
  );
  const r = rows[0];
  if (r.orders < counted || r.tables !== r.orders || r.good !== r.orders)
    throw new Error(`${counted} creates counted, but orders: ${JSON.stringify(r)}`);
}

// A fresh database with our migrations and the bench venue (a handful of its tables: the rest are
// provisioned straight into inside_tables, which is much faster than importing them).
function importBenchVenue(work, env) {
  const file = path.join(work, "venue.json");
  writeBenchVenue(file, 1);
  importVenueFile(file, env);
}

function pgbenchPath() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  for (const m of readdirSync(base).sort((a, b) => Number(b) - Number(a))) {
    const bin = path.join(base, m, "bin", "pgbench");
    if (existsSync(bin)) return bin;
  }
  return null;
}

// Per-transaction latencies (µs, the log's third column) of a pgbench --log run, in ms.
function readLatencies(dir) {
  const out = [];
  for (const f of readdirSync(dir)) {
    if (!f.startsWith("pgbench_log")) continue;
    for (const line of readFileSync(path.join(dir, f), "utf8").split("\n")) {
      const cols = line.split(" ");
      if (cols.length >= 3) out.push(Number(cols[2]) / 1000);
    }
  }
  return out.sort((a, b) => a - b);
}

// pgbench -r: average latency (ms) of each statement of the script, in script order.
function readStatementLatencies(stdout) {
  const at = stdout.indexOf("statement latencies in milliseconds");
  if (at < 0) return [];
  const rows = stdout
    .slice(at)
    .split("\n")
    .slice(1)
    .map((l) => /^\s+([\d.]+)\s+(?:\d+\s+)*(.*)$/.exec(l))
    .filter((m) => m && !m[2].startsWith("\\"));
  return rows.map((m, i) => ({ name: createStatements[i]?.name ?? m[2].slice(0, 40), ms: Number(m[1]) }));
}

// PostgreSQL: a throwaway cluster on `port` (lib/postgres.mjs, default durability), pgbench stepping the
// client count. Answers the best step's creates/s and latency, and every step.
export async function pgCeiling({
  port,
  seconds = 10,
  clients = [1, 2, 4, 8, 16, 32],
  maxRate = 5000, // tables provisioned per step: seconds × maxRate (a step that runs out fails loudly)
  log = () => {},
}) {
  const pgbench = pgbenchPath();
  if (!pgbench) return null;
  const server = startPostgres({ port });
  if (!server) return null;
  const work = mkdtempSync(path.join(tmpdir(), "db-ceiling-pg-"));
  const pool = new pg.Pool({ connectionString: server.url, max: 1 });
  try {
    importBenchVenue(work, { DATABASE_URL: server.url });
    const query = (text, values) => pool.query(text, values);
    const scriptFile = path.join(work, "create.sql");
    writeFileSync(scriptFile, pgbenchScript());
    const used = async () =>
      Number(
        (
          await query("select coalesce(max(table_code::int), $1::int - 1) + 1 - $1::int as n from orders", [
            benchVenue.firstCode,
          ])
        ).rows[0].n,
      );
    const step = async (c, secs) => {
      const base = await used();
      await provision(query, base, Math.ceil(secs * maxRate));
      await query("checkpoint");
      const logDir = path.join(work, `log-${c}-${base}`);
      mkdirSync(logDir);
      const args = [
        ...["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "-n", "-M", "extended", "-r"],
        ...["-c", String(c), "-j", String(Math.min(2, c)), "-T", String(secs), "-f", scriptFile],
        ...["--log", "--log-prefix", path.join(logDir, "pgbench_log")],
        ...["-D", "i=0", "-D", `base=${base}`, "-D", `nclients=${c}`, "-D", `lines=${orderLines}`],
        "postgres",
      ];
      const { stdout } = await run(pgbench, args, { maxBuffer: 16 << 20 }).catch((err) => {
        throw new Error(`pgbench with ${c} clients failed: ${err.stderr || err.message}`);
      });
      const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
      const aborted = /aborted|Run was aborted/.test(stdout);
      const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1] ?? NaN);
      const lat = readLatencies(logDir);
      rmSync(logDir, { recursive: true, force: true });
      if (failed || aborted || !Number.isFinite(tps))
        throw new Error(
          `pgbench with ${c} clients: ${failed} failed${aborted ? ", aborted" : ""}\n${stdout}`,
        );
      const after = await used();
      if (after - base >= secs * maxRate)
        throw new Error(`pgbench with ${c} clients used every provisioned table: raise maxRate`);
      await checkOrders(query, base, after, lat.length);
      return {
        clients: c,
        tps,
        creates: lat.length,
        p50: percentile(lat, 50),
        p99: percentile(lat, 99),
        statements: readStatementLatencies(stdout),
      };
    };
    // A warm-up, not counted: the catalogue and shared buffers as on a running evening.
    await step(2, Math.min(2, seconds));
    const steps = [];
    for (const c of clients) {
      const s = await step(c, seconds);
      steps.push(s);
      log(s);
    }
    const best = steps.reduce((a, b) => (b.tps > a.tps ? b : a));
    return { tps: best.tps, p50: best.p50, p99: best.p99, clients: best.clients, steps };
  } finally {
    await pool.end().catch(() => undefined);
    server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

// PGlite: one process, the statements in a loop through the PGlite client (no Drizzle, no HTTP), one
// create after another (PGlite has one connection), for `seconds`, on a data dir as the server opens it.
export async function pgliteCeiling({ seconds = 10, maxRate = 2000, log = () => {} }) {
  const work = mkdtempSync(path.join(tmpdir(), "db-ceiling-pglite-"));
  const dataDir = path.join(work, "data");
  importBenchVenue(work, { DATA_DIR: dataDir });
  const db = new PGlite(path.join(dataDir, "pglite")); // db/client.ts openDb: the same constructor
  try {
    const prepared = createStatements
      .filter((s) => s.name !== "begin" && s.name !== "commit")
      .map((s) => ({ ...s, ...positional(s.sql) }));
    const [tableStmt, ...txStmts] = prepared;
    let next = 0;
    let provisioned = 0;
    const ensure = async (count) => {
      if (next + count <= provisioned) return;
      await provision((t) => db.query(t), provisioned, next + count - provisioned);
      provisioned = next + count;
    };
    const oneCreate = async () => {
      const n = next++;
      const vars = {
        code: codeOf(n),
        cart: cartOf(n),
        oid: `${100_000_000_000 + Math.floor(Math.random() * 800_000_000_000)}${String(n).padStart(7, "0")}`,
        visitor: String(Math.floor(Math.random() * 997)),
        lines: orderLines,
      };
      const exec = async (q, s) => {
        const res = await q.query(
          s.text,
          s.names.map((k) => vars[k]),
        );
        if (s.gset !== undefined) {
          const row = res.rows[0];
          if (!row) throw new Error(`${s.name}: no row (table ${vars.code})`);
          for (const [k, v] of Object.entries(row)) vars[`${s.gset}${k}`] = v;
        }
      };
      await exec(db, tableStmt);
      await db.transaction(async (tx) => {
        for (const s of txStmts) await exec(tx, s);
      });
    };
    const loop = async (secs) => {
      await ensure(Math.ceil(secs * maxRate));
      const lat = [];
      const t0 = performance.now();
      const until = t0 + secs * 1000;
      while (performance.now() < until) {
        if (next >= provisioned)
          throw new Error("PGlite ceiling used every provisioned table: raise maxRate");
        const s = performance.now();
        await oneCreate();
        lat.push(performance.now() - s);
      }
      const elapsed = (performance.now() - t0) / 1000;
      await checkOrders((t) => db.query(t), next - lat.length, next, lat.length);
      lat.sort((a, b) => a - b);
      return {
        clients: 1,
        tps: lat.length / elapsed,
        creates: lat.length,
        p50: percentile(lat, 50),
        p99: percentile(lat, 99),
      };
    };
    await loop(Math.min(2, seconds)); // warm-up (JIT, WASM, caches), not counted
    const step = await loop(seconds);
    log(step);
    return { tps: step.tps, p50: step.p50, p99: step.p99, steps: [step] };
  } finally {
    await db.close();
    rmSync(work, { recursive: true, force: true });
  }
}

export const formatCeilingStep = (s) =>
  `    ${String(s.clients).padStart(3)} client${s.clients === 1 ? " " : "s"}  ${s.tps
    .toFixed(0)
    .padStart(6)} creates/s  p50 ${s.p50.toFixed(2).padStart(7)} ms  p99 ${s.p99.toFixed(2).padStart(7)} ms`;
