// The demo venue set up as a busy kitchen for bench:kitchen: stations of its own, each product routed to
// one of them (a per-product route), printers on local printer stand-ins, and tables to order at.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { root } from "./server-process.mjs";

const venue = "/api/staff/venues/demo";
const kitchen = `${venue}/kitchen`;

// The demo menus' dishes (not its table bookings), each with the first choices its required groups need
// (a single-choice group is a variant, any other a modifier).
const demo = JSON.parse(readFileSync(path.join(root, "apps/server/src/seed/venues/demo.json"), "utf8"));
export const demoProducts = demo.menus
  .filter((m) => m._id !== "demo-services")
  .flatMap((m) => m.products)
  .map((p) => {
    const chosen = { variants: [], modificators: [] };
    for (const g of p.price_groups ?? [])
      if (g.min_count > 0)
        chosen[g.single_select ? "variants" : "modificators"].push(
          ...g.items.slice(0, g.min_count).map((i) => i._id),
        );
    return { menu_id: p.menu_id, product_id: p._id, ...chosen };
  });

// A dish into a cart with its choices.
export const addDish = (client, cartId, item) =>
  client.call("POST", `/api/cart/${cartId}/add`, { quantity: 1, ...item });

const ok = (res, what) => {
  if (res.status !== 200) throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};

// The products a guest can put in a cart now (a menu with opening hours may be closed), at most `count`.
export async function orderableProducts(client, code, count) {
  const prepared = ok(await client.prepare(code), "prepare");
  const found = [];
  for (const item of demoProducts) {
    if (found.length >= count) break;
    const res = await addDish(client, prepared.cart._id, item);
    if (res.status === 200) found.push(item);
    else
      console.log(
        `  ${item.product_id} cannot be ordered now: ${JSON.stringify(res.body?.error?.message ?? res.status)}`,
      );
  }
  return found;
}

// `count` stations, product i routed to station i % count (the venue's other routes go); answers the
// stations in that order.
export async function setUpStations(client, products, count, prefix = "Station") {
  const stations = [];
  for (let i = 0; i < count; i++) {
    const body = { name: `${prefix} ${String(i + 1).padStart(2, "0")}`, sort: 10 + i };
    stations.push(ok(await client.call("POST", `${kitchen}/stations`, body, auth), "station").station);
  }
  const routes = products.map((p, i) => ({
    kind: "product",
    key: p.product_id,
    station_id: stations[i % count]._id,
  }));
  const body = { routes, auto_accept: { inside: false, preorder: false, delivery: false } };
  ok(await client.call("POST", `${kitchen}/routes`, body, auth), "routes");
  return stations;
}

const auth = { authorization: "Bearer demo-staff-token" };

export async function addTables(client, count, prefix) {
  const codes = [];
  for (let i = 0; i < count; i++) {
    const body = { section_name: "Bench", table_name: `${prefix}-${i + 1}` };
    codes.push(ok(await client.call("POST", `${venue}/setup/tables`, body, auth), "table").table.code);
  }
  return codes;
}

export async function addPrinter(client, stationId, port) {
  const body = { station_id: stationId, name: `Stand-in ${port}`, host: "127.0.0.1", port, width_mm: 80 };
  return ok(await client.call("POST", `${kitchen}/printers`, body, auth), "printer").printer;
}

// A printer stand-in in a process of its own (apps/server/src/test/printer-stand-in-cli.ts): onTicket gets
// each decoded ticket with the wall-clock time this process read it.
export function startStandIn(port, onTicket) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "apps/server/src/test/printer-stand-in-cli.ts", "--port", String(port)],
    { cwd: root, stdio: ["pipe", "pipe", "pipe"] },
  );
  const ready = new Promise((resolve, reject) => {
    child.stderr.on("data", (d) => String(d).includes("listening") && resolve());
    child.once("exit", (code) => reject(new Error(`printer stand-in ${port} exited (${code})`)));
  });
  createInterface({ input: child.stdout }).on("line", (line) => {
    const at = performance.timeOrigin + performance.now();
    try {
      onTicket(JSON.parse(line), at);
    } catch {
      /* not a ticket line */
    }
  });
  return { child, ready, stop: () => child.kill("SIGTERM") };
}
