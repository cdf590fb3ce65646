import path from "node:path";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { buildApp, type AppOptions } from "../app";
import type { Env } from "../config/env";
import { importVenue, parseVenueFile } from "../seed/import-venue";
import { loadDemoVenuesIfEmpty } from "../seed/load-demo-venues";
import { fixtureVenueFile } from "./fixture-venue";
import { openTestDb } from "./test-db";
import type { SmsEnv } from "../config/sms-settings";

export const testTileUrl = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

type TestAppOptions = {
  webDist?: string;
  clock?: () => Date;
  seed?: "fixture" | "demo";
  bodyLimit?: number;
  // The demo autopilot is off unless a test asks for it, so orders stay waiting until a test acts.
  autopilotMs?: number;
  sweepIntervalMs?: number;
  // The floor's sweeper is off unless a test asks for it: tests run its pass (app.floor.sweep) at their own times.
  floorSweepIntervalMs?: number;
  // DEMO_MODE, on unless a test checks what only demo mode allows.
  demo?: boolean;
  // Further settings a test needs (STAFF_TOKEN in production mode, PAYMENT_GATEWAY...).
  env?: Partial<
    Pick<
      Env,
      | "STAFF_TOKEN"
      | "METRICS_TOKEN"
      | "PAYMENT_GATEWAY"
      | "SPLIT_WINDOW_MS"
      | "RATE_LIMIT_ORDER"
      | "RATE_LIMIT_PAY"
      | "TRUST_PROXY"
      | "RATE_LIMIT_STAFF_LOGIN"
      | "RATE_LIMIT_STAFF_LOGIN_FAILED"
      | "RATE_LIMIT_STAFF_LOGIN_IP_FAILED"
      | "IMAGE_MAX_BYTES"
      | "PRINTER_NETWORKS"
      | "PRINTER_PORTS"
      | "PRINT_INTERVAL_MS"
      | "PUSH_INTERVAL_MS"
      | "WEBHOOK_INTERVAL_MS"
      | "VAPID_SUBJECT"
      | "CHECKBOX_API_URL"
      | "CHECKBOX_RECEIPT_URL"
      | "FISCAL_INTERVAL_MS"
      | "POSTER_API_URL"
      | "POS_INTERVAL_MS"
      | "POS_SYNC_INTERVAL_MS"
      | "SMTP_URL"
      | "MAIL_FROM"
      | "MAIL_INTERVAL_MS"
      | "RATE_LIMIT_MAIL"
    >
  > &
    SmsEnv;
  // A test's staff caller and a recorder of the console's hints.
  app?: Partial<
    Pick<
      AppOptions,
      | "staffAuthenticator"
      | "notifyStaff"
      | "paymentSecrets"
      | "reconcileIntervalMs"
      | "qrSheetWorker"
      | "mailRetryBaseMs"
    >
  >;
  // How often a console socket's session is checked again.
  staffSocketRecheckMs?: number;
  // A test reading the log (warnings and above) gets its lines here.
  logStream?: { write: (line: string) => void };
};

// A real app on a real database of its own (in-memory PGlite, or a fresh PostgreSQL database in the
// server-pg project, see test-db.ts), driven through inject(). Not yet ready(), so a test may add routes
// of its own first.
export async function createTestApp(opts: TestAppOptions = {}) {
  const db = await openTestDb();
  if (opts.seed === "demo") await loadDemoVenuesIfEmpty(db.db);
  else await importVenue(db.db, parseVenueFile(fixtureVenueFile(), "fixture"));
  const emptyDist = mkdtempSync(path.join(tmpdir(), "no-dist-"));
  const app = await buildApp({
    env: {
      WEB_DIST: opts.webDist ?? emptyDist,
      MEDIA_DIR: path.resolve(import.meta.dirname, "../../media"),
      TILE_URL: testTileUrl,
      DEMO_MODE: opts.demo ?? true,
      LOG_LEVEL: opts.logStream ? "warn" : "silent",
      AUTOPILOT_ACCEPT_MS: opts.autopilotMs ?? 0,
      // Every inject comes from 127.0.0.1 and many tests ask for unknown tables: the per-IP table limits
      // have their own tests (http/rate-limit.test.ts).
      RATE_LIMIT_TABLE: 0,
      RATE_LIMIT_TABLE_CODE: 0,
      RATE_LIMIT_TABLE_MISS: 0,
      // The print worker polls the queue on PGlite's one connection; a test that prints turns it on
      // with its own interval (printing/, kitchen/), the others leave the connection to what they test.
      PRINT_INTERVAL_MS: 0,
      // Likewise the push outbox's worker: push tests drive it themselves or turn it on.
      PUSH_INTERVAL_MS: 0,
      // And the webhook outbox's: webhook tests drive it (app.webhooks.worker) or turn it on.
      WEBHOOK_INTERVAL_MS: 0,
      // And the fiscal receipts' worker: fiscal tests drain it themselves.
      FISCAL_INTERVAL_MS: 0,
      // And the POS sends' worker: POS tests drain it themselves.
      POS_INTERVAL_MS: 0,
      // And the POS menu sync: tests call it through the route or app.pos.menuSync.
      POS_SYNC_INTERVAL_MS: 0,
      // And the receipt mails' worker: mail tests drain it (app.receiptMail.worker).
      MAIL_INTERVAL_MS: 0,
      ...opts.env,
    },
    db,
    clock: opts.clock,
    bodyLimit: opts.bodyLimit,
    sweepIntervalMs: opts.sweepIntervalMs,
    floorSweepIntervalMs: opts.floorSweepIntervalMs ?? 0,
    staffSocketRecheckMs: opts.staffSocketRecheckMs,
    logger: opts.logStream !== undefined,
    logStream: opts.logStream,
    ...opts.app,
  });
  return {
    app,
    db,
    close: async () => {
      rmSync(emptyDist, { recursive: true, force: true });
      await app.close();
      await db.close();
    },
  };
}
