import { defineConfig, devices } from "@playwright/test";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { phoneContext } from "./e2e/phone-context";

// End-to-end tests: Debian's Chromium at a phone viewport (DESIGN.md §5), against the real server
// serving the built app on a fresh embedded database.
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const port = Number(process.env.E2E_PORT ?? 8090);
// One data directory per port, so two runs on different ports never share a database.
const dataDir = path.join(root, ".tmp", `e2e-data-${port}`);
// The Stripe stand-in (scripts/stripe-stand-in.mjs) for stripe-checkout.spec.ts: its port, and the test
// values both it and the server's STRIPE_E2E credentials use (not secrets: they open nothing real).
export const stripeStandInPort = Number(process.env.E2E_STRIPE_PORT ?? port + 1000);
export const stripeStandInUrl = `http://127.0.0.1:${stripeStandInPort}`;
// The SMTP stand-in (scripts/smtp-stand-in.mjs) for receipt-mail.spec.ts: SMTP and its /messages page.
const smtpStandInPort = Number(process.env.E2E_SMTP_PORT ?? stripeStandInPort + 1);
export const smtpStandInHttpPort = smtpStandInPort + 1;
const stripeTestKey = "sk_test_e2e_standin_00000000000000";
const stripeTestWebhookSecret = "whsec_e2e_standin_00000000000000";

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
  // In CI a failed walk runs once more (docs/decisions/021-e2e-retry-in-ci.md): one that then passes is
  // listed as flaky by name at the end of the run, to be fixed; one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices["Pixel 7"],
    // The guest's phone every walk starts on (e2e/phone-context.ts), the same as a second phone it opens.
    ...phoneContext,
    launchOptions: { executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: chromiumFlags },
    trace: "off",
  },
  projects: [{ name: "phone-chromium" }],
  webServer: [
    {
      // The receipts by e-mail go to this local SMTP server (docs/mail.md); /messages says what it took.
      command: "node scripts/smtp-stand-in.mjs",
      cwd: root,
      url: `http://127.0.0.1:${smtpStandInHttpPort}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: {
        SMTP_STAND_IN_PORT: String(smtpStandInPort),
        SMTP_STAND_IN_HTTP_PORT: String(smtpStandInHttpPort),
      },
    },
    {
      // The guest is sent to this stand-in's hosted checkout page and back, and
      // it delivers the signed webhook to the server below.
      command: "node scripts/stripe-stand-in.mjs",
      cwd: root,
      url: `${stripeStandInUrl}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: {
        STRIPE_STAND_IN_PORT: String(stripeStandInPort),
        STRIPE_STAND_IN_WEBHOOK_URL: `http://127.0.0.1:${port}/api/payments/stripe/webhook`,
        STRIPE_STAND_IN_SECRET_KEY: stripeTestKey,
        STRIPE_STAND_IN_WEBHOOK_SECRET: stripeTestWebhookSecret,
      },
    },
    {
      // The demo venues and the fixture venues (e2e/fixtures-venues/, e.g. the Stripe venue) go into the
      // fresh database before the server starts (scripts/e2e-seed.mjs).
      command: `rm -rf "${dataDir}" && node scripts/e2e-seed.mjs && npm run start -w apps/server`,
      cwd: root,
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        // The server's default is production: the e2e specs run the demo.
        DEMO_MODE: "true",
        LOG_LEVEL: "warn",
        SMTP_URL: `smtp://127.0.0.1:${smtpStandInPort}`,
        MAIL_FROM: "Tablewise e2e <receipts@tablewise.test>",
        // One browser (one IP) opens many tables, some unknown on purpose, within a minute: the per-IP
        // table limits (tested in apps/server/src/http/rate-limit.test.ts) would refuse it.
        RATE_LIMIT_TABLE: "0",
        RATE_LIMIT_TABLE_CODE: "0",
        RATE_LIMIT_TABLE_MISS: "0",
        // Every console spec signs in from this one IP (the login limits are tested in
        // apps/server/src/modules/staff/staff-session.test.ts).
        RATE_LIMIT_STAFF_LOGIN: "0",
        // A split payment times out after 20 s instead of 15 min, so a test can watch every part refunded.
        SPLIT_WINDOW_MS: "20000",
        // The demo autopilot accepts after 8 s, leaving a test time to decline through the staff API.
        AUTOPILOT_ACCEPT_MS: "8000",
        // Cash and card requests wait for the staff API's confirmation, as a waiter's would.
        AUTOPILOT_CONFIRM_MS: "0",
        // A build in another directory (two engineers testing side by side); default apps/web/dist.
        ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
        // No tile server on the internet: the e2e fixtures answer this path with a local tile stub.
        TILE_URL: `http://127.0.0.1:${port}/__e2e_tiles__/{z}/{x}/{y}.png`,
        // The fixture venue stripe-e2e names payment_credentials_ref STRIPE_E2E; the official client
        // talks to the stand-in above instead of api.stripe.com.
        STRIPE_E2E_SECRET_KEY: stripeTestKey,
        STRIPE_E2E_WEBHOOK_SECRET: stripeTestWebhookSecret,
        STRIPE_API_URL: stripeStandInUrl,
      },
    },
  ],
});
