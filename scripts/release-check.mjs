// npm run check:release: makes the release (scripts/release.mjs), unpacks its tarball into a clean folder
// outside the repository and starts it there with plain `node` (no tsx, no repository, no dev
// dependencies), then uses it: readiness, the guest app and the console pages, the API document, a demo
// photo, a QR sheet PDF (a worker thread beside its module), and an eat-in order placed, accepted, paid in
// cash and confirmed. Prints each phase's time; exits 1 on any miss.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eatInClient, freshCart, napoleon } from "./lib/eat-in-client.mjs";
import { root } from "./lib/server-process.mjs";

const started = Date.now();
let last = started;
const phase = (what) => {
  const now = Date.now();
  console.log(`check:release: ${what} in ${((now - last) / 1000).toFixed(1)} s`);
  last = now;
};
const fail = (why) => {
  throw new Error(`check:release: ${why}`);
};
const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const work = mkdtempSync(path.join(tmpdir(), "tw-release-"));
let child = null;
try {
  execFileSync(process.execPath, [path.join(root, "scripts/release.mjs"), path.join(work, "built/release")], {
    cwd: root,
    stdio: "inherit",
  });
  phase("release made");

  // A clean folder: only what the tarball holds.
  const run = path.join(work, "run");
  execFileSync("mkdir", ["-p", run]);
  execFileSync("tar", ["-xzf", path.join(work, "built/tablewise-release.tar.gz"), "-C", run]);
  phase("tarball unpacked");

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ["app/apps/server/src/main.js"], {
    cwd: run,
    // Nothing of the repository's environment but PATH: the release must start on its own.
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(work, "data"),
      DEMO_MODE: "true",
      LOG_LEVEL: "warn",
      AUTOPILOT_ACCEPT_MS: "0",
      AUTOPILOT_CONFIRM_MS: "0",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) fail(`the release exited (${child.exitCode}) before it was ready`);
    if (Date.now() > until) fail("the release was not ready after 120 s");
    const ready = await fetch(`${base}/api/health/ready`).catch(() => null);
    if (ready?.ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  phase("started with plain node and ready");

  const expect = async (url, status, type, headers = {}) => {
    const res = await fetch(`${base}${url}`, { headers });
    const got = res.headers.get("content-type") ?? "";
    if (res.status !== status || !got.includes(type)) fail(`${url}: ${res.status} ${got}`);
    return res;
  };
  await expect("/demo", 200, "text/html", { accept: "text/html" });
  await expect("/console/login", 200, "text/html", { accept: "text/html" });
  await expect("/api/openapi.json", 200, "application/json");
  await expect("/media/demo/logo.svg", 200, "image/svg+xml");
  const pdf = await expect("/api/staff/venues/demo/tables/qr.pdf", 200, "application/pdf", {
    authorization: "Bearer demo-staff-token",
  });
  if (!(await pdf.text()).startsWith("%PDF")) fail("the QR sheet is not a PDF");

  const guest = eatInClient(base);
  const { cartId, accessCode } = await freshCart(guest, "111111", napoleon, 2);
  const made = await guest.create("111111", { cart_id: cartId, visitor_id: "visitor-release-check" });
  if (made.status !== 200) fail(`order: ${made.status} ${JSON.stringify(made.body)}`);
  const order = made.body.data.order;
  if ((await guest.staff(order._id, "accept")).status !== 200) fail("accept");
  const line = order.list[0];
  const paid = await guest.pay(order._id, accessCode, {
    pay_method: "cash",
    selected_items: [{ line_id: line._id, quantity: line.quantity }],
    tip: 0,
  });
  if (paid.status !== 200) fail(`pay: ${paid.status} ${JSON.stringify(paid.body)}`);
  const payment = (await guest.staffOrder(order._id)).body.data.payments.at(-1);
  if ((await guest.staffPayment(payment.id, "confirm")).status !== 200) fail("confirm the cash");
  const after = await guest.getOrder(order._id, accessCode);
  if (after.body?.data?.order?.payment_sums?.cash !== line.total)
    fail(`the order's cash is ${JSON.stringify(after.body?.data?.order?.payment_sums)}`);
  phase("pages, document, photo, PDF and an order paid in cash");
  console.log(`check:release: passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  if (child && child.exitCode === null) {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
  rmSync(work, { recursive: true, force: true });
}
