// npm run bench:web — bytes of JavaScript a page loads, measured in real Chromium against the real
// server, compressed the way the server sends them. Fails above the budget (issue 2: 140 KB brotli).
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";
import { chromium } from "@playwright/test";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.BENCH_PORT ?? 8095);
const dataDir = path.join(root, ".bench", "data");
const budgets = { home: 140 * 1024 };
const pages = [{ name: "home", url: "/demo" }];

const flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];

function startServer() {
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn("npx", ["tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return child;
}

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not become healthy");
}

function sizes(file) {
  const buf = readFileSync(file);
  const br = brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { raw: buf.length, br, gz: gzipSync(buf, { level: 9 }).length };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const server = startServer();
let failed = false;
try {
  await waitForHealth();
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: flags });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  for (const p of pages) {
    const page = await context.newPage();
    const scripts = new Set();
    page.on("response", (res) => {
      const u = new URL(res.url());
      if (u.pathname.endsWith(".js")) scripts.add(u.pathname);
    });
    await page.goto(`http://127.0.0.1:${port}${p.url}`, { waitUntil: "networkidle" });
    await page.waitForTimeout(2000);
    let total = { raw: 0, br: 0, gz: 0 };
    for (const s of scripts) {
      const f = sizes(path.join(root, "apps/web/dist", s));
      total = { raw: total.raw + f.raw, br: total.br + f.br, gz: total.gz + f.gz };
    }
    const budget = budgets[p.name];
    const over = budget !== undefined && total.br > budget;
    failed ||= over;
    console.log(`${p.name} (${p.url}): ${scripts.size} JS files, ${kb(total.raw)} raw, ${kb(total.br)} brotli, ${kb(total.gz)} gzip` +
      (budget ? ` — budget ${kb(budget)} brotli: ${over ? "OVER" : "ok"}` : ""));
    await page.close();
  }
  await browser.close();
} finally {
  server.kill("SIGTERM");
}
process.exit(failed ? 1 : 0);
