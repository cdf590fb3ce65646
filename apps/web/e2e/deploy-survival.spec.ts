import { spawn, type ChildProcess } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { e2eTilePath, expect, guestPhone, test } from "./fixtures";
import { consoleViewport, demoStaff } from "./console-fixtures";
import { shotsRoot } from "./shots";

// A tab left open while a new build is deployed (lib/new-build-reload.ts). The spec runs a server of its
// own, so it can stop it and start it again on the same address and data with the "next" build: the
// same files, every hashed asset renamed (a new hash, as a rebuild gives) and the pages marked. The old
// chunk names are then 404s (http/static.ts), as after a real deploy, and a tab that asks for one must
// land on the page it asked for in the new build, with its cart or its signed-in console, and never on
// an error page.
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../../..");
const basePort = Number(process.env.E2E_PORT ?? 8090);
const port = Number(process.env.E2E_DEPLOY_PORT ?? basePort + 3000);
const origin = `http://127.0.0.1:${port}`;
const work = path.join(root, ".tmp", `e2e-deploy-${port}`);
const builtDist = process.env.WEB_DIST ?? path.join(root, "apps/web/dist");
const shot = (name: string) => path.join(shotsRoot, `deploy-${name}.png`);
const buildMark = (page: Page) =>
  page.evaluate(
    () => document.querySelector('meta[name="tablewise-build"]')?.getAttribute("content") ?? null,
  );

// The built app as it is, and as the next deploy: each assets/ file renamed, every reference rewritten.
function prepareBuilds() {
  rmSync(work, { recursive: true, force: true });
  const current = path.join(work, "current");
  const next = path.join(work, "next");
  // The server writes .br/.gz beside the files at start; each build gets its own.
  const copy = (to: string) =>
    cpSync(builtDist, to, { recursive: true, filter: (f) => !/\.(br|gz)$/.test(f) });
  copy(current);
  copy(next);
  const assets = readdirSync(path.join(next, "assets"));
  const renames = assets.map((f) => [f, f.replace(/(\.[a-z]+)$/, "n$1")] as const);
  for (const [from, to] of renames)
    renameSync(path.join(next, "assets", from), path.join(next, "assets", to));
  const rewrite = (file: string) => {
    let text = readFileSync(file, "utf8");
    for (const [from, to] of renames)
      text = text.replaceAll(`/${from}`, `/${to}`).replaceAll(`./${from}`, `./${to}`);
    writeFileSync(file, text);
  };
  for (const f of readdirSync(path.join(next, "assets"))) {
    if (/\.(js|css)$/.test(f)) rewrite(path.join(next, "assets", f));
  }
  // The guest worker's precache list: the new names, and a new revision of the page it answers with.
  const worker = path.join(next, "sw.js");
  let list = readFileSync(worker, "utf8");
  for (const [from, to] of renames) list = list.replaceAll(`"assets/${from}"`, `"assets/${to}"`);
  writeFileSync(worker, list.replace(/(url:"index\.html",revision:")/, "$1next-"));
  for (const page of ["index.html", "console.html"]) {
    const file = path.join(next, page);
    rewrite(file);
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace("<head>", '<head><meta name="tablewise-build" content="next">'),
    );
  }
  return { current, next };
}

let server: ChildProcess | undefined;
const env = (webDist: string) => ({
  ...process.env,
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: path.join(work, "data"),
  WEB_DIST: webDist,
  DEMO_MODE: "true",
  LOG_LEVEL: "warn",
  RATE_LIMIT_STAFF_LOGIN: "0",
  AUTOPILOT_CONFIRM_MS: "0",
  // The fixtures answer the map's tiles on this path (as playwright.config.ts sets it).
  TILE_URL: `${origin}${e2eTilePath}{z}/{x}/{y}.png`,
});

async function startServer(webDist: string) {
  const logTo = openSync(path.join(work, "server.log"), "a");
  server = spawn("npm", ["run", "start", "-w", "apps/server"], {
    cwd: root,
    env: env(webDist),
    detached: true,
    // Its log beside its data, for a walk that fails: why it did not start, or why it took long to stop.
    stdio: ["ignore", logTo, logTo],
  });
  // A fresh database's first start (migrations, the demo venues, the web app's files compressed) takes
  // well under a minute on a quiet machine and about 80 s beside two busy browser workers: 4 minutes.
  for (let i = 0; i < 960; i++) {
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    // A server that exited (a locked data directory, a bad build) will not start by waiting.
    if (server.exitCode !== null) throw new Error(`the deploy server exited with ${server.exitCode}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the deploy server did not start on ${origin}`);
}

async function stopServer() {
  const running = server;
  server = undefined;
  if (!running?.pid || running.exitCode !== null) return;
  const exited = new Promise((r) => running.once("exit", r));
  process.kill(-running.pid, "SIGTERM");
  await exited;
  // npm exits at once on SIGTERM while the server itself drains its connections (the open tabs'
  // sockets) and answers 503 meanwhile: the next server can bind the address only once it is free.
  for (let i = 0; i < 480; i++) {
    const free = await fetch(`${origin}/api/health`).then(
      () => false,
      () => true,
    );
    // The port is let go before the embedded database is closed, and the next server could not open a
    // data directory still locked by the old one (db/dir-lock.ts): wait for its lock file to go too, or
    // for the process that holds it to be gone (a lock left by a process that exited is taken over).
    if (free && !lockHeld()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the old deploy server still holds ${origin} or its database`);
}

function lockHeld(): boolean {
  const lock = path.join(work, "data", "pglite.lock");
  if (!existsSync(lock)) return false;
  try {
    process.kill(Number(readFileSync(lock, "utf8")), 0);
    return true;
  } catch {
    return false;
  }
}

let builds: ReturnType<typeof prepareBuilds>;
test.describe.configure({ mode: "serial", timeout: 300_000 });
// The tab's console sees the deploy: the old chunk's 404 and the import that failed on it, and the
// socket and calls refused while the server restarts. Nothing else is let through.
test.use({
  // One pattern: Playwright reads a list of two or more as [value, options].
  expectedErrors: [/\/assets\/|dynamically imported module|ERR_CONNECTION_REFUSED|socket\.io/],
  // The first walk is a tab no offline worker controls (a first visit, a browser without service
  // workers, the console): its next lazy chunk is the deploy's 404. The second walk lets the worker in.
  serviceWorkers: "block",
});

test.beforeAll(async () => {
  // Seeding a fresh database and starting the server take longer than a hook's usual 30 s on a busy machine.
  test.setTimeout(420_000);
  builds = prepareBuilds();
  mkdirSync(path.join(work, "data"), { recursive: true });
  const seed = spawn("node", ["scripts/e2e-seed.mjs"], {
    cwd: root,
    env: env(builds.current),
    stdio: "ignore",
  });
  await new Promise((resolve, reject) =>
    seed.once("exit", (code) => (code === 0 ? resolve(code) : reject(new Error(`seed exited ${code}`)))),
  );
  await startServer(builds.current);
});
test.afterAll(async () => {
  await stopServer();
  rmSync(work, { recursive: true, force: true });
});

test("an open guest tab and console tab without the offline worker load the new build on their next screen", async ({
  page,
  browser,
}) => {
  // The guest has something in the cart; the manager is signed in on the board.
  await page.goto(`${origin}/demo/takeaway/menu/demo-kitchen`);
  const toast = page.locator('[data-testid="product-card"][data-product-id="p-avocado-toast"]');
  await toast.getByTestId("product-add").click();
  await expect(page.getByTestId("cart-summary")).toContainText("1");
  expect(await buildMark(page)).toBeNull();

  const consoleContext = await browser.newContext({ ...consoleViewport, baseURL: origin });
  const staff = await consoleContext.newPage();
  const staffErrors: string[] = [];
  staff.on("pageerror", (e) => staffErrors.push(e.message));
  await staff.goto("/console/login");
  await staff.getByLabel("Email or name").fill(demoStaff.manager.login);
  await staff.getByLabel("Password").fill(demoStaff.manager.password);
  await staff.getByRole("button", { name: "Sign in" }).click();
  await expect(staff).toHaveURL(/\/console$/);
  expect(await buildMark(staff)).toBeNull();

  // The deploy: the same address and data, the next build.
  await stopServer();
  await startServer(builds.next);
  const oldChunk = readdirSync(path.join(builds.current, "assets")).find((f) => f.startsWith("cart-page-"));
  expect((await fetch(`${origin}/assets/${oldChunk}`)).status).toBe(404);

  // The guest opens the cart: its chunk is gone, the tab reloads the cart's address once.
  await page.getByTestId("cart-summary").click();
  await expect(page).toHaveURL(/\/demo\/takeaway\/cart$/);
  await expect(page.getByTestId("cart-item")).toHaveCount(1);
  await expect(page.getByTestId("cart-item-name")).toContainText("Avocado toast");
  expect(await buildMark(page)).toBe("next");
  await expect(page.getByTestId("error-modal")).toHaveCount(0);
  await page.screenshot({ path: shot("guest-cart") });

  // The manager opens the menu setup, a screen loaded with its route: still signed in, the new build.
  await staff.getByRole("link", { name: "Menu", exact: true }).click();
  await expect(staff.getByRole("heading", { name: "Menu setup" })).toBeVisible();
  await expect(staff).toHaveURL(/\/console\/setup\/menu$/);
  expect(await buildMark(staff)).toBe("next");
  await expect(staff.getByText("Unexpected Application Error")).toHaveCount(0);
  await staff.screenshot({ path: shot("console-menu") });
  expect(staffErrors).toEqual([]);
  await consoleContext.close();
});

test("a guest tab the offline worker controls keeps its cart across a deploy and loads the new build once the worker has updated", async ({
  browser,
}) => {
  // The walk before this one left the server on the next build: back to the current one first.
  await stopServer();
  await startServer(builds.current);
  const page = await guestPhone(browser, "en", { serviceWorkers: "allow" });
  // The page's clock, so the walk can let two minutes pass (the tab asks at most once a minute).
  await page.clock.install();
  await page.goto(`${origin}/demo/takeaway/menu/demo-kitchen`);
  // The worker has installed its precache (the old build) and controls the tab.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 })
    .toBe(true);
  const toast = page.locator('[data-testid="product-card"][data-product-id="p-avocado-toast"]');
  await toast.getByTestId("product-add").click();
  await expect(page.getByTestId("cart-summary")).toContainText("1");

  await stopServer();
  await startServer(builds.next);

  // Until the worker updates, the tab's screens come from its precache: the cart opens, as it was.
  await page.getByTestId("cart-summary").click();
  await expect(page).toHaveURL(/\/demo\/takeaway\/cart$/);
  await expect(page.getByTestId("cart-item-name")).toContainText("Avocado toast");
  await expect(page.getByTestId("error-modal")).toHaveCount(0);

  // The guest puts the phone down and picks it up again: the tab asks for a new worker, which precaches
  // the new build and takes over.
  await page.evaluate(() =>
    navigator.serviceWorker.addEventListener("controllerchange", () =>
      document.documentElement.setAttribute("data-new-worker", ""),
    ),
  );
  await page.clock.fastForward("02:00");
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(page.locator("html[data-new-worker]")).toHaveCount(1, { timeout: 60_000 });

  // The tab's next load is the new build, from the new worker, with the cart as it was. (Until then its
  // screens may still load the old build's files: the browser keeps them, so an order under way is never
  // cut off by a deploy.)
  await page.reload();
  await expect(page.getByTestId("cart-item-name")).toContainText("Avocado toast");
  expect(await buildMark(page)).toBe("next");
  await expect(page.getByTestId("error-modal")).toHaveCount(0);
  await page.screenshot({ path: shot("guest-worker-cart") });
  await page.context().close();
});
