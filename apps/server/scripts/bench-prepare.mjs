// Load test of GET /api/preview/{link}/prepare against a running server (cached, pre-serialised
// menus with an ETag). No dependencies: keep-alive connections from node:http.
//   node apps/server/scripts/bench-prepare.mjs [base-url] [link] [seconds] [connections]
//   e.g. node apps/server/scripts/bench-prepare.mjs http://127.0.0.1:8080 demo-large 5 32
import http from "node:http";

const [base = "http://127.0.0.1:8080", link = "demo-large", seconds = "5", connections = "32"] =
  process.argv.slice(2);
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) });

function get(path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(new URL(path, base), { agent, headers }, (res) => {
      let bytes = 0;
      const chunks = [];
      res.on("data", (c) => {
        bytes += c.length;
        if (headers.keep) chunks.push(c);
      });
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, bytes, chunks }));
    });
    req.on("error", reject);
  });
}

async function run(name, path, headers, expected) {
  const latencies = [];
  let bytes = 0;
  const deadline = Date.now() + Number(seconds) * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const start = process.hrtime.bigint();
      const res = await get(path, headers);
      if (res.status !== expected) throw new Error(`${name}: status ${res.status}, expected ${expected}`);
      latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
      bytes += res.bytes;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: Number(connections) }, worker));
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))].toFixed(1);
  console.log(
    `${name.padEnd(22)} ${String(Math.round(latencies.length / elapsed)).padStart(6)} req/s` +
      `  p50 ${pct(0.5)} ms  p99 ${pct(0.99)} ms  ${Math.round(bytes / latencies.length)} B/response`,
  );
}

const first = await get(`/api/preview/${link}/prepare`, { keep: "1" });
if (first.status !== 200) throw new Error(`prepare ${link}: status ${first.status}`);
const cartId = JSON.parse(Buffer.concat(first.chunks).toString("utf8")).data.cart._id;
const path = `/api/preview/${link}/prepare?cart_id=${cartId}`;
const { etag } = (await get(path)).headers;
console.log(`${base}${path}  ${seconds}s x ${connections} connections, ETag ${etag}`);
await run("200 identity", path, {}, 200);
await run("200 gzip", path, { "accept-encoding": "gzip" }, 200);
await run("200 br", path, { "accept-encoding": "br" }, 200);
await run("304 If-None-Match", path, { "if-none-match": etag, "accept-encoding": "br" }, 304);
agent.destroy();
