import type { Worker } from "node:worker_threads";
import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import compress from "@fastify/compress";
import type { Env } from "./config/env";
import type { DbHandle } from "./db/client";
import { registerBodyParsers } from "./http/body-parsers";
import { registerErrorHandling } from "./http/error-handler";
import { answerFrameworkError } from "./http/framework-errors";
import { registerCloseConnections } from "./http/close-connections";
import { registerNulGuard } from "./http/nul-guard";
import { registerOpenApi } from "./http/openapi/openapi.routes";
import { recordServedRoutes, type ServedRoute } from "./http/openapi/served-routes";
import { registerSecurityHeaders } from "./http/security-headers";
import { rateLimitsOf, registerRateLimits } from "./http/rate-limit";
import { trustOf } from "./http/trust-proxy";
import { registerPrivateCaching } from "./http/private-caching";
import { requestLogSerializers } from "./http/log-redaction";
import { registerRetention } from "./modules/retention/index";
import { isAppNavigation, registerStatic } from "./http/static";
import { onlineGatewayOf } from "./config/payment-gateway";
import type { Secrets } from "./payments/index";
import { createGatewayRegistry } from "./payments/index";
import { gatewayFactories } from "./payments/index";
import { liqpayFactory } from "./payments/index";
import { createRefundAttemptRepository } from "./payments/index";
import { createRefundRunner } from "./payments/index";
import type { DepositPayments } from "./payments/index";
import { registerSystemRoutes } from "./modules/system/index";
import { registerMetrics } from "./modules/metrics/index";
import { createVenueRepository } from "./modules/venue/index";
import { registerVenueRoutes } from "./modules/venue/index";
import { createVenueService } from "./modules/venue/index";
import { createVenueCache } from "./modules/venue/index";
import { createCartIds } from "./modules/cart/index";
import { createCartRepository } from "./modules/cart/index";
import { registerCartRoutes } from "./modules/cart/index";
import { createCartService } from "./modules/cart/index";
import { loadServerSecret } from "./security/server-secret";
import { createPreviewRepository } from "./modules/preview/index";
import { registerPreviewRoutes } from "./modules/preview/index";
import { createPreviewService } from "./modules/preview/index";
import { attachRealtime } from "./realtime/socket";
import { createMenuEvents } from "./realtime/venue-listen";
import { registerEatIn } from "./modules/inside/index";
import { registerPhoneVerification } from "./modules/phone-verification/index";
import { flagPhoneGatedVenues } from "./modules/venue/index";
import { smsProviderNameOf, type SmsEnv } from "./config/sms-settings";
import { registerReserve } from "./modules/reserve/index";
import { registerVenueTools } from "./modules/venue-tools/index";
import { registerMedia } from "./modules/media/index";
import { registerSetupIo } from "./modules/setup-io/index";
import { registerOrderHistoryRoutes } from "./modules/order-history/index";
import { createAddressIndex, demoAddressIndexFile, readAddressIndexFile } from "./modules/delivery/index";
import { registerPreorder } from "./modules/preorder/index";
import { registerTelemetry } from "./modules/telemetry/index";
import { registerStaffAuthHook, type StaffAuthenticator, type StaffRoute } from "./http/staff-actor";
import { staffTokenFor } from "./modules/staff/index";
import { createStaffAccountsRepository } from "./modules/staff/index";
import { createStaffAuthenticator } from "./modules/staff/index";
import { registerStaffSessionRoutes } from "./modules/staff/index";
import { createStaffSessions } from "./modules/staff/index";
import { createStaffAdmin } from "./modules/staff/index";
import { registerStaffAdminRoutes } from "./modules/staff/index";
import {
  createStaffNotifier,
  disconnectMemberSockets,
  disconnectSessionSockets,
  registerStaffSockets,
  type NotifyStaff,
} from "./realtime/staff-namespace";
import { registerStopList } from "./modules/stop-list/index";
import { createBoardWaiterCalls } from "./modules/inside/index";
import { createBoardReservations } from "./modules/reserve/index";
import { registerSetup } from "./modules/setup/index";
import { createKitchen, registerKitchen } from "./modules/kitchen/index";
import { createPrintWake, enqueueTicketPrints, registerPrinting } from "./modules/printing/index";
import { registerPush } from "./modules/push/index";
import { registerReceiptMail } from "./modules/mail/index";
import { registerWebhooks } from "./modules/webhooks/index";
import { registerFiscal } from "./modules/fiscal/index";
import { registerPos } from "./modules/pos/index";
import type { OrderLifecycle } from "./modules/orders/index";
import { registerFloor, type Floor } from "./modules/floor/index";
import { registerRatings } from "./modules/ratings/index";

type RateLimitEnvKey = Extract<keyof Env, `RATE_LIMIT_${string}`> | "TRUST_PROXY";
// Timeouts, socket caps, HSTS and retention; each unset one keeps its default.
type HardeningEnvKey =
  | Extract<keyof Env, `${string}_TIMEOUT_MS` | `SOCKET${string}`>
  | "HSTS_MAX_AGE"
  | "RETENTION_INTERVAL_MS"
  | "PRINTER_NETWORKS"
  | "PRINTER_PORTS"
  | "PRINT_INTERVAL_MS"
  | "VAPID_PUBLIC_KEY"
  | "VAPID_PRIVATE_KEY"
  | "VAPID_SUBJECT"
  | "PUSH_INTERVAL_MS"
  | "WEBHOOK_INTERVAL_MS"
  | "CHECKBOX_API_URL"
  | "CHECKBOX_RECEIPT_URL"
  | "FISCAL_INTERVAL_MS"
  | "POSTER_API_URL"
  | "POS_INTERVAL_MS"
  | "POS_SYNC_INTERVAL_MS"
  | "SMTP_URL"
  | "MAIL_FROM"
  | "MAIL_INTERVAL_MS";

export type AppOptions = {
  env: Pick<Env, "WEB_DIST" | "MEDIA_DIR" | "TILE_URL" | "DEMO_MODE" | "LOG_LEVEL"> &
    Partial<
      Pick<
        Env,
        | "SECRET"
        | "STAFF_TOKEN"
        | "METRICS_TOKEN"
        | "AUTOPILOT_ACCEPT_MS"
        | "SPLIT_WINDOW_MS"
        | "ADDRESS_INDEX_FILE"
        | "PAYMENT_GATEWAY"
        | "AUTOPILOT_CONFIRM_MS"
        | "STAFF_SESSION_TTL_HOURS"
        | "STAFF_SESSION_IDLE_MINUTES"
        | "IMAGE_MAX_BYTES"
      >
    > &
    Partial<Pick<Env, RateLimitEnvKey | HardeningEnvKey>> &
    Partial<Pick<Env, "PUBLIC_URL" | "IMAGE_MAX_BYTES">> &
    SmsEnv;
  db: DbHandle;
  clock?: () => Date;
  // How often the order sweeper looks for due deadlines (auto-cancel, split refund, autopilot).
  sweepIntervalMs?: number;
  // How often the floor's time-based alerts (part paid, walkout, escalation) are looked for; 0 none.
  floorSweepIntervalMs?: number;
  logger?: boolean;
  // Tests read the request log from here (pino's destination).
  logStream?: { write: (line: string) => void };
  bodyLimit?: number;
  // Where gateway credentials are read (STRIPE_MAIN_SECRET_KEY...): the process environment
  // unless a test passes its own; and how often pending payments are looked up at their gateway.
  paymentSecrets?: Secrets;
  reconcileIntervalMs?: number;
  // Tests: how soon a receipt mail that failed for now is tried again (30 s by default).
  mailRetryBaseMs?: number;
  // A test's own staff caller (roles, venue isolation) instead of the service token, and a
  // recorder of the hints the console is sent (the /staff namespace replaces the no-op at merge).
  staffAuthenticator?: StaffAuthenticator;
  notifyStaff?: NotifyStaff;
  // How often a console socket's session is checked again (tests shorten it).
  staffSocketRecheckMs?: number;
  // The QR sheet's thread (a test's own one that fails, to see the answer and that the server lives on).
  qrSheetWorker?: () => Worker;
};

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    // Every /api/staff route the auth hook guards (a test walks them all).
    staffRoutes: StaffRoute[];
    // Every route the app serves (the test that holds the OpenAPI document against them reads it).
    servedRoutes: ServedRoute[];
    // Every guest route that takes a table key and counts under the table limits (a test walks them all).
    tableRoutes: { method: string; url: string }[];
    // Tells a venue's consoles (the /staff namespace, every process) that something changed.
    notifyStaff: NotifyStaff;
    // The floor's alerts (shifts, alerts made once, escalated): the push module hears them (onAlert).
    floor: Floor;
  }
}

export const defaultBodyLimit = 64 * 1024;

// Builds the whole app without listening, so tests drive it with inject() (DESIGN.md §2). Routes are
// not sealed until ready(), so a test may add its own before the first inject.
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env, db } = options;
  const requestTimeout = env.REQUEST_TIMEOUT_MS ?? 15_000;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: env.LOG_LEVEL,
            serializers: requestLogSerializers,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: options.bodyLimit ?? defaultBodyLimit,
    genReqId: () => randomUUID(),
    // A too-long link must reach the handler and get a 400 naming the field, not a bare 404.
    routerOptions: { maxParamLength: 1000 },
    frameworkErrors: answerFrameworkError,
    trustProxy: trustOf(env.TRUST_PROXY ?? false),
    // A slow sender (1 byte per 5 s) must not hold a connection. Node checks these deadlines
    // every connectionsCheckingInterval, so that is kept short for them to bite on time.
    requestTimeout,
    connectionTimeout: env.CONNECTION_TIMEOUT_MS ?? 60_000,
    http: {
      headersTimeout: Math.min(env.HEADERS_TIMEOUT_MS ?? 10_000, requestTimeout),
      connectionsCheckingInterval: 1000,
    },
  });
  app.decorate("servedRoutes", recordServedRoutes(app));
  registerBodyParsers(app);
  registerCloseConnections(app);

  registerSecurityHeaders(app, env.TILE_URL, env.HSTS_MAX_AGE ?? 0);
  registerPrivateCaching(app);
  await app.register(compress, { global: true, encodings: ["br", "gzip"], threshold: 1024 });
  const serveAppPage = await registerStatic(app, { webDist: env.WEB_DIST, mediaDir: env.MEDIA_DIR });
  registerErrorHandling(app, { matches: isAppNavigation, handle: serveAppPage });
  const limiter = registerRateLimits(app, rateLimitsOf(env), db);
  app.decorate("tableRoutes", limiter.tableRoutes);
  registerNulGuard(app);
  const realtime = await attachRealtime(app, db.url, {
    trustProxy: env.TRUST_PROXY ?? false,
    socketsPerIp: env.SOCKETS_PER_IP ?? 50,
    listenMax: env.SOCKET_LISTEN_MAX ?? 10,
    messagesPer10s: env.SOCKET_MESSAGES_PER_10S ?? 30,
  });
  // Prometheus figures (docs/operations.md), behind their own token: absent without METRICS_TOKEN.
  registerMetrics(app, { db, realtime, token: env.METRICS_TOKEN });

  registerSystemRoutes(app, { db, tileUrl: env.TILE_URL, demo: env.DEMO_MODE });
  registerOpenApi(app, { version: "1.0.0" });
  // The staff API's caller (service token or console session), read once per
  // /api/staff request and per /staff socket. Tests may name their own caller (staffAuthenticator).
  const staffSessions = createStaffSessions(
    createStaffAccountsRepository(db.db),
    {
      ttlMs: (env.STAFF_SESSION_TTL_HOURS ?? 12) * 3_600_000,
      idleMs: (env.STAFF_SESSION_IDLE_MINUTES ?? 120) * 60_000,
    },
    limiter,
    options.clock ?? (() => new Date()),
  );
  const staffAuthenticator =
    options.staffAuthenticator ?? createStaffAuthenticator(staffTokenFor(env), staffSessions);
  const venueLookup = createVenueRepository(db.db);
  app.decorate(
    "staffRoutes",
    registerStaffAuthHook(
      app,
      staffAuthenticator,
      async (id) => (await venueLookup.findVersion(id)) !== null,
    ),
  );
  // The floor: its alerts are reconciled after every board hint (below) and by its own sweeper.
  const floor = registerFloor(app, {
    db: db.db,
    realtime,
    clock: options.clock ?? (() => new Date()),
    sweepIntervalMs: options.floorSweepIntervalMs ?? 15_000,
    sessionIdleMs: (env.STAFF_SESSION_IDLE_MINUTES ?? 120) * 60_000,
  });
  app.decorate("floor", floor);
  // Web Push to staff phones: the subscriptions end with the session that made them (sign-out here; a
  // revoked, expired or disabled one is skipped at send time).
  const push = await registerPush(app, {
    db: db.db,
    clock: options.clock ?? (() => new Date()),
    vapid: { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT },
    // The loopback push-service stand-in over plain http: demo and tests only, never in production.
    allowLoopbackHttp: env.DEMO_MODE,
    idleMs: (env.STAFF_SESSION_IDLE_MINUTES ?? 120) * 60_000,
    intervalMs: env.PUSH_INTERVAL_MS ?? 5000,
  });
  app.decorate("push", push);
  // Each alert made or escalated (after its row is committed) becomes one outbox row per live device of
  // the people who should hear it.
  floor.onAlert((e) => {
    push.enqueue(e).catch((err: unknown) => app.log.error({ err }, "push enqueue failed"));
  });
  registerStaffSessionRoutes(app, {
    sessions: staffSessions,
    onLogout: async (sessionId) => {
      disconnectSessionSockets(realtime, sessionId);
      // Signing out ends the person's shift: their tables' alerts go to everyone again.
      floor.endSessionShift(sessionId).catch((err: unknown) => app.log.error({ err }, "shift end failed"));
      await push.removeSession(sessionId);
    },
  });
  registerStaffSockets(realtime, staffAuthenticator, { recheckMs: options.staffSocketRecheckMs });
  // The Staff screen (managers): people, roles, passwords, sessions, sign-in locks.
  registerStaffAdminRoutes(
    app,
    createStaffAdmin({
      db: db.db,
      locks: limiter,
      idleMs: staffSessions.settings.idleMs,
      clock: options.clock ?? (() => new Date()),
      disconnect: (staffId) => disconnectMemberSockets(realtime, staffId),
    }),
  );
  // The notifyStaff that modules announcing something to the venue take as a dependency; a test's
  // recorder hears the same hints.
  const staffNotifier = createStaffNotifier(realtime, app.log);
  const recorder = options.notifyStaff;
  // Every board hint is also the floor's cue: what changed may make or resolve an alert.
  // Signed webhooks: order transitions are written to their outbox in the transition's transaction (the
  // kitchen hook below), the new things the console hears of right after their commit (the hint).
  const webhooks = registerWebhooks(app, {
    db: db.db,
    clock: options.clock ?? (() => new Date()),
    // Plain http to loopback (the local receiver stand-in): demo and tests only, never in production.
    policy: { allowLoopback: env.DEMO_MODE },
    intervalMs: env.WEBHOOK_INTERVAL_MS ?? 5000,
  });
  app.decorate("webhooks", webhooks);
  const notifyStaff: NotifyStaff = (venueId, hint) => {
    recorder?.(venueId, hint);
    staffNotifier(venueId, hint);
    floor.hinted(venueId, hint);
    webhooks.hinted(venueId, hint);
  };
  app.decorate("notifyStaff", notifyStaff);
  const gateway = onlineGatewayOf(env);
  // Each venue's own gateway; the sandbox (demo mode) for a venue naming none.
  // Refund attempts live in the database, and LiqPay's adapter (no idempotency key at
  // LiqPay) records its "sent" there too, so a refund interrupted by a crash is never sent twice.
  const refundAttempts = createRefundAttemptRepository(db.db, options.clock ?? (() => new Date()));
  const gateways = createGatewayRegistry(db.db, {
    factories: { ...gatewayFactories, liqpay: liqpayFactory(refundAttempts.port()) },
    fallback: gateway,
    demo: gateway === "sandbox",
    secrets: options.paymentSecrets ?? process.env,
    warn: (msg) => app.log.warn(msg),
  });
  // Without an SMS provider, phone-gated modes are not offered (and each such venue is named in
  // the log at start-up).
  const sms = smsProviderNameOf(env);
  if (sms === null) await flagPhoneGatedVenues(db.db, app.log);
  // Without a gateway a venue offers no online payment, whatever its settings say.
  const venueRepository = createVenueRepository(db.db, {
    onlinePayments: (row) => gateways.resolve(row) !== null,
    phoneCodes: sms !== null,
  });
  const venueCache = createVenueCache(venueRepository);
  // Refund attempts recorded before the gateway is called, settled after,
  // finished by reconciliation after a crash. Each subject's module names how its money is settled.
  const refunds = createRefundRunner({
    attempts: refundAttempts,
    registry: gateways,
    transaction: (fn) => db.db.transaction(fn),
    settlers: {},
    clock: options.clock ?? (() => new Date()),
    log: app.log,
  });
  let deposits: DepositPayments | null = null;
  const cartIds = createCartIds(() => loadServerSecret(db.db, env.SECRET));
  const cartService = createCartService(createCartRepository(db.db), venueCache, cartIds);
  registerVenueRoutes(app, createVenueService(venueRepository, options.clock));
  registerCartRoutes(app, cartService);
  registerPreviewRoutes(
    app,
    createPreviewService(createPreviewRepository(db.db), venueCache, cartService, options.clock),
  );
  // Kitchen and bar stations: tickets made in each order transition's own transaction.
  const kitchen = createKitchen({ db: db.db, realtime, clock: options.clock ?? (() => new Date()) });
  // A ticket committed is a print queued: its print job is written in the ticket's own transaction.
  kitchen.onTicketsMade(async (tx, tickets) => {
    await enqueueTicketPrints(tx, tickets, tickets[0]?.createdAt);
  });
  // Once committed, this process's print worker sends them at once (the poll is only a safety net).
  const printWake = createPrintWake();
  kitchen.onTicketsCommitted(printWake.notify);
  // Fiscal receipts: settled payments and refunds are queued with the settlement (docs/fiscal.md).
  const fiscal = await registerFiscal(app, {
    db: db.db,
    clock: options.clock ?? (() => new Date()),
    secret: env.SECRET,
    checkbox: {
      apiUrl: env.CHECKBOX_API_URL ?? "https://api.checkbox.ua/api/v1",
      receiptBase: env.CHECKBOX_RECEIPT_URL ?? "https://check.checkbox.ua",
      clientVersion: "1",
    },
    intervalMs: env.FISCAL_INTERVAL_MS ?? 10_000,
  });
  app.decorate("fiscal", fiscal);
  // The venue's POS: accepted orders and additions are queued with the acceptance (docs/pos.md); a
  // refusal cancels the order through the lifecycle registered just below.
  let lifecycle: OrderLifecycle | null = null;
  const pos = await registerPos(app, {
    db: db.db,
    clock: options.clock ?? (() => new Date()),
    secret: env.SECRET,
    poster: { apiUrl: env.POSTER_API_URL ?? "https://joinposter.com/api" },
    lifecycle: () => lifecycle!,
    intervalMs: env.POS_INTERVAL_MS ?? 10_000,
    menuSyncIntervalMs: env.POS_SYNC_INTERVAL_MS ?? 10 * 60_000,
    notifyStaff,
    menuChanged: createMenuEvents(realtime).menuChanged,
  });
  app.decorate("pos", pos);
  const eatIn = await registerEatIn(app, {
    kitchen: webhooks.withOrderEvents(pos.withPosSends(kitchen.hook)),
    fiscal: webhooks.withPaymentEvents(fiscal.hook),
    fiscalReceipts: fiscal.guestReceipts,
    db: db.db,
    env,
    realtime,
    venues: venueCache,
    cartService,
    clock: options.clock ?? (() => new Date()),
    sweepIntervalMs: options.sweepIntervalMs ?? 1000,
    notifyStaff,
    gateways,
    reconcileIntervalMs: options.reconcileIntervalMs ?? 60_000,
    refunds,
    deposits: () => deposits,
    limiter,
    approvals: (body, venueId, ip) => staffSessions.checkManager(body, venueId, ip),
    board: {
      boardReservations: createBoardReservations(db.db),
      boardWaiterCalls: createBoardWaiterCalls(db.db),
    },
  });
  lifecycle = eatIn.lifecycle;
  const clock = options.clock ?? (() => new Date());
  registerKitchen(app, kitchen, { db: db.db, clock, notifyStaff, ...eatIn });
  const phones = await registerPhoneVerification(app, {
    db: db.db,
    venues: venueRepository,
    demo: env.DEMO_MODE,
    sms: env,
    secret: env.SECRET,
    clock,
  });
  const reserve = registerReserve(app, {
    db: db.db,
    venues: venueRepository,
    phones,
    clock,
    gateway,
    sweepIntervalMs: options.sweepIntervalMs ?? 1000,
    notifyStaff,
    registry: gateways,
    refundAttempts,
    refunds,
    publicUrl: env.PUBLIC_URL ?? null,
  });
  deposits = reserve.deposits;
  refunds.use("deposit", reserve.deposits.settle);
  const preorders = registerPreorder(app, {
    db: db.db,
    realtime,
    venues: venueCache,
    venueRepository,
    cartService,
    phones,
    geocoder: createAddressIndex(readAddressIndexFile(env.ADDRESS_INDEX_FILE ?? demoAddressIndexFile)),
    clock,
    gateways,
    publicUrl: env.PUBLIC_URL ?? null,
    notifyStaff,
    fiscalReceipts: fiscal.guestReceipts,
  });
  // Receipts by e-mail (docs/mail.md): off without SMTP_URL; the outbox worker in every process.
  app.decorate(
    "receiptMail",
    registerReceiptMail(app, {
      db: db.db,
      clock,
      smtp: { url: env.SMTP_URL, from: env.MAIL_FROM },
      findVenue: (id) => venueRepository.findById(id),
      fiscalReceipts: fiscal.guestReceipts,
      readOrder: eatIn.readOrder,
      readPreorder: preorders.readPreorder,
      intervalMs: env.MAIL_INTERVAL_MS ?? 5000,
      retryBaseMs: options.mailRetryBaseMs,
    }),
  );
  // The stop list; notifyStaff joins when the staff namespace is wired.
  registerStopList(app, {
    db: db.db,
    realtime,
    venueRepository,
    clock,
    notifyStaff,
    stations: kitchen.stopList,
  });
  await registerTelemetry(app, { db: db.db, venues: venueRepository, clock });
  registerRetention(app, { db: db.db, clock, intervalMs: env.RETENTION_INTERVAL_MS ?? 60 * 60_000 });
  registerOrderHistoryRoutes(app, { db: db.db, venues: venueCache });
  // Kitchen printers and the worker printing their durable queue.
  registerPrinting(app, {
    db: db.db,
    realtime,
    clock,
    networks: env.PRINTER_NETWORKS,
    ports: env.PRINTER_PORTS,
    intervalMs: env.PRINT_INTERVAL_MS ?? 1000,
    wake: printWake,
  });
  // Guests' ratings after paying (contract/rating.ts): the board and the floor hear of low ones.
  const ratings = registerRatings(app, {
    db: db.db,
    orders: eatIn.orders,
    access: eatIn.access,
    venues: venueCache,
    notifyStaff,
    clock,
  });
  // Tables and their QR sheet, the day view.
  registerVenueTools(app, {
    dayRatings: ratings.dayRatings,
    db: db.db,
    venues: venueCache,
    publicUrl: env.PUBLIC_URL ?? null,
    clock,
    notifyStaff,
    qrSheets: options.qrSheetWorker ? { spawn: options.qrSheetWorker } : undefined,
    onDayClosed: (venueId) => fiscal.closeShift(venueId),
  });
  // Photo uploads and /media/{hash}/{width}.webp.
  registerMedia(app, {
    db: db.db,
    imageMaxBytes: env.IMAGE_MAX_BYTES ?? 10 * 1024 * 1024,
    notifyStaff,
    clock,
  });
  // export.json, import and the CSV product import.
  registerSetupIo(app, { db: db.db, realtime, notifyStaff, clock });
  // The venue's setup in the console (manager only).
  registerSetup(app, {
    db: db.db,
    realtime,
    clock,
    notifyStaff,
    imageMaxBytes: env.IMAGE_MAX_BYTES ?? 10 * 1024 * 1024,
    gatewayOf: (venue) => gateways.resolve(venue)?.name ?? null,
  });
  return app;
}
