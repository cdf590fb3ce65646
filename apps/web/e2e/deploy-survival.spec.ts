import { spawn, type ChildProcess } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { e2eTilePath, expect, test } from "./fixtures";
import { consoleViewport, demoStaff } from "./console-fixtures";

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
  server = spawn("npm", ["run", "start", "-w", "apps/server"], {
    cwd: root,
    env: env(webDist),
    detached: true,
    stdio: "ignore",
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
    // data directory still locked by the old one (db/dir-lock.ts): wait for its lock file to go too.
    if (free && !existsSync(path.join(work, "data", "pglite.lock"))) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the old deploy server still holds ${origin} or its database`);
}

let builds: ReturnType<typeof prepareBuilds>;
test.describe.configure({ mode: "serial", timeout: 300_000 });
// The tab's console sees the deploy: the old chunk's 404 and the import that failed on it, and the
// socket and calls refused while the server restarts. Nothing else is let through.
test.use({
  // One pattern: Playwright reads a list of two or more as [value, options].
  expectedErrors: [/\/assets\/|dynamically imported module|ERR_CONNECTION_REFUSED|socket\.io/],
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

test("an open guest tab and console tab load the new build on their next screen", async ({
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
  await page.screenshot({ path: path.resolve("/work/shots/wt-d", "deploy-guest-cart.png") });

  // The manager opens the menu setup, a screen loaded with its route: still signed in, the new build.
  await staff.getByRole("link", { name: "Menu", exact: true }).click();
  await expect(staff.getByRole("heading", { name: "Menu setup" })).toBeVisible();
  await expect(staff).toHaveURL(/\/console\/setup\/menu$/);
  expect(await buildMark(staff)).toBe("next");
  await expect(staff.getByText("Unexpected Application Error")).toHaveCount(0);
  await staff.screenshot({ path: path.resolve("/work/shots/wt-d", "deploy-console-menu.png") });
  expect(staffErrors).toEqual([]);
  await consoleContext.close();
});
