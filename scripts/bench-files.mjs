// npm run bench:files — generated files and photo work must not stall other venues. The server runs in
// production mode in its own process with two venues: the "demo" venue, whose guests' call
// (GET /api/superapp/homepage/demo) is timed one call after another the whole run, and a bench venue of
// 3,000 tables whose manager (the service credential here) does the heavy work:
//  1. quiet: the unrelated call alone (the reference).
//  2. sheet: one QR sheet of every table (GET .../tables/qr.pdf, 3,000 A4 pages).
//  3. photos: 8 uploads at once of a 36-megapixel PNG (a small file: one colour compresses well).
//  4. overload: more than the server takes at once (--sheets sheets and --overload-photos photos together):
//     what is past its queues must be refused with 503 and Retry-After, the rest answered 200.
// Budget: the unrelated call's p99 < 150 ms in phases 2-4; phases 2 and 3 must finish with 200s; in phase
// 4 every answer is a 200 or a 503 with Retry-After. Prints p50/p95/p99/max of the unrelated call and how
// long the heavy work took per phase; exits 1 over budget.
// Options: --tables n, --photos n, --megapixels n, --sheets n, --overload-photos n, --port,
// --parts (which of sheet,photos,overload to run; all by default).
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { benchVenue, importVenueFile, writeBenchVenue } from "./lib/capacity.mjs";
import { benchStaffToken, noLimits } from "./lib/capacity-runs.mjs";
import { parseFlags, percentile, root, startServer, stopServer, waitHealthy } from "./lib/server-process.mjs";

const opts = parseFlags(process.argv.slice(2), {
  tables: 3000,
  photos: 8,
  megapixels: 36,
  sheets: 4,
  "overload-photos": 24,
  parts: "sheet,photos,overload",
  port: Number(process.env.BENCH_FILES_PORT ?? 8730),
});
const budgetP99Ms = 150;
const base = `http://127.0.0.1:${opts.port}`;
const staff = { authorization: `Bearer ${benchStaffToken}` };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round1 = (n) => Number(n.toFixed(1));

// The unrelated call, one after another (10 ms apart) until stopped: its latencies in ms.
function sampleUnrelated() {
  const times = [];
  const failures = [];
  let stop = false;
  const done = (async () => {
    while (!stop) {
      const started = performance.now();
      try {
        const res = await fetch(`${base}/api/superapp/homepage/demo`);
        await res.arrayBuffer();
        if (res.status !== 200) failures.push(`HTTP ${res.status}`);
      } catch (err) {
        failures.push(String(err));
      }
      times.push(performance.now() - started);
      await sleep(10);
    }
  })();
  return {
    async stop() {
      stop = true;
      await done;
      return { times, failures };
    },
  };
}

async function timed(call) {
  const started = performance.now();
  const res = await call();
  const bytes = (await res.arrayBuffer()).byteLength;
  return {
    status: res.status,
    retryAfter: res.headers.get("retry-after"),
    bytes,
    ms: performance.now() - started,
  };
}

const sheet = () =>
  timed(() => fetch(`${base}/api/staff/venues/${benchVenue.id}/tables/qr.pdf?locale=en`, { headers: staff }));
const upload = (png) =>
  timed(() =>
    fetch(`${base}/api/staff/venues/${benchVenue.id}/setup/images`, {
      method: "POST",
      headers: { ...staff, "content-type": "image/png" },
      body: png,
    }),
  );

// The server's own event-loop delay over a phase (lib/loop-delay.mjs, preloaded): what the server held,
// apart from what the machine's other processes took from it.
async function loopDelay(server, file) {
  rmSync(file, { force: true });
  server.child.kill("SIGUSR1");
  while (!existsSync(file)) await sleep(20);
  await sleep(50);
  return JSON.parse(readFileSync(file, "utf8"));
}

// A phase: the unrelated call sampled while `work` runs (and a little before and after it).
async function phase(label, server, loopFile, work) {
  server.child.kill("SIGUSR2");
  const sampler = sampleUnrelated();
  await sleep(200);
  const started = performance.now();
  const answers = await work();
  const workMs = performance.now() - started;
  await sleep(200);
  const { times, failures } = await sampler.stop();
  return { label, answers, workMs, times, failures, loop: await loopDelay(server, loopFile) };
}

const statusCounts = (answers) =>
  Object.entries(answers.reduce((acc, a) => ((acc[a.status] = (acc[a.status] ?? 0) + 1), acc), {}))
    .map(([status, n]) => `${n} x ${status}`)
    .join(", ");

function report(p) {
  const t = p.times;
  const line = `  ${p.label.padEnd(10)} unrelated call p50 ${round1(percentile(t, 50))} ms, p95 ${round1(
    percentile(t, 95),
  )} ms, p99 ${round1(percentile(t, 99))} ms, max ${round1(Math.max(...t))} ms (${t.length} calls)`;
  const loop = `\n  ${"".padEnd(10)} server event-loop delay p99 ${round1(p.loop.p99)} ms, max ${round1(p.loop.max)} ms`;
  const work = p.answers.length
    ? `\n  ${"".padEnd(10)} heavy work ${round1(p.workMs / 1000)} s to finish: ${statusCounts(p.answers)}`
    : "";
  console.log(line + loop + work);
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), "bench-files-"));
  const dataDir = path.join(work, "data");
  const venueFile = path.join(work, "venue.json");
  writeBenchVenue(venueFile, opts.tables);
  // Production mode: the demo venue is imported as any venue would be; the bench venue beside it.
  const env = { DEMO_MODE: "false", STAFF_TOKEN: benchStaffToken };
  importVenueFile(path.join(root, "apps/server/src/seed/venues/demo.json"), { DATA_DIR: dataDir, ...env });
  importVenueFile(venueFile, { DATA_DIR: dataDir, ...env });
  const side = Math.round(Math.sqrt(opts.megapixels * 1e6));
  const png = await sharp({ create: { width: side, height: side, channels: 3, background: "#3a7" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const loopFile = path.join(work, "loop-delay.json");
  const server = startServer({
    port: opts.port,
    dataDir,
    env: { ...noLimits, ...env, WEB_DIST: work, LOOP_DELAY_FILE: loopFile },
    execArgv: ["--import", path.join(root, "scripts/lib/loop-delay.mjs")],
  });
  const failures = [];
  const phases = [];
  try {
    await waitHealthy(server);
    // Warm-up, not counted: the first calls compile code and fill caches.
    for (let i = 0; i < 20; i++) await (await fetch(`${base}/api/superapp/homepage/demo`)).arrayBuffer();
    phases.push(await phase("quiet", server, loopFile, async () => (await sleep(2000), [])));
    const wanted = (part) => opts.parts.split(",").includes(part);
    if (wanted("sheet")) phases.push(await phase("sheet", server, loopFile, async () => [await sheet()]));
    if (wanted("photos"))
      phases.push(
        await phase("photos", server, loopFile, () =>
          Promise.all(Array.from({ length: opts.photos }, () => upload(png))),
        ),
      );
    if (wanted("overload"))
      phases.push(
        await phase("overload", server, loopFile, () =>
          Promise.all([
            ...Array.from({ length: opts.sheets }, () => sheet()),
            ...Array.from({ length: opts["overload-photos"] }, () => upload(png)),
          ]),
        ),
      );
    console.log(`
bench:files (production mode, ${opts.tables} tables, ${opts.photos} photos of ${round1((side * side) / 1e6)} MP in ${round1(png.length / 1024)} KB; overload ${opts.sheets} sheets + ${opts["overload-photos"]} photos at once)`);
    for (const p of phases) report(p);
    console.log(`  budget: the unrelated call's p99 < ${budgetP99Ms} ms while the heavy work runs`);
    for (const p of phases) {
      if (p.failures.length) failures.push(`${p.label}: unrelated call failed (${p.failures[0]})`);
      if (p.label !== "quiet" && !(percentile(p.times, 99) < budgetP99Ms))
        failures.push(`${p.label}: p99 ${round1(percentile(p.times, 99))} ms`);
    }
    for (const p of phases.filter((x) => x.label === "sheet" || x.label === "photos"))
      if (p.answers.some((a) => a.status !== 200)) failures.push(`${p.label}: ${statusCounts(p.answers)}`);
    const overload = phases.find((p) => p.label === "overload");
    const wrong = (overload?.answers ?? []).filter(
      (a) => !(a.status === 200 || (a.status === 503 && Number(a.retryAfter) > 0)),
    );
    if (wrong.length) failures.push(`overload: ${statusCounts(wrong)} (only 200, or 503 with Retry-After)`);
    if (server.child.exitCode !== null) failures.push("the server died");
  } finally {
    await stopServer(server);
    rmSync(work, { recursive: true, force: true });
  }
  if (failures.length) {
    console.log(`OVER BUDGET: ${failures.join("; ")}`);
    process.exitCode = 1;
  } else console.log("within budget");
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
