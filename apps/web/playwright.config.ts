import { defineConfig, devices } from "@playwright/test";
import path from "node:path";
import { fileURLToPath } from "node:url";

// End-to-end tests: Debian's Chromium at a phone viewport (DESIGN.md §5), against the real server
// serving the built app on a fresh embedded database.
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const port = Number(process.env.E2E_PORT ?? 8090);
// One data directory per port, so two runs on different ports never share a database.
const dataDir = path.join(root, ".tmp", `e2e-data-${port}`);

// Issue 23's e2e builds a menu in a venue of its own, so the demo venues other specs read stay as they are.
const setupE2eVenue = `npm run venue:import -- apps/web/e2e/fixtures-venues/setup-e2e.json && npm run staff:add -- --venue setup-e2e --role manager --name "Setup manager" --login manager@setup-e2e.test --password setup-e2e-manager-pass`;

export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices["Pixel 7"],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: "en-US",
    timezoneId: "Europe/Kyiv",
    launchOptions: { executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: chromiumFlags },
    trace: "off",
  },
  projects: [{ name: "phone-chromium" }],
  webServer: {
    command: `rm -rf "${dataDir}" && ${setupE2eVenue} && npm run start -w apps/server`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      // The server's default is production (issue 16.7): the e2e specs run the demo.
      DEMO_MODE: "true",
      LOG_LEVEL: "warn",
      // One browser (one IP) opens many tables, some unknown on purpose, within a minute: the per-IP
      // table limits (issue 16.3; tested in apps/server/src/http/rate-limit.test.ts) would refuse it.
      RATE_LIMIT_TABLE: "0",
      RATE_LIMIT_TABLE_CODE: "0",
      RATE_LIMIT_TABLE_MISS: "0",
      // Every console spec signs in from this one IP (issue 19; the login limits are tested in
      // apps/server/src/modules/staff/staff-session.test.ts).
      RATE_LIMIT_STAFF_LOGIN: "0",
      // A split payment times out after 20 s instead of 15 min, so a test can watch every part refunded.
      SPLIT_WINDOW_MS: "20000",
      // The demo autopilot accepts after 8 s, leaving a test time to decline through the staff API.
      AUTOPILOT_ACCEPT_MS: "8000",
      // Cash and card requests wait for the staff API's confirmation (issue 16), as a waiter's would.
      AUTOPILOT_CONFIRM_MS: "0",
      // A build in another directory (two engineers testing side by side); default apps/web/dist.
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      // No tile server on the internet: the e2e fixtures answer this path with a local tile stub.
      TILE_URL: `http://127.0.0.1:${port}/__e2e_tiles__/{z}/{x}/{y}.png`,
    },
  },
});
