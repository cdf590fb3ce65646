// The query tally: preloaded into the server (node --import) by the profile script. Every
// statement sent to PGlite or node-postgres is counted by the HTTP call that sent it (or "background")
// and its text, with the time until its answer and the rows it brought; each call is counted too.
// SIGUSR2 starts a new tally, SIGUSR1 writes it to TRACE_QUERIES_FILE.
import { AsyncLocalStorage } from "node:async_hooks";
import { writeFileSync } from "node:fs";
import http from "node:http";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

let tally = new Map();
let requests = new Map();
const current = new AsyncLocalStorage();
// "POST /api/superapp/inside/:x/create": ids, codes and tokens are one placeholder.
const callOf = (method, url) =>
  `${method} ${url
    .split("?")[0]
    .split("/")
    .map((seg) => (/\d/.test(seg) || seg.length >= 16 ? ":x" : seg))
    .join("/")}`;
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, req, ...rest) {
  if (event !== "request") return emit.call(this, event, req, ...rest);
  const call = callOf(req.method, req.url);
  requests.set(call, (requests.get(call) ?? 0) + 1);
  return current.run(call, () => emit.call(this, event, req, ...rest));
};
const note = (text, ms, rows) => {
  const key = `${current.getStore() ?? "background"}\t${String(text).replace(/\s+/g, " ").trim()}`;
  const t = tally.get(key) ?? { calls: 0, ms: 0, rows: 0 };
  t.calls++;
  t.ms += ms;
  t.rows += rows;
  tally.set(key, t);
};
const traced = (fn, textOf) =>
  async function (...args) {
    const t0 = performance.now();
    const result = await fn.apply(this, args);
    const rows = Array.isArray(result)
      ? result.reduce((n, r) => n + (r.rows?.length ?? 0), 0)
      : (result?.rows?.length ?? 0);
    note(textOf(args), performance.now() - t0, rows);
    return result;
  };
const sqlOf = (args) => (typeof args[0] === "string" ? args[0] : (args[0]?.text ?? "?"));

const { query, exec, transaction } = PGlite.prototype;
PGlite.prototype.query = traced(query, sqlOf);
PGlite.prototype.exec = traced(exec, sqlOf);
PGlite.prototype.transaction = function (callback) {
  return transaction.call(this, (tx) =>
    callback({
      ...tx,
      query: traced(tx.query, sqlOf),
      exec: traced(tx.exec, sqlOf),
      get closed() {
        return tx.closed;
      },
    }),
  );
};
for (const proto of [pg.Client.prototype, pg.Pool.prototype]) {
  const original = proto.query;
  proto.query = function (...args) {
    if (typeof args[args.length - 1] === "function") return original.apply(this, args);
    return traced(original, sqlOf).apply(this, args);
  };
}

process.on("SIGUSR2", () => {
  tally = new Map();
  requests = new Map();
});
process.on("SIGUSR1", () => {
  const statements = [...tally.entries()]
    .map(([key, t]) => ({ call: key.split("\t")[0], sql: key.split("\t")[1], ...t }))
    .sort((a, b) => b.ms - a.ms);
  writeFileSync(
    process.env.TRACE_QUERIES_FILE,
    JSON.stringify({ requests: Object.fromEntries(requests), statements }),
  );
});
