// npm run crash:kitchen [-- --rounds 6] — kitchen tickets and their prints survive SIGKILL (the issue's
// "exactly once, proven"). Two server processes share one fresh PostgreSQL database; the demo venue's
// Kitchen and Bar each have a printer stand-in process (TCP, decodes the ESC/POS it receives). Station
// screens are socket.io clients of the staff namespace (two tabs of the Kitchen, one on each process, and
// a Bar tab), each re-reading its board whenever it reconnects, as the console does; they bump tickets.
// Guests order eat-in (a cake for the Kitchen, a spritz for the Bar, each order with a unique comment);
// staff accept most and decline the rest, accept or decline additions and void units of accepted lines.
// Meanwhile one process at a time is SIGKILLed at random moments and restarted, and the Bar's printer
// refuses connections for a while. At the end the print queue must drain, and:
// - every line of every accepted order and accepted addition is in exactly one "new" ticket, on the
//   station its product is routed to; a declined order or addition is on no ticket;
// - every void is exactly one "cancel" ticket;
// - every ticket has a print job, every job printed, every ticket printed, and none printed twice
//   without "COPY" (what the stand-ins decoded);
// - each screen shows exactly the open tickets of its station, and so does each process's board.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";
import { io } from "socket.io-client";
import { freshCart, eatInClient, staffToken } from "./lib/eat-in-client.mjs";
import { parseFlags, root, startServer, stopServer, waitHealthy } from "./lib/server-process.mjs";

const opts = parseFlags(process.argv.slice(2), {
  rounds: 6, // kills of one process or the other
  guests: 4,
  "min-up-ms": 1500,
  "max-up-ms": 4000,
  "port-a": 8790,
  "port-b": 8791,
  "printer-port": 9180, // the Kitchen's stand-in; the Bar's is the next port
  "drain-timeout-ms": 120_000,
  "admin-url": process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:54330/postgres",
  seed: Date.now() % 1_000_000,
});

const venue = "demo";
const kitchen = { id: "demo-station-kitchen", port: opts["printer-port"] };
const bar = { id: "demo-station-bar", port: opts["printer-port"] + 1 };
const stationOfProduct = { "p-napoleon": kitchen.id, "p-aperol-spritz": bar.id, "p-negroni": bar.id };
const cake = { menu_id: "demo-kitchen", product_id: "p-napoleon" };
const spritz = { menu_id: "demo-bar", product_id: "p-aperol-spritz" };
const negroni = { menu_id: "demo-bar", product_id: "p-negroni" };
const tables = ["111111", "111112", "111113", "111114", "111115", "111116"];
const kitchenBase = `/api/staff/venues/${venue}/kitchen`;
// The most open tickets a station's board lists (packages/domain contract/kitchen.ts stationBoardTicketCap).
const boardCap = 500;
const unpaidClose = { unpaid_reason: "other", note: "freed by the kitchen crash test" };

let rngState = opts.seed || 1;
const random = () => {
  rngState = (rngState * 1_103_515_245 + 12_345) % 2 ** 31;
  return rngState / 2 ** 31;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const stats = {
  kills: 0,
  orders: 0,
  accepted: 0,
  declined: 0,
  appendsAccepted: 0,
  appendsDeclined: 0,
  voids: 0,
  bumps: 0,
  takeaways: 0,
  takeawaysCancelled: 0,
  reconnects: 0,
  retried: 0,
  httpErrors: {},
};
const ackedVoids = new Set(); // reasons of voids answered 200
const ackedTakeawayCancels = new Set(); // reasons of accepted takeaways then declined, answered 200
const declinedOrders = new Set(); // order ids declined (answered 200) before any acceptance
const failures = [];

// --- the database: a fresh one on the shared server, dropped at the end -----------------------------
const dbName = `crash_kitchen_${process.pid}_${Date.now() % 100000}`;
const admin = new pg.Client({ connectionString: opts["admin-url"] });
const dbUrl = (() => {
  const u = new URL(opts["admin-url"]);
  u.pathname = `/${dbName}`;
  return u.toString();
})();

// --- printer stand-ins: processes of their own that outlive the servers ---------------------------
const printed = []; // { port, text, copy, cancelled }
function startStandIn(port) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "apps/server/src/test/printer-stand-in-cli.ts", "--port", String(port)],
    { cwd: root, stdio: ["pipe", "pipe", "pipe"] },
  );
  createInterface({ input: child.stdout }).on("line", (line) => {
    try {
      printed.push(JSON.parse(line));
    } catch {
      /* not a ticket */
    }
  });
  const ready = new Promise((resolve, reject) => {
    child.stderr.on("data", (d) => String(d).includes("listening") && resolve());
    child.once("exit", (code) => reject(new Error(`printer stand-in ${port} exited ${code}`)));
  });
  return { child, ready, port, mode: (m) => child.stdin.write(`${m}\n`) };
}

// --- the two server processes --------------------------------------------------------------------
const dataDir = mkdtempSync(path.join(tmpdir(), "crash-kitchen-"));
const serverEnv = {
  DATABASE_URL: dbUrl,
  // The demo venue, its stations and the documented staff token, on a throwaway database.
  DEMO_ON_DATABASE: "force",
  AUTOPILOT_ACCEPT_MS: "0",
  WEB_DIST: dataDir,
  PRINTER_NETWORKS: "127.0.0.0/8",
  PRINTER_PORTS: "1024-65535",
  PRINT_INTERVAL_MS: "200",
  RATE_LIMIT_ORDER: "0",
  RATE_LIMIT_PAY: "0",
  RATE_LIMIT_TABLE: "0",
  RATE_LIMIT_TABLE_CODE: "0",
  RATE_LIMIT_TABLE_MISS: "0",
};
const ports = [opts["port-a"], opts["port-b"]];
const servers = [null, null];
const up = [false, false];
async function boot(i) {
  servers[i] = startServer({ port: ports[i], dataDir, env: serverEnv });
  await waitHealthy(servers[i]);
  up[i] = true;
}
async function kill(i) {
  up[i] = false;
  console.log(`  SIGKILL process ${i} at ${new Date().toISOString()}`);
  await stopServer(servers[i], "SIGKILL");
  stats.kills++;
}
const clients = ports.map((p) => eatInClient(`http://127.0.0.1:${p}`));
// A live process, at random: a guest or a waiter whose call dropped tries again on either.
function anyClient() {
  const live = [0, 1].filter((i) => up[i]);
  return clients[live.length ? live[Math.floor(random() * live.length)] : 0];
}

// One call, retried after a dropped connection or a 5xx, as a client would; answers { status, body }.
async function retried(fn) {
  for (let attempt = 0; ; attempt++) {
    if (attempt > 400) throw new Error("no process answered for too long");
    try {
      const res = await fn(anyClient());
      if (res.status < 500) return res;
      stats.httpErrors[res.status] = (stats.httpErrors[res.status] ?? 0) + 1;
    } catch {
      /* dropped: the process died under the call */
    }
    stats.retried++;
    await sleep(100);
  }
}

// --- station screens --------------------------------------------------------------------------------
function stationTab(name, stationId, serverIndex) {
  const open = new Map(); // ticket id -> ticket, what the screen shows
  const socket = io(`http://127.0.0.1:${ports[serverIndex]}/staff`, {
    transports: ["websocket"],
    auth: { token: staffToken, venue_id: venue },
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
  });
  const client = clients[serverIndex];
  let refreshing = Promise.resolve();
  // Pushes that arrive while a board is read are applied again over it: the board may have been read
  // before they were made.
  let pending = null;
  const refresh = () =>
    (refreshing = refreshing.then(async () => {
      for (;;) {
        pending = [];
        try {
          const res = await client.call("GET", `${kitchenBase}/stations/${stationId}/board`, undefined, {
            authorization: `Bearer ${staffToken}`,
          });
          if (res.status === 200) {
            open.clear();
            for (const t of res.body.data.tickets) open.set(t._id, t);
            for (const t of pending) apply(t);
            pending = null;
            return;
          }
        } catch {
          /* the process is down; the socket will reconnect and call again */
          if (!socket.connected) {
            pending = null;
            return;
          }
        }
        await sleep(100);
      }
    }));
  let connects = 0;
  socket.on("connect", () => {
    if (connects++ > 0) stats.reconnects++;
    void refresh();
  });
  const apply = (t) => {
    if (t.bumped_at) open.delete(t._id);
    else open.set(t._id, t);
  };
  socket.on("kitchen:ticket", (t) => {
    if (t.station_id !== stationId) return;
    apply(t);
    pending?.push(t);
  });
  return { name, stationId, serverIndex, open, socket, refresh: () => refresh() };
}

// A cook on a tab bumps the oldest ticket (or one of its lines) now and then.
async function cook(tab, stop) {
  while (!stop.done) {
    // Quick enough to keep up with four guests ordering without pause (the oldest few, at random, so
    // two tabs of one station seldom bump the same ticket).
    await sleep(50 + random() * 150);
    const oldestFew = [...tab.open.values()]
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .slice(0, 3);
    const oldest = oldestFew[Math.floor(random() * oldestFew.length)];
    if (!oldest || !up[tab.serverIndex]) continue;
    const line = random() < 0.3 ? oldest.lines.find((l) => !l.bumped_at) : null;
    try {
      const res = await clients[tab.serverIndex].call(
        "POST",
        `${kitchenBase}/tickets/${oldest._id}/bump`,
        line ? { line_id: line.line_id } : {},
        { authorization: `Bearer ${staffToken}` },
      );
      if (res.status === 200) stats.bumps++;
    } catch {
      /* the process died under the bump */
    }
  }
}

// A takeaway guest (SPEC §6): a proven phone once (the demo outbox has the code), then cakes ordered,
// accepted, and every other one declined after acceptance: the Kitchen gets one cancel ticket of what
// it was sent, however the kills fall.
async function takeawayGuest(stop) {
  const phone = "+380671239900";
  const visitorId = "kitchen-crash-takeaway";
  const post = (cl, url, body, headers) => cl.call("POST", url, body, headers);
  const prepared = await retried((cl) => cl.call("GET", `/api/superapp/preorder/${venue}/prepare/takeaway`));
  const cafeId = prepared.body?.data?.cafe?._id;
  const asked = await retried((cl) =>
    post(cl, "/api/superapp/security/phone-number-verification/request", {
      cafe_id: cafeId,
      phone,
      visitor_id: visitorId,
    }),
  );
  const { token, already_verified } = asked.body?.data ?? {};
  if (!already_verified) {
    const outbox = await retried((cl) =>
      cl.call("GET", `/api/dev/outbox?phone=${encodeURIComponent(phone)}`),
    );
    const code = /(\d{4})/.exec(outbox.body?.data?.messages?.[0]?.text ?? "")?.[1];
    await retried((cl) =>
      post(cl, "/api/superapp/security/phone-number-verification/confirm", { token, code }),
    );
  }
  const made = await retried((cl) =>
    post(cl, "/api/superapp/clients/create", {
      name: "Olena",
      phone,
      cafe_id: cafeId,
      verification_token: token,
    }),
  );
  const client = made.body?.data?.client;
  if (!client?._id) {
    failures.push(`the takeaway guest could not be made: ${made.status} ${JSON.stringify(made.body)}`);
    return;
  }
  const secret = { "x-client-secret": client.client_secret ?? "" };
  for (let n = 1; !stop.done; n++) {
    const token2 = `t-${n}`;
    const fresh = await retried((cl) => cl.call("GET", `/api/superapp/preorder/${venue}/prepare/takeaway`));
    const cartId = fresh.body?.data?.cart?._id;
    if (!cartId) continue;
    const added = await retried((cl) => cl.addToCart(cartId, cake, 2));
    if (added.status !== 200) continue;
    const body = {
      cart_id: cartId,
      utensils: 1,
      is_delivery: false,
      target_date: null,
      pay_method: "cash",
      visitor_id: visitorId,
      client_id: client._id,
      comment: token2,
    };
    const created = await retried((cl) => post(cl, `/api/superapp/preorder/${venue}/create`, body, secret));
    const orderId = created.body?.data?.order?._id;
    if (!orderId) continue; // its answer lost to a kill: a waiting order nobody accepts, no ticket
    stats.takeaways++;
    const accepted = await retried((cl) => cl.staff(orderId, "accept"));
    if (accepted.status !== 200 || n % 2) continue;
    const reason = `takeaway ${token2}`;
    const declined = await retried((cl) => cl.staff(orderId, "decline", { reason }));
    if (declined.status === 200) {
      ackedTakeawayCancels.add(reason);
      stats.takeawaysCancelled++;
    }
  }
}

// --- guests and waiters -----------------------------------------------------------------------------
async function cart(table, items) {
  return retried(async (c) => {
    const first = await freshCart(c, table, items[0].item, items[0].quantity);
    for (const { item, quantity } of items.slice(1)) {
      const added = await c.addToCart(first.cartId, item, quantity);
      if (added.status !== 200) throw new Error(`cart add ${added.status}`);
    }
    return { status: 200, ...first };
  });
}

async function guest(index, stop) {
  const table = tables[index % tables.length];
  const visitorId = `kitchen-crash-${index}`;
  for (let n = 1; !stop.done; n++) {
    const token = `k${index}-${n}`;
    const c = await cart(table, [
      { item: cake, quantity: 2 },
      { item: spritz, quantity: 1 },
    ]);
    const body = { cart_id: c.cartId, visitor_id: visitorId, comment: token };
    const created = await retried((cl) => cl.create(table, body));
    let orderId = created.body?.data?.order?._id;
    if (!orderId) {
      // The create landed before the process died, its answer lost: the table's open order is it.
      const read = await retried((cl) => cl.prepare(table));
      orderId = read.body?.data?.active_order?._id;
      if (!orderId) {
        stats.httpErrors[created.status] = (stats.httpErrors[created.status] ?? 0) + 1;
        continue;
      }
    }
    stats.orders++;
    if (random() < 0.15) {
      const res = await retried((cl) => cl.staff(orderId, "decline", { reason: "kitchen closed" }));
      if (res.status === 200) {
        declinedOrders.add(orderId);
        stats.declined++;
        continue;
      }
    }
    await retried((cl) => cl.staff(orderId, "accept"));
    stats.accepted++;
    if (random() < 0.5) {
      const more = await cart(table, [
        { item: cake, quantity: 1 },
        { item: negroni, quantity: 1 },
      ]);
      const appended = await retried((cl) =>
        cl.append(orderId, more.accessCode, {
          cart_id: more.cartId,
          visitor_id: visitorId,
          comment: `${token}a`,
        }),
      );
      if (appended.status === 200 || appended.status === 409) {
        if (random() < 0.5) {
          const r = await retried((cl) => cl.staff(orderId, "accept"));
          if (r.status === 200) stats.appendsAccepted++;
        } else {
          const r = await retried((cl) => cl.staff(orderId, "decline", { reason: "no negroni" }));
          if (r.status === 200) stats.appendsDeclined++;
        }
      }
    }
    if (random() < 0.4) {
      const view = await retried((cl) => cl.staffOrder(orderId));
      const line = (view.body?.data?.order?.list ?? []).find((l) => l.product_id === cake.product_id);
      if (line) {
        const reason = `void ${token}`;
        const res = await retried((cl) =>
          cl.call(
            "POST",
            `/api/staff/orders/${orderId}/adjust`,
            { kind: "void", line_id: line._id, quantity: 1, reason },
            { authorization: `Bearer ${staffToken}` },
          ),
        );
        if (res.status === 200) {
          ackedVoids.add(reason);
          stats.voids++;
        }
      }
    }
    await retried((cl) => cl.staff(orderId, "close", unpaidClose));
  }
}

// Tickets a tab shows differently from its station's board, before the screen's own safety poll.
async function missedBeforePoll(tabs) {
  let missed = 0;
  for (const tab of tabs) {
    const res = await clients[tab.serverIndex].call(
      "GET",
      `${kitchenBase}/stations/${tab.stationId}/board`,
      undefined,
      { authorization: `Bearer ${staffToken}` },
    );
    const ids = new Set((res.body?.data?.tickets ?? []).map((t) => t._id));
    for (const id of ids) if (!tab.open.has(id)) missed++;
    for (const id of tab.open.keys()) if (!ids.has(id)) missed++;
  }
  return missed;
}

// --- the end: what the database, the screens and the printers hold ---------------------------------
async function check(db, tabs) {
  const { rows: tickets } = await db.query(
    "select id, station_id, order_id, kind, source_key, lines, context, bumped_at, created_at from kitchen_tickets",
  );
  const { rows: orders } = await db.query(
    "select id, status, comment, confirmed_at, lines, appends, adjustments from orders where venue_id = $1",
    [venue],
  );
  const { rows: jobs } = await db.query("select id, ticket_id, kind, status, in_doubt from print_jobs");

  // Lines: each accepted line in exactly one "new" ticket, on its product's station.
  const newLineIn = new Map(); // line id -> [station ids]
  for (const t of tickets)
    if (t.kind === "new")
      for (const l of t.lines) newLineIn.set(l.line_id, [...(newLineIn.get(l.line_id) ?? []), t.station_id]);
  let acceptedLines = 0;
  for (const o of orders) {
    if (!o.confirmed_at) {
      if (tickets.some((t) => t.order_id === o.id))
        failures.push(`order ${o.id} never accepted has a ticket`);
      continue;
    }
    for (const l of o.lines) {
      acceptedLines++;
      const at = newLineIn.get(l._id) ?? [];
      if (at.length !== 1) failures.push(`line ${l._id} of ${o.comment} is on ${at.length} tickets`);
      else if (at[0] !== stationOfProduct[l.product_id])
        failures.push(`line ${l._id} (${l.product_id}) of ${o.comment} went to ${at[0]}`);
    }
    for (const a of o.appends)
      if (a.status === "cancelled")
        for (const l of a.lines)
          if (newLineIn.has(l._id))
            failures.push(`declined addition line ${l._id} of ${o.comment} on a ticket`);
  }
  for (const id of declinedOrders)
    if (tickets.some((t) => t.order_id === id)) failures.push(`declined order ${id} has a ticket`);

  // Voids: each exactly one cancel ticket; every acknowledged void is one.
  const cancels = new Map();
  for (const t of tickets)
    if (t.source_key.startsWith("void:")) cancels.set(t.source_key, (cancels.get(t.source_key) ?? 0) + 1);
  const voidReasons = new Set();
  let voidCount = 0;
  for (const o of orders)
    for (const adj of o.adjustments)
      if (adj.kind === "void") {
        voidCount++;
        voidReasons.add(adj.reason);
        const n = cancels.get(`void:${adj._id}`) ?? 0;
        if (n !== 1) failures.push(`void ${adj._id} (${adj.reason}) is ${n} cancel tickets`);
      }
  for (const r of ackedVoids) if (!voidReasons.has(r)) failures.push(`acknowledged void "${r}" lost`);
  // An accepted takeaway declined: exactly one cancel ticket, at the Kitchen, of the two cakes sent.
  const takeawaySlips = new Map();
  for (const t of tickets)
    if (t.kind === "cancel" && String(t.context.reason ?? "").startsWith("takeaway "))
      takeawaySlips.set(t.context.reason, [...(takeawaySlips.get(t.context.reason) ?? []), t]);
  for (const [reason, slips] of takeawaySlips) {
    if (slips.length !== 1) failures.push(`${reason} is ${slips.length} cancel tickets`);
    const units = slips[0].lines.reduce((n, l) => n + l.quantity, 0);
    if (slips[0].station_id !== kitchen.id || units !== 2)
      failures.push(`${reason}: a cancel ticket of ${units} units at ${slips[0].station_id}`);
  }
  for (const r of ackedTakeawayCancels)
    if (!takeawaySlips.has(r))
      failures.push(`the accepted takeaway declined as "${r}" sent no cancel ticket`);

  // Jobs and prints: one ticket job each, all printed; the stand-ins saw each ticket, never twice without COPY.
  const jobsOf = new Map();
  for (const j of jobs) if (j.ticket_id) jobsOf.set(j.ticket_id, [...(jobsOf.get(j.ticket_id) ?? []), j]);
  for (const j of jobs) if (j.status !== "printed") failures.push(`print job ${j.id} is ${j.status}`);
  const portOf = { [kitchen.id]: kitchen.port, [bar.id]: bar.port };
  const keyOf = (port, cancelled, note, reason) =>
    `${port}|${cancelled ? "cancel" : "new"}|${note}|${reason}`;
  const prints = new Map(); // key -> { original, copy }
  for (const p of printed) {
    const note = /NOTE: (\S+)/.exec(p.text)?.[1] ?? "";
    const reason = p.cancelled ? (/REASON: (.+)/.exec(p.text)?.[1]?.trim() ?? "") : "";
    const k = keyOf(p.port, p.cancelled, note, reason);
    const seen = prints.get(k) ?? { original: 0, copy: 0 };
    if (p.copy) seen.copy++;
    else seen.original++;
    prints.set(k, seen);
  }
  // A void retried after its answer was lost is a second void with the same reason, so two tickets may
  // print alike: per printed look, no more originals than tickets, and at least one print per ticket.
  let inDoubt = 0;
  const ticketsByKey = new Map();
  for (const t of tickets) {
    const js = (jobsOf.get(t.id) ?? []).filter((j) => j.kind === "ticket");
    if (js.length !== 1) failures.push(`ticket ${t.id} (${t.source_key}) has ${js.length} print jobs`);
    if (js.some((j) => j.in_doubt)) inDoubt++;
    const k = keyOf(
      portOf[t.station_id],
      t.kind === "cancel",
      t.context.guest_comment ?? "",
      t.kind === "cancel" ? (t.context.reason ?? "") : "",
    );
    ticketsByKey.set(k, [...(ticketsByKey.get(k) ?? []), t]);
  }
  for (const [k, alike] of ticketsByKey) {
    const seen = prints.get(k) ?? { original: 0, copy: 0 };
    const which = alike.map((t) => `${t.id} (${t.source_key})`).join(", ");
    if (seen.original + seen.copy < alike.length)
      failures.push(`ticket ${which} never printed (${seen.original + seen.copy} prints)`);
    if (seen.original > alike.length)
      failures.push(`ticket ${which} printed ${seen.original} times without COPY`);
  }
  const ticketKeys = new Set(
    tickets.map((t) =>
      keyOf(
        portOf[t.station_id],
        t.kind === "cancel",
        t.context.guest_comment ?? "",
        t.kind === "cancel" ? (t.context.reason ?? "") : "",
      ),
    ),
  );
  for (const k of prints.keys())
    if (!ticketKeys.has(k)) failures.push(`printed something no ticket is: ${k}`);

  // Screens and boards: exactly the open tickets of their station, each line once. The script's
  // screens list every ticket they were told of; the cooks keep the stations under the board's cap.
  for (const stationId of [kitchen.id, bar.id]) {
    const openIds = tickets
      .filter((t) => t.station_id === stationId && !t.bumped_at)
      .map((t) => t.id)
      .sort();
    if (openIds.length > boardCap)
      failures.push(
        `${stationId} has ${openIds.length} open tickets, more than a board lists: the cooks fell behind`,
      );
    for (const tab of tabs.filter((x) => x.stationId === stationId)) {
      const shown = [...tab.open.keys()].sort();
      if (shown.join() !== openIds.join()) {
        const missing = openIds.filter((id) => !tab.open.has(id));
        const extra = shown.filter((id) => !openIds.includes(id));
        const about = (id) => {
          const t = tickets.find((x) => x.id === id);
          return t ? `${t.source_key} made ${new Date(t.created_at ?? 0).toISOString()}` : id;
        };
        failures.push(
          `screen ${tab.name} shows ${shown.length} tickets, ${openIds.length} open; missing ${missing.map(about).join(", ")}; extra ${extra.map(about).join(", ")}`,
        );
      }
    }
    for (const [i, c] of clients.entries()) {
      const res = await c.call("GET", `${kitchenBase}/stations/${stationId}/board`, undefined, {
        authorization: `Bearer ${staffToken}`,
      });
      const board = res.body?.data?.tickets ?? [];
      const ids = board.map((t) => t._id);
      // The board lists the oldest open tickets up to its cap and counts them all (open_total).
      const listable = Math.min(openIds.length, boardCap);
      const unknown = ids.filter((id) => !openIds.includes(id));
      const newestListed = Math.max(0, ...board.map((t) => Date.parse(t.created_at)));
      const olderUnlisted = tickets.filter(
        (t) =>
          t.station_id === stationId &&
          !t.bumped_at &&
          !ids.includes(t.id) &&
          Date.parse(t.created_at) < newestListed,
      );
      if (
        ids.length !== listable ||
        unknown.length > 0 ||
        olderUnlisted.length > 0 ||
        res.body?.data?.open_total !== openIds.length
      )
        failures.push(
          `process ${i} board of ${stationId}: ${ids.length} tickets listed of ${res.body?.data?.open_total} counted, ${openIds.length} open (${unknown.length} not open, ${olderUnlisted.length} older ones unlisted)`,
        );
      const lineIds = board.filter((t) => t.kind === "new").flatMap((t) => t.lines.map((l) => l.line_id));
      if (new Set(lineIds).size !== lineIds.length)
        failures.push(`process ${i} board of ${stationId} repeats a line`);
    }
  }
  return {
    tickets: tickets.length,
    cancelTickets: tickets.filter((t) => t.kind === "cancel").length,
    acceptedLines,
    voidCount,
    jobs: jobs.length,
    inDoubt,
    originals: [...prints.values()].reduce((s, p) => s + p.original, 0),
    copies: [...prints.values()].reduce((s, p) => s + p.copy, 0),
  };
}

let standIns = [];
let tabs = [];
async function main() {
  const started = Date.now();
  console.log(`crash-kitchen: ${opts.rounds} kills, database ${dbName}, seed ${opts.seed}`);
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  standIns = [startStandIn(kitchen.port), startStandIn(bar.port)];
  await Promise.all(standIns.map((s) => s.ready));
  // One process migrates and seeds first; the second finds it done.
  await boot(0);
  await boot(1);
  for (const [station, name] of [
    [kitchen, "Kitchen printer"],
    [bar, "Bar printer"],
  ]) {
    const res = await clients[0].call(
      "POST",
      `${kitchenBase}/printers`,
      { station_id: station.id, name, host: "127.0.0.1", port: station.port, width_mm: 80 },
      { authorization: `Bearer ${staffToken}` },
    );
    if (res.status !== 200) throw new Error(`printer set-up: ${res.status} ${JSON.stringify(res.body)}`);
  }
  tabs = [
    stationTab("kitchen tab 1", kitchen.id, 0),
    stationTab("kitchen tab 2", kitchen.id, 1),
    stationTab("bar tab", bar.id, 0),
  ];
  const stop = { done: false };
  const workers = [
    ...Array.from({ length: opts.guests }, (_, i) => guest(i, stop)),
    takeawayGuest(stop),
    ...tabs.map((t) => cook(t, stop)),
  ];
  for (let k = 1; k <= opts.rounds; k++) {
    await sleep(opts["min-up-ms"] + random() * (opts["max-up-ms"] - opts["min-up-ms"]));
    // The Bar's printer stops answering for a round: its jobs wait and retry.
    if (k === 2) standIns[1].mode("refuse");
    if (k === 3) standIns[1].mode("online");
    const victim = random() < 0.5 ? 0 : 1;
    await kill(victim);
    await sleep(200 + random() * 500);
    await boot(victim);
    console.log(
      `  kill ${k}: process ${victim}, ${stats.orders} orders, ${printed.length} prints, ${Math.round((Date.now() - started) / 1000)} s`,
    );
  }
  stop.done = true;
  await Promise.all(workers);
  standIns[1].mode("online");

  // The queue drains: a job whose process died mid-send waits out its lease, then prints as a COPY.
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const until = Date.now() + opts["drain-timeout-ms"];
  let waiting = 0;
  for (;;) {
    const { rows } = await db.query(
      "select count(*)::int as n from print_jobs where status in ('queued', 'printing')",
    );
    waiting = rows[0].n;
    if (waiting === 0 || Date.now() > until) break;
    await sleep(500);
  }
  const drainedIn = Math.round((Date.now() - started) / 1000);
  await sleep(1000); // the stand-ins report every 50 ms; the screens' last events arrive
  // The console's station screens read their board again every 15 s (kitchenSafetyPollMs in the web
  // app): a push lost with a process killed between its commit and its push is missing until then.
  // Counted here; then every tab makes that read, and the check holds the screens to what they show.
  const missedPushes = await missedBeforePoll(tabs);
  await Promise.all(tabs.map((t) => t.refresh()));
  const figures = await check(db, tabs);
  await db.end();

  console.log(`
crash-kitchen summary (${Math.round((Date.now() - started) / 1000)} s, seed ${opts.seed}, drained at ${drainedIn} s)
  kills (SIGKILL)              ${stats.kills}, screen reconnects ${stats.reconnects}
  screens behind before a poll ${missedPushes} tickets (pushes lost with a killed process)
  orders                       ${stats.orders}: accepted ${stats.accepted}, declined ${stats.declined}
  additions                    accepted ${stats.appendsAccepted}, declined ${stats.appendsDeclined}
  voids acknowledged           ${stats.voids} (in the database ${figures.voidCount}, cancel tickets ${figures.cancelTickets})
  takeaways accepted           ${stats.takeaways}, declined after acceptance ${stats.takeawaysCancelled}
  accepted lines               ${figures.acceptedLines}, tickets ${figures.tickets}, bumps ${stats.bumps}
  print jobs                   ${figures.jobs}, in doubt after a kill ${figures.inDoubt}, still waiting ${waiting}
  printed (stand-ins)          ${figures.originals} originals, ${figures.copies} COPY
  calls retried after a drop   ${stats.retried}, 5xx ${JSON.stringify(stats.httpErrors)}
  violations                   ${failures.length}`);
  for (const f of failures.slice(0, 30)) console.log(`  FAIL ${f}`);
  process.exitCode = failures.length ? 1 : 0;
}

async function cleanUp() {
  for (const t of tabs) t.socket.close();
  for (const s of servers) if (s) await stopServer(s, "SIGKILL");
  for (const s of standIns) s.child.kill("SIGKILL");
  try {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  } catch {
    /* never connected */
  }
  rmSync(dataDir, { recursive: true, force: true });
}

for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    for (const s of servers) s?.child.kill("SIGKILL");
    for (const s of standIns) s.child.kill("SIGKILL");
    console.error(`stopped; database ${dbName} left on the server`);
    process.exit(130);
  });

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(cleanUp);
